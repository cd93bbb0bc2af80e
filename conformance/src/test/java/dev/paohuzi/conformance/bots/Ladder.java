package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tournament;
import dev.paohuzi.runtime.sim.TournamentReport;
import dev.paohuzi.runtime.sim.TournamentTally;

import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * The strength ladder of docs/bots.md: on each regional variant as the compiler builds it from {@code
 * variants/*.variant}, every rung against the one below it ({@code greedy,random}, {@code expert,greedy}, {@code
 * ismcts,expert}) in its own duplicate tournament ({@link Simulation#duplicate}, the path the {@code tournament}
 * command plays), one markdown row per rung: the gap in points per hand with its interval, then both bots' win,
 * deal-in and dead rates and CPU time per decision.
 * <p>
 * Why a tournament per rung and not one of all four: the ladder's claims are the adjacent gaps, and each needs its
 * own number of deals — a few hundred separate the search bot from the expert, the expert needs thousands to
 * separate from greedy on Hunan, and every ismcts deal costs seconds of CPU. In one four-bot tournament every rung
 * would get the search bot's few deals. Run by {@link LadderRun} with the command in docs/bots.md; it takes long, so
 * it is a harness, not a test.
 */
public final class Ladder {
    static final List<String> REGIONS = List.of("hunan", "shaoyang", "luzhou", "yongzhou");
    /** The ladder's rungs, weakest first; the last is the search bot, whose budget is an argument. */
    private static final List<String> RUNGS = List.of("random", "greedy", "expert");
    private static final long SEED = 1;
    static final String HEADER = "| variant | rung | deals | gap in points/hand [95%] | win | deal-in | dead "
            + "| µs/decision |\n|---|---|---:|---|---|---|---|---:|\n";

    private Ladder() {}

    /** The ladder's entrants with the search bot at this budget. */
    static List<String> bots(String ismcts) {
        List<String> bots = new ArrayList<>(RUNGS);
        bots.add(ismcts);
        return bots;
    }

    /**
     * The table of docs/bots.md for these variants, headed by a line saying when and how it was run; each row is
     * also handed to {@code progress} the moment its tournament ends.
     *
     * @param deals per rung, bottom rung first: deals[i] plays bots[i + 1] against bots[i]
     */
    static String markdown(List<String> variants, List<String> bots, List<Integer> deals, int threads,
                           Consumer<String> progress) throws InterruptedException {
        if (deals.size() != bots.size() - 1) {
            throw new IllegalArgumentException("one deal count per rung: " + (bots.size() - 1) + ", got " + deals);
        }
        Instant start = Instant.now();
        double loadBefore = load();
        StringBuilder rows = new StringBuilder(HEADER);
        for (String variant : variants) {
            RuleSet rules = RealVariants.bundled(variant);
            for (int rung = 1; rung < bots.size(); rung++) {
                String better = bots.get(rung);
                String worse = bots.get(rung - 1);
                TournamentReport report = play(rules, List.of(worse, better), deals.get(rung - 1), threads);
                String row = row(rung == 1 ? variant : "", better, worse, deals.get(rung - 1), report);
                rows.append(row);
                progress.accept(row);
            }
        }
        DateTimeFormatter day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);
        DateTimeFormatter time = DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneOffset.UTC);
        String when = String.format(Locale.ROOT, "Measured %s %s–%s UTC, load average %.1f at the start and %.1f at "
                        + "the end; deals from seed %d per rung %s, two tables per deal, %d threads; bots %s.%n%n",
                day.format(start), time.format(start), time.format(Instant.now()), loadBefore, load(), SEED, deals,
                threads, String.join(",", bots));
        return when + rows;
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** One rung: the gap, then each figure as "better · worse". */
    private static String row(String variant, String better, String worse, int deals, TournamentReport report) {
        TournamentReport.Standing up = standing(report, better);
        TournamentReport.Standing down = standing(report, worse);
        TournamentReport.Figure gap = gap(report, better, worse);
        return "| " + variant + " | " + better + " − " + worse + " | " + String.format(Locale.ROOT, "%,d", deals)
                + " | " + points(gap) + (gap.excludesZero() ? "" : " (contains 0)") + " | "
                + rate(up.winRate()) + " · " + rate(down.winRate()) + " | "
                + rate(up.dealInRate()) + " · " + rate(down.dealInRate()) + " | "
                + rate(up.deadRate()) + " · " + rate(down.deadRate()) + " | "
                + String.format(Locale.ROOT, "%,.1f · %,.1f", up.microsPerDecision(), down.microsPerDecision())
                + " |\n";
    }

    /** A duplicate tournament of these bots, as {@code tournament --bots ... --hands deals --seed 1} plays it. */
    static TournamentReport play(RuleSet rules, List<String> bots, int deals, int threads) throws InterruptedException {
        Tournament tournament = Tournament.of(bots, rules.seating().players());
        HandStarter starter = new HandStarter(rules);
        int blocks = Simulation.blockSize(deals);
        TournamentTally tally = Simulation.inParallel(SEED, deals, threads,
                shard -> Simulation.duplicate(starter, tournament, shard, blocks, () -> false), TournamentTally::merge,
                (soFar, done, all) -> { }, new AtomicBoolean());
        return TournamentReport.of(tally, SEED);
    }

    private static TournamentReport.Standing standing(TournamentReport report, String bot) {
        return report.standings().stream().filter(standing -> standing.bot().equals(bot)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no standing for " + bot));
    }

    /** {@code better}'s points per hand less {@code worse}'s, as the report has it (its sign turned if need be). */
    static TournamentReport.Figure gap(TournamentReport report, String better, String worse) {
        for (TournamentReport.Gap gap : report.gaps()) {
            TournamentReport.Figure d = gap.difference();
            if (gap.better().equals(better) && gap.worse().equals(worse)) {
                return d;
            }
            if (gap.better().equals(worse) && gap.worse().equals(better)) {
                return new TournamentReport.Figure(-d.value(), -d.high(), -d.low());
            }
        }
        throw new IllegalArgumentException("no gap between " + better + " and " + worse);
    }

    private static String points(TournamentReport.Figure figure) {
        return String.format(Locale.ROOT, "%s [%s, %s]", signed(figure.value()), signed(figure.low()),
                signed(figure.high()));
    }

    /** With the sign as the page writes it (− for minus). */
    private static String signed(double value) {
        return String.format(Locale.ROOT, "%+.3f", value).replace('-', '−');
    }

    private static String rate(TournamentReport.Figure figure) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * figure.value());
    }
}
