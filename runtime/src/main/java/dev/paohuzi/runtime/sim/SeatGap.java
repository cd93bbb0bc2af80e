package dev.paohuzi.runtime.sim;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The seat gap: the largest gap between two seats' shares of the decided hands' wins (0 when every seat wins as
 * often), a refinement of Ludii's Balance (1 − the largest gap between win rates over all trials; over all hands a
 * high share of dead hands forces Balance towards 1 whatever the seats do, over decided hands it does not). Here are
 * its value, the chi-square test of equal seats and its interval, which the two share.
 *
 * <p>A largest gap is not a smooth function of the seats' shares where they are about equal, which is where most
 * variants sit: there its plug-in estimate is biased up (the largest of several noisy gaps), a bootstrap interval does
 * not cover (the calibration measured 83–92%), and the projection of the shares' chi-square region covers more than
 * 95% (96.5–100%: it answers for every function of the shares at once). The interval is therefore the set of gaps g
 * that a test of "the gap is g" does not reject at 5% ({@link GapTest}): the test's statistic is the distance from the
 * observed shares to the shares whose gap is g, and its critical value comes from the shares' normal law at the
 * nearest such shares, so it is χ² with players − 1 degrees of freedom at g = 0 (Pearson's test of equal seats:
 * the interval starts above 0 exactly when that test rejects), one degree far from equality (Wilson's interval for two
 * seats) and in between, where the level set's corners fold the law, what the seeded draws measure.
 */
final class SeatGap {
    private static final double[] CHI_SQUARE_95 = {Double.NaN, 3.841459, 5.991465, 7.814728};
    /** Bisection steps for an interval's end: the gap to within 2^-24, far below the draws' own error. */
    private static final int STEPS = 24;

    private SeatGap() {}

    /** The largest gap between two seats' shares of the decided hands; NaN when no hand was decided. */
    static double value(Metric.Sums s, int players) {
        double[] wins = wins(s, players);
        double decided = Arrays.stream(wins).sum();
        return decided == 0 ? Double.NaN : gap(wins) / decided;
    }

    /** Pearson's chi-square test that every seat wins an equal share of the decided hands (players − 1 df). */
    static double equalSeats(Metric.Sums s, int players) {
        double[] wins = wins(s, players);
        double decided = Arrays.stream(wins).sum();
        return decided == 0 ? Double.NaN : Stats.chiSquareTail(againstEqualSeats(wins, decided), players - 1);
    }

    /**
     * The 95% interval of the seat gap: the gaps the test of "the gap is g" accepts, from 0 (when Pearson's test of
     * equal seats accepts) or where the test turns below the estimate, to where it turns above it. The test accepts
     * the estimate itself, and rejects more firmly the further g lies from it, so each end is found by bisection.
     */
    static Stats.Interval interval(Metric.Sums s, int players) {
        double[] wins = wins(s, players);
        double decided = Arrays.stream(wins).sum();
        if (decided == 0) {
            return new Stats.Interval(0, 1);
        }
        double[] observed = new double[players];
        for (int i = 0; i < players; i++) {
            observed[i] = wins[i] / decided;
        }
        GapTest test = new GapTest(observed, decided);
        double estimate = gap(observed);
        boolean equal = againstEqualSeats(wins, decided) <= CHI_SQUARE_95[players - 1];
        double low = equal ? 0 : turn(test, 0, estimate);
        double high = test.accepts(1) ? 1 : turn(test, 1, estimate);
        return new Stats.Interval(low, high);
    }

    /** Where the test turns between a rejected gap and an accepted one. */
    private static double turn(GapTest test, double rejected, double accepted) {
        for (int step = 0; step < STEPS; step++) {
            double middle = (rejected + accepted) / 2;
            if (test.accepts(middle)) {
                accepted = middle;
            } else {
                rejected = middle;
            }
        }
        return accepted;
    }

    /**
     * The test of "the seats' gap is g" for one run's shares. Its statistic is the squared distance from the observed
     * shares to the nearest shares p0 whose gap is g (the level set: for three seats a hexagon around the equal
     * shares). Under p0 the observed shares are about normal with covariance (diag(p0) − p0 p0ᵀ) / N, N the decided
     * hands; the critical value is the 95% point of the same distance from shares drawn so, with one standard normal
     * vector per draw fixed by a seed (the same for every g, so the critical value moves smoothly with g). The draws
     * are a control variate for themselves: the distance along the level set's normal at p0 alone is exactly χ² with
     * one degree of freedom, so the critical value is that known point times the ratio of the two sampled points, and
     * where the level set is flat within reach of the draws (far from equal seats) it is exact.
     */
    private static final class GapTest {
        /** Draws of the shares' law: enough that the critical value near equal seats is steady to about 1%. */
        private static final int DRAWS = 4000;
        private static final int POINT = (int) Math.ceil(0.95 * DRAWS) - 1;

        private final double[] observed;
        private final double decided;
        private final double[][] normals;

        GapTest(double[] observed, double decided) {
            this.observed = observed;
            this.decided = decided;
            SplittableRandom random = new SplittableRandom(observed.length);
            normals = new double[DRAWS][observed.length];
            for (double[] normal : normals) {
                for (int i = 0; i < normal.length; i++) {
                    normal[i] = gaussian(random);
                }
            }
        }

        boolean accepts(double g) {
            double[] nearest = new double[observed.length];
            double statistic = toLevel(observed, g, nearest);
            return statistic == 0 || statistic <= critical(nearest, g, statistic);
        }

