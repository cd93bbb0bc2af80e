package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every legal chi of an offered card with its 比 (000:49-53): the eating group takes the card with two cards from the
 * hand; then each copy of the card still held must go, in the same action, into a further group from the hand that
 * contains it (one group may take two copies, 000:53). A chi whose 比 cannot be completed is not offered. Kan cards
 * are never used (000:26: a kan is never split). The 比 groups are a multiset: their order is not a choice (000:52).
 * The groups a card can be in come from the variant's one table of shapes ({@link GroupShapes}), in its order.
 */
final class ChiOptions {
    /** The table's shapes of each card as the engine's melds, by table and card: made once, laid as they are. */
    private static final Meld[][][] MELDS = new Meld[GroupShapes.tables()][Cards.KINDS][];

    static {
        for (int index = 0; index < GroupShapes.tables(); index++) {
            GroupShapes table = GroupShapes.ofIndex(index);
            for (int card = 0; card < Cards.KINDS; card++) {
                List<GroupShapes.WithCard> shapes = table.withCard(card);
                MELDS[index][card] = new Meld[shapes.size()];
                for (int i = 0; i < shapes.size(); i++) {
                    GroupShapes.Shape shape = shapes.get(i).shape();
                    MELDS[index][card][i] = Meld.of(shape.kind(), shape.low(), shape.mid(), shape.high());
                }
            }
        }
    }

    private ChiOptions() {}

    static List<Action> of(int[] hand, int card, Structure structure) {
        List<Action> options = new ArrayList<>(6);
        chis(hand, card, structure, options);
        return List.copyOf(options);
    }

    /** Appends the chis of the card, in the table's order, to the options: a claim round lists a seat's in one list. */
    static void addTo(List<Action> options, int[] hand, int card, Structure structure) {
        chis(hand, card, structure, options);
    }

    /** Whether the card has a chi whose 比 can be completed: what {@link #addTo} would add, without listing it. */
    static boolean any(int[] hand, int card, Structure structure) {
        return chis(hand, card, structure, null);
    }

    /** Finds the chis of the card; adds each to {@code options}, or, when that is null, stops at the first. */
    private static boolean chis(int[] hand, int card, Structure structure, List<Action> options) {
        if (card >= Cards.KINDS || hand[card] >= 3) {
            return false;
        }
        GroupShapes table = GroupShapes.of(structure);
        List<GroupShapes.WithCard> shapes = table.withCard(card);
        Meld[] melds = MELDS[table.index()][card];
        int[] free = null;
        boolean found = false;
        for (int i = 0; i < shapes.size(); i++) {
            GroupShapes.WithCard eat = shapes.get(i);
            // most offers find no chi: the two other cards are checked on the hand before anything is copied
            if (free(hand, eat.first()) == 0 || free(hand, eat.second()) < (eat.first() == eat.second() ? 2 : 1)) {
                continue;
            }
            if (free == null) {
                free = new int[Cards.KINDS];
                for (int kind = 0; kind < Cards.KINDS; kind++) {
                    free[kind] = free(hand, kind);
                }
            }
            // The offered card is one of the eating group's cards; the other two come from the hand.
            free[eat.first()]--;
            free[eat.second()]--;
            Meld[] chosen = new Meld[free[card] + 1];
            chosen[0] = melds[i];
            found |= addBi(free, card, shapes, melds, 0, chosen, 1, options);
            free[eat.first()]++;
            free[eat.second()]++;
            if (found && options == null) {
                return true;
            }
        }
        return found;
    }

    /** Held copies of a card that may go into a group: none of a kan's (000:26). */
    private static int free(int[] hand, int card) {
        return hand[card] < 3 ? hand[card] : 0;
    }

    /**
     * Adds each way to lay the held copies of the card in 比 groups after the {@code chosen} ones (a stack) to the
     * options, or, when they are null, stops at the first; returns whether there is one.
     */
    private static boolean addBi(int[] free, int card, List<GroupShapes.WithCard> shapes, Meld[] melds, int from,
                                 Meld[] chosen, int depth, List<Action> options) {
        if (free[card] == 0) {
            if (options != null) {
                options.add(new Action(ActionType.CHI, card, depth == 1 ? List.of(chosen[0])
                        : depth == 2 ? List.of(chosen[0], chosen[1]) : List.of(Arrays.copyOf(chosen, depth))));
            }
            return true;
        }
        boolean found = false;
        for (int i = from; i < shapes.size() && !(found && options == null); i++) {
            // a 比 group takes a held copy of the card and its two other cards
            GroupShapes.WithCard bi = shapes.get(i);
            free[card]--;
            free[bi.first()]--;
            free[bi.second()]--;
            if (free[card] >= 0 && free[bi.first()] >= 0 && free[bi.second()] >= 0) {
                chosen[depth] = melds[i];
                found |= addBi(free, card, shapes, melds, i, chosen, depth + 1, options);
            }
            free[card]++;
            free[bi.first()]++;
            free[bi.second()]++;
        }
        return found;
    }
}
