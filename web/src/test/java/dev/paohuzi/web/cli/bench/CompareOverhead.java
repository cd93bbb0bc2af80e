package dev.paohuzi.web.cli.bench;

import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * What pairing costs: in one JVM, {@code simulate A}, {@code simulate B} and {@code compare A B} over the same seeds
 * on every core, each timed by wall clock and by the process's CPU clock, rounds interleaved so that a change in
 * machine load hits all three alike; a first round of a tenth of the hands warms the JIT up and is not counted. A
 * pairing that costs nothing makes compare's hands per second half of simulate's (it plays every hand twice);
 * issue 10's target is at least 0.45 of it. Run from the repository root:
 * {@code java -cp web/target/workbench.jar:web/target/test-classes dev.paohuzi.web.cli.bench.CompareOverhead
 * hunan hunan-half 1000000 1}.
 */
public final class CompareOverhead {
    private CompareOverhead() {}

    public static void main(String[] args) throws InterruptedException {
        RuleSet a = rules(args[0]);
        RuleSet b = rules(args[1]);
        long measured = Long.parseLong(args[2]);
        int rounds = Integer.parseInt(args[3]);
        int threads = Runtime.getRuntime().availableProcessors();
        BotLineup bots = BotLineup.parse("random", a.seating().players());
        HandStarter underA = new HandStarter(a);
        HandStarter underB = new HandStarter(b);
        AtomicBoolean stop = new AtomicBoolean();
        double[] sum = new double[6];
        for (int round = 0; round <= rounds; round++) {
            long hands = round == 0 ? Math.max(1, measured / 10) : measured;
            int blocks = Simulation.blockSize(hands);
            double[] simA = time(() -> run(hands, threads, shard -> Simulation.play(underA, bots, shard, blocks,
                    stop::get), Tally::merge, stop));
            double[] simB = time(() -> run(hands, threads, shard -> Simulation.play(underB, bots, shard, blocks,
                    stop::get), Tally::merge, stop));
            double[] pair = time(() -> run(hands, threads, shard -> Simulation.compare(underA, underB, bots, shard,
                    blocks, stop::get), PairedTally::merge, stop));
            System.out.printf("round %d: simulate %s %,.0f hands/s (%,.0f per CPU-s), simulate %s %,.0f (%,.0f),"
                            + " compare %,.0f (%,.0f); compare / mean simulate: wall %.3f, CPU %.3f%n", round,
                    args[0], hands / simA[0], hands / simA[1], args[1], hands / simB[0], hands / simB[1],
                    hands / pair[0], hands / pair[1], (simA[0] + simB[0]) / 2 / pair[0],
                    (simA[1] + simB[1]) / 2 / pair[1]);
            if (round > 0) {
                for (int i = 0; i < 2; i++) {
                    sum[i] += simA[i] + simB[i];
                    sum[2 + i] += pair[i];
                }
            }
        }
        System.out.printf("measured rounds: compare / mean simulate = wall %.3f, CPU %.3f (target >= 0.45)%n",
                sum[0] / 2 / sum[2], sum[1] / 2 / sum[3]);
    }

    private static RuleSet rules(String name) {
        return VariantCompiler.compile(name).variant().orElseThrow(() -> new IllegalArgumentException(name))
                .rules();
    }

    private static <R> Object run(long hands, int threads, java.util.function.Function<
            dev.paohuzi.runtime.sim.Shard, R> play, java.util.function.BinaryOperator<R> merge, AtomicBoolean stop) {
        try {
            return Simulation.inParallel(1, hands, threads, play, merge, (soFar, done, all) -> { }, stop);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Wall seconds and process CPU seconds of a run. */
    private static double[] time(Supplier<Object> run) {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu = os.getProcessCpuTime();
        long wall = System.nanoTime();
        run.get();
        return new double[] {(System.nanoTime() - wall) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9};
    }
}
