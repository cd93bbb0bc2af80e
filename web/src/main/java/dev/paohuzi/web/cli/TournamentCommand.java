package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.RestrictedBot.Restriction;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tournament;
import dev.paohuzi.runtime.sim.TournamentCosts;
import dev.paohuzi.runtime.sim.TournamentReport;
import dev.paohuzi.runtime.sim.TournamentTally;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * `tournament --variant V --bots a,b,... --hands N --seed S [--threads K] [--json]`: N deals (seeds S, S+1, …), each
 * played at one table per entrant with the entrants turned through the seats ({@link Tournament}: duplicate hands),
 * and the ladder: per entrant its points per hand with a 95% bootstrap interval over deals, win, 放炮 (deal-in) and
 * dead-hand rates and CPU time per decision, best first; then every pair's gap in points per hand. With
 * {@code --restricted}, restricted play ({@link TournamentCosts}): what each restriction costs the one bot named.
 */
@Command(name = "tournament", description = {
        "Duplicate hands: the same deals with the bots turned through every seat.",
        "Here --bots lists the entrants (a,b,...; a name given twice enters twice)",
        "and --hands counts deals: each deal is played at one table per entrant,",
        "and every entrant holds every seat's cards once (docs/bots.md).",
        "Per bot: points per hand with a 95%% bootstrap interval over deals, win,",
        "deal-in (放炮) and dead-hand rates, CPU time per decision; then every",
        "pair's gap in points per hand. All but the times depend only on the",
        "arguments.",
        "With --restricted R,... (or all), restricted play: --bots names one bot,",
        "and each restriction R is a tournament of that bot against itself",
        "restricted (restricted:R:BOT) on the same deals; its cost is the bot's",
        "points per hand less the restricted one's, with a 95%% bootstrap",
        "interval over deals: how much the rules reward the move it forbids.",
        "R: never-pong (no pong), never-chi (no chi), first-win (a win taken",
        "whenever offered), first-wait (never a discard that leaves a waiting",
        "hand unready, so never waiting for a better win or a 名堂)."})
public final class TournamentCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Mixin
    private SimulationOptions run;

    @Option(names = "--json", description = "JSON Lines: one object per line")
    private boolean json;

    @Option(names = "--restricted", split = ",", paramLabel = "R",
            description = "restricted play: what each restriction costs the one bot of --bots (never-pong, "
                    + "never-chi, first-win, first-wait, or all)")
    private List<String> restricted;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        run.check();
        return variant.compile().map(compiled -> restricted == null ? play(compiled.rules())
                : restrictedPlay(compiled.rules())).orElse(1);
    }

    /** Each restriction's tournament on the same deals, and its cost. */
    private int restrictedPlay(RuleSet rules) {
        int players = rules.seating().players();
        if (run.bots.contains(",")) {
            throw run.bad("--restricted: --bots names the one bot restricted, got '" + run.bots + "'");
        }
        String bot = run.lineup(players).toString();
        List<Restriction> restrictions = restrictions();
        checkSize(2);
        HandStarter starter = new HandStarter(rules);
        int blocks = Simulation.blockSize(run.hands);
        List<TournamentCosts.Cost> costs = new ArrayList<>();
        for (Restriction restriction : restrictions) {
            Tournament tournament = TournamentCosts.tournament(bot, restriction, players);
            TournamentTally tally = run.run(run.seed, run.hands,
                    shard -> Simulation.duplicate(starter, tournament, shard, blocks, () -> false),
                    TournamentTally::merge);
            costs.add(TournamentCosts.cost(restriction, tally, run.seed));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode head = JsonLines.JSON.createObjectNode().put("type", "restricted").put("variant", rules.name())
                    .put("bot", bot).put("deals", run.hands).put("seed", run.seed);
            out.println(JsonLines.write(head));
            for (TournamentCosts.Cost cost : costs) {
                ObjectNode line = JsonLines.JSON.createObjectNode().put("type", "cost")
                        .put("restriction", cost.restriction().word()).put("restricted", cost.restricted());
                figure(line, cost.cost());
                line.put("excludesZero", cost.cost().excludesZero());
                figure(line.putObject("win"), standing(cost, bot).winRate());
                figure(line.putObject("restrictedWin"), standing(cost, cost.restricted()).winRate());
                out.println(JsonLines.write(line));
            }
        } else {
            out.println("restricted play on " + rules.name() + ": " + bot + " against itself restricted, "
                    + run.hands + " deals from seed " + run.seed + ", each at 2 tables (" + String.join(" | ",
                    TournamentCosts.tournament(bot, restrictions.get(0), players).tables().stream().map(
                            table -> table.toString().replace(costs.get(0).restricted(), "R")).toList())
                    + "), seat 0 deals");
            out.println(String.format(Locale.ROOT, "%-12s %-28s %s", "restriction", "cost in points/hand [95%]",
                    "win: " + bot + " · restricted"));
            for (TournamentCosts.Cost cost : costs) {
                out.println(String.format(Locale.ROOT, "%-12s %-28s %s · %s%s", cost.restriction().word(),
                        points(cost.cost()), rate(standing(cost, bot).winRate()),
                        rate(standing(cost, cost.restricted()).winRate()),
                        cost.cost().excludesZero() ? "" : "  (the interval contains 0)"));
            }
            out.println("cost: " + bot + "'s points per hand less the restricted bot's, over the same deals "
                    + "(docs/bots.md, \"Restricted play\")");
        }
        out.flush();
        return 0;
    }

    private List<Restriction> restrictions() {
        if (restricted.equals(List.of("all"))) {
            return List.of(Restriction.values());
        }
        try {
            return restricted.stream().map(String::strip).map(Restriction::of).distinct().toList();
        } catch (IllegalArgumentException e) {
            throw run.bad("--restricted: " + e.getMessage() + ", or all");
        }
    }

    /** Refuses a run of more hands than one may play: {@code tables} per deal. */
    private void checkSize(int tables) {
        long hands = (long) run.hands * tables;
        if (hands > SimulationOptions.MAX_HANDS) {
            throw run.bad("--hands " + run.hands + " deals at " + tables + " tables are " + hands
                    + " hands, more than the " + SimulationOptions.MAX_HANDS + " a run may play");
        }
    }

    private static TournamentReport.Standing standing(TournamentCosts.Cost cost, String bot) {
        return cost.report().standings().stream().filter(s -> s.bot().equals(bot)).findFirst().orElseThrow();
    }

    private int play(RuleSet rules) {
        Tournament tournament = tournament(rules.seating().players());
        checkSize(tournament.tables().size());
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
