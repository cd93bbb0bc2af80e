package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * A figure a designer reads off simulated hands, defined over the sums of the {@link Measures}, with its estimand
 * (what it estimates, in words) and the interval and test that fit it: a share of hands, a mean per hand, a ratio
 * of sums (a mean or a share over wins or over actions), or a figure derived from several sums (the seat gap). Each
 * names its analogue among Ludii's evaluation metrics where there is one (Ludeme/Ludii,
 * Evaluation/src/metrics/single/outcome/*.java); see docs/statistics.md.
 */
public final class Metric {
    /** What kind of estimator a metric is; it fixes the interval and the test. */
    public enum Kind {
        /**
         * A share of hands (each hand 0 or 1): Wilson interval for one variant; a paired difference has Bonett and
         * Price's interval and is tested by the exact McNemar test (the sign test on the hands that differ, which for
         * 0/1 values tests equal shares).
         */
        SHARE("Wilson", "Bonett-Price (paired)", "exact McNemar"),
        /**
         * A mean per hand: normal interval for one variant; a paired difference of means is tested by the paired
         * sign-flip permutation test of its mean.
         */
        MEAN("normal", "bootstrap by deal", "paired sign-flip permutation"),
        /**
         * A share of wins (each win 0 or 1): Wilson over the wins for one variant; a paired difference combines
         * each side's Wilson interval by MOVER with the two shares' correlation (the wins under A and B are not the
         * same hands, so no per-hand test fits), tested by inverting that interval ({@link Stats#wilsonDifferenceP}).
         */
        SHARE_OF_WINS("Wilson over wins", "MOVER of the Wilson intervals over wins", "MOVER test"),
        /**
         * A ratio of two sums over hands (a mean over wins, a share of actions): the ratio estimator, its interval
         * from the bootstrap by deal, a paired difference by the bootstrap test.
         */
        RATIO("bootstrap by deal", "bootstrap by deal", "paired bootstrap"),
        /**
         * The seat gap, a largest gap: for one variant the gaps a test of "the gap is g" accepts ({@link SeatGap})
         * and the chi-square test of equal seats; a paired difference by the bootstrap by deal centred on the plug-in
         * difference, and the bootstrap test.
         */
        DERIVED("inverted test of the gap", "bootstrap by deal, centred", "paired bootstrap");

        private final String interval;
        private final String differenceInterval;
        private final String test;

        Kind(String interval, String differenceInterval, String test) {
            this.interval = interval;
            this.differenceInterval = differenceInterval;
            this.test = test;
        }

        /** How the interval of a paired difference A − B is found, as reports name it. */
        public String differenceInterval() {
            return differenceInterval;
        }

        /** How one variant's interval is found, as reports name it. */
        public String interval() {
            return interval;
        }

        /** The test of a paired difference, as reports name it. */
        public String test() {
            return test;
        }
    }

    /** Sums of measures over some hands: a tally's, or a bootstrap resample's. */
    public interface Sums {
        double hands();

        double sum(int measure);

        /** Wins, paid or refused; a hand of several winners (一炮多响) counts each paid one. */
        default double wins() {
            return sum(Measures.SETTLED) + sum(Measures.REFUSED);
        }
    }

    private final String name;
    private final String ludii;
    private final String estimand;
    private final Kind kind;
    private final int measure;
    private final boolean share;
    private final String over;
    private final ToDoubleFunction<Sums> numerator;
    private final ToDoubleFunction<Sums> denominator;
    /** A mean per hand whose values move only in won hands (points, the dealer advantages): it rests on the wins. */
    private final boolean onWins;
    /** What else the interval rests on beside its n's basis (the wins carrying a pattern), null for most metrics. */
    private final Basis also;
    /** The measure whose per-deal differences a paired difference rests on, -1 where no one measure's do. */
    private final int moves;

    /**
     * What a metric's interval rests on — wins, paid wins, decided hands, the wins of one kind — and how many of them
     * the calibration found an interval needs before it covers about 95% (docs/statistics.md, "Calibration"). Below
     * {@code least} under either side, a report warns beside the figure.
     */
    public record Basis(String what, int least, ToDoubleFunction<Sums> count) {
    }

