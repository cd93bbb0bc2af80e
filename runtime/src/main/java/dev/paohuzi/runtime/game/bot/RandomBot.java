package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;

import java.util.List;

/**
 * Picks uniformly among the legal options. Its draws are common random numbers: the k-th decision of a kind (飘
 * before the deal, a discard, an answer to an offered card) draws from a stream keyed by the bot's seed (the hand's
 * seed and the seat), the kind and k, and from nothing else. So a rule that adds or removes a decision of one kind
 * (a 飘 phase, an offer) leaves every draw of the other kinds where it was, and two variants played from the same
 * seed stay paired decision by decision wherever their options agree (docs/statistics.md).
 */
public final class RandomBot implements BlindBot {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long seed;
    /** Decisions taken so far, by kind: 飘, discard, answer. */
    private final long[] taken = new long[3];

    public RandomBot(long seed) {
        this.seed = seed;
    }

    @Override
    public Action choose(List<Action> options) {
        ActionType first = options.get(0).type();
        int kind = first.stake() != null ? 0 : first == ActionType.DISCARD ? 1 : 2;
        long key = mix(mix(seed + GOLDEN * (kind + 1)) + GOLDEN * ++taken[kind]);
        double uniform = (key >>> 11) * 0x1.0p-53; // 53 random bits in [0, 1)
        return options.get((int) (uniform * options.size()));
    }

    /** SplitMix64's finaliser (Steele, Lea and Flood 2014): a bijection that scatters nearby keys. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public String name() {
        return "random";
    }
}
