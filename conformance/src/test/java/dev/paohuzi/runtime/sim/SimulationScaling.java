package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Wall-clock hands per second of {@link Simulation} on one worker thread and on one per core, random bots, Hunan
 * rules: how the engine scales across cores. Meaningful only on an otherwise idle machine. Run with the command in
 * docs/performance.md.
 */
public final class SimulationScaling {
    private static final int HANDS = 60_000;

    private SimulationScaling() {}

    public static void main(String[] args) throws InterruptedException {
        RuleSet rules = RealVariants.HUNAN;
        int cores = Runtime.getRuntime().availableProcessors();
        rate(rules, 1);
        double one = rate(rules, 1);
        double all = rate(rules, cores);
        System.out.printf("1 thread: %,.0f hands/s; %d threads: %,.0f hands/s; speed-up %.2f%n", one, cores, all,
                all / one);
    }

    private static double rate(RuleSet rules, int threads) throws InterruptedException {
        HandStarter starter = new HandStarter(rules);
        BotLineup bots = BotLineup.parse("random", rules.seating().players());
        int blocks = Simulation.blockSize(HANDS);
        AtomicBoolean stop = new AtomicBoolean();
        long start = System.nanoTime();
        Simulation.inParallel(1, HANDS, threads, shard -> Simulation.play(starter, bots, shard, blocks, stop::get),
                Tally::merge, (soFar, done, hands) -> { }, stop);
        return HANDS / ((System.nanoTime() - start) / 1e9);
    }
}
