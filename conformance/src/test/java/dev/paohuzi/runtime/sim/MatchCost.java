package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Whole matches against hands played alone (a harness, not a test): hands per CPU-second of
 * {@link Simulation#matches} of hunan-peel (剥皮 to 100 huxi: dealer succession, dead hands in a row, match totals)
 * over those of {@link Simulation#play} of the same variant, on this thread with random bots, in rounds that
 * alternate the two so a busy machine slows both alike; prints each round and the median. (What pairing costs is
 * {@code CompareOverhead}'s, in the web module.) Arguments: hands per round, rounds (default 4000 7). Run with the
 * command in docs/performance.md.
 */
public final class MatchCost {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private MatchCost() {}

    public static void main(String[] args) {
        int hands = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        BotLineup bots = BotLineup.parse("random", 3);
        int blocks = Simulation.blockSize(hands);
        RuleSet peel = RealVariants.bundled("hunan-peel");
        HandStarter peelHands = new HandStarter(peel);
        double[] matches = new double[rounds];
        for (int round = -1; round < rounds; round++) { // round -1 warms the JIT
            Shard shard = new Shard(1 + (long) Math.max(round, 0) * hands, hands);
            long[] played = new long[1];
            long alone = cpu(() -> Simulation.play(peelHands, bots, shard, blocks, () -> false).hands());
            long inMatches = cpu(() -> {
                played[0] = Simulation.matches(peel, bots, new Shard(shard.first(), Math.max(1, hands / 80)), blocks,
                        () -> false, Simulation.HandSink.NONE).hands();
                return played[0];
            });
            if (round >= 0) {
                matches[round] = (played[0] / (double) inMatches) / (hands / (double) alone);
                System.out.printf(Locale.ROOT, "round %d: matches / hands %.3f hands per CPU-second (%d hands in "
                        + "matches)%n", round + 1, matches[round], played[0]);
            }
        }
        System.out.printf(Locale.ROOT, "median: matches / hands %.3f (%d hands a round alone)%n", median(matches),
                hands);
    }

    private static long cpu(LongSupplier work) {
        long start = CPU.getCurrentThreadCpuTime();
        work.getAsLong();
        return CPU.getCurrentThreadCpuTime() - start;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
