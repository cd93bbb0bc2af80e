package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The bots' speed on this thread's CPU clock, all in one run so the figures share the machine's state: hands per
 * CPU-second with every seat played by random (the reference), greedy and expert bots; then decisions per
 * CPU-second of one ismcts seat at its default budget against two experts, and its CPU milliseconds per searched
 * decision. {@code -Dhands=N} (default 5,000 per bot and variant, after as many to warm up) and
 * {@code -Dsearched=N} (decisions searched, default 300) size it. Run with the command in docs/performance.md.
 */
public final class BotsPerCpuSecond {
    private static final ThreadMXBean CLOCK = ManagementFactory.getThreadMXBean();

    private BotsPerCpuSecond() {}

    public static void main(String[] args) {
        int hands = Integer.getInteger("hands", 5_000);
        int searched = Integer.getInteger("searched", 300);
        System.out.printf("%-9s %10s %10s %10s %8s %14s %12s%n", "variant", "random", "greedy", "expert",
                "exp/rnd", "ismcts dec/s", "ms/decision");
        for (RuleSet rules : TestVariants.ALL) {
            HandStarter starter = new HandStarter(rules);
            double random = handsPerCpuSecond(starter, "random", hands);
            double greedy = handsPerCpuSecond(starter, "greedy", hands);
            double expert = handsPerCpuSecond(starter, "expert", hands);
            double decisions = searchedPerCpuSecond(starter, searched);
            System.out.printf("%-9s %,10.0f %,10.0f %,10.0f %8.2f %,14.1f %12.2f%n", rules.name(), random, greedy,
                    expert, expert / random, decisions, 1000 / decisions);
        }
    }

    private static double handsPerCpuSecond(HandStarter starter, String bots, int hands) {
        BotLineup lineup = BotLineup.parse(bots, 3);
        play(starter, lineup, 0, hands);
        long start = CLOCK.getCurrentThreadCpuTime();
        play(starter, lineup, hands, hands);
        return hands / ((CLOCK.getCurrentThreadCpuTime() - start) / 1e9);
    }

    private static void play(HandStarter starter, BotLineup lineup, long firstSeed, int hands) {
        for (long seed = firstSeed; seed < firstSeed + hands; seed++) {
            Bot.playOut(starter.start(seed, (int) (seed % 3)), lineup.seat(seed));
        }
    }

    /** Searched decisions (two or more options, no win among them) of an ismcts seat 0, per CPU-second. */
    private static double searchedPerCpuSecond(HandStarter starter, int decisions) {
        BotLineup lineup = BotLineup.parse("ismcts,expert,expert", 3);
        long nanos = 0;
        int counted = 0;
        for (long seed = 0; counted < decisions; seed++) {
            Game game = starter.start(seed, (int) (seed % 3));
            Bot[] bots = lineup.seat(seed);
            while (!game.isOver()) {
                int seat = game.pendingSeat();
                boolean searches = seat == 0 && game.legalActions().stream()
                        .noneMatch(action -> action.type() == dev.paohuzi.runtime.game.ActionType.HU);
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
