package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Replicate comparisons of a pair of plays, each of a fixed number of hands from its own seeds, scored against
 * known truths: how often each interval covers the truth, how often each test and star fires, and what the
 * group-sequential design does on the same hands. Used by {@link Calibration} (the full table in
 * docs/statistics.md) and by {@link CalibrationTest} (a small, seeded version in every build).
 */
final class CalibrationRun {
    /** The primary metric of the calibration's comparisons. */
    static final String PRIMARY = "dead hands";
    private static final int LOOKS = 10;

    /** A to be compared with B, each played by its own bots. */
    record Pair(String name, HandStarter a, BotLineup botsA, HandStarter b, BotLineup botsB) {
    }

    /** Per metric: how its intervals and tests did over the replicates. */
    static final class Scores {
        int differences;
        int differenceCovered;
        int rejected;
        int starred;
        int estimates;
        int estimateCovered;
        int warned;
        /** The same counts over the replicates whose figure carried no warning (Metric#bases). */
        int differencesUnwarned;
        int differenceCoveredUnwarned;
        int estimatesUnwarned;
        int estimateCoveredUnwarned;
    }

    /** What the replicates came to. */
    static final class Result {
        final Map<String, Scores> metrics = new LinkedHashMap<>();
        int replicates;
        /** Replicates with a star on any exploratory metric, and with a star anywhere. */
        int anyExploratoryStar;
        int anyStar;
        /** Replicates the sequential design stopped, and the hands they had played when it did. */
        int sequentialStops;
        long handsAtStop;

        Scores metric(String name) {
            return metrics.computeIfAbsent(name, n -> new Scores());
        }

        double rate(int count) {
            return (double) count / replicates;
        }
    }

    private CalibrationRun() {}

    /**
     * Plays {@code replicates} comparisons of {@code hands} hands, replicate r from seed {@code firstSeed + r ·
     * hands}, and scores them.
     *
     * @param truthDifference each metric's true A − B (NaN: not scored)
     * @param truthA          each metric's true value under A (NaN: not scored)
     */
    static Result run(Pair pair, int replicates, int hands, long firstSeed, Map<String, Double> truthDifference,
                      Map<String, Double> truthA, int threads) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Replicate>> futures = new ArrayList<>();
            for (int r = 0; r < replicates; r++) {
                long first = firstSeed + (long) r * hands;
                futures.add(pool.submit(() -> replicate(pair, hands, first)));
            }
            Result result = new Result();
            for (Future<Replicate> future : futures) {
                score(result, future.get(), truthDifference, truthA);
            }
            return result;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** One comparison: its report, its first estimates and the look at which the sequential design stopped. */
    private record Replicate(List<Report.Difference> differences, List<Report.Estimate> estimates, long stoppedAt) {
    }

    private static Replicate replicate(Pair pair, int hands, long first) {
        int blocks = Simulation.blockSize(hands);
        SequentialTest sequential = new SequentialTest(hands, Report.ALPHA);
        Metric primary = Metric.named(PRIMARY, pair.botsA().players()).orElseThrow();
        PairedTally pairs = null;
        long played = 0;
        long stoppedAt = -1;
        List<Long> looks = sequential.looks();
        for (int look = 0; look < looks.size(); look++) {
            Shard shard = new Shard(first + played, (int) (looks.get(look) - played));
            PairedTally more = Simulation.compare(pair.a(), pair.botsA(), pair.b(), pair.botsB(), shard, blocks,
                    () -> false, Simulation.HandSink.NONE);
            pairs = pairs == null ? more : PairedTally.merge(pairs, more);
            played = looks.get(look);
            if (stoppedAt < 0 && sequential.stops(SequentialTest.z(pairs, primary), look)) {
                stoppedAt = played;
            }
        }
        return new Replicate(Report.differences(pairs, first, Report.RESAMPLES, PRIMARY),
                Report.estimates(pairs.a(), first), stoppedAt);
    }

    private static void score(Result result, Replicate replicate, Map<String, Double> truthDifference,
                              Map<String, Double> truthA) {
        result.replicates++;
        boolean exploratoryStar = false;
        boolean star = false;
        for (Report.Difference d : replicate.differences()) {
            Scores tally = result.metric(d.metric().name());
            double truth = truthDifference.getOrDefault(d.metric().name(), Double.NaN);
            if (!Double.isNaN(truth)) {
                boolean covered = d.low() <= truth && truth <= d.high();
                tally.differences++;
                tally.differenceCovered += covered ? 1 : 0;
                if (d.warning().isEmpty()) {
                    tally.differencesUnwarned++;
                    tally.differenceCoveredUnwarned += covered ? 1 : 0;
                }
            }
            tally.rejected += d.p() < Report.ALPHA ? 1 : 0;
            tally.starred += d.real() ? 1 : 0;
            tally.warned += d.warning().isEmpty() ? 0 : 1;
            exploratoryStar |= !d.primary() && d.real();
            star |= d.real();
        }
        for (Report.Estimate e : replicate.estimates()) {
            double truth = truthA.getOrDefault(e.metric().name(), Double.NaN);
            if (!Double.isNaN(truth)) {
                Scores tally = result.metric(e.metric().name());
                boolean covered = e.low() <= truth && truth <= e.high();
                tally.estimates++;
                tally.estimateCovered += covered ? 1 : 0;
                if (e.warning().isEmpty()) {
                    tally.estimatesUnwarned++;
                    tally.estimateCoveredUnwarned += covered ? 1 : 0;
                }
            }
        }
        result.anyExploratoryStar += exploratoryStar ? 1 : 0;
        result.anyStar += star ? 1 : 0;
        if (replicate.stoppedAt() > 0) {
            result.sequentialStops++;
            result.handsAtStop += replicate.stoppedAt();
        }
    }

    /** Each metric's value over a long run of one play (the truth a replicate's estimate should cover). */
    static Map<String, Double> truth(Tally tally) {
        Map<String, Double> truth = new LinkedHashMap<>();
        for (Report.Estimate e : Report.estimates(tally, 1)) {
            truth.put(e.metric().name(), e.value());
        }
        return truth;
    }

    /** Each metric's A − B over a long paired run: the true difference a replicate's interval should cover. */
    static Map<String, Double> truthDifference(PairedTally pairs) {
        Map<String, Double> truth = new LinkedHashMap<>();
        for (Report.Difference d : Report.differences(pairs, 1, Report.RESAMPLES, PRIMARY)) {
            truth.put(d.metric().name(), d.difference());
        }
        return truth;
    }

    /** A long paired run on the threads. */
    static PairedTally longRun(Pair pair, long first, int hands, int threads) throws InterruptedException {
        int blocks = Simulation.blockSize(hands);
        return Simulation.inParallel(first, hands, threads, shard -> Simulation.compare(pair.a(), pair.botsA(),
                pair.b(), pair.botsB(), shard, blocks, () -> false, Simulation.HandSink.NONE), PairedTally::merge,
                (soFar, done, all) -> { }, new AtomicBoolean());
    }
}
