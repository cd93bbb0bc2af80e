package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Hands per second of this thread's CPU time, with random bots: a figure that other processes on a shared machine
 * do not distort the way they distort JMH's wall-clock throughput. Warms up, then measures a fixed number of
 * seeded hands per variant. Run with the command in docs/performance.md.
 */
public final class HandsPerCpuSecond {
    private static final int WARM_UP = 20_000;
    private static final int MEASURED = 50_000;

    private HandsPerCpuSecond() {}

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (RuleSet rules : Variants.ALL) {
            play(rules, 0, WARM_UP);
            long start = threads.getCurrentThreadCpuTime();
            long wins = play(rules, WARM_UP, MEASURED);
            double seconds = (threads.getCurrentThreadCpuTime() - start) / 1e9;
            System.out.printf("%-9s %,10.0f hands per CPU second (%d hands, %.1f%% won)%n", rules.name(),
                    MEASURED / seconds, MEASURED, 100.0 * wins / MEASURED);
        }
    }

    private static long play(RuleSet rules, long firstSeed, int hands) {
        WinCheck check = new BacktrackingWinCheck(rules);
        Bot[] bots = {new RandomBot(firstSeed), new RandomBot(firstSeed + 1), new RandomBot(firstSeed + 2)};
        long wins = 0;
        for (long seed = firstSeed; seed < firstSeed + hands; seed++) {
            Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), (int) (seed % 3), 0, check);
            wins += Bot.playOut(game, bots).result().winner() >= 0 ? 1 : 0;
        }
        return wins;
    }
}