    /** The wins a figure over wins rests on: from 30 its interval covered 93–97% but where named below. */
    static final int LEAST_WINS = 30;
    /** The wins a mean of points per hand rests on: at about 30 its interval covered 92%, at about 120 94–97%. */
    static final int LEAST_WINS_FOR_POINTS = 100;
    /**
     * The deals whose value differs under A and B that a paired difference of a mean per hand (or of forced actions)
     * rests on: a real change (`minimum huxi: 18`) moved decisions and wall cards drawn in 10–19 deals of 500, where
     * their intervals covered 92–92.5% (forced actions 90.5%), and in 34–74 of 2,000, where they covered 93.5–96%.
     */
    static final int LEAST_DIFFERING = 30;
    /** The wins of one kind (天胡, 海底, …) a share of wins rests on beside the wins. */
    static final int LEAST_OF_A_KIND = 10;

    private Metric(String name, String ludii, String estimand, Kind kind, int measure, boolean share, String over,
                   ToDoubleFunction<Sums> numerator, ToDoubleFunction<Sums> denominator) {
        this(name, ludii, estimand, kind, measure, share, over, numerator, denominator, false, null,
                kind == Kind.MEAN ? measure : -1);
    }

    private Metric(String name, String ludii, String estimand, Kind kind, int measure, boolean share, String over,
                   ToDoubleFunction<Sums> numerator, ToDoubleFunction<Sums> denominator, boolean onWins, Basis also,
                   int moves) {
        this.name = name;
        this.ludii = ludii;
        this.estimand = estimand;
        this.kind = kind;
        this.measure = measure;
        this.share = share;
        this.over = over;
        this.numerator = numerator;
        this.denominator = denominator;
        this.onWins = onWins;
        this.also = also;
        this.moves = moves;
    }

    private static Metric perHand(String name, String ludii, String estimand, Kind kind, int measure) {
        return new Metric(name, ludii, estimand, kind, measure, kind == Kind.SHARE, "hands",
                s -> s.sum(measure), Sums::hands);
    }

    private static Metric perWin(String name, String estimand, Kind kind, int measure) {
        return new Metric(name, "", estimand, kind, -1, kind == Kind.SHARE_OF_WINS, "wins",
                s -> s.sum(measure), Sums::wins);
    }

    private static Metric perPaidWin(String name, String estimand, int measure) {
        return new Metric(name, "", estimand, Kind.RATIO, -1, false, "paid wins",
                s -> s.sum(measure), s -> s.sum(Measures.SETTLED));
    }

    /** The metrics of a variant with this many seats, in the order reports list them: a hand run's. */
    public static List<Metric> all(int players) {
        return all(players, false);
    }

