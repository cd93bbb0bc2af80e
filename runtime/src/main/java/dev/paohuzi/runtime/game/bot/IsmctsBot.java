package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Searches over the real engine: the seat's information set is the root, its legal options the moves out of it.
 * Each iteration deals the cards the seat cannot see anew ({@link Game#sample}: a determinization consistent with
 * its observation — shown melds, the count of each hidden hand, another seat's face-down wei, the wall's shown
 * card) and plays every option still in the running from that same deal ({@link Game#copy}), each to the end of
 * the hand with {@link ExpertBot}s in every seat; an option's value is the mean of what the seat is paid (a
 * one-level search: determinized Monte Carlo at the information set, the expert as rollout policy). Playing all
 * options on the same deals compares them on equal luck (common random numbers). Halfway through the budget,
 * options more than two standard errors of their paired gap behind the best are dropped, so the rest of the
 * budget goes to the close ones. The expert's own choice is the incumbent: the search leaves it only for an option
 * that beats it by more than two standard errors of their paired gap, so noise alone never makes it play worse.
 * Wins are always taken and a decision with one option is not searched.
 * <p>
 * The budget is in playouts per decision (one option played to the end once); seeded, so the same seed and the
 * same observations give the same choices.
 */
public final class IsmctsBot implements Bot {
    /** Playouts per decision by default: 39-55 ms of CPU per searched decision, measured on a loaded machine
     * (docs/performance.md, "Bots"). */
    public static final int DEFAULT_BUDGET = 200;

    private final int budget;
    private final SplittableRandom random;
    private RuleSet rules;
    private AnalyzerWinCheck winCheck;
    private Scorer scorer;
    private ExpertBot[] rollout;

    public IsmctsBot(int budget, long seed) {
        if (budget < 1) {
            throw new IllegalArgumentException("a search needs a budget of at least one playout, got " + budget);
        }
        this.budget = budget;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Action choose(Observation view, List<Action> options) {
        Action obvious = Bot.obvious(options);
        if (obvious != null) {
            return obvious;
        }
        prepare(view);
        int n = options.size();
        int incumbent = options.indexOf(rollout[view.seat()].choose(view, options));
        double[] sum = new double[n];
        int[] played = new int[n];
        boolean[] dropped = new boolean[n];
        List<double[]> deals = new ArrayList<>();
        int left = budget;
        boolean pruned = false;
        while (left > 0) {
            Game deal = Game.sample(view, random, winCheck, scorer);
            double[] outcome = new double[n];
            Arrays.fill(outcome, Double.NaN);
            for (int i = 0; i < n && left > 0; i++) {
                if (!dropped[i]) {
                    Game game = deal.copy();
                    game.choose(options.get(i));
                    Bot.playOut(game, rollout);
                    outcome[i] = game.settlement().points().get(view.seat());
                    sum[i] += outcome[i];
                    played[i]++;
                    left--;
                }
            }
            deals.add(outcome);
            if (!pruned && left <= budget / 2) {
                pruned = true;
                prune(deals, dropped, leader(sum, played, dropped), incumbent);
            }
        }
        int leader = leader(sum, played, dropped);
        return options.get(gap(deals, leader, incumbent) > 0 ? leader : incumbent);
    }

    @Override
    public String name() {
        return "ismcts";
    }

    public int budget() {
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

    /** The option with the best mean so far; the first listed on a tie. */
    private static int leader(double[] sum, int[] played, boolean[] dropped) {
        int best = -1;
        for (int i = 0; i < sum.length; i++) {
            if (!dropped[i] && played[i] > 0 && (best < 0 || sum[i] / played[i] > sum[best] / played[best])) {
                best = i;
            }
        }
        return best;
    }

    /** Drops the options more than two standard errors of their paired gap behind the leader (never the expert's). */
    private static void prune(List<double[]> deals, boolean[] dropped, int leader, int incumbent) {
        for (int i = 0; i < dropped.length; i++) {
            if (i != leader && i != incumbent && !dropped[i]) {
                dropped[i] = gap(deals, leader, i) > 0;
            }
        }
    }

    /**
     * How far option a leads option b on the deals both were played from, less two standard errors of that paired
     * gap: positive when a is better beyond the noise.
     */
    private static double gap(List<double[]> deals, int a, int b) {
        if (a == b) {
            return 0;
        }
        int n = 0;
        double sum = 0;
        double squares = 0;
        for (double[] outcome : deals) {
            double gap = outcome[a] - outcome[b];
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
        return mean - 2 * Math.sqrt(variance / n);
    }
}
