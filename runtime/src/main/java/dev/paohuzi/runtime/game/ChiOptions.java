package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.List;

/**
 * Every legal chi of an offered card with its 比 (000:49-53): the eating group takes the card with two cards from the
 * hand; then each copy of the card still held must go, in the same action, into a further group from the hand that
 * contains it (one group may take two copies, 000:53). A chi whose 比 cannot be completed is not offered. Kan cards
 * are never used (000:26: a kan is never split). The 比 groups are a multiset: their order is not a choice (000:52).
 * The groups a card can be in come from the variant's one table of shapes ({@link GroupShapes}), in its order.
 */
final class ChiOptions {
    /**
     * By table and card, the table's shapes with the card in its order: each as the engine's meld (made once, laid
     * as it is) and its two other cards.
     */
    private static final Meld[][][] MELDS = new Meld[GroupShapes.tables()][Cards.KINDS][];
    private static final int[][][] FIRST = new int[GroupShapes.tables()][Cards.KINDS][];
    private static final int[][][] SECOND = new int[GroupShapes.tables()][Cards.KINDS][];
    /**
     * By table and card, the chis of one group and of one group with one 比 group, by their shapes' indices (the
     * eating group's times the count, plus the 比 group's): made once, as most chis are one of these.
     */
    private static final Action[][][] SINGLE = new Action[GroupShapes.tables()][Cards.KINDS][];
    private static final Action[][][] WITH_ONE_BI = new Action[GroupShapes.tables()][Cards.KINDS][];

    static {
        for (int index = 0; index < GroupShapes.tables(); index++) {
            GroupShapes table = GroupShapes.ofIndex(index);
            for (int card = 0; card < Cards.KINDS; card++) {
                List<GroupShapes.WithCard> shapes = table.withCard(card);
                MELDS[index][card] = new Meld[shapes.size()];
                FIRST[index][card] = new int[shapes.size()];
                SECOND[index][card] = new int[shapes.size()];
                for (int i = 0; i < shapes.size(); i++) {
                    GroupShapes.Shape shape = shapes.get(i).shape();
                    MELDS[index][card][i] = Meld.of(shape.kind(), shape.low(), shape.mid(), shape.high());
                    FIRST[index][card][i] = shapes.get(i).first();
                    SECOND[index][card][i] = shapes.get(i).second();
                }
                cacheActions(index, card);
            }
        }
    }

    private static void cacheActions(int table, int card) {
        Meld[] melds = MELDS[table][card];
        int count = melds.length;
        SINGLE[table][card] = new Action[count];
        WITH_ONE_BI[table][card] = new Action[count * count];
        for (int i = 0; i < count; i++) {
            SINGLE[table][card][i] = new Action(ActionType.CHI, card, List.of(melds[i]));
            for (int j = 0; j < count; j++) {
                Action withBi = new Action(ActionType.CHI, card, List.of(melds[i], melds[j]));
                WITH_ONE_BI[table][card][i * count + j] = withBi;
            }
        }
    }

    private ChiOptions() {}

    static List<Action> of(int[] hand, int card, Structure structure) {
        List<Action> options = new ArrayList<>(6);
        addTo(options, hand, Counts.pack(hand), card, structure);
        return List.copyOf(options);
    }

    /**
     * Appends the chis of the card, in the table's order, to the options: a claim round lists a seat's in one list.
     *
     * @param packed the hand's cards but jokers as {@link Counts} (a seat keeps them packed)
     */
    static void addTo(List<Action> options, int[] hand, long packed, int card, Structure structure) {
        chis(hand, packed, card, structure, options);
    }

    /** Whether the card has a chi whose 比 can be completed: what {@link #addTo} would add, without listing it. */
    static boolean any(int[] hand, long packed, int card, Structure structure) {
        return chis(hand, packed, card, structure, null);
    }

    /** Finds the chis of the card; adds each to {@code options}, or, when that is null, stops at the first. */
    private static boolean chis(int[] hand, long packed, int card, Structure structure, List<Action> options) {
        if (card >= Cards.KINDS || hand[card] >= 3) {
            return false;
        }
        int table = GroupShapes.of(structure).index();
        int[] first = FIRST[table][card];
        int[] second = SECOND[table][card];
        long free = Counts.withoutKans(packed);
        boolean found = false;
        for (int i = 0; i < first.length && !(found && options == null); i++) {
            // most offers find no chi: the two other cards are checked on the hand first
            if (free(hand, first[i]) == 0 || free(hand, second[i]) < (first[i] == second[i] ? 2 : 1)) {
                continue;
            }
            // The offered card is one of the eating group's cards; the other two come from the hand.
            long rest = take(take(free, first[i]), second[i]);
            int[] chosen = options == null ? null : new int[Counts.of(rest, card) + 1];
            if (chosen != null) {
                chosen[0] = i;
            }
            found |= addBi(rest, card, table, 0, chosen, 1, options);
        }
        return found;
    }

    /** Held copies of a card that may go into a group: none of a kan's (000:26). */
    private static int free(int[] hand, int card) {
        return hand[card] < 3 ? hand[card] : 0;
    }

    private static long take(long free, int card) {
        return Counts.add(free, card, -1);
    }

    /**
     * Adds each way to lay the held copies of the card in 比 groups after the {@code chosen} ones (a stack of shape
     * indices) to the options, or, when they are null (and {@code chosen} too), stops at the first; returns whether
     * there is one.
     */
    private static boolean addBi(long free, int card, int table, int from, int[] chosen, int depth,
                                 List<Action> options) {
        if (Counts.of(free, card) == 0) {
            if (options != null) {
                options.add(chi(table, card, chosen, depth));
            }
            return true;
        }
        int[] first = FIRST[table][card];
        int[] second = SECOND[table][card];
        boolean found = false;
        for (int i = from; i < first.length && !(found && options == null); i++) {
            // a 比 group takes a held copy of the card and its two other cards
            long rest = take(free, card);
            if (Counts.of(rest, first[i]) == 0) {
                continue;
            }
            rest = take(rest, first[i]);
            if (Counts.of(rest, second[i]) == 0) {
                continue;
            }
            rest = take(rest, second[i]);
            if (chosen != null) {
                chosen[depth] = i;
            }
            found |= addBi(rest, card, table, i, chosen, depth + 1, options);
        }
        return found;
    }

    /** The chi of the chosen shapes: a made one for one or two groups. */
    private static Action chi(int table, int card, int[] chosen, int depth) {
        if (depth == 1) {
            return SINGLE[table][card][chosen[0]];
        }
        Meld[] melds = MELDS[table][card];
        if (depth == 2) {
            return WITH_ONE_BI[table][card][chosen[0] * melds.length + chosen[1]];
        }
        Meld[] groups = new Meld[depth];
        for (int i = 0; i < depth; i++) {
            groups[i] = melds[chosen[i]];
        }
        return new Action(ActionType.CHI, card, List.of(groups));
    }
}