    /**
     * The metrics of a run of hands, or of whole matches: those add the match metrics (over matches), and every
     * figure over hands is then over all the matches' hands.
     */
    public static List<Metric> all(int players, boolean matches) {
        List<String> seats = Measures.seatNames(players);
        List<Metric> metrics = new ArrayList<>();
        metrics.add(perHand("dead hands", "Drawishness", "share of hands nobody won", Kind.SHARE, Measures.DEAD));
        for (int i = 0; i < players; i++) {
            metrics.add(perHand("wins " + seats.get(i), i == 0 ? "AdvantageP1" : "",
                    "share of hands the " + seats.get(i) + " won", Kind.SHARE, Measures.win(i)));
        }
        metrics.add(new Metric("seat gap", "Balance (refined)", "largest gap between two seats' shares of decided "
                + "hands (biased up near equal seats: its interval, which starts above 0 only when the chi-square "
                + "test of equal seats rejects, says whether seats differ)", Kind.DERIVED, -1, true, "decided hands",
                s -> SeatGap.value(s, players), s -> 1));
        metrics.add(new Metric("dealer advantage", "", "share of hands the dealer won minus the other seats' mean "
                + "share", Kind.MEAN, -1, true, "hands", s -> dealerWinsOverOthers(s, players), Sums::hands)
                .onWins());
        for (int i = 0; i < players; i++) {
            metrics.add(perHand("points " + seats.get(i), "", "mean points the " + seats.get(i)
                    + " settled per hand", Kind.MEAN, Measures.points(players, i)).onWins());
        }
        metrics.add(perHand("points paid", "", "mean points the losers paid per hand (what changed hands)", Kind.MEAN,
                Measures.paid(players)).onWins());
        metrics.add(new Metric("dealer advantage in points", "", "mean points the dealer settled per hand minus the "
                + "other seats' mean", Kind.MEAN, -1, false, "hands", s -> dealerPointsOverOthers(s, players),
                Sums::hands).onWins());
        metrics.add(perHand("decisions", "DurationMoves", "mean bot decisions per hand", Kind.MEAN,
                Measures.DECISIONS));
        metrics.add(perHand("wall cards drawn", "DurationTurns", "mean wall cards drawn per hand", Kind.MEAN,
                Measures.DRAWN));
        metrics.add(new Metric("forced actions", "", "forced actions / all actions, over all hands", Kind.RATIO, -1,
                true, "actions", s -> s.sum(Measures.FORCED),
                s -> s.sum(Measures.FORCED) + s.sum(Measures.DECISIONS)).movesWith(Measures.FORCED));
        metrics.add(perWin("huxi of wins", "sum of winning huxi / wins", Kind.RATIO, Measures.HUXI));
        metrics.add(perPaidWin("grade of paid wins", "sum of grades / paid wins", Measures.GRADE));
        metrics.add(perPaidWin("fan of paid wins", "sum of fan / paid wins", Measures.FAN)
                .alsoRestsOn(new Basis("paid wins carrying a pattern", LEAST_WINS,
                        s -> s.sum(Measures.WITH_PATTERN))));
        metrics.add(perWin("self-draw wins", "self-drawn wins / wins", Kind.SHARE_OF_WINS, Measures.SELF_DRAW));
        metrics.add(perWin("wins on a discard", "wins on a discard / wins", Kind.SHARE_OF_WINS,
                Measures.ON_DISCARD));
        metrics.add(perWin("天胡 wins", "天胡 wins / wins", Kind.SHARE_OF_WINS, Measures.TIANHU));
        metrics.add(perWin("地胡 wins", "地胡 wins / wins", Kind.SHARE_OF_WINS, Measures.DIHU));
        metrics.add(perWin("海底 wins", "海底 wins / wins", Kind.SHARE_OF_WINS, Measures.HAIDI));
        metrics.add(perWin("王吊 wins", "王吊 wins / wins", Kind.SHARE_OF_WINS, Measures.WANGDIAO));
        metrics.add(perHand("refused wins", "", "share of hands the scoring refused as a win", Kind.SHARE,
                Measures.REFUSED));
        if (matches) {
            metrics.addAll(matchMetrics(players));
        }
        return List.copyOf(metrics);
    }

    /** Figures over matches: each a sum over the matches' last hands over the matches. */
    private static List<Metric> matchMetrics(int players) {
        List<Metric> metrics = new ArrayList<>();
        metrics.add(perMatch("match length", "mean hands per match", false, Measures.matchHands(players), players));
        metrics.add(perMatch("matches ended by their rule", "share of matches the variant's match end ended (not "
                + "the cap of " + Simulation.MAX_MATCH_HANDS + " hands)", true, Measures.matchByRule(players),
                players));
        metrics.add(perMatch("longest dealer streak", "mean of each match's longest run of hands one seat dealt "
                + "(连庄)", false, Measures.matchStreak(players), players));
        metrics.add(perMatch("leader at half-time holds", "share of matches whose leader at half-time (alone) ends "
                + "leading alone", true, Measures.matchLeaderHeld(players), players));
        List<String> order = List.of("first dealer", "second seat", "third seat", "fourth seat");
        for (int k = 0; k < players; k++) {
            int measure = Measures.matchNet(players, k);
            metrics.add(perMatch("match money " + order.get(k), "mean money in cents the " + order.get(k)
                    + " (from the match's first dealer) ended a match with; its sd: the volatility per match", false,
                    measure, players));
        }
        return metrics;
    }

    private static Metric perMatch(String name, String estimand, boolean share, int measure, int players) {
        return new Metric(name, "", estimand, Kind.MEAN, measure, share, "matches", s -> s.sum(measure),
                s -> s.sum(Measures.matchEnd(players)));
    }

    /** The metric of this name, if the variant's seats have one. */
    public static Optional<Metric> named(String name, int players) {
        return named(name, players, false);
    }

