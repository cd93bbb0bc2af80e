package dev.paohuzi.web.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Metric;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.SequentialTest;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.web.common.StepperLink;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * `compare A B --hands N --seed S --bots B [--until-significant [--metric M] [--alpha X]] [--json | --csv]`: the
 * same hands under two variants — hand s is dealt from seed s under both, seat 0 dealing, the same bots turned by the
 * seed — and per metric the paired difference A − B with a bootstrap interval over seeds, the exact sign test and
 * Cohen's d_z; for the hands whose play differs, the first step where it does, as a link to the stepper.
 */
@Command(name = "compare", description = {"Play the same hands under two variants and show what the change does.",
        "Each metric's paired difference A - B: a 95%% bootstrap interval over seeds, the exact sign test, d_z.",
        "--until-significant stops at the first of ten looks where --metric differs (alpha spending, see",
        "docs/statistics.md); --hands is then the bound."})
public final class CompareCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "A", description = "a variant name or file")
    private String a;

    @Parameters(index = "1", paramLabel = "B", description = "the variant to compare it with")
    private String b;

    @Mixin
    private SimulationOptions run;

    @Option(names = "--until-significant", description = "stop once --metric differs (group-sequential test)")
    private boolean untilSignificant;

    @Option(names = "--metric", paramLabel = "M", defaultValue = "points dealer",
            description = "the metric --until-significant tests (default: ${DEFAULT-VALUE})")
    private String metric;

    @Option(names = "--alpha", paramLabel = "X", defaultValue = "0.05",
            description = "--until-significant's chance of a false stop (default: ${DEFAULT-VALUE})")
    private double alpha;

    @ArgGroup
    private Format format;

    static final class Format {
        @Option(names = "--json", description = "JSON Lines: one object per line") boolean json;
        @Option(names = "--csv", description = "CSV: one row per metric") boolean csv;
    }

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        run.check();
        Optional<CompiledVariant> left = Variants.compile(a, spec.commandLine().getErr());
        Optional<CompiledVariant> right = left.isEmpty() ? Optional.empty()
                : Variants.compile(b, spec.commandLine().getErr());
        if (right.isEmpty()) {
            return 1;
        }
        return compare(left.get().rules(), right.get().rules());
    }

    private int compare(RuleSet ruleA, RuleSet ruleB) {
        int players = ruleA.seating().players();
        if (ruleB.seating().players() != players) {
            throw run.bad(ruleA.name() + " seats " + players + " and " + ruleB.name() + " seats "
                    + ruleB.seating().players() + "; compare needs variants with the same seats");
        }
        BotLineup bots = run.lineup(players);
        if (!(alpha > 0 && alpha < 1)) {
            throw run.bad("--alpha must be between 0 and 1, got " + alpha);
        }
        Metric tested = Metric.all(players).stream().filter(m -> m.name().equals(metric) && m.measure() >= 0)
                .findFirst().orElseThrow(() -> run.bad("--metric: no per-hand metric '" + metric + "'; one of "
                        + Metric.all(players).stream().filter(m -> m.measure() >= 0).map(Metric::name).toList()));
        HandStarter underA = new HandStarter(ruleA);
        HandStarter underB = new HandStarter(ruleB);
        int blocks = Simulation.blockSize(run.hands);
        long start = System.nanoTime();
        SequentialTest sequential = new SequentialTest(run.hands, alpha);
        List<Long> looks = untilSignificant ? sequential.looks() : List.of((long) run.hands);
        PairedTally pairs = null;
        long played = 0;
        String stopped = null;
        for (long look : looks) {
            PairedTally more = run.run(run.seed + played, look - played,
                    shard -> Simulation.compare(underA, underB, bots, shard, blocks, () -> false), PairedTally::merge);
            pairs = pairs == null ? more : PairedTally.merge(pairs, more);
            long previous = played;
            played = look;
            if (untilSignificant && sequential.stops(pairs, tested.measure(), previous)) {
                stopped = String.format(Locale.ROOT, "stopped after %d of at most %d hands: %s differs (sign test "
                        + "below this look's level %.3g; alpha %.3g over %d looks)", played, run.hands,
                        tested.name(), sequential.level(previous, played), alpha, looks.size());
                break;
            }
        }
        if (untilSignificant && stopped == null) {
            stopped = "no difference in " + tested.name() + " after the bound of " + run.hands + " hands";
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<Report.Difference> differences = Report.differences(pairs, run.seed);
        PrintWriter out = spec.commandLine().getOut();
        if (format != null && format.csv) {
            out.println(StatisticsText.CSV_HEADER);
            differences.forEach(d -> out.println(StatisticsText.csv(d)));
        } else if (format != null && format.json) {
            json(out, ruleA, ruleB, bots, pairs, differences, stopped, seconds);
        } else {
            text(out, ruleA, ruleB, bots, pairs, differences, stopped, seconds);
        }
        out.flush();
        return 0;
    }

    private void text(PrintWriter out, RuleSet ruleA, RuleSet ruleB, BotLineup bots, PairedTally pairs,
                      List<Report.Difference> differences, String stopped, double seconds) {
        out.println("compare " + ruleA.name() + " (A) with " + ruleB.name() + " (B): " + pairs.hands()
                + " hands from seed " + run.seed + ", " + bots + " bots; the same deals, seat 0 deals, bots turned by "
                + "the seed");
        deckNote(ruleA, ruleB).ifPresent(out::println);
        if (stopped != null) {
            out.println(stopped);
        }
        StatisticsText.differences(out, differences);
        out.println(String.format(Locale.ROOT, "play differed in %d of %d hands (%.1f%%)", pairs.diverged(),
                pairs.hands(), 100.0 * pairs.diverged() / pairs.hands()) + (pairs.diverged() == 0 ? ""
                : "; first difference at step: " + pairs.divergence()));
        pairs.examples().forEach((seed, step) -> out.println("  seed " + seed + " step " + step + "  "
                + StepperLink.of(ruleA.name(), bots, seed, step) + "  "
                + StepperLink.of(ruleB.name(), bots, seed, step)));
        out.println(String.format(Locale.ROOT, "%d hands under each in %.2f s on %d threads: %.0f hands/s",
                pairs.hands(), seconds, run.threads(), pairs.hands() / Math.max(seconds, 1e-9)));
    }

    private void json(PrintWriter out, RuleSet ruleA, RuleSet ruleB, BotLineup bots, PairedTally pairs,
                      List<Report.Difference> differences, String stopped, double seconds) {
        ObjectNode head = JsonLines.JSON.createObjectNode().put("type", "compare").put("a", ruleA.name())
                .put("b", ruleB.name()).put("hands", pairs.hands()).put("seed", run.seed).put("bots", bots.toString());
        deckNote(ruleA, ruleB).ifPresent(note -> head.put("note", note));
        if (stopped != null) {
            head.put("sequential", stopped);
        }
        out.println(line(head));
        for (Report.Difference d : differences) {
            ObjectNode line = JsonLines.JSON.createObjectNode().put("type", "difference")
                    .put("metric", d.metric().name()).put("ludii", d.metric().ludii()).put("a", d.a()).put("b", d.b())
                    .put("difference", d.difference()).put("low", d.low()).put("high", d.high())
                    .put("above", d.above()).put("below", d.below()).put("real", d.real());
            if (!Double.isNaN(d.signP())) {
                line.put("signP", d.signP()).put("effect", d.effect());
            }
            out.println(line(line));
        }
        ObjectNode divergence = JsonLines.JSON.createObjectNode().put("type", "divergence")
                .put("hands", pairs.diverged());
        pairs.divergence().forEach((step, count) -> divergence.with("byStep").put(String.valueOf(step), count));
        out.println(line(divergence));
        pairs.examples().forEach((seed, step) -> out.println(line(JsonLines.JSON.createObjectNode()
                .put("type", "diverged").put("seed", seed).put("step", step)
                .put("traceA", StepperLink.of(ruleA.name(), bots, seed, step))
                .put("traceB", StepperLink.of(ruleB.name(), bots, seed, step)))));
        out.println(line(JsonLines.JSON.createObjectNode().put("type", "rate").put("seconds", seconds)
                .put("threads", run.threads()).put("handsPerSecond", pairs.hands() / Math.max(seconds, 1e-9))));
    }

    /**
     * Different decks cannot deal the same cards: a seed then shuffles each deck by the same random sequence, and
     * the hands are paired by seed (and the bots' sequences) rather than card for card.
     */
    static Optional<String> deckNote(RuleSet ruleA, RuleSet ruleB) {
        if (ruleA.deck().copies() == ruleB.deck().copies() && ruleA.deck().jokers() == ruleB.deck().jokers()) {
            return Optional.empty();
        }
        return Optional.of("note: the decks differ (" + ruleA.deck().size() + " and " + ruleB.deck().size()
                + " cards); a seed shuffles each by the same random sequence, so hands are paired by seed, not card "
                + "for card");
    }

    private static String line(ObjectNode node) {
        try {
            return JsonLines.JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON line could not be written", e);
        }
    }
}
