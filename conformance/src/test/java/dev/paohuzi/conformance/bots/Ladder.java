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

/**
 * The strength ladder of docs/bots.md: a duplicate tournament of {@code random,greedy,expert,ismcts} on each regional
 * variant as the compiler builds it from {@code variants/*.variant} ({@link Simulation#duplicate}, the path the
 * {@code tournament} command plays), printed as the page's markdown tables: per bot its standing as
 * {@link TournamentReport} reads it, then every adjacent gap of the ladder with its interval. Run by {@link LadderRun}
 * with the command in docs/bots.md; it takes long, so it is a harness, not a test.
 */
public final class Ladder {
    static final List<String> REGIONS = List.of("hunan", "shaoyang", "luzhou", "yongzhou");
    /** The ladder's rungs, weakest first; the last is the search bot, whose budget is an argument. */
    private static final List<String> RUNGS = List.of("random", "greedy", "expert");
    private static final long SEED = 1;

    private Ladder() {}

    /** The ladder's entrants with the search bot at this budget. */
    static List<String> bots(String ismcts) {
        List<String> bots = new ArrayList<>(RUNGS);
        bots.add(ismcts);
        return bots;
    }

    /** The tables of docs/bots.md for these variants, with a line saying when, where and how long they were run. */
    static String markdown(List<String> variants, List<String> bots, int deals, int threads)
            throws InterruptedException {
        Instant start = Instant.now();
        double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        StringBuilder standings = new StringBuilder(
                "| variant | bot | points/hand [95%] | win | deal-in | dead | µs/decision |\n|---|---|---|---|---|---|---|\n");
        StringBuilder gaps = new StringBuilder("| variant |");
        for (int i = 1; i < bots.size(); i++) {
            gaps.append(' ').append(bots.get(i)).append(" − ").append(bots.get(i - 1)).append(" [95%] |");
        }
        gaps.append("\n|---|").append("---|".repeat(bots.size() - 1)).append('\n');
        for (String variant : variants) {
            TournamentReport report = play(RealVariants.bundled(variant), bots, deals, threads);
            boolean first = true;
            for (TournamentReport.Standing standing : report.standings()) {
                standings.append("| ").append(first ? variant : "").append(" | ").append(standing.bot()).append(" | ")
                        .append(points(standing.points())).append(" | ").append(rate(standing.winRate()))
                        .append(" | ").append(rate(standing.dealInRate())).append(" | ")
                        .append(rate(standing.deadRate())).append(" | ")
                        .append(String.format(Locale.ROOT, "%,.1f", standing.microsPerDecision())).append(" |\n");
                first = false;
            }
            gaps.append("| ").append(variant).append(" |");
            for (int i = 1; i < bots.size(); i++) {
                TournamentReport.Figure gap = gap(report, bots.get(i), bots.get(i - 1));
                gaps.append(' ').append(points(gap)).append(gap.excludesZero() ? "" : " (contains 0)").append(" |");
            }
            gaps.append('\n');
        }
        Instant end = Instant.now();
        double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        DateTimeFormatter day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);
        DateTimeFormatter time = DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneOffset.UTC);
        String when = String.format(Locale.ROOT, "Measured %s %s–%s UTC, load average %.1f at the start and %.1f at "
                        + "the end; %,d deals from seed %d per variant, %d tables per deal, %d threads; bots %s.%n%n",
                day.format(start), time.format(start), time.format(end), loadBefore, loadAfter, deals, SEED,
                bots.size(), threads, String.join(",", bots));
        return when + standings + "\n" + gaps;
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
        if (figure.low() == figure.high()) {
            return String.format(Locale.ROOT, "%.1f%%", 100 * figure.value());
        }
        return String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * figure.value(), 100 * figure.low(),
                100 * figure.high());
    }
}
