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
 * variants sit: there its plug-in estimate is biased up (the largest of several noisy gaps) and a bootstrap interval
 * does not cover (the calibration measured 83–92%). The interval is therefore found by projection: the gaps of every
 * vector of seat shares that Pearson's chi-square test does not reject at 5% against the observed wins (a convex
 * region, the multinomial's score region). It covers whenever the region covers the true shares, so at least 95%; it
 * starts above 0 exactly when the test of equal seats rejects; it is conservative when the seats clearly differ.
 */
final class SeatGap {
    /** Directions from the observed shares to the region's edge: enough that the ends move by under 0.1%. */
    private static final int DIRECTIONS = 2048;
    private static final double[] CHI_SQUARE_95 = {Double.NaN, 3.841459, 5.991465, 7.814728};

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
     * The 95% interval of the seat gap: the least and greatest gap over the shares p with Pearson's
     * Σ (wins_i − N p_i)² / (N p_i) within the chi-square 95% point (N the decided hands). The region is convex and
     * holds the observed shares, so each ray from them leaves it once; its edge is found along
     * {@link #DIRECTIONS} seeded rays by bisection. The gap is convex too, so its least value is 0 when the region
     * holds the equal shares and otherwise lies on the edge.
     */
    static Stats.Interval interval(Metric.Sums s, int players) {
        double[] wins = wins(s, players);
        double decided = Arrays.stream(wins).sum();
        if (decided == 0) {
            return new Stats.Interval(0, 1);
        }
        double critical = CHI_SQUARE_95[players - 1];
        double[] observed = new double[players];
        for (int i = 0; i < players; i++) {
            observed[i] = wins[i] / decided;
        }
        double least = againstEqualSeats(wins, decided) <= critical ? 0 : Double.POSITIVE_INFINITY;
        double most = 0;
        SplittableRandom random = new SplittableRandom(players);
        double[] direction = new double[players];
        double[] edge = new double[players];
        for (int k = 0; k < DIRECTIONS; k++) {
            randomDirection(random, direction);
            double reach = edgeAlong(wins, decided, observed, direction, critical);
            for (int i = 0; i < players; i++) {
                edge[i] = observed[i] + reach * direction[i];
            }
            double gap = gap(edge);
            least = Math.min(least, gap);
            most = Math.max(most, gap);
        }
        return new Stats.Interval(least, most);
    }

    /** How far along the unit direction from the observed shares the region (and the simplex) reaches. */
    private static double edgeAlong(double[] wins, double decided, double[] observed, double[] direction,
                                    double critical) {
        double simplex = Double.POSITIVE_INFINITY;
        for (int i = 0; i < observed.length; i++) {
            if (direction[i] < 0) {
                simplex = Math.min(simplex, observed[i] / -direction[i]);
            }
        }
        double inside = 0;
        double outside = simplex;
        double[] shares = new double[observed.length];
        for (int step = 0; step < 50; step++) {
            double reach = (inside + outside) / 2;
            for (int i = 0; i < shares.length; i++) {
                shares[i] = observed[i] + reach * direction[i];
            }
            if (pearson(wins, decided, shares) <= critical) {
                inside = reach;
            } else {
                outside = reach;
            }
        }
        return inside;
    }

    /** A random unit vector whose entries sum to 0: a direction within the seats' shares. */
    private static void randomDirection(SplittableRandom random, double[] direction) {
        double mean = 0;
        for (int i = 0; i < direction.length; i++) {
            direction[i] = gaussian(random);
            mean += direction[i] / direction.length;
        }
        double norm = 0;
        for (int i = 0; i < direction.length; i++) {
            direction[i] -= mean;
            norm += direction[i] * direction[i];
        }
        norm = Math.sqrt(norm);
        for (int i = 0; i < direction.length; i++) {
            direction[i] /= norm;
        }
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
