package dev.paohuzi.web.server;

import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.sim.Measures;
import dev.paohuzi.runtime.sim.Metric;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Tally;
import dev.paohuzi.web.common.StepperLink;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A run's result as the Statistics page reads it: each variant's metrics with intervals and its distributions, and
 * for two variants the paired differences and the hands whose play parted, each with its stepper links. Plain maps
 * and lists; a value that is not a number (a share of no wins) is null.
 */
final class StatisticsView {
    /** A quick bootstrap for results still growing; the final one uses the full count. */
    private static final int PARTIAL_RESAMPLES = 200;

    private StatisticsView() {}

    static Map<String, Object> of(StatisticsRun run, Object result, long handsDone, boolean partial) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("partial", partial);
        // with whole matches, these two count matches ("unit" says which); each variant's "hands" counts hands
        view.put("handsDone", handsDone);
        view.put("hands", run.hands());
        view.put("unit", run.matches() ? "matches" : "hands");
        if (run.matches()) {
            view.put("notes", java.util.stream.Stream.of(run.rulesA(), run.rulesB()).filter(java.util.Objects::nonNull)
                    .map(Match::oneHandNote).flatMap(java.util.Optional::stream).distinct().toList());
        }
        int resamples = partial ? PARTIAL_RESAMPLES : Report.RESAMPLES;
        if (result instanceof PairedTally pairs) {
            view.put("a", variant(run.labelA(), pairs.a(), run.seed(), resamples));
            view.put("b", variant(run.labelB(), pairs.b(), run.seed(), resamples));
            view.put("differences", Report.differences(pairs, run.seed(), resamples, run.metric()).stream()
                    .map(StatisticsView::difference).toList());
            if (!run.matches()) { // a match's hands under A and B do not pair one by one
                view.put("divergence", divergence(run, pairs));
            }
        } else {
            view.put("a", variant(run.labelA(), (Tally) result, run.seed(), resamples));
        }
        return view;
    }

    private static Map<String, Object> variant(String name, Tally tally, long seed, int resamples) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("name", name);
        view.put("hands", tally.hands());
        view.put("seats", Measures.seatNames(tally.players()));
        view.put("estimates", Report.estimates(tally, seed, resamples).stream().map(e -> {
            Map<String, Object> row = metric(e.metric());
            row.put("value", number(e.value()));
            row.put("low", number(e.low()));
            row.put("high", number(e.high()));
            row.put("spread", number(e.spread()));
            row.put("n", e.n());
            row.put("interval", e.interval());
            row.put("p", number(e.p()));
            row.put("warning", e.warning());
            return row;
        }).toList());
        view.put("huxi", tally.huxi());
        view.put("grade", tally.grade());
        view.put("fan", tally.fan());
        view.put("patterns", tally.patterns());
        view.put("paidWins", tally.sum(Measures.SETTLED));
        List<Map<Integer, Long>> points = new ArrayList<>();
        for (int seat = 0; seat < tally.players(); seat++) {
            points.add(tally.points(seat));
        }
        view.put("points", points);
        return view;
    }

    private static Map<String, Object> difference(Report.Difference d) {
        Map<String, Object> row = metric(d.metric());
        row.put("a", number(d.a()));
        row.put("b", number(d.b()));
        row.put("difference", number(d.difference()));
        row.put("low", number(d.low()));
        row.put("high", number(d.high()));
        row.put("interval", d.interval());
        row.put("primary", d.primary());
        row.put("test", d.test());
        row.put("nA", d.nA());
        row.put("nB", d.nB());
        row.put("p", number(d.p()));
        row.put("adjustedP", number(d.adjustedP()));
        row.put("above", d.above());
        row.put("below", d.below());
        row.put("directionP", number(d.directionP()));
        row.put("effect", number(d.effect()));
        row.put("warning", d.warning());
        row.put("real", d.real());
        return row;
    }

    private static Map<String, Object> metric(Metric metric) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("metric", metric.name());
        row.put("ludii", metric.ludii());
        row.put("kind", metric.kind().name().toLowerCase(Locale.ROOT));
        row.put("estimand", metric.estimand());
        row.put("over", metric.over());
        row.put("share", metric.share());
        return row;
    }

    private static Map<String, Object> divergence(StatisticsRun run, PairedTally pairs) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("hands", pairs.diverged());
        view.put("byStep", pairs.divergence());
        BotLineup bots = run.bots();
        view.put("examples", pairs.examples().entrySet().stream().map(e -> {
            Map<String, Object> example = new LinkedHashMap<>();
            example.put("seed", e.getKey());
            example.put("step", e.getValue());
            // an unsaved text has no page in the stepper; its saved namesake would be a different variant
            example.put("traceA", run.savedA() ? StepperLink.of(run.nameA(), bots, e.getKey(), e.getValue()) : null);
            example.put("traceB", run.savedB() ? StepperLink.of(run.nameB(), bots, e.getKey(), e.getValue()) : null);
            return example;
        }).toList());
        return view;
    }

    private static Double number(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