    /** The metric of that name among those of a run of hands, or of whole matches (with the match metrics). */
    public static Optional<Metric> named(String name, int players, boolean matches) {
        return all(players, matches).stream().filter(m -> m.name.equals(name)).findFirst();
    }

    /** The dealer's points less the other seats' mean points: over hands, the dealer advantage in points. */
    private static double dealerPointsOverOthers(Sums s, int players) {
        double others = 0;
        for (int i = 1; i < players; i++) {
            others += s.sum(Measures.points(players, i));
        }
        return s.sum(Measures.points(players, 0)) - others / (players - 1);
    }

    /** The dealer's wins less the other seats' mean wins: over hands, the dealer advantage. */
    private static double dealerWinsOverOthers(Sums s, int players) {
        double others = 0;
        for (int i = 1; i < players; i++) {
            others += s.sum(Measures.win(i));
        }
        return s.sum(Measures.win(0)) - others / (players - 1);
    }

    public String name() {
        return name;
    }

    /** This metric, marked as moving only in won hands. */
    private Metric onWins() {
        return new Metric(name, ludii, estimand, kind, measure, share, over, numerator, denominator, true, also,
                moves);
    }

    /** This metric, its paired difference resting on the deals whose {@code measure} differs. */
    private Metric movesWith(int measure) {
        return new Metric(name, ludii, estimand, kind, this.measure, share, over, numerator, denominator, onWins, also,
                measure);
    }

    /**
     * The measure whose per-deal differences a paired difference of this metric rests on — a mean per hand's own, the
     * forced actions' — or -1: where play parts in few deals the difference rests on their few values
     * ({@link #LEAST_DIFFERING}).
     */
    public int moves() {
        return moves;
    }

    /** This metric, resting also on {@code basis}. */
    private Metric alsoRestsOn(Basis basis) {
        return new Metric(name, ludii, estimand, kind, measure, share, over, numerator, denominator, onWins, basis,
                moves);
    }

    /** What the metric's interval rests on beyond its n, each with the least the calibration trusts; none for most. */
    public List<Basis> bases() {
        List<Basis> bases = new ArrayList<>(ownBases());
        if (also != null) {
            bases.add(also);
        }
        return bases;
    }

    private List<Basis> ownBases() {
        if (onWins) {
            return List.of(new Basis("wins", LEAST_WINS_FOR_POINTS, Sums::wins));
        }
        return switch (over) {
            case "wins" -> kind == Kind.SHARE_OF_WINS
                    ? List.of(new Basis("wins", LEAST_WINS, Sums::wins), new Basis(name, LEAST_OF_A_KIND, numerator))
                    : List.of(new Basis("wins", LEAST_WINS, Sums::wins));
            case "paid wins" -> List.of(new Basis("paid wins", LEAST_WINS, denominator));
            case "decided hands" -> List.of(new Basis("decided hands", LEAST_WINS, Sums::wins));
            default -> List.of();
        };
    }

    /** The Ludii metric this one corresponds to, empty when there is none. */
    public String ludii() {
        return ludii;
    }

    /** What the metric estimates, in words: "share of hands nobody won", "sum of fan / paid wins", … */
    public String estimand() {
        return estimand;
    }

    public Kind kind() {
        return kind;
    }

    /** The metric is a share (or a difference of shares), shown as a percentage. */
    public boolean share() {
        return share;
    }

    /**
     * The measure whose hand-by-hand values the metric is the mean of (for the sign test of which way hands move,
     * d_z and the sequential test), -1 when it is not the mean of one measure.
     */
    public int measure() {
        return measure;
    }

    /** The metric's value over these sums: NaN when it has nothing to be over (a share of no wins). */
    public double value(Sums sums) {
        double over = denominator.applyAsDouble(sums);
        return over == 0 ? Double.NaN : numerator.applyAsDouble(sums) / over;
    }

    /** What the metric sums; for a mean per hand, linear in the measures, so a block's share is its own. */
    double numerator(Sums sums) {
        return numerator.applyAsDouble(sums);
    }

    /** What the metric is over: hands, wins, paid wins or actions. */
    double denominator(Sums sums) {
        return denominator.applyAsDouble(sums);
    }

    /** What the metric's n counts, as reports name it. */
    public String over() {
        return over;
    }

    @Override
    public String toString() {
        return name;
    }
}
