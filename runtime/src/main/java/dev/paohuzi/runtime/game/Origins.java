package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;

import java.util.Set;

/**
 * The Claims' origin sets as flags by origin, and their priority ranks by action type, looked up on every claim round.
 */
final class Origins {
    /**
     * The origins last made: every hand asks for its variant's, and hands of one variant follow each other, so they
     * are made once a run of them, not at every deal. Immutable, so a race only makes equal ones twice.
     */
    private static volatile Origins last;

    private final Claims claims;
    private final boolean[] chi;
    private final boolean[] pong;
    private final boolean[] paoOntoKan;
    private final boolean[] paoOntoWei;
    private final boolean[] paoOntoPong;
    private final boolean[] win;
    /** By action type, {@link Claims#rank} of its claim; unused for the types that claim nothing. */
    private final int[] rank = new int[ActionType.values().length];

    /** The origins of these claims. */
    static Origins of(Claims claims) {
        Origins origins = last;
        if (origins == null || origins.claims != claims) {
            origins = new Origins(claims);
            last = origins;
        }
        return origins;
    }

    private Origins(Claims claims) {
        this.claims = claims;
        chi = flags(claims.chiFrom());
        pong = flags(claims.pongFrom());
        paoOntoKan = flags(claims.paoOntoKanFrom());
        paoOntoWei = flags(claims.paoOntoWeiFrom());
        paoOntoPong = flags(claims.paoOntoPongFrom());
        win = flags(claims.winOn());
        for (ActionType type : ActionType.values()) {
            rank[type.ordinal()] = type.claim() == null ? Integer.MAX_VALUE : claims.rank(type.claim());
        }
    }

    /** The claim's tier, 0 the highest ({@link Claims#rank}). */
    int rank(ActionType type) {
        return rank[type.ordinal()];
    }

    private static boolean[] flags(Set<CardOrigin> origins) {
        boolean[] flags = new boolean[CardOrigin.values().length];
        for (CardOrigin origin : origins) {
            flags[origin.ordinal()] = true;
        }
        return flags;
    }

    boolean chi(CardOrigin origin) {
        return chi[origin.ordinal()];
    }

    boolean pong(CardOrigin origin) {
        return pong[origin.ordinal()];
    }

    boolean paoOntoKan(CardOrigin origin) {
        return paoOntoKan[origin.ordinal()];
    }

    boolean paoOntoWei(CardOrigin origin) {
        return paoOntoWei[origin.ordinal()];
    }

    boolean paoOntoPong(CardOrigin origin) {
        return paoOntoPong[origin.ordinal()];
    }

    boolean win(CardOrigin origin) {
        return win[origin.ordinal()];
    }
}
