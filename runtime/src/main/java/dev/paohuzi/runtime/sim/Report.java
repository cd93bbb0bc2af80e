package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * The metrics of a run with their 95% intervals: each variant's {@link Estimate}s, and for a paired run each metric's
 * {@link Difference} A − B with a bootstrap interval by deal and the test that fits its estimand
 * ({@link Metric.Kind#test()}). One metric is primary, the others exploratory; their p-values are adjusted together
 * so that the chance of any false star is at most 5% (see {@link #differences(PairedTally, long, int, String)}). The
 * resampling is seeded by the run's first seed, so a report is the same on every run.
 */
public final class Report {
    /** The bootstrap resamples of a final report. */
    public static final int RESAMPLES = Bootstrap.RESAMPLES;
    /** The level of a star: the chance of any false star in a comparison, primary and exploratory together. */
    public static final double ALPHA = 0.05;
    /**
     * The primary metric's share of {@link #ALPHA}: it is tested at 4% and the exploratory metrics, Holm among
     * themselves, at 1% — at 5% once the primary is starred ({@link Stats#fallback}). The primary is the question
     * the designer asked, so it keeps most of the power; the others keep a chance of a star when it is not starred.
     */
    public static final double PRIMARY_SHARE = 0.8;
    /** How a match run's intervals are found: the hands of a match are not independent, matches are. */
    static final String BY_MATCH = "bootstrap by match";
    /** The primary metric when none is named. */
    public static final String DEFAULT_PRIMARY = "points dealer";

    private Report() {}

    /**
     * A metric's value over one variant's hands.
     *
     * @param value  the estimate
     * @param low    its interval's lower end ({@link Metric.Kind#interval()})
     * @param spread the standard deviation of the measure over the hands it is a mean over (NaN otherwise)
     * @param n      what the estimate rests on, counted in {@link Metric#over()}
     * @param interval how the interval was found ({@link Metric.Kind#interval()}, or the bootstrap by match)
     * @param p      for the seat gap, the chi-square test of equal seats; NaN otherwise
     * @param warning why the interval may not hold its 95%, empty when there is no reason to think so
     */
    public record Estimate(Metric metric, double value, double low, double high, double spread, long n,
                           String interval, double p, String warning) {
    }

    /**
     * A metric under A and B and their paired difference A − B.
     *
     * @param low       the 95% interval of the difference ({@code interval} says how it was found)
     * @param nA        what A's value rests on, counted in {@link Metric#over()} (hands, wins, …); nB B's
     * @param interval  how the interval was found: {@link Metric.Kind#differenceInterval()}, or the bootstrap by match
     * @param test      the test of no difference: {@link Metric.Kind#test()}, or the paired bootstrap by match
     * @param p         its p-value
     * @param adjustedP its p adjusted by the fallback procedure over all the metrics ({@link Stats#fallback}): a star
     *                  where it is below {@link #ALPHA} keeps the chance of any false star at most that
     * @param above     deals whose measure came out higher under A (0 when the metric is not one measure's mean)
     * @param below     deals whose measure came out lower under A
     * @param directionP the sign test of above against below: which way deals move, a separate question from the
     *                  mean's (NaN when the metric is not one measure's mean)
     * @param effect    Cohen's d_z: the mean of the per-hand differences over their standard deviation (NaN when
     *                  the metric is not one measure's mean, 0 when no hand differs)
     * @param warning   why the interval may not hold its 95%, empty when there is no reason to think so
     */
    public record Difference(Metric metric, boolean primary, double a, double b, double difference, double low,
                             double high, String interval, long nA, long nB, String test, double p, double adjustedP,
                             long above, long below, double directionP, double effect, String warning) {
        /** A star: the (adjusted) test is below {@link #ALPHA} and the interval leaves out 0. */
        public boolean real() {
            return adjustedP < ALPHA && (low > 0 || high < 0);
        }
    }

    /** Every metric of one variant's tally. */
    public static List<Estimate> estimates(Tally tally, long seed) {
        return estimates(tally, seed, Bootstrap.RESAMPLES);
    }

    /** @param resamples the bootstrap's: fewer than the default for a quick look at a partial result */
    public static List<Estimate> estimates(Tally tally, long seed, int resamples) {
        List<Metric> metrics = Metric.all(tally.players(), tally.matches());
        List<long[]> blocks = tally.blockSums();
        double[][] resampled = Bootstrap.resample(blocks, blocks, metrics.stream()
                .<Bootstrap.Statistic>map(metric -> (a, b) -> metric.value(a)).toList(), seed, resamples);
        Metric.Sums sums = tally.sums();
        List<Estimate> estimates = new ArrayList<>();
        for (int i = 0; i < metrics.size(); i++) {
            Metric metric = metrics.get(i);
            double value = metric.value(sums);
            long n = (long) metric.denominator(sums);
            double total = metric.numerator(sums);
            Stats.Interval interval;
            double spread = Double.NaN;
            double p = Double.NaN;
            if (metric.kind() == Metric.Kind.MEAN && metric.measure() >= 0) {
                spread = Math.sqrt(Stats.variance(total, tally.sumOfSquares(metric.measure()), n));
            }
            String how = metric.kind().interval();
            if (tally.matches() && metric.kind() != Metric.Kind.DERIVED) {
                interval = Bootstrap.percentiles(resampled[i]); // hands of a match are not independent
                how = BY_MATCH;
            } else if (metric.kind() == Metric.Kind.SHARE || metric.kind() == Metric.Kind.SHARE_OF_WINS) {
                interval = Stats.wilson((long) total, n, Stats.Z95);
            } else if (metric.kind() == Metric.Kind.MEAN && metric.measure() >= 0) {
                interval = Stats.normal(total, tally.sumOfSquares(metric.measure()), n, Stats.Z95);
            } else if (metric.kind() == Metric.Kind.DERIVED) {
                interval = SeatGap.interval(sums, tally.players());
                n = n(metric, sums, tally.players());
                p = SeatGap.equalSeats(sums, tally.players());
            } else {
                interval = Bootstrap.percentiles(resampled[i]); // a ratio, or a mean of several measures
                how = "bootstrap by deal";
            }
            estimates.add(new Estimate(metric, value, interval.low(), interval.high(), spread, n, how, p,
                    warning(metric, sums, sums)));
        }
        return estimates;
    }

    /** Every metric's paired difference A − B, {@link #DEFAULT_PRIMARY} primary. */
    public static List<Difference> differences(PairedTally pairs, long seed) {
        return differences(pairs, seed, Bootstrap.RESAMPLES, DEFAULT_PRIMARY);
    }

    /**
     * Every metric's paired difference A − B, the primary first. The primary (the question the designer asked) and
     * the exploratory metrics are adjusted together by the fallback procedure ({@link #PRIMARY_SHARE}), so the chance
     * of any false star at all is at most {@link #ALPHA} whatever the metrics' dependence (docs/statistics.md gives
     * the measured rate).
     *
     * @param resamples the bootstrap's: fewer than the default for a quick look at a partial result
     * @param primary   the primary metric's name, one of {@link Metric#all}
     */
    public static List<Difference> differences(PairedTally pairs, long seed, int resamples, String primary) {
        int players = pairs.a().players();
        boolean matches = pairs.a().matches();
        List<Metric> metrics = new ArrayList<>(Metric.all(players, matches));
        Metric first = metrics.stream().filter(m -> m.name().equals(primary)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("no metric '" + primary + "'"));
        metrics.remove(first);
        metrics.add(0, first);
        List<long[]> blocksA = pairs.a().blockSums();
        List<long[]> blocksB = pairs.b().blockSums();
        int size = metrics.size();
        List<Bootstrap.Statistic> statistics = new ArrayList<>();
        metrics.forEach(metric -> statistics.add((a, b) -> metric.value(a) - metric.value(b)));
        // a share of wins' MOVER interval needs the correlation of A's and B's shares: each side resampled too
        int[] sides = new int[size];
        for (int i = 0; i < size; i++) {
            Metric metric = metrics.get(i);
            sides[i] = !matches && metric.kind() == Metric.Kind.SHARE_OF_WINS ? statistics.size() : -1;
            if (sides[i] >= 0) {
                statistics.add((a, b) -> metric.value(a));
                statistics.add((a, b) -> metric.value(b));
            }
        }
        double[][] resampled = Bootstrap.resample(blocksA, blocksB, statistics, seed, resamples);
        Metric.Sums sumsA = pairs.a().sums();
        Metric.Sums sumsB = pairs.b().sums();
        double[] p = new double[size];
        double[][] values = new double[size][];
        double[] correlation = new double[size];
        for (int i = 0; i < size; i++) {
            Metric metric = metrics.get(i);
            values[i] = resampled[i];
            correlation[i] = sides[i] < 0 ? 0 : Bootstrap.correlation(resampled[sides[i]], resampled[sides[i] + 1]);
            if (metric.kind() == Metric.Kind.DERIVED) {
                values[i] = centred(metric.value(sumsA) - metric.value(sumsB), values[i]);
            }
            // matches pair as wholes, not hand by hand: per-hand counts are not kept, and every test is by match
            p[i] = switch (matches ? Metric.Kind.RATIO : metric.kind()) {
                case SHARE -> Stats.signTest(pairs.above(metric.measure()), pairs.below(metric.measure()));
                case MEAN -> Bootstrap.signFlip(blockDifferences(metric, blocksA, blocksB), seed, resamples);
                case SHARE_OF_WINS -> Stats.wilsonDifferenceP((long) metric.numerator(sumsA),
                        (long) metric.denominator(sumsA), (long) metric.numerator(sumsB),
                        (long) metric.denominator(sumsB), correlation[i]);
                default -> Bootstrap.pValue(values[i]);
            };
        }
        double[] adjusted = Stats.fallback(p, PRIMARY_SHARE);
        List<Difference> differences = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            Metric metric = metrics.get(i);
            double a = metric.value(sumsA);
            double b = metric.value(sumsB);
            int measure = matches ? -1 : metric.measure();
            long above = measure < 0 ? 0 : pairs.above(measure);
            long below = measure < 0 ? 0 : pairs.below(measure);
            Stats.Interval interval = matches ? Bootstrap.percentiles(values[i]) : switch (metric.kind()) {
                case SHARE -> Stats.pairedDifference(above, below, pairs.hands(), Stats.Z95);
                case SHARE_OF_WINS -> Stats.wilsonDifference((long) metric.numerator(sumsA),
                        (long) metric.denominator(sumsA), (long) metric.numerator(sumsB),
                        (long) metric.denominator(sumsB), correlation[i], Stats.Z95);
                default -> Bootstrap.percentiles(values[i]);
            };
            long nA = n(metric, sumsA, players);
            long nB = n(metric, sumsB, players);
            differences.add(new Difference(metric, i == 0, a, b, a - b, interval.low(), interval.high(),
                    matches ? BY_MATCH : metric.kind().differenceInterval(), nA, nB,
                    matches ? "paired bootstrap by match" : metric.kind().test(), p[i], adjusted[i], above, below,
                    measure < 0 ? Double.NaN : Stats.signTest(above, below),
                    measure < 0 ? Double.NaN : effect(pairs, measure), differenceWarning(metric, sumsA, sumsB,
                    matches || metric.moves() < 0 ? -1 : pairs.above(metric.moves()) + pairs.below(metric.moves()),
                    !matches && bothNearEqual(metric, sumsA, sumsB, players))));
        }
        return differences;
    }

    /**
     * The seat gap's resampled differences moved to centre on the plug-in difference: their spread, not their centre.
     * Each side's largest gap is biased up by an amount that grows as its seats' shares near equality, and the
     * resamples double that bias (the basic interval, which reflects them, covered 89–92%; the percentile interval,
     * which keeps it, over-covers); the plug-in difference carries each side's bias once, and when A and B are about
     * equally balanced the two cancel.
     */
    private static double[] centred(double estimate, double[] resampled) {
        double shift = estimate - Bootstrap.mean(resampled);
        double[] centred = new double[resampled.length];
        for (int r = 0; r < resampled.length; r++) {
            centred[r] = resampled[r] + shift;
        }
        return centred;
    }

    /** Each block's summed difference A − B of a metric that is a mean per hand. */
    private static double[] blockDifferences(Metric metric, List<long[]> blocksA, List<long[]> blocksB) {
        double[] differences = new double[blocksA.size()];
        for (int j = 0; j < differences.length; j++) {
            differences[j] = metric.numerator(Bootstrap.sums(blocksA.get(j)))
                    - metric.numerator(Bootstrap.sums(blocksB.get(j)));
        }
        return differences;
    }

    /** What a metric's value rests on, counted in {@link Metric#over()}. */
    private static long n(Metric metric, Metric.Sums sums, int players) {
        return metric.kind() == Metric.Kind.DERIVED ? decided(sums, players) : (long) metric.denominator(sums);
    }

    /** The decided hands' wins: what the seat gap's shares are of. */
    private static long decided(Metric.Sums sums, int players) {
        long wins = 0;
        for (int i = 0; i < players; i++) {
            wins += (long) sums.sum(Measures.win(i));
        }
        return wins;
    }

    /**
     * A figure resting on fewer of something than the calibration trusts ({@link Metric#bases()}: wins, paid wins,
     * wins of one kind) under either side says so, the first such basis named; empty otherwise.
     */
    private static String warning(Metric metric, Metric.Sums a, Metric.Sums b) {
        for (Metric.Basis basis : metric.bases()) {
            long fewest = (long) Math.min(basis.count().applyAsDouble(a), basis.count().applyAsDouble(b));
            if (fewest < basis.least()) {
                return "rests on " + fewest + " " + basis.what() + "; below " + basis.least()
                        + " its interval is not known to cover 95%";
            }
        }
        return "";
    }

    /**
     * A difference's warning: either side's ({@link #warning}), or fewer deals whose {@link Metric#moves() measure}
     * differs than {@link Metric#LEAST_DIFFERING}: the difference moves only with them, and where play parts in few
     * deals (a rule that acts in a few hands) their values are few and far from 0 ({@code differing} -1 where no one
     * measure's deals count).
     */
    private static String differenceWarning(Metric metric, Metric.Sums a, Metric.Sums b, long differing,
                                            boolean nearEqual) {
        String either = warning(metric, a, b);
        if (either.isEmpty() && differing >= 0 && differing < Metric.LEAST_DIFFERING) {
            return "rests on " + differing + " deals that differ; below " + Metric.LEAST_DIFFERING
                    + " its interval is not known to cover 95%";
        }
        if (either.isEmpty() && nearEqual) {
            return "neither side's seats differ detectably (equal seats not rejected); there a difference of largest"
                    + " gaps covers more than 95% (97-100% measured), so its interval is wide";
        }
        return either;
    }

    /**
     * Whether a seat gap's difference compares two sides whose seats the chi-square test cannot tell from equal. A
     * largest gap folds at equal seats, so there the bootstrap spread of each side's gap, taken around shares a
     * little way from equal, is wider than the gap's own: the centred interval over-covers (docs/statistics.md).
     */
    private static boolean bothNearEqual(Metric metric, Metric.Sums a, Metric.Sums b, int players) {
        return metric.kind() == Metric.Kind.DERIVED && SeatGap.equalSeats(a, players) >= ALPHA
                && SeatGap.equalSeats(b, players) >= ALPHA;
    }

    /** Cohen's d_z of a measure's per-hand differences. */
    static double effect(PairedTally pairs, int measure) {
        long n = pairs.hands();
        double sum = pairs.a().sum(measure) - pairs.b().sum(measure);
        double sd = Math.sqrt(Stats.variance(sum, pairs.squaredDifference(measure), n));
        return sd == 0 ? 0 : sum / n / sd;
    }
}
