package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;

/** A finished hand's result in a few words, for command output. */
final class HandWords {
    private HandWords() {}

    static String result(Game game) {
        HandResult result = game.result();
        if (result == null) {
            return "not finished";
        }
        if (result.outcome() == HandResult.Outcome.DEAD) {
            return "dead hand";
        }
        return "seat " + result.winner() + " wins" + (result.card() >= 0 ? " on " + Cards.name(result.card()) : "")
                + " with " + result.huxi() + " huxi";
    }
}