        /** The 95% point of the statistic under shares p0 (the nearest to the observed shares with gap g). */
        private double critical(double[] p0, double g, double statistic) {
            int players = p0.length;
            double[] law = lawOf(p0);
            double[] root = new double[players];
            double[] normal = new double[players];
            double length = Math.sqrt(statistic);
            for (int i = 0; i < players; i++) {
                root[i] = Math.sqrt(law[i]);
                normal[i] = (observed[i] - p0[i]) / length;
            }
            double scale = 1 / Math.sqrt(decided);
            double[] drawn = new double[players];
            double[] distances = new double[DRAWS];
            double[] alongNormal = new double[DRAWS];
            for (int d = 0; d < DRAWS; d++) {
                double[] z = normals[d];
                double common = 0;
                for (int i = 0; i < players; i++) {
                    common += root[i] * z[i];
                }
                double along = 0;
                for (int i = 0; i < players; i++) {
                    double noise = (root[i] * z[i] - law[i] * common) * scale; // covariance diag(p) − p pᵀ, over N
                    drawn[i] = p0[i] + noise;
                    along += normal[i] * noise;
                }
                distances[d] = toLevel(drawn, g, null);
                alongNormal[d] = along * along;
            }
            double variance = 0;
            double mean = 0;
            for (int i = 0; i < players; i++) {
                variance += normal[i] * normal[i] * law[i];
                mean += normal[i] * law[i];
            }
            variance = (variance - mean * mean) / decided;
            Arrays.sort(distances);
            Arrays.sort(alongNormal);
            return CHI_SQUARE_95[1] * variance * distances[POINT] / alongNormal[POINT];
        }

        /** p0 made a law of shares: the nearest shares with gap g can leave the simplex near its edge. */
        private static double[] lawOf(double[] p0) {
            double[] law = new double[p0.length];
            double sum = 0;
            for (int i = 0; i < p0.length; i++) {
                law[i] = Math.max(0, p0[i]);
                sum += law[i];
            }
            for (int i = 0; i < p0.length; i++) {
                law[i] /= sum;
            }
            return law;
        }
    }

    /**
     * The squared distance from shares x to the shares of the same sum whose gap is g, writing the nearest of them
     * into {@code nearest} unless it is null. Below g, the nearest widens the largest gap: half the shortfall onto
     * the largest share, half off the smallest. Above g, it clamps every share into a window [m, m + g] ({@link
     * #window}).
     */
    static double toLevel(double[] x, double g, double[] nearest) {
        int low = 0;
        int high = 0;
        for (int i = 1; i < x.length; i++) {
            low = x[i] < x[low] ? i : low;
            high = x[i] > x[high] ? i : high;
        }
        double gap = x[high] - x[low];
        if (gap <= g) {
            double half = (g - gap) / 2;
            if (nearest != null) {
                System.arraycopy(x, 0, nearest, 0, x.length);
                nearest[high] += half;
                nearest[low] -= half;
            }
            return 2 * half * half;
        }
        double m = window(x, g);
        double distance = 0;
        for (int i = 0; i < x.length; i++) {
            double clamped = Math.min(Math.max(x[i], m), m + g);
            distance += (x[i] - clamped) * (x[i] - clamped);
            if (nearest != null) {
                nearest[i] = clamped;
            }
        }
        return distance;
    }

    /**
     * The window [m, m + g] that clamps shares x, whose gap exceeds g, to the nearest shares of gap g: m where the
     * shares clamped up balance those clamped down, Σ (m − x_i) over the a lowest = Σ (x_i − m − g) over the b highest
     * (then the clamped shares keep their sum). For each a and b that balance gives m in closed form; the one whose
     * lowest a and highest b are exactly the shares outside its window is the answer.
     */
    private static double window(double[] x, double g) {
        double[] sorted = x.clone();
        Arrays.sort(sorted);
        int k = sorted.length;
        double[] prefix = new double[k + 1];
        for (int i = 0; i < k; i++) {
            prefix[i + 1] = prefix[i] + sorted[i];
        }
        for (int a = 1; a < k; a++) {
            for (int b = 1; a + b <= k; b++) {
                double m = (prefix[a] + prefix[k] - prefix[k - b] - b * g) / (a + b);
                boolean lowest = sorted[a - 1] <= m && (a + b == k || m <= sorted[a]);
                boolean highest = sorted[k - b] >= m + g && (a + b == k || sorted[k - b - 1] <= m + g);
                if (lowest && highest) {
                    return m;
                }
            }
        }
        throw new IllegalStateException("no window of " + g + " for " + Arrays.toString(x));
    }

    /** A standard normal draw (Box–Muller); SplittableRandom has none. */
    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    /** Pearson's statistic of the observed wins against every seat winning an equal share. */
    private static double againstEqualSeats(double[] wins, double decided) {
        double[] equal = new double[wins.length];
        Arrays.fill(equal, 1.0 / wins.length);
        return pearson(wins, decided, equal);
    }

    /** Pearson's statistic of the observed wins against the shares p; infinite where a share is 0 but wins are not. */
    private static double pearson(double[] wins, double decided, double[] shares) {
        double statistic = 0;
        for (int i = 0; i < wins.length; i++) {
            double expected = decided * shares[i];
            double gap = wins[i] - expected;
            if (expected <= 0) {
                if (gap != 0) {
                    return Double.POSITIVE_INFINITY;
                }
                continue;
            }
            statistic += gap * gap / expected;
        }
        return statistic;
    }

    /** The largest entry less the smallest. */
    private static double gap(double[] shares) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (double share : shares) {
            low = Math.min(low, share);
            high = Math.max(high, share);
        }
        return high - low;
    }

    private static double[] wins(Metric.Sums s, int players) {
        double[] wins = new double[players];
        for (int i = 0; i < players; i++) {
            wins[i] = s.sum(Measures.win(i));
        }
        return wins;
    }
}
