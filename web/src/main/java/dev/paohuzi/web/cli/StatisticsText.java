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
        out.println("metrics (95% intervals):");
        for (Report.Estimate e : estimates) {
            out.println("  " + e.metric().name() + "  " + value(e.metric(), e.value()) + "  "
                    + interval(e.metric(), e.low(), e.high())
                    + (Double.isNaN(e.spread()) ? "" : "  sd " + value(e.metric(), e.spread())) + ludii(e.metric()));
        }
    }

    static void differences(PrintWriter out, List<Report.Difference> differences) {
        out.println("paired differences A - B (95% bootstrap interval over seeds; exact sign test; effect size d_z):");
        for (Report.Difference d : differences) {
            Metric m = d.metric();
            out.println("  " + (d.real() ? "* " : "  ") + m.name() + "  " + value(m, d.a()) + " vs " + value(m, d.b())
                    + "  diff " + value(m, d.difference()) + "  " + interval(m, d.low(), d.high())
                    + (Double.isNaN(d.signP()) ? "" : String.format(Locale.ROOT, "  sign %d+/%d- p=%.3g  d=%.3f",
                    d.above(), d.below(), d.signP(), d.effect())));
        }
        out.println("  (* the interval leaves out 0 and the sign test agrees at 5%)");
    }

    static final String CSV_HEADER = "metric,ludii,a,b,difference,low,high,above,below,sign_p,effect";

    static String csv(Report.Difference d) {
        return String.join(",", quote(d.metric().name()), d.metric().ludii(), number(d.a()), number(d.b()),
                number(d.difference()), number(d.low()), number(d.high()), String.valueOf(d.above()),
                String.valueOf(d.below()), number(d.signP()), number(d.effect()));
    }

    private static String number(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%.6g", value) : "";
    }

    private static String quote(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
