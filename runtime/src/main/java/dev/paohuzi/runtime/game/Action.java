package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.List;

/**
 * One legal option at a decision point, as data: bots, tests, scenarios, the CLI and the web all choose among these.
 *
 * @param type  what is done
 * @param card  the card concerned: the offered card for a claim or pass, the discarded card, the winning card
 *              (-1 for a 天胡 after the deal, which needs no card); for a stake (飘, 坨: {@link ActionType#stake})
 *              its value
 * @param melds the groups laid on the table: for a chi the eating group first, then the 比 groups (000:49-53) in a
 *              canonical order; the one group for pong, wei, pao, ti; empty otherwise
 */
public record Action(ActionType type, int card, List<Meld> melds) {
    public Action {
        melds = List.copyOf(melds);
    }

    /** The card-only actions (pass, discard, hu) of every card and of no card, and their notations, made once. */
    private static final Action[][] PLAIN = new Action[ActionType.values().length][Cards.ALL_KINDS + 1];
    private static final String[][] PLAIN_NOTATION = new String[ActionType.values().length][Cards.ALL_KINDS + 1];

    static {
        for (ActionType type : ActionType.values()) {
            for (int card = -1; card < Cards.ALL_KINDS; card++) {
                Action action = new Action(type, card, List.of());
                PLAIN[type.ordinal()][card + 1] = action;
                PLAIN_NOTATION[type.ordinal()][card + 1] = action.spell();
            }
        }
    }

    /** An action that lays no group: pass, discard or hu (card -1 for none). */
    public static Action of(ActionType type, int card) {
        return PLAIN[type.ordinal()][card + 1];
    }

    /** A stake of this kind and value chosen before the deal: {@code piao 3}, {@code tuo 1}. */
    public static Action stake(StakeKind kind, int value) {
        return new Action(ActionType.of(kind), value, List.of());
    }

    public static Action pass(int card) {
        return of(ActionType.PASS, card);
    }

    /** The win (hu) among these options, or null: a seat has at most one. */
    public static Action winAmong(List<Action> options) {
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i).type() == ActionType.HU) {
                return options.get(i);
            }
        }
        return null;
    }

    /**
     * Stable text: {@code discard s3}, {@code pong s3}, {@code hu s3}, {@code pass},
     * {@code chi s1,s2,s3 bi s2,s3,s4 bi s2,b2,b2}, {@code piao 3}, {@code tuo 1}. Scenario scripts name choices
     * this way.
     */
    public String notation() {
        return melds.isEmpty() && type.stake() == null ? PLAIN_NOTATION[type.ordinal()][card + 1] : spell();
    }

    private String spell() {
        StringBuilder text = new StringBuilder(type.word());
        if (type == ActionType.CHI) {
            for (int i = 0; i < melds.size(); i++) {
                text.append(i == 0 ? " " : " bi ").append(melds.get(i).cardsText());
            }
        } else if (type.stake() != null) {
            text.append(' ').append(card);
        } else if (type != ActionType.PASS && card >= 0) {
            text.append(' ').append(Cards.name(card));
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return notation();
    }
}
