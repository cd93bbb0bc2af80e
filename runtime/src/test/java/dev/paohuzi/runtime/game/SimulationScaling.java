package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.bot.Simulation;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;

/**
 * Wall-clock hands per second of {@link Simulation} on one worker thread and on one per core, random bots, Hunan
 * rules: how the engine scales across cores. Meaningful only on an otherwise idle machine. Run with the command in
 * docs/performance.md.
 */
public final class SimulationScaling {
    private static final int HANDS = 60_000;

    private SimulationScaling() {}

    public static void main(String[] args) throws InterruptedException, ExecutionException {
        RuleSet rules = TestVariants.HUNAN;
        int cores = Runtime.getRuntime().availableProcessors();
        rate(rules, 1);
        double one = rate(rules, 1);
        double all = rate(rules, cores);
        System.out.printf("1 thread: %,.0f hands/s; %d threads: %,.0f hands/s; speed-up %.2f%n", one, cores, all,
                all / one);
    }

    private static double rate(RuleSet rules, int threads) throws InterruptedException, ExecutionException {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            return pool.submit(() -> Simulation.run(rules, HANDS, 1, hand -> new Bot[] {new RandomBot(hand),
                    new RandomBot(hand + 1L), new RandomBot(hand + 2L)})).get().handsPerSecond();
        } finally {
            pool.shutdown();
        }
    }
}
