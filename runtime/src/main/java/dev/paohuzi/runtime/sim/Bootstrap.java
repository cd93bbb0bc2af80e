package dev.paohuzi.runtime.sim;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Resampling by deal: the block bootstrap over seeds, which resamples a run's blocks of seeds with replacement (the
 * same blocks for A and B, which keeps the pairing) and reads each statistic off every resample, and the paired
 * sign-flip permutation test. Blocks hold whole hands and hands are independent, so resampling blocks is resampling
 * deals, coarsened to at most about 1,000 units; the random choices are seeded, so a report is the same on every run.
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
     * Each statistic on each resample: {@code values[statistic][resample]}.
     *
     * @param a blocks of A: hands, then the sum of each measure (as {@link Tally#blockSums()})
     * @param b B's blocks, the same seeds in the same order (for one variant, pass a again)
     * @param resamples {@link #RESAMPLES} for a final report; fewer make a quick look at a partial result
     */
    static double[][] resample(List<long[]> a, List<long[]> b, List<Statistic> statistics, long seed,
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
        return values;
    }

    /** The 95% percentile interval of each statistic over {@link #resample resamples}. */
    static Stats.Interval[] intervals(List<long[]> a, List<long[]> b, List<Statistic> statistics, long seed,
                                      int resamples) {
        return Arrays.stream(resample(a, b, statistics, seed, resamples)).map(Bootstrap::percentiles)
                .toArray(Stats.Interval[]::new);
    }

    /** A block's sums (hands at index 0, then each measure) as metrics read them. */
    static Metric.Sums sums(long[] block) {
        return new Metric.Sums() {
            @Override
            public double hands() {
                return block[0];
            }

            @Override
            public double sum(int measure) {
                return block[1 + measure];
            }
        };
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

    /** The 2.5% and 97.5% points of the finite values (the percentile interval); the whole line when none. */
    static Stats.Interval percentiles(double[] values) {
        double[] finite = finite(values);
        if (finite.length == 0) {
            return new Stats.Interval(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        Arrays.sort(finite);
        return new Stats.Interval(finite[(int) Math.floor(0.025 * (finite.length - 1))],
                finite[(int) Math.ceil(0.975 * (finite.length - 1))]);
    }

    /** The mean of the finite values, NaN when none. */
    static double mean(double[] values) {
        return Arrays.stream(values).filter(Double::isFinite).average().orElse(Double.NaN);
    }

    /**
     * The paired bootstrap test of "the difference is 0", by inverting the percentile interval: twice the smaller
     * share of resampled differences on either side of 0, each count plus one for the observed (Davison and Hinkley
     * 1997, §4.4), at most 1. Below 5% exactly when 0 lies outside the 95% percentile interval, up to that +1; 1 when
     * every resample is 0 (nothing differs).
     */
    static double pValue(double[] differences) {
        double[] finite = finite(differences);
        if (finite.length == 0) {
            return Double.NaN;
        }
        long atMost = Arrays.stream(finite).filter(v -> v <= 0).count();
        long atLeast = Arrays.stream(finite).filter(v -> v >= 0).count();
        return Math.min(1, 2.0 * (1 + Math.min(atMost, atLeast)) / (1 + finite.length));
    }

    /**
     * The paired sign-flip permutation test of "the mean difference is 0" (Fisher 1935; the one-sample randomization
     * test): each block's summed difference A − B keeps or flips its sign at random, and the p-value is the share of
     * {@code resamples} flips whose total is at least as far from 0 as the observed one, plus one for the observed.
     * With the sum of squares fixed under flipping, the total orders the flips as the studentized mean does, so
     * this is the studentized test, which holds its level for a mean difference of 0 even when the differences are
     * not symmetric (Janssen 1999). Exact when the two variants are exchangeable hand by hand.
     */
    static double signFlip(double[] blockDifferences, long seed, int resamples) {
        double observed = Math.abs(Arrays.stream(blockDifferences).sum());
        double scale = Arrays.stream(blockDifferences).map(Math::abs).sum();
        if (scale == 0) {
            return 1;
        }
        double tolerance = 1e-9 * scale; // sums of the same values in another order may differ in the last bits
        SplittableRandom random = new SplittableRandom(seed);
        long asFar = 0;
        for (int r = 0; r < resamples; r++) {
            double total = 0;
            for (double d : blockDifferences) {
                total += random.nextBoolean() ? d : -d;
            }
            asFar += Math.abs(total) >= observed - tolerance ? 1 : 0;
        }
        return (1.0 + asFar) / (1.0 + resamples);
    }

    /**
     * Pearson's correlation of two statistics over the resamples where both are finite (the correlation of A's and
     * B's estimates that {@link Stats#mover} needs); 0 when either does not vary.
     */
    static double correlation(double[] x, double[] y) {
        double n = 0;
        double sumX = 0;
        double sumY = 0;
        for (int r = 0; r < x.length; r++) {
            if (Double.isFinite(x[r]) && Double.isFinite(y[r])) {
                n++;
                sumX += x[r];
                sumY += y[r];
            }
        }
        double xy = 0;
        double xx = 0;
        double yy = 0;
        for (int r = 0; r < x.length; r++) {
            if (Double.isFinite(x[r]) && Double.isFinite(y[r])) {
                double dx = x[r] - sumX / n;
                double dy = y[r] - sumY / n;
                xy += dx * dy;
                xx += dx * dx;
                yy += dy * dy;
            }
        }
        return xx == 0 || yy == 0 ? 0 : xy / Math.sqrt(xx * yy);
    }

    private static double[] finite(double[] values) {
        return Arrays.stream(values).filter(Double::isFinite).toArray();
    }
}
