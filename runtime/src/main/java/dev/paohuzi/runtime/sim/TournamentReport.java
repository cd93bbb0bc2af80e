package dev.paohuzi.runtime.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static dev.paohuzi.runtime.sim.TournamentTally.DEAD;
import static dev.paohuzi.runtime.sim.TournamentTally.DEAL_INS;
import static dev.paohuzi.runtime.sim.TournamentTally.FIGURES;
import static dev.paohuzi.runtime.sim.TournamentTally.HANDS;
import static dev.paohuzi.runtime.sim.TournamentTally.POINTS;
import static dev.paohuzi.runtime.sim.TournamentTally.WINS;

/**
 * A tournament's ladder: each entrant's figures per hand with 95% bootstrap intervals over blocks of deals (a deal is
 * the unit — its tables share cards, deals are independent), best points per hand first, and for every two entrants
 * the paired difference in points per hand over the same deals. The bootstrap is seeded by the run's first seed, so
 * the report is the same on every run.
 */
public record TournamentReport(List<Standing> standings, List<Gap> gaps) {
    /** The figures a standing shows, in its order. */
    private static final int[] SHOWN = {POINTS, WINS, DEAL_INS, DEAD};

    /** A figure and its 95% interval. */
    public record Figure(double value, double low, double high) {
        /** The interval leaves 0 out. */
        public boolean excludesZero() {
            return low > 0 || high < 0;
        }
    }

    /**
     * One entrant's standing.
     *
     * @param points            points per hand
     * @param winRate           share of its hands it won
     * @param dealInRate        放炮: share of its hands another seat won on its discard
     * @param deadRate          share of its hands that ended dead (荒庄)
     * @param microsPerDecision mean CPU time of its decisions, in microseconds
     */
    public record Standing(String bot, long hands, Figure points, Figure winRate, Figure dealInRate, Figure deadRate,
                           long decisions, double microsPerDecision) {
    }

    /** Points per hand of {@code better} less {@code worse}'s (by the ladder's order), over the same deals. */
    public record Gap(String better, String worse, Figure difference) {
    }

    public static TournamentReport of(TournamentTally tally, long seed) {
        return of(tally, seed, Bootstrap.RESAMPLES);
    }

    /** @param resamples the bootstrap's: fewer than the default for a quick look */
    public static TournamentReport of(TournamentTally tally, long seed, int resamples) {
        int k = tally.entrants().size();
        List<Bootstrap.Statistic> statistics = new ArrayList<>();
        for (int entrant = 0; entrant < k; entrant++) {
            for (int figure : SHOWN) {
                int e = entrant;
                statistics.add((sums, same) -> perHand(sums, e, figure));
            }
        }
        for (int a = 0; a < k; a++) {
            for (int b = 0; b < k; b++) {
                int x = a;
                int y = b;
                statistics.add((sums, same) -> perHand(sums, x, POINTS) - perHand(sums, y, POINTS));
            }
        }
        List<long[]> blocks = tally.blockSums();
        Stats.Interval[] intervals = Bootstrap.intervals(blocks, blocks, statistics, seed, resamples);
        Metric.Sums totals = tally.sums();
        List<Standing> standings = new ArrayList<>();
        for (int e = 0; e < k; e++) {
            Figure[] figures = new Figure[SHOWN.length];
            for (int i = 0; i < SHOWN.length; i++) {
                Stats.Interval interval = intervals[SHOWN.length * e + i];
                figures[i] = new Figure(perHand(totals, e, SHOWN[i]), interval.low(), interval.high());
            }
            long decisions = tally.decisions(e);
            standings.add(new Standing(tally.entrants().get(e), tally.hands(e), figures[0], figures[1], figures[2],
                    figures[3], decisions, decisions == 0 ? 0 : tally.decisionNanos(e) / 1e3 / decisions));
        }
        List<Integer> order = new ArrayList<>();
        for (int e = 0; e < k; e++) {
            order.add(e);
        }
        order.sort(Comparator.comparingDouble((Integer e) -> -standings.get(e).points().value()));
        List<Gap> gaps = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                int a = order.get(i);
                int b = order.get(j);
                Stats.Interval interval = intervals[SHOWN.length * k + a * k + b];
                gaps.add(new Gap(tally.entrants().get(a), tally.entrants().get(b), new Figure(
                        perHand(totals, a, POINTS) - perHand(totals, b, POINTS), interval.low(), interval.high())));
            }
        }
        return new TournamentReport(order.stream().map(standings::get).toList(), gaps);
    }

    /**
     * Points per hand of entrant {@code a} less {@code b}'s over the same deals, with its paired interval: the gap
     * between them read in that order.
     *
     * @throws IllegalArgumentException where the two are not two entrants of the report
     */
    public Figure difference(String a, String b) {
        for (Gap gap : gaps) {
            Figure d = gap.difference();
            if (gap.better().equals(a) && gap.worse().equals(b)) {
                return d;
            }
            if (gap.better().equals(b) && gap.worse().equals(a)) {
                return new Figure(-d.value(), -d.high(), -d.low());
            }
        }
        throw new IllegalArgumentException("no gap between " + a + " and " + b);
    }

    /** An entrant's figure per hand it played; NaN before it played any. */
    private static double perHand(Metric.Sums sums, int entrant, int figure) {
        return sums.sum(FIGURES * entrant + figure) / sums.sum(FIGURES * entrant + HANDS);
    }
}
