package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.scoring.Scorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * The 飘 a weighing bot stakes before the deal (the variant's `piao: chosen from …`), by expected value. The stake is
 * chosen before a card is dealt, so all a seat may see is the variant, where it sits from the dealer, the stakes
 * chosen before its own (public) and the dead hands before this one: its {@link Observation}. What a stake is worth
 * there depends on how often that seat wins against how often it pays, which no formula in the variant gives (the
 * dealer holds one card more and plays first), so it is measured: {@link #DEALS} deals drawn from the observation
 * ({@link Game#sample}: a fresh deck, the stakes chosen so far kept), each played to the end once per stake on offer
 * ({@link Game#copy}, common random numbers) by bots of the choosing bot's own kind in every seat — the table it
 * expects is one of its equals — the seats after it staking the least. The stake chosen is the one whose paid points
 * lead the least stake's by the most, counting a lead only beyond {@link #Z} standard errors of the paired gap
 * ({@link IsmctsBot#lead}), so the least stake stays where the edge is lost in the noise: a stake that only widens
 * the swings is not taken for nothing.
 * <p>
 * Deterministic: the deals come from one fixed seed, so the same observation gives the same stake on any thread, and
 * the answer is kept by bot kind and observation (a tournament asks the same few questions every hand).
 */
final class Stakes {
    /** Deals a stake is measured on. */
    static final int DEALS = 600;
    /** Standard errors of the paired gap by which a stake must lead the least one. */
    static final double Z = 1;
    private static final long SEED = 0x5eed_f1a0L;
    /** Answers kept: a few per variant and seat, so this many hold every variant a process plays at once. */
    private static final int KEPT = 256;
    private static final Map<Asked, Integer> CHOSEN = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Asked, Integer> eldest) {
            return size() > KEPT;
        }
    };

    /** What a choice is kept by: the bot's kind and all its seat saw. */
    private record Asked(String kind, Observation view) {
    }

    private Stakes() {
    }

    /** Whether the options are a stake chosen before the deal (飘, 坨: one per value, the least first). */
    static boolean asked(List<Action> options) {
        return options.get(0).type().stake() != null;
    }

    /**
     * The stake of most worth for the seat at a table of bots of this kind.
     *
     * @param kind the choosing bot's {@link Bot#name}
     * @param bots makes a bot of that kind
     */
    static Action choose(Observation view, List<Action> options, String kind, Supplier<Bot> bots) {
        Asked asked = new Asked(kind, view);
        Integer chosen;
        synchronized (CHOSEN) {
            chosen = CHOSEN.get(asked);
        }
        if (chosen == null) {
            chosen = weigh(view, options, bots);      // outside the lock: the answer is the same whoever weighs it
            synchronized (CHOSEN) {
                CHOSEN.put(asked, chosen);
            }
        }
        return options.get(chosen);
    }

    /** The index of the stake chosen: by the seat's paid points on {@link #DEALS} sampled deals, every stake each. */
    static int weigh(Observation view, List<Action> options, Supplier<Bot> bots) {
        Bot[] seats = new Bot[view.players()];
        for (int seat = 0; seat < seats.length; seat++) {
            seats[seat] = new LeastStake(bots.get());
        }
        AnalyzerWinCheck winCheck = new AnalyzerWinCheck(view.analyzer());
        Scorer scorer = Scorer.of(view.analyzer());
        SplittableRandom random = new SplittableRandom(SEED);
        List<double[]> deals = new ArrayList<>(DEALS);
        for (int d = 0; d < DEALS; d++) {
            Game deal = Game.sample(view, random, winCheck, scorer);
            double[] paid = new double[options.size()];
            for (int i = 0; i < paid.length; i++) {
                Game game = deal.copy();
                game.choose(options.get(i));
                paid[i] = Bot.playOut(game, seats).settlement().points().get(view.seat());
            }
            deals.add(paid);
        }
        int best = 0;
        double bestLead = 0;
        for (int i = 1; i < options.size(); i++) {
            double lead = IsmctsBot.lead(deals, i, Z);
            if (lead > bestLead) {
                best = i;
                bestLead = lead;
            }
        }
        return best;
    }

    /** A bot of the kind weighed, staking the least: the seats after the one choosing, in the sampled deals. */
    private record LeastStake(Bot bot) implements Bot {
        @Override
        public Action choose(Observation view, List<Action> options) {
            return asked(options) ? options.get(0) : bot.choose(view, options);
        }

        @Override
        public String name() {
            return bot.name();
        }
    }
}
