package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.sim.Metric;
import dev.paohuzi.runtime.sim.Report;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The metrics of `simulate` and `compare` as readable text lines and as CSV rows. */
final class StatisticsText {
    private StatisticsText() {}

    /** A metric's value: a percentage for shares, else two decimals; "-" when it is over nothing. */
    static String value(Metric metric, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "-";
        }
        return metric.share() ? String.format(Locale.ROOT, "%.2f%%", 100 * value)
                : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String interval(Metric metric, double low, double high) {
        return "[" + value(metric, low) + ", " + value(metric, high) + "]";
    }

    private static String ludii(Metric metric) {
        return metric.ludii().isEmpty() ? "" : "  (Ludii " + metric.ludii() + ")";
    }

    static void estimates(PrintWriter out, List<Report.Estimate> estimates) {
        out.println("metrics (95% intervals; each with its estimand and the n it rests on):");
        for (Report.Estimate e : estimates) {
            Metric m = e.metric();
            out.println("  " + m.name() + "  " + value(m, e.value()) + "  " + interval(m, e.low(), e.high())
                    + (Double.isNaN(e.spread()) ? "" : "  sd " + value(m, e.spread()))
                    + "  n " + e.n() + " " + m.over() + "  " + e.interval()
                    + (Double.isNaN(e.p()) ? "" : String.format(Locale.ROOT, "  equal seats p=%.3g", e.p()))
                    + "  [" + m.estimand() + "]" + ludii(m) + warning(e.warning()));
        }
    }

    static void differences(PrintWriter out, List<Report.Difference> differences) {
        out.println("paired differences A - B (95% interval; the test that fits each estimand):");
        for (Report.Difference d : differences) {
            if (d.primary()) {
                out.println(" primary (tested at 4%; p adjusted as p / 0.8):");
            } else if (d == differences.get(1)) {
                out.println(" exploratory (p Holm-adjusted over these " + (differences.size() - 1)
                        + " metrics at 1%, at 5% once the primary is starred):");
            }
            Metric m = d.metric();
            out.println("  " + (d.real() ? "* " : "  ") + m.name() + "  " + value(m, d.a()) + " vs " + value(m, d.b())
                    + "  diff " + value(m, d.difference()) + "  " + interval(m, d.low(), d.high()) + " " + d.interval()
                    + "  " + d.test() + String.format(Locale.ROOT, " p=%.3g", d.p())
                    + String.format(Locale.ROOT, " adjusted %.3g", d.adjustedP())
                    + "  n " + d.nA() + "/" + d.nB() + " " + m.over()
                    + (Double.isNaN(d.directionP()) ? "" : String.format(Locale.ROOT,
                    "  deals %d+/%d- sign p=%.3g  d=%.3f", d.above(), d.below(), d.directionP(), d.effect()))
                    + "  [" + m.estimand() + "]" + warning(d.warning()));
        }
        out.println("  (* the adjusted p is below 5% and the interval leaves out 0;"
                + " deals +/-: which way deals move, a separate question)");
    }

    private static String warning(String warning) {
        return warning.isEmpty() ? "" : "  warning: " + warning;
    }

    static final String CSV_HEADER = "metric,ludii,estimand,role,a,b,difference,low,high,interval,n_a,n_b,over,test,p,"
            + "adjusted_p,star,above,below,direction_p,effect,warning";

    static String csv(Report.Difference d) {
        Metric m = d.metric();
        return String.join(",", quote(m.name()), quote(m.ludii()), quote(m.estimand()),
                d.primary() ? "primary" : "exploratory", number(d.a()), number(d.b()), number(d.difference()),
                number(d.low()), number(d.high()), quote(d.interval()), String.valueOf(d.nA()), String.valueOf(d.nB()),
                m.over(),
                quote(d.test()), number(d.p()), number(d.adjustedP()), String.valueOf(d.real()),
                String.valueOf(d.above()), String.valueOf(d.below()), number(d.directionP()), number(d.effect()),
                quote(d.warning()));
    }
    private static String number(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.6g", value) : "";
    }

    private static String quote(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
