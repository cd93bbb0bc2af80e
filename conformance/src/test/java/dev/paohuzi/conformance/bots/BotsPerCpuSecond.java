package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The bots' speed on this thread's CPU clock, on the regional variants as the compiler builds them, all in one run so
 * the figures share the machine's state: hands per CPU-second with every seat played by random (the reference),
 * greedy and expert bots, and greedy's and expert's ratio to random; then decisions per CPU-second of one ismcts seat
 * at its default budget against two experts, and its CPU milliseconds per searched decision. Every bot first plays
 * as many warm-up hands on every variant, so the compiler has seen all the code before anything is timed (on two
 * cores a bot timed straight after its own warm-up ran at half speed when it came first); then each figure is the
 * median of {@code -Drounds=N} rounds (default 3). {@code -Dhands=N} (default 5,000 per bot, variant and round) and
 * {@code -Dsearched=N} (decisions searched, default 300; 0 skips the search bot) size it; arguments name the
 * variants (default the four regions). Run with the command in docs/performance.md; it takes minutes, so it is a
 * harness, not a test.
 */
public final class BotsPerCpuSecond {
    private static final List<String> REGIONS = List.of("hunan", "shaoyang", "luzhou", "yongzhou");
    private static final List<String> BOTS = List.of("random", "greedy", "expert");
    private static final ThreadMXBean CLOCK = ManagementFactory.getThreadMXBean();
    private static final Map<String, HandStarter> STARTERS = new HashMap<>();

    private BotsPerCpuSecond() {}

    public static void main(String[] args) {
        int hands = Integer.getInteger("hands", 5_000);
        int rounds = Integer.getInteger("rounds", 3);
        int searched = Integer.getInteger("searched", 300);
        List<String> regions = args.length > 0 ? List.of(args) : REGIONS;
        for (String region : regions) {
            for (String bot : BOTS) {
                cpuNanos(region, bot, 0, hands);
            }
        }
        System.out.printf("%-9s %10s %10s %10s %8s %8s %14s %12s%n", "variant", "random", "greedy", "expert",
                "grd/rnd", "exp/rnd", "ismcts dec/s", "ms/decision");
        for (String region : regions) {
            double random = handsPerCpuSecond(region, "random", hands, rounds);
            double greedy = handsPerCpuSecond(region, "greedy", hands, rounds);
            double expert = handsPerCpuSecond(region, "expert", hands, rounds);
            RuleSet rules = RealVariants.bundled(region);
            double decisions = searched > 0
                    ? searchedPerCpuSecond(STARTERS.get(region), rules.seating().players(), searched) : Double.NaN;
            System.out.printf("%-9s %,10.0f %,10.0f %,10.0f %8.2f %8.2f %,14.1f %12.2f%n", region, random, greedy,
                    expert, greedy / random, expert / random, decisions, 1000 / decisions);
        }
    }

    /** The median over the rounds, each on hands of its own (after the warm-up's). */
    private static double handsPerCpuSecond(String region, String bot, int hands, int rounds) {
        double[] speeds = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            speeds[round] = hands / (cpuNanos(region, bot, (long) (round + 1) * hands, hands) / 1e9);
        }
        Arrays.sort(speeds);
        return speeds[rounds / 2];
    }

    /**
     * This thread's CPU nanoseconds to play {@code hands} hands of a bundled variant from {@code firstSeed} on, every
     * seat by the lineup: what {@link SideBySide} times in each of two builds.
     */
    public static long cpuNanos(String region, String bots, long firstSeed, int hands) {
        RuleSet rules = RealVariants.bundled(region);
        HandStarter starter = STARTERS.computeIfAbsent(region, name -> new HandStarter(rules));
        return play(starter, BotLineup.parse(bots, rules.seating().players()), firstSeed, hands);
    }

    /** Plays the hands; returns the CPU nanoseconds of this thread they took. */
    private static long play(HandStarter starter, BotLineup lineup, long firstSeed, int hands) {
        long start = CLOCK.getCurrentThreadCpuTime();
        for (long seed = firstSeed; seed < firstSeed + hands; seed++) {
            Bot.playOut(starter.start(seed, (int) (seed % lineup.players())), lineup.seat(seed));
        }
        return CLOCK.getCurrentThreadCpuTime() - start;
    }

    /** Searched decisions (two or more options, no win among them) of an ismcts seat 0, per CPU-second. */
    private static double searchedPerCpuSecond(HandStarter starter, int players, int decisions) {
        BotLineup lineup = BotLineup.parse("ismcts" + ",expert".repeat(players - 1), players);
        long nanos = 0;
        int counted = 0;
        for (long seed = 0; counted < decisions; seed++) {
            Game game = starter.start(seed, (int) (seed % players));
            Bot[] bots = lineup.seat(seed);
            while (!game.isOver()) {
                int seat = game.pendingSeat();
                boolean searches = seat == 0 && game.legalActions().size() > 1 && game.legalActions().stream()
                        .noneMatch(action -> action.type() == ActionType.HU);
                long start = CLOCK.getCurrentThreadCpuTime();
                var choice = bots[seat].choose(game.observation(seat), game.legalActions());
                if (searches && seed > 0) {     // the first hand warms up
                    nanos += CLOCK.getCurrentThreadCpuTime() - start;
                    counted++;
                }
                game.choose(choice);
            }
        }
        return counted / (nanos / 1e9);
    }
}
