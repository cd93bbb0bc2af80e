package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;

import java.util.List;

/**
 * The interaction of two rule changes A and B over a base x0 (docs/statistics.md, "Interaction of two options"):
 * every deal is played under the four arms — the base, A alone, B alone, A and B together — with the same seats and
 * bots, and the per-hand contrast {@code x_AB − x_A − x_B + x_0} of one per-hand measure is summed. Its mean over
 * deals estimates the effect of A and B together minus the sum of their effects; the deals are independent, so a
 * normal interval over them fits (the contrast is bounded, and a run has hundreds of deals at least).
 */
public final class Interaction {
    /** The four arms, in the order the contrast's signs are written: x0, xA, xB, xAB. */
    public static final int ARMS = 4;

    private Interaction() {}

    /**
     * The shard's deals under each arm, measured by {@code measure} (an index of {@link Measures}).
     *
     * @param arms the base, A alone, B alone, A and B together
     */
    public static Tally play(List<HandStarter> arms, BotLineup bots, Shard shard, int measure) {
        if (arms.size() != ARMS) {
            throw new IllegalArgumentException("an interaction has four arms, not " + arms.size());
        }
        long[] measured = new long[Measures.count(bots.players())];
        double[] sums = new double[ARMS];
        double contrast = 0;
        double squares = 0;
        for (long seed = shard.first(); seed < shard.first() + shard.count(); seed++) {
            double[] x = new double[ARMS];
            for (int arm = 0; arm < ARMS; arm++) {
                Game game = Simulation.hand(arms.get(arm), bots, seed);
                Measures.measure(game, measured);
                x[arm] = measured[measure];
                sums[arm] += x[arm];
            }
            double c = x[3] - x[1] - x[2] + x[0];
            contrast += c;
            squares += c * c;
        }
        return new Tally(shard.count(), sums, contrast, squares);
    }

    /**
     * Sums over deals: of each arm's measure, of the per-hand contrast and of its square.
     *
     * @param arms the four arms' sums, x0, xA, xB, xAB
     */
    public record Tally(long hands, double[] arms, double contrast, double squares) {
        public Tally {
            arms = arms.clone();
        }

        public static Tally merge(Tally a, Tally b) {
            double[] sums = new double[ARMS];
            for (int arm = 0; arm < ARMS; arm++) {
                sums[arm] = a.arms[arm] + b.arms[arm];
            }
            return new Tally(a.hands + b.hands, sums, a.contrast + b.contrast, a.squares + b.squares);
        }

        /** An arm's mean measure per hand. */
        public double mean(int arm) {
            return arms[arm] / hands;
        }

        /** The estimate: the mean per-hand contrast, x_AB − x_A − x_B + x_0. */
        public double interaction() {
            return contrast / hands;
        }

        /** The sample standard deviation of the per-hand contrast (0 for one hand). */
        public double deviation() {
            return Math.sqrt(Stats.variance(contrast, squares, hands));
        }

        /** The 95% normal interval of the mean contrast over independent deals. */
        public double[] interval() {
            double half = Stats.Z95 * deviation() / Math.sqrt(hands);
            return new double[] {interaction() - half, interaction() + half};
        }
    }
}
