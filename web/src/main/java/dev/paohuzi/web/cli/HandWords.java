package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;

import java.util.StringJoiner;

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
        StringJoiner wins = new StringJoiner(", ");
        for (HandResult.Win win : result.wins()) {     // several under 一炮多响
            int card = win.how().card();
            wins.add("seat " + win.winner() + " wins" + (card >= 0 ? " on " + Cards.name(card) : "")
                    + " with " + win.huxi() + " huxi");
        }
        return wins.toString();
    }
}
