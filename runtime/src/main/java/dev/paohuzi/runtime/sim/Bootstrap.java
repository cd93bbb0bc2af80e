package dev.paohuzi.runtime.sim;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The block bootstrap over seeds: resamples a run's blocks of seeds with replacement (the same blocks for A and B,
 * which keeps the pairing) and reads each statistic off every resample. Blocks hold whole hands and hands are
 * independent, so resampling blocks is resampling hands, coarsened to at most about 1,000 units; the random choice
 * is seeded, so the interval is the same on every run.
 */
final class Bootstrap {
    /** Resamples; the 2.5% and 97.5% points of 2,000 are steady to about a tenth of a standard error. */
    static final int RESAMPLES = 2000;

    /** A figure read off the resampled sums of A and of B. */
    @FunctionalInterface
    interface Statistic {
        double of(Metric.Sums a, Metric.Sums b);
    }

    private Bootstrap() {}

    /**
     * The 95% percentile interval of each statistic.
     *
     * @param a blocks of A: hands, then the sum of each measure (as {@link Tally#blockSums()})
     * @param b B's blocks, the same seeds in the same order (for one variant, pass a again)
     * @param resamples {@link #RESAMPLES} for a final report; fewer make a quick look at a partial result
     */
    static Stats.Interval[] intervals(List<long[]> a, List<long[]> b, List<Statistic> statistics, long seed,
                                      int resamples) {
        int blocks = a.size();
        double[][] values = new double[statistics.size()][resamples];
        int width = a.isEmpty() ? 0 : a.get(0).length;
        double[] sumA = new double[width];
        double[] sumB = new double[width];
        Metric.Sums sumsA = sums(sumA);
        Metric.Sums sumsB = sums(sumB);
        SplittableRandom random = new SplittableRandom(seed);
        for (int r = 0; r < resamples; r++) {
            Arrays.fill(sumA, 0);
            Arrays.fill(sumB, 0);
            for (int i = 0; i < blocks; i++) {
                int pick = random.nextInt(blocks);
                long[] blockA = a.get(pick);
                long[] blockB = b.get(pick);
                for (int m = 0; m < width; m++) {
                    sumA[m] += blockA[m];
                    sumB[m] += blockB[m];
                }
            }
            for (int s = 0; s < statistics.size(); s++) {
                values[s][r] = statistics.get(s).of(sumsA, sumsB);
            }
        }
        Stats.Interval[] intervals = new Stats.Interval[statistics.size()];
        for (int s = 0; s < intervals.length; s++) {
            intervals[s] = percentiles(values[s]);
        }
        return intervals;
    }

    private static Metric.Sums sums(double[] sum) {
        return new Metric.Sums() {
            @Override
            public double hands() {
                return sum[0];
            }

            @Override
            public double sum(int measure) {
                return sum[1 + measure];
            }
        };
    }

    /** The 2.5% and 97.5% points of the finite values; the whole line when there are none. */
    private static Stats.Interval percentiles(double[] values) {
        double[] finite = Arrays.stream(values).filter(Double::isFinite).sorted().toArray();
        if (finite.length == 0) {
            return new Stats.Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        return new Stats.Interval(finite[(int) Math.floor(0.025 * (finite.length - 1))],
                finite[(int) Math.ceil(0.975 * (finite.length - 1))]);
    }
}
