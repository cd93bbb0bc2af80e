package dev.paohuzi.web.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.Match;
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
import java.util.ArrayList;
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
        "Each metric's paired difference A - B: a 95%% bootstrap interval by deal and the test that fits its "
                + "estimand;",
        "--metric is primary (tested at 4%%), the others exploratory (Holm at 1%%, at 5%% once the primary is",
        "starred): at most a 5%% chance of any false star.",
        "--until-significant stops at the first of ten looks where --metric differs (exact group-sequential",
        "boundaries, see docs/statistics.md); --hands (or --matches, looking by match) is then the bound."})
public final class CompareCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "A", description = "a variant name or file")
    private String a;

    @Parameters(index = "1", paramLabel = "B", arity = "0..1", description = "the variant to compare it with")
    private String b;

    @Option(names = "--interaction", paramLabel = "X,Y", split = ",",
            description = "instead of B: the interaction of two options of the room A (-NAME turns one off): A, "
                    + "A[X], A[Y] and A[X, Y] on the same deals, and the mean of x_AB - x_A - x_B + x_0 in --metric")
    private List<String> interaction;

    @Mixin
    private SimulationOptions run;

    @Option(names = "--until-significant", description = "stop once --metric differs (group-sequential test)")
    private boolean untilSignificant;

    @Option(names = "--metric", paramLabel = "M", defaultValue = Report.DEFAULT_PRIMARY,
            description = "the primary metric, listed first and tested at 4%% (the others are exploratory, "
                    + "Holm-adjusted); the one --until-significant tests (default: ${DEFAULT-VALUE})")
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

    @Mixin
    private Variants variants;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        run.check(true);
        if ((interaction == null) == (b == null)) {
            throw run.bad(b == null ? "compare needs the variant B to compare A with, or --interaction X,Y"
                    : "--interaction compares the rooms of A: give no B");
        }
        if (interaction != null) {
            return interaction();
        }
        Optional<CompiledVariant> left = variants.compile(a, spec.commandLine().getErr());
        Optional<CompiledVariant> right = left.isEmpty() ? Optional.empty()
                : variants.compile(b, spec.commandLine().getErr());
        if (right.isEmpty()) {
            return 1;
        }
        return compare(left.get().rules(), right.get().rules());
    }

    private int interaction() {
        if (run.matches() || untilSignificant || format != null || run.perHand != null) {
            throw run.bad("--interaction plays hands alone and prints text: without --matches, --until-significant, "
                    + "--json, --csv and --per-hand");
        }
        List<CompiledVariant> rooms = new ArrayList<>();
        for (String room : InteractionRun.arms(a, interaction, run)) {
            Optional<CompiledVariant> compiled = variants.compile(room, spec.commandLine().getErr());
            if (compiled.isEmpty()) {
                return 1;
            }
            rooms.add(compiled.get());
        }
        int players = rooms.get(0).rules().seating().players();
        Metric tested = Metric.named(metric, players).orElseThrow(() -> run.bad("--metric: no metric '" + metric
                + "'; one of " + Metric.all(players).stream().map(Metric::name).toList()));
        int exit = InteractionRun.run(rooms, interaction, tested, run, spec.commandLine().getOut());
        spec.commandLine().getOut().flush();
        return exit;
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
        Metric tested = Metric.named(metric, players, run.matches()).orElseThrow(() -> run.bad("--metric: no metric '"
                + metric + "'; one of " + Metric.all(players, run.matches()).stream().map(Metric::name).toList()));
        if (run.matches() && run.perHand != null) {
            throw run.bad("--per-hand with --matches: a compared match's hands do not pair one by one; export each "
                    + "side with simulate --matches --per-hand");
        }
        if (untilSignificant && tested.measure() < 0) {
            throw run.bad("--metric: --until-significant needs a per-hand metric (a share or mean of one measure per "
                    + "hand or match), not '" + metric + "'; one of " + Metric.all(players, run.matches()).stream()
                    .filter(m -> m.measure() >= 0).map(Metric::name).toList());
        }
        HandStarter underA = new HandStarter(ruleA);
        HandStarter underB = new HandStarter(ruleB);
        int blocks = Simulation.blockSize(run.count());
        long start = System.nanoTime();
        SequentialTest sequential = untilSignificant ? new SequentialTest(run.count(), alpha) : null;
        String unit = run.matches() ? "matches" : "hands";
        List<Long> looks = untilSignificant ? sequential.looks() : List.of((long) run.count());
        PairedTally pairs = null;
        long played = 0;
        String stopped = null;
        Simulation.HandSink perHand = run.perHand(players);
        for (int look = 0; look < looks.size(); look++) {
            PairedTally more = run.run(run.seed + played, looks.get(look) - played,
                    shard -> run.matches() ? Simulation.compareMatches(ruleA, ruleB, bots, shard, blocks, () -> false)
                            : Simulation.compare(underA, underB, bots, shard, blocks, () -> false, perHand),
                    PairedTally::merge);
            pairs = pairs == null ? more : PairedTally.merge(pairs, more);
            played = looks.get(look);
            double z = untilSignificant ? Math.abs(SequentialTest.z(pairs, tested)) : 0;
            if (untilSignificant && sequential.stops(z, look)) {
                stopped = String.format(Locale.ROOT, "stopped at look %d of %d, after %d of at most %d %s: %s "
                        + "differs (|z| = %.3f reached the boundary %.3f)", look + 1, looks.size(), played,
                        run.count(), unit, tested.name(), z, sequential.boundary(look));
                break;
            }
            if (untilSignificant && look == looks.size() - 1) {
                stopped = String.format(Locale.ROOT, "no difference in %s after the bound of %d %s (|z| = %.3f "
                        + "below the last boundary %.3f)", tested.name(), run.count(), unit, z,
                        sequential.boundary(look));
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        run.finish(perHand);
        List<Report.Difference> differences = Report.differences(pairs, run.seed, Report.RESAMPLES, tested.name());
        PrintWriter out = spec.commandLine().getOut();
        if (format != null && format.csv) {
            out.println(StatisticsText.CSV_HEADER);
            differences.forEach(d -> out.println(StatisticsText.csv(d)));
        } else if (format != null && format.json) {
            json(out, ruleA, ruleB, bots, pairs, differences, stopped, sequential, seconds);
        } else {
            text(out, ruleA, ruleB, bots, pairs, differences, stopped, sequential, seconds);
        }
        out.flush();
        return 0;
    }

    private void text(PrintWriter out, RuleSet ruleA, RuleSet ruleB, BotLineup bots, PairedTally pairs,
                      List<Report.Difference> differences, String stopped, SequentialTest sequential,
                      double seconds) {
        if (run.matches()) {
            out.println("compare " + ruleA.name() + " (A) with " + ruleB.name() + " (B): " + run.count()
                    + " matches from seed " + run.seed + " (" + pairs.a().hands() + " and " + pairs.b().hands()
                    + " hands), " + bots + " bots; match m from the same seed under both, paired as wholes; "
                    + "intervals and tests by match");
            Match.oneHandNote(ruleA).ifPresent(out::println);
        } else {
            out.println("compare " + ruleA.name() + " (A) with " + ruleB.name() + " (B): " + pairs.hands()
                    + " hands from seed " + run.seed + ", " + bots + " bots; the same deals, seat 0 deals, bots turned"
                    + " by the seed");
        }
        deckNote(ruleA, ruleB).ifPresent(out::println);
        if (stopped != null) {
            out.println(boundaries(sequential));
            out.println(stopped);
        }
        StatisticsText.differences(out, differences);
        if (run.matches()) {
            out.println("where play parts: not counted for matches (their hands do not pair one by one)");
        } else {
            out.println(String.format(Locale.ROOT, "play differed in %d of %d hands (%.1f%%)", pairs.diverged(),
                    pairs.hands(), 100.0 * pairs.diverged() / pairs.hands()) + (pairs.diverged() == 0 ? ""
                    : "; first difference at step: " + pairs.divergence()));
        }
        pairs.examples().forEach((seed, step) -> out.println("  seed " + seed + " step " + step + "  "
                + StepperLink.of(ruleA.name(), bots, seed, step) + "  "
                + StepperLink.of(ruleB.name(), bots, seed, step)));
        out.println(String.format(Locale.ROOT, "%d hands under each in %.2f s on %d threads: %.0f hands/s",
                pairs.hands(), seconds, run.threads(), pairs.hands() / Math.max(seconds, 1e-9)));
    }

    private void json(PrintWriter out, RuleSet ruleA, RuleSet ruleB, BotLineup bots, PairedTally pairs,
                      List<Report.Difference> differences, String stopped, SequentialTest sequential,
                      double seconds) {
        ObjectNode head = JsonLines.JSON.createObjectNode().put("type", "compare").put("a", ruleA.name())
                .put("b", ruleB.name()).put("hands", pairs.hands()).put("seed", run.seed).put("bots", bots.toString());
        deckNote(ruleA, ruleB).ifPresent(note -> head.put("note", note));
        if (run.matches()) {
            head.put("matches", run.count()).put("handsB", pairs.b().hands());
        }
        if (stopped != null) {
            head.put("sequential", stopped);
            for (int look = 0; look < sequential.looks().size(); look++) {
                head.withArray("looks").addObject().put("hands", sequential.looks().get(look))
                        .put("boundary", sequential.boundary(look)).put("nominalP", sequential.nominal(look));
            }
        }
        out.println(line(head));
        for (Report.Difference d : differences) {
            ObjectNode line = JsonLines.JSON.createObjectNode().put("type", "difference")
                    .put("metric", d.metric().name()).put("ludii", d.metric().ludii())
                    .put("estimand", d.metric().estimand()).put("role", d.primary() ? "primary" : "exploratory")
                    .put("a", d.a()).put("b", d.b()).put("difference", d.difference()).put("low", d.low())
                    .put("high", d.high()).put("interval", d.interval()).put("nA", d.nA()).put("nB", d.nB())
                    .put("over", d.metric().over())
                    .put("test", d.test()).put("p", d.p()).put("adjustedP", d.adjustedP())
                    .put("real", d.real());
            if (!Double.isNaN(d.directionP())) {
                line.put("above", d.above()).put("below", d.below()).put("directionP", d.directionP())
                        .put("effect", d.effect());
            }
            if (!d.warning().isEmpty()) {
                line.put("warning", d.warning());
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

    /** The design's looks and boundaries, as printed before the stop. */
    private static String boundaries(SequentialTest sequential) {
        StringBuilder text = new StringBuilder("group-sequential design (Lan-DeMets O'Brien-Fleming spending, exact "
                + "boundaries on |z|): hands/boundary/nominal p");
        for (int look = 0; look < sequential.looks().size(); look++) {
            text.append(String.format(Locale.ROOT, "  %d/%.3f/%.3g", sequential.looks().get(look),
                    sequential.boundary(look), sequential.nominal(look)));
        }
        return text.toString();
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
