package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * {@code compare --until-significant}: a two-sided group-sequential test with exact boundaries. The comparison
 * looks after each tenth of the bound on hands and stops at the first look k where the paired z statistic of the
 * primary metric's per-hand differences, |Z_k|, reaches the boundary c_k. The boundaries spend α by the Lan–DeMets
 * O'Brien–Fleming-type function α(t) = 2 − 2Φ(z₁₋α/₂ / √t) at the information fraction t (hands played / bound): c_k
 * is the value for which the chance under no difference of crossing first at look k is α(t_k) − α(t_(k−1)), worked out
 * from the joint normal law of Z_1 … Z_k (Z_k = B(t_k)/√t_k for a Brownian motion B: independent increments) by the
 * numerical integration of Armitage, McPherson and Rowe (1969), as in Jennison and Turnbull (2000), ch. 19. So the
 * chance of a false stop over all looks is α itself, not a bound on it; and since early looks spend almost nothing,
 * the last boundary is close to the fixed-size test's. Fishtest's SPRT needs an effect size to test against; a rule
 * designer asks "is there any difference", which this answers without one.
 */
public final class SequentialTest {
    private static final int LOOKS = 10;
    /** Simpson points across the continuation region: the boundaries come out to about 1e-6. */
    private static final int GRID = 601;

    private final double alpha;
    private final long bound;
    private final List<Long> looks;
    private final double[] boundaries;

