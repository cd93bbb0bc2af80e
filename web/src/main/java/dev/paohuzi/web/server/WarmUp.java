package dev.paohuzi.web.server;

import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;

import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What {@code serve} does in the background right after it starts listening, so that the first Statistics run of a
 * fresh JVM does not pay for a cold JIT and cold caches (docs/web.md, "Warm-up"), cheapest and surest first: the
 * default variant's first shard against itself with the default bot and its partial result written as the page
 * gets it, then every variant compiled into the server's parent cache (what the pages' variant list and a run's
 * request read), then more hands for the JIT's optimising compiler.
 *
 * <p>It only ever warms: it shares nothing with a request but the compile cache (concurrent, and a cached compile is
 * the same compile), holds no lock, and its results are thrown away. One daemon thread at the lowest priority; it
 * stops at its next hand when the server stops or a Statistics run starts playing (from then on the run warms the
 * JIT, and the two would only share the cores).
 */
final class WarmUp {
    /** The variant the pages open first. */
    static final String VARIANT = "hunan";
    /** Hands of the small first shard, as a run's first partial result has them, then of the whole warm-up (a few
     *  CPU-seconds on a quiet machine, default bots). */
    private static final int FIRST_HANDS = 50;
    private static final int HANDS = 1_000;

    private final VariantApi variants;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final Thread thread = new Thread(this::warm, "warm-up");

    WarmUp(VariantApi variants) {
        this.variants = variants;
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
    }

    void start() {
        thread.start();
    }

    /** Asks the thread to stop at its next hand or file; does not wait. */
    void stopSoon() {
        stop.set(true);
    }

    /** Stops the thread and waits for it to end (a few ms: it checks at every hand). */
    void stop() {
        stopSoon();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void warm() {
        try {
            if (!variants.exists(VARIANT)) {
                variants.summaries(stop::get);
                return;
            }
            RuleSet rules = variants.compiled(VARIANT).rules();
            HandStarter starter = new HandStarter(rules);
            BotLineup bots = PlayApi.lineup(null, rules.seating().players());
            StatisticsRun run = new StatisticsRun(VARIANT, rules, true, VARIANT, rules, true, HANDS, false, 1, bots,
                    Report.DEFAULT_PRIMARY);
            int blocks = Simulation.blockSize(HANDS);
            PairedTally first = Simulation.compare(starter, starter, bots, new Shard(1, FIRST_HANDS), blocks,
                    stop::get);
            StatisticsApi.json(StatisticsView.of(run, first, FIRST_HANDS, true));
            variants.summaries(stop::get);
            Simulation.compare(starter, starter, bots, new Shard(1 + FIRST_HANDS, HANDS - FIRST_HANDS), blocks,
                    stop::get);
        } catch (CancellationException e) {
            // stopped: the server stops, or a run took over
        } catch (RuntimeException e) { // a default variant with errors, say: nothing to warm, nothing lost
            System.err.println("workbench: warm-up skipped: " + e.getMessage());
        }
    }
}
