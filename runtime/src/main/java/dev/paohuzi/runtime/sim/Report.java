package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * The metrics of a run with their 95% intervals: each variant's {@link Estimate}s, and for a paired run each metric's
 * {@link Difference} A − B with a bootstrap interval over seeds, the exact sign test and an effect size. The
 * bootstrap's random choices are seeded by the run's first seed, so a report is the same on every run.
 */
public final class Report {
    /** The normal quantile of a two-sided 95% interval. */
    static final double Z95 = Stats.normalQuantile(0.975);
    /** The bootstrap resamples of a final report. */
    public static final int RESAMPLES = Bootstrap.RESAMPLES;

    private Report() {}

    /**
     * A metric's value over one variant's hands.
     *
     * @param low    its interval's lower end (Wilson for rates, normal for means, bootstrap for derived figures)
     * @param spread the standard deviation of the measure over the hands it is a mean over (NaN for rates)
     */
    public record Estimate(Metric metric, double value, double low, double high, double spread) {
    }

    /**
     * A metric under A and B and their paired difference A − B.
     *
     * @param low     the bootstrap interval of the difference, over blocks of seeds
     * @param above   hands whose measure came out higher under A (the sign test's counts; 0 for derived metrics)
     * @param below   hands whose measure came out lower under A
     * @param signP   the exact two-sided sign test's p-value (NaN for derived metrics)
     * @param effect  Cohen's d_z: the mean of the per-hand differences over their standard deviation (NaN for
     *                derived metrics, 0 when no hand differs)
     */
    public record Difference(Metric metric, double a, double b, double difference, double low, double high,
                             long above, long below, double signP, double effect) {
        /** The interval leaves out 0 and the sign test agrees at the 5% level: a difference worth reading. */
        public boolean real() {
            return (low > 0 || high < 0) && (Double.isNaN(signP) || signP < 0.05);
        }
    }

    /** Every metric of one variant's tally. */
    public static List<Estimate> estimates(Tally tally, long seed) {
        return estimates(tally, seed, Bootstrap.RESAMPLES);
    }

    /** @param resamples the bootstrap's: fewer than the default for a quick look at a partial result */
    public static List<Estimate> estimates(Tally tally, long seed, int resamples) {
        List<Metric> metrics = Metric.all(tally.players());
        List<Bootstrap.Statistic> derived = new ArrayList<>();
        for (Metric metric : metrics) {
            if (metric.kind() == Metric.Kind.DERIVED) {
                derived.add((a, b) -> metric.value(a));
            }
        }
        List<long[]> blocks = tally.blockSums();
        Stats.Interval[] bootstrapped = Bootstrap.intervals(blocks, blocks, derived, seed, resamples);
        Metric.Sums sums = tally.sums();
        List<Estimate> estimates = new ArrayList<>();
        int next = 0;
        for (Metric metric : metrics) {
            double value = metric.value(sums);
            double n = metric.denominator(sums);
            double total = metric.numerator(sums);
            Stats.Interval interval;
            double spread = Double.NaN;
            switch (metric.kind()) {
                case RATE -> interval = Stats.wilson((long) total, (long) n, Z95);
                case MEAN -> {
                    double squares = tally.sumOfSquares(metric.measure());
                    interval = Stats.normal(total, squares, (long) n, Z95);
                    spread = Math.sqrt(Stats.variance(total, squares, (long) n));
                }
                default -> interval = bootstrapped[next++];
            }
            estimates.add(new Estimate(metric, value, interval.low(), interval.high(), spread));
        }
        return estimates;
    }

    /** Every metric's paired difference A − B. */
    public static List<Difference> differences(PairedTally pairs, long seed) {
        return differences(pairs, seed, Bootstrap.RESAMPLES);
    }

    /** @param resamples the bootstrap's: fewer than the default for a quick look at a partial result */
    public static List<Difference> differences(PairedTally pairs, long seed, int resamples) {
        List<Metric> metrics = Metric.all(pairs.a().players());
        List<Bootstrap.Statistic> statistics = metrics.stream()
                .<Bootstrap.Statistic>map(metric -> (a, b) -> metric.value(a) - metric.value(b)).toList();
        Stats.Interval[] intervals = Bootstrap.intervals(pairs.a().blockSums(), pairs.b().blockSums(), statistics,
                seed, resamples);
        List<Difference> differences = new ArrayList<>();
        for (int i = 0; i < metrics.size(); i++) {
            Metric metric = metrics.get(i);
            double a = metric.value(pairs.a().sums());
            double b = metric.value(pairs.b().sums());
            int measure = metric.measure();
            long above = measure < 0 ? 0 : pairs.above(measure);
            long below = measure < 0 ? 0 : pairs.below(measure);
            double signP = measure < 0 ? Double.NaN : Stats.signTest(above, below);
            differences.add(new Difference(metric, a, b, a - b, intervals[i].low(), intervals[i].high(), above, below,
                    signP, measure < 0 ? Double.NaN : effect(pairs, measure)));
        }
        return differences;
    }

    /** Cohen's d_z of a measure's per-hand differences. */
    static double effect(PairedTally pairs, int measure) {
        long n = pairs.hands();
        double sum = pairs.a().sum(measure) - pairs.b().sum(measure);
        double sd = Math.sqrt(Stats.variance(sum, pairs.squaredDifference(measure), n));
        return sd == 0 ? 0 : sum / n / sd;
    }
}
