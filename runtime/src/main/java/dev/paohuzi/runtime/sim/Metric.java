package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A figure a designer reads off simulated hands, defined over the sums of the {@link Measures}: a rate (a share of
 * hands or of wins), a mean, or a figure derived from several rates (Balance). Each names its analogue among Ludii's
 * evaluation metrics where there is one (Ludeme/Ludii, Evaluation/src/metrics/single/outcome/*.java); see
 * docs/statistics.md.
 */
public final class Metric {
    /** How a metric's interval is found. */
    public enum Kind {
        /** A share: Wilson interval. */
        RATE,
        /** A mean of a measure over hands or over wins: normal interval from the sum of squares. */
        MEAN,
        /** A function of several sums (Balance): bootstrap over blocks of seeds. */
        DERIVED
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
    private final Kind kind;
    private final int measure;
    private final ToDoubleFunction<Sums> numerator;
    private final ToDoubleFunction<Sums> denominator;
    private boolean share;

    private Metric(String name, String ludii, Kind kind, int measure, ToDoubleFunction<Sums> numerator,
                   ToDoubleFunction<Sums> denominator) {
        this.name = name;
        this.ludii = ludii;
        this.kind = kind;
        this.measure = measure;
        this.numerator = numerator;
        this.denominator = denominator;
        this.share = kind == Kind.RATE;
    }

    private Metric asShare() {
        share = true;
        return this;
    }

    private static Metric perHand(String name, String ludii, Kind kind, int measure) {
        return new Metric(name, ludii, kind, measure, s -> s.sum(measure), Sums::hands);
    }

    private static Metric perWin(String name, String ludii, Kind kind, int measure) {
        return new Metric(name, ludii, kind, measure, s -> s.sum(measure), Sums::wins);
    }

    /** The metrics of a variant with this many seats, in the order reports list them. */
    public static List<Metric> all(int players) {
        List<String> seats = Measures.seatNames(players);
        List<Metric> metrics = new ArrayList<>();
        metrics.add(perHand("dead hands", "Drawishness", Kind.RATE, Measures.DEAD));
        for (int i = 0; i < players; i++) {
            metrics.add(perHand("wins " + seats.get(i), i == 0 ? "AdvantageP1" : "", Kind.RATE, Measures.win(i)));
        }
        metrics.add(new Metric("Balance", "Balance", Kind.DERIVED, -1, s -> balance(s, players), s -> 1));
        metrics.add(new Metric("dealer advantage", "", Kind.DERIVED, -1, s -> dealerAdvantage(s, players), s -> 1)
                .asShare());
        for (int i = 0; i < players; i++) {
            metrics.add(perHand("points " + seats.get(i), "", Kind.MEAN, Measures.points(players, i)));
        }
        metrics.add(perHand("decisions", "DurationMoves", Kind.MEAN, Measures.DECISIONS));
        metrics.add(perHand("wall cards drawn", "DurationTurns", Kind.MEAN, Measures.DRAWN));
        metrics.add(new Metric("forced actions", "", Kind.RATE, Measures.FORCED, s -> s.sum(Measures.FORCED),
                s -> s.sum(Measures.FORCED) + s.sum(Measures.DECISIONS)));
        metrics.add(perWin("huxi of wins", "", Kind.MEAN, Measures.HUXI));
        metrics.add(new Metric("grade of paid wins", "", Kind.MEAN, Measures.GRADE, s -> s.sum(Measures.GRADE),
                s -> s.sum(Measures.SETTLED)));
        metrics.add(new Metric("fan of paid wins", "", Kind.MEAN, Measures.FAN, s -> s.sum(Measures.FAN),
                s -> s.sum(Measures.SETTLED)));
        metrics.add(perWin("self-draw wins", "", Kind.RATE, Measures.SELF_DRAW));
        metrics.add(perWin("wins on a discard", "", Kind.RATE, Measures.ON_DISCARD));
        metrics.add(perWin("天胡 wins", "", Kind.RATE, Measures.TIANHU));
        metrics.add(perWin("地胡 wins", "", Kind.RATE, Measures.DIHU));
        metrics.add(perWin("海底 wins", "", Kind.RATE, Measures.HAIDI));
        metrics.add(perWin("王吊 wins", "", Kind.RATE, Measures.WANGDIAO));
        metrics.add(perHand("refused wins", "", Kind.RATE, Measures.REFUSED));
        return List.copyOf(metrics);
    }

    /** Ludii's Balance: 1 − the largest gap between two seats' win rates. */
    private static double balance(Sums s, int players) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < players; i++) {
            double rate = s.sum(Measures.win(i)) / s.hands();
            low = Math.min(low, rate);
            high = Math.max(high, rate);
        }
        return 1 - (high - low);
    }

    /** The dealer's win rate less the other seats' mean win rate. */
    private static double dealerAdvantage(Sums s, int players) {
        double others = 0;
        for (int i = 1; i < players; i++) {
            others += s.sum(Measures.win(i));
        }
        return (s.sum(Measures.win(0)) - others / (players - 1)) / s.hands();
    }

    public String name() {
        return name;
    }

    /** The Ludii metric this one corresponds to, empty when there is none. */
    public String ludii() {
        return ludii;
    }

    public Kind kind() {
        return kind;
    }

    /** The metric is a share (or a difference of shares), shown as a percentage. */
    public boolean share() {
        return share;
    }

    /** The measure compared hand by hand (sign test, effect size), -1 for a derived metric. */
    public int measure() {
        return measure;
    }

    /** The metric's value over these sums: NaN when it has nothing to be over (a share of no wins). */
    public double value(Sums sums) {
        double over = denominator.applyAsDouble(sums);
        return over == 0 ? Double.NaN : numerator.applyAsDouble(sums) / over;
    }

    double numerator(Sums sums) {
        return numerator.applyAsDouble(sums);
    }

    double denominator(Sums sums) {
        return denominator.applyAsDouble(sums);
    }

    @Override
    public String toString() {
        return name;
    }
}