    /** @param bound the most hands to play; @param alpha the chance of a false stop, e.g. 0.05 */
    public SequentialTest(long bound, double alpha) {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be between 0 and 1, got " + alpha);
        }
        this.bound = bound;
        this.alpha = alpha;
        this.looks = looks(bound);
        double[] fractions = looks.stream().mapToDouble(hands -> (double) hands / bound).toArray();
        this.boundaries = boundaries(fractions, this::spent);
    }

    private static List<Long> looks(long bound) {
        List<Long> looks = new ArrayList<>();
        for (int k = 1; k <= LOOKS; k++) {
            long hands = Math.max(1, bound * k / LOOKS);
            if (looks.isEmpty() || looks.get(looks.size() - 1) < hands) {
                looks.add(hands);
            }
        }
        return looks;
    }

    /** The hands played by each look, the last the bound. */
    public List<Long> looks() {
        return looks;
    }

    /** The boundary on |Z| at look {@code look} (counted from 0). */
    public double boundary(int look) {
        return boundaries[look];
    }

    /** The two-sided p-value the boundary amounts to at that look: 2Φ(−c_k). */
    public double nominal(int look) {
        return 2 * Stats.normalCdf(-boundaries[look]);
    }

    /** α(t): the chance of a false stop the design may have spent by the fraction t of the bound. */
    public double spent(double t) {
        if (t <= 0) {
            return 0;
        }
        return 2 * Stats.normalCdf(-Stats.normalQuantile(1 - alpha / 2) / Math.sqrt(Math.min(1, t)));
    }

    /**
     * The design's statistic for a metric that is one measure's mean: in a run of hands, from the per-hand
     * differences; in a run of whole matches, whose hands do not pair one by one, from the blocks of matches.
     */
    public static double z(PairedTally pairs, Metric metric) {
        return pairs.a().matches() ? byBlocks(pairs, metric) : perHand(pairs, metric.measure());
    }

    /**
     * The paired z statistic of a measure's per-hand differences A − B: their mean over its standard error, the
     * standard deviation from the sum of squared differences (0 when no hand differs).
     */
    static double perHand(PairedTally pairs, int measure) {
        long n = pairs.hands();
        double sum = pairs.a().sum(measure) - pairs.b().sum(measure);
        double variance = Stats.variance(sum, pairs.squaredDifference(measure), n);
        return variance == 0 ? 0 : sum / n / Math.sqrt(variance / n);
    }

    /**
     * The z statistic of a metric's difference A − B from a run's blocks — for a run of whole matches, whose hands
     * under A and B do not pair one by one but whose matches pair as wholes: each side's ratio estimate (its
     * numerator summed over the blocks over its denominator: hands, or matches for a match metric), and the standard
     * error of their difference by the ratio's linearization, a block's influence being its two residuals
     * (numerator − estimate · denominator) over each side's mean denominator. Blocks are independent (matches are),
     * so the looks' statistics have the independent increments the boundaries assume, as the per-hand z's do.
     */
    static double byBlocks(PairedTally pairs, Metric metric) {
        List<long[]> blocksA = pairs.a().blockSums();
        List<long[]> blocksB = pairs.b().blockSums();
        int blocks = blocksA.size();
        if (blocks < 2) {
            return 0;
        }
        double[] residualsA = residuals(metric, blocksA);
        double[] residualsB = residuals(metric, blocksB);
        double squares = 0;
        for (int j = 0; j < blocks; j++) {
            double influence = residualsA[j] - residualsB[j];
            squares += influence * influence;
        }
        double se = Math.sqrt(squares * blocks / (blocks - 1)) / blocks;
        double difference = metric.value(pairs.a().sums()) - metric.value(pairs.b().sums());
        return se == 0 ? 0 : difference / se;
    }

    /** Each block's numerator − estimate · denominator, over the mean denominator per block. */
    private static double[] residuals(Metric metric, List<long[]> blocks) {
        double numerator = 0;
        double denominator = 0;
        for (long[] block : blocks) {
            numerator += metric.numerator(Bootstrap.sums(block));
            denominator += metric.denominator(Bootstrap.sums(block));
        }
        double estimate = numerator / denominator;
        double perBlock = denominator / blocks.size();
        double[] residuals = new double[blocks.size()];
        for (int j = 0; j < residuals.length; j++) {
            Metric.Sums sums = Bootstrap.sums(blocks.get(j));
            residuals[j] = (metric.numerator(sums) - estimate * metric.denominator(sums)) / perBlock;
        }
        return residuals;
    }

    /** Whether the comparison stops at look {@code look} (counted from 0) on this z statistic. */
    public boolean stops(double z, int look) {
        return Math.abs(z) >= boundaries[look];
    }

    public long bound() {
        return bound;
    }

    /** Spends α by look: the boundaries for looks at these information fractions (increasing, the last ≤ 1). */
    static double[] boundaries(double[] fractions, DoubleUnaryOperator spending) {
        int looks = fractions.length;
        double[] c = new double[looks];
        double[] grid = null; // the continuation region of B(t) at the last look, and its sub-density there
        double[] density = null;
        double previous = 0;
        for (int k = 0; k < looks; k++) {
            double target = spending.applyAsDouble(fractions[k]) - spending.applyAsDouble(previous);
            double sigma = Math.sqrt(fractions[k] - previous);
            double[] fromGrid = grid;
            double[] fromDensity = density;
            double b = solve(edge -> exit(edge, sigma, fromGrid, fromDensity), target);
            c[k] = b / Math.sqrt(fractions[k]);
            double[] next = new double[GRID];
            double[] nextDensity = new double[GRID];
            for (int i = 0; i < GRID; i++) {
                next[i] = -b + 2 * b * i / (GRID - 1);
                nextDensity[i] = fromGrid == null ? phi(next[i] / sigma) / sigma
                        : onward(fromGrid, fromDensity, sigma, next[i]);
            }
            grid = next;
            density = nextDensity;
            previous = fractions[k];
        }
        return c;
    }

    /** The sub-density at {@code to} one step of spread {@code sigma} on: ∫ density(x) φ((to − x)/σ)/σ dx. */
    private static double onward(double[] grid, double[] density, double sigma, double to) {
        double h = grid[1] - grid[0];
        double total = 0;
        for (int i = 0; i < grid.length; i++) {
            total += weight(i, grid.length) * density[i] * phi((to - grid[i]) / sigma);
        }
        return total * h / 3 / sigma;
    }

    /** The chance of leaving (−b, b) at this look: from 0 at the first look, else from the last look's region. */
    private static double exit(double b, double sigma, double[] grid, double[] density) {
        if (grid == null) {
            return 2 * Stats.normalCdf(-b / sigma);
        }
        double h = grid[1] - grid[0];
        double total = 0;
        for (int i = 0; i < grid.length; i++) {
            double x = grid[i];
            double tails = Stats.normalCdf((-b - x) / sigma) + Stats.normalCdf((x - b) / sigma);
            total += weight(i, grid.length) * density[i] * tails;
        }
        return total * h / 3;
    }

    /** Simpson's weights 1, 4, 2, 4, …, 4, 1 (an odd number of points). */
    private static double weight(int i, int points) {
        return i == 0 || i == points - 1 ? 1 : i % 2 == 1 ? 4 : 2;
    }

    /** The b at which the decreasing function {@code exit} equals {@code target}, by bisection. */
    private static double solve(DoubleUnaryOperator exit, double target) {
        double low = 0;
        double high = 1;
        while (exit.applyAsDouble(high) > target) {
            high *= 2;
        }
        for (int i = 0; i < 200 && high - low > 1e-12 * high; i++) {
            double middle = (low + high) / 2;
            if (exit.applyAsDouble(middle) > target) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return (low + high) / 2;
    }

    private static double phi(double x) {
        return Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI);
    }
}
