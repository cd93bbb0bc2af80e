package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tournament;
import dev.paohuzi.runtime.sim.TournamentReport;
import dev.paohuzi.runtime.sim.TournamentTally;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * `tournament --variant V --bots a,b,... --hands N --seed S [--threads K] [--json]`: N deals (seeds S, S+1, …), each
 * played at one table per entrant with the entrants turned through the seats ({@link Tournament}: duplicate hands),
 * and the ladder: per entrant its points per hand with a 95% bootstrap interval over deals, win, 放炮 (deal-in) and
 * dead-hand rates and CPU time per decision, best first; then every pair's gap in points per hand.
 */
@Command(name = "tournament", description = {
        "Duplicate hands: the same deals with the bots turned through every seat.",
        "Here --bots lists the entrants (a,b,...; a name given twice enters twice)",
        "and --hands counts deals: each deal is played at one table per entrant,",
        "and every entrant holds every seat's cards once (docs/bots.md).",
        "Per bot: points per hand with a 95%% bootstrap interval over deals, win,",
        "deal-in (放炮) and dead-hand rates, CPU time per decision; then every",
        "pair's gap in points per hand. All but the times depend only on the",
        "arguments."})
public final class TournamentCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Mixin
    private SimulationOptions run;

    @Option(names = "--json", description = "JSON Lines: one object per line")
    private boolean json;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        run.check();
        return variant.compile().map(compiled -> play(compiled.rules())).orElse(1);
    }

    private int play(RuleSet rules) {
        Tournament tournament = tournament(rules.seating().players());
        long hands = (long) run.hands * tournament.tables().size();
        if (hands > SimulationOptions.MAX_HANDS) {
            throw run.bad("--hands " + run.hands + " deals at " + tournament.tables().size() + " tables are " + hands
                    + " hands, more than the " + SimulationOptions.MAX_HANDS + " a run may play");
        }
        HandStarter starter = new HandStarter(rules);
        int blocks = Simulation.blockSize(run.hands);
        long start = System.nanoTime();
        TournamentTally tally = run.run(run.seed, run.hands,
                shard -> Simulation.duplicate(starter, tournament, shard, blocks, () -> false),
                TournamentTally::merge);
        double seconds = (System.nanoTime() - start) / 1e9;
        TournamentReport report = TournamentReport.of(tally, run.seed);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            json(out, rules, tournament, tally, report, seconds);
        } else {
            text(out, rules, tournament, tally, report, seconds);
        }
        out.flush();
        return 0;
    }

    private Tournament tournament(int players) {
        try {
            return Tournament.of(List.of(run.bots.split(",", -1)), players);
        } catch (IllegalArgumentException e) {
            throw run.bad("--bots: " + e.getMessage());
        }
    }

    private void text(PrintWriter out, RuleSet rules, Tournament tournament, TournamentTally tally,
                      TournamentReport report, double seconds) {
        out.println("tournament " + rules.name() + ": " + tally.deals() + " deals from seed " + run.seed + ", each at "
                + tournament.tables().size() + " tables (" + String.join(" | ",
                tournament.tables().stream().map(BotLineup::toString).toList()) + "), seat 0 deals: "
                + tally.hands() + " hands");
        out.println(String.format(Locale.ROOT, "%-4s %-10s %9s  %-28s %-20s %-20s %-20s %s", "rank", "bot", "hands",
                "points/hand [95%]", "win", "deal-in", "dead", "µs/decision"));
        int rank = 1;
        for (TournamentReport.Standing standing : report.standings()) {
            out.println(String.format(Locale.ROOT, "%-4d %-10s %9d  %-28s %-20s %-20s %-20s %.1f", rank++,
                    standing.bot(), standing.hands(), points(standing.points()), rate(standing.winRate()),
                    rate(standing.dealInRate()), rate(standing.deadRate()), standing.microsPerDecision()));
        }
        out.println("gaps in points per hand, over the same deals:" + (report.gaps().isEmpty() ? " none" : ""));
        for (TournamentReport.Gap gap : report.gaps()) {
            out.println("  " + gap.better() + " - " + gap.worse() + ": " + points(gap.difference())
                    + (gap.difference().excludesZero() ? "" : "  (the interval contains 0)"));
        }
        out.println(String.format(Locale.ROOT, "%d hands in %.2f s on %d threads: %.0f hands/s", tally.hands(),
                seconds, run.threads(), tally.hands() / Math.max(seconds, 1e-9)));
    }

    private void json(PrintWriter out, RuleSet rules, Tournament tournament, TournamentTally tally,
                      TournamentReport report, double seconds) {
        ObjectNode head = JsonLines.JSON.createObjectNode().put("type", "tournament").put("variant", rules.name())
                .put("deals", tally.deals()).put("hands", tally.hands()).put("seed", run.seed);
        tournament.entrants().forEach(head.putArray("bots")::add);
        tournament.tables().forEach(table -> head.withArray("tables").add(table.toString()));
        out.println(JsonLines.write(head));
        int rank = 1;
        for (TournamentReport.Standing standing : report.standings()) {
            ObjectNode line = JsonLines.JSON.createObjectNode().put("type", "standing").put("rank", rank++)
                    .put("bot", standing.bot()).put("hands", standing.hands());
            figure(line.putObject("points"), standing.points());
            figure(line.putObject("win"), standing.winRate());
            figure(line.putObject("dealIn"), standing.dealInRate());
            figure(line.putObject("dead"), standing.deadRate());
            line.put("decisions", standing.decisions()).put("microsPerDecision", standing.microsPerDecision());
            out.println(JsonLines.write(line));
        }
        for (TournamentReport.Gap gap : report.gaps()) {
            ObjectNode line = JsonLines.JSON.createObjectNode().put("type", "gap").put("better", gap.better())
                    .put("worse", gap.worse());
            figure(line, gap.difference());
            out.println(JsonLines.write(line.put("excludesZero", gap.difference().excludesZero())));
        }
        out.println(JsonLines.write(JsonLines.JSON.createObjectNode().put("type", "rate").put("seconds", seconds)
                .put("threads", run.threads()).put("handsPerSecond", tally.hands() / Math.max(seconds, 1e-9))));
    }

    private static void figure(ObjectNode into, TournamentReport.Figure figure) {
        into.put("value", figure.value()).put("low", figure.low()).put("high", figure.high());
    }

    private static String points(TournamentReport.Figure figure) {
        return String.format(Locale.ROOT, "%+.3f [%+.3f, %+.3f]", figure.value(), figure.low(), figure.high());
    }

    private static String rate(TournamentReport.Figure figure) {
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * figure.value(), 100 * figure.low(),
                100 * figure.high());
    }
}
