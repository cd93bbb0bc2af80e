package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;

import java.util.Set;

/** The Claims' origin sets as flags by origin, looked up on every claim round. */
final class Origins {
    private final boolean[] chi;
    private final boolean[] pong;
    private final boolean[] paoOntoKan;
    private final boolean[] paoOntoWei;
    private final boolean[] paoOntoPong;
    private final boolean[] win;

    Origins(Claims claims) {
        chi = flags(claims.chiFrom());
        pong = flags(claims.pongFrom());
        paoOntoKan = flags(claims.paoOntoKanFrom());
        paoOntoWei = flags(claims.paoOntoWeiFrom());
        paoOntoPong = flags(claims.paoOntoPongFrom());
        win = flags(claims.winOn());
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
