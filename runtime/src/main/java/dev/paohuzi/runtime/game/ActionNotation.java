package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An action as scenarios and players write it ({@link Action#notation()}: {@code chi s1,s2,s3 bi s2,s3,s4}), with
 * cards in either form (DESIGN.md: {@code s1..s10, b1..b10, W} or 一..十, 壹..拾, 王), and the list of legal options
 * an illegal choice is told.
 */
final class ActionNotation {
    /** Words and the separators between them in an action's notation. */
    private static final Pattern TOKENS = Pattern.compile("[^\\s,]+|[\\s,]+");

    private ActionNotation() {
    }

    /** The option written so, or null. */
    static Action find(List<Action> options, String notation) {
        String wanted = asciiCards(notation == null ? "" : notation.trim());
        for (Action action : options) {
            if (action.notation().equals(wanted)) {
                return action;
            }
        }
        return null;
    }

    /** The notation with every card written s1..s10, b1..b10, W. */
    private static String asciiCards(String notation) {
        StringBuilder text = new StringBuilder();
        Matcher token = TOKENS.matcher(notation);
        while (token.find()) {
            int card = Cards.parse(token.group());
            text.append(card >= 0 ? Cards.name(card) : token.group());
        }
        return text.toString();
    }

    /** The options' notations, comma-separated. */
    static String notations(List<Action> actions) {
        StringBuilder text = new StringBuilder();
        for (Action action : actions) {
            text.append(text.length() == 0 ? "" : ", ").append(action.notation());
        }
        return text.toString();
    }
}
