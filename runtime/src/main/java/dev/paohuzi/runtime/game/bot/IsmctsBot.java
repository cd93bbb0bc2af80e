package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * Searches over the real engine: the seat's information set is the root, its legal options the moves out of it.
 * Each iteration deals the cards the seat cannot see anew ({@link Game#sample}: a determinization consistent with
 * its observation) and plays every candidate still in the running from that same deal ({@link Game#copy}), each to
 * the end of the hand with {@link ExpertBot}s in every seat; a candidate's value is the mean of what the seat is
 * paid (a one-level search: determinized Monte Carlo at the information set, the expert as rollout policy).
 * <p>
 * The candidates are the expert's own choice (the incumbent) and its next {@link #CHALLENGERS} choices, read by
 * asking it again without the options it already chose: the rest of the options are ones the expert ranks far
 * behind, and spreading the budget over them would leave every option a handful of playouts. The budget is spent
 * by successive halving on common random numbers: every candidate in the running is played on the same deals, and
 * at each of the budget's equal phases the worse half of the challengers (by their mean gap to the incumbent on
 * those deals) drops out, so the close ones get the most playouts. The search leaves the incumbent only for a
 * challenger that beats it by more than {@link #Z} standard errors of their paired gap, so noise alone rarely makes
 * it play worse than the expert. Wins are always taken and a decision with one option is not searched.
 * <p>
 * The budget is in playouts per decision (one candidate played to the end once) or in milliseconds of the
 * thread's CPU time per decision. Seeded: with a playout budget the same seed and the same observations give the
 * same choices on any machine; with a time budget how many playouts fit, and so the choices, depend on the
 * machine's speed (the CPU clock of the thread only keeps other processes' load out of it).
 */
public final class IsmctsBot implements Bot {
    /** The budget a bare {@code ismcts} gets. */
    public static final Budget DEFAULT_BUDGET = new Budget(200, 0);
    /** Options weighed besides the expert's own choice. */
    static final int CHALLENGERS = 3;
    /** Standard errors of the paired gap by which a challenger must beat the incumbent to be played. */
    static final double Z = 2;

    /**
     * How much a decision may search: {@code playouts} playouts, or (when {@code millis} > 0) that many milliseconds
     * of the thread's CPU time.
     */
    public record Budget(int playouts, long millis) {
        public Budget {
            if ((playouts < 1) == (millis < 1)) {
                throw new IllegalArgumentException("a budget is a number of playouts or of milliseconds");
            }
        }

        /**
         * {@code N} (playouts) or {@code Nms} (milliseconds of CPU time), N from 1 to 999999.
         *
         * @throws IllegalArgumentException a plain message for any other text
         */
        public static Budget parse(String text) {
            boolean time = text.endsWith("ms");
            String digits = time ? text.substring(0, text.length() - 2) : text;
            if (!digits.matches("[0-9]{1,6}") || Integer.parseInt(digits) < 1) {
                throw new IllegalArgumentException("a search budget is N playouts or Nms milliseconds of CPU time "
                        + "per decision, N from 1 to 999999; got '" + text + "'");
            }
            int n = Integer.parseInt(digits);
            return time ? new Budget(0, n) : new Budget(n, 0);
        }

        @Override
        public String toString() {
            return millis > 0 ? millis + "ms" : Integer.toString(playouts);
        }
    }

    private final Budget budget;
    private final SplittableRandom random;
    private final LongSupplier clock;
    private RuleSet rules;
    private AnalyzerWinCheck winCheck;
    private Scorer scorer;
    private ExpertBot[] rollout;

    public IsmctsBot(Budget budget, long seed) {
        this(budget, seed, ManagementFactory.getThreadMXBean()::getCurrentThreadCpuTime);
    }

    /** @param clock nanoseconds, read for a time budget: a test's clock makes a time budget reproducible */
    public IsmctsBot(Budget budget, long seed, LongSupplier clock) {
        this.budget = budget;
        this.random = new SplittableRandom(seed);
        this.clock = clock;
    }

    @Override
    public Action choose(Observation view, List<Action> options) {
        Action obvious = Bot.obvious(options);
        if (obvious != null) {
            return obvious;
        }
        if (Stakes.asked(options)) {     // the expert's stake: too little edge for a decision's budget to tell
            return Stakes.choose(view, options, "expert", ExpertBot::new);
        }
        prepare(view);
        List<Action> candidates = ranked(view, options); // two or more: the options are
        int n = candidates.size();
        Spending spending = new Spending();
        int[] phaseOf = new int[n]; // a challenger's phase of dropping out; the incumbent (0) never does
        Arrays.fill(phaseOf, Integer.MAX_VALUE);
        int phases = phases(n - 1);
        int phase = 0;
        List<double[]> deals = new ArrayList<>();
        while (!spending.over()) {
            Game deal = Game.sample(view, random, winCheck, scorer);
            double[] outcome = new double[n];
            Arrays.fill(outcome, Double.NaN);
            for (int i = 0; i < n && !spending.over(); i++) {
                if (phaseOf[i] > phase) {
                    Game game = deal.copy();
                    game.choose(candidates.get(i));
                    Bot.playOut(game, rollout);
                    outcome[i] = game.settlement().points().get(view.seat());
                    spending.played();
                }
            }
            deals.add(outcome);
            while (phase < phases - 1 && spending.spent() >= (phase + 1.0) / phases) {
                halve(deals, phaseOf, phase++);
            }
        }
        int best = 0;
        double bestGap = 0;
        for (int i = 1; i < n; i++) {
            double gap = phaseOf[i] > phase ? lead(deals, i, Z) : 0;
            if (gap > bestGap) {
                best = i;
                bestGap = gap;
            }
        }
        return candidates.get(best);
    }

    @Override
    public String name() {
        return "ismcts";
    }

    public Budget budget() {
        return budget;
    }

    private void prepare(Observation view) {
        if (view.rules() != rules) {
            rules = view.rules();
            winCheck = new AnalyzerWinCheck(view.analyzer());
            scorer = Scorer.of(view.analyzer());
            rollout = new ExpertBot[view.players()];
            for (int seat = 0; seat < rollout.length; seat++) {
                rollout[seat] = new ExpertBot();
            }
        }
    }

    /** The expert's choice, then its choices among the options left, up to {@link #CHALLENGERS} more. */
    private List<Action> ranked(Observation view, List<Action> options) {
        return rollout[view.seat()].ranked(view, options, CHALLENGERS + 1);
    }

    /** The phases successive halving needs to bring {@code challengers} down to one. */
    private static int phases(int challengers) {
        int phases = 1;
        for (int left = challengers; left > 1; left = (left + 1) / 2) {
            phases++;
        }
        return phases;
    }

    /** Drops the worse half of the challengers still in the running, by their gap to the incumbent. */
    private static void halve(List<double[]> deals, int[] phaseOf, int phase) {
        List<Integer> running = new ArrayList<>();
        for (int i = 1; i < phaseOf.length; i++) {
            if (phaseOf[i] > phase) {
                running.add(i);
            }
        }
        running.sort((a, b) -> Double.compare(lead(deals, b, 0), lead(deals, a, 0)));
        for (int i = (running.size() + 1) / 2; i < running.size(); i++) {
            phaseOf[running.get(i)] = phase;
        }
    }

    /**
     * How far a challenger leads the incumbent on the deals both were played from, less {@code z} standard errors
     * of that paired gap: with {@link #Z}, positive when it is better beyond the noise.
     */
    static double lead(List<double[]> deals, int challenger, double z) {
        int n = 0;
        double sum = 0;
        double squares = 0;
        for (double[] outcome : deals) {
            double gap = outcome[challenger] - outcome[0];
            if (!Double.isNaN(gap)) {
                n++;
                sum += gap;
                squares += gap * gap;
            }
        }
        if (n < 2) {
            return Double.NEGATIVE_INFINITY;
        }
        double mean = sum / n;
        double variance = Math.max(0, squares / n - mean * mean) * n / (n - 1);
        return mean - z * Math.sqrt(variance / n);
    }

    /** What of the budget a decision has spent. */
    private final class Spending {
        private final long start = budget.millis() > 0 ? clock.getAsLong() : 0;
        private int playouts;

        void played() {
            playouts++;
        }

        /** The share of the budget spent, from 0 to 1 and beyond. */
        double spent() {
            return budget.millis() > 0 ? (clock.getAsLong() - start) / (budget.millis() * 1e6)
                    : playouts / (double) budget.playouts();
        }

        boolean over() {
            return spent() >= 1;
        }
    }
}
