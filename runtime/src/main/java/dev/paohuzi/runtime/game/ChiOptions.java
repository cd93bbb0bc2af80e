package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.List;

/**
 * Every legal chi of an offered card with its 比 (000:49-53): the eating group takes the card with two cards from the
 * hand; then each copy of the card still held must go, in the same action, into a further group from the hand that
 * contains it (one group may take two copies, 000:53). A chi whose 比 cannot be completed is not offered. Kan cards
 * are never used (000:26: a kan is never split). The 比 groups are a multiset: their order is not a choice (000:52).
 */
final class ChiOptions {
    /**
     * The chi-able groups of each card, by the three structure flags that shape them: built once, since the claim
     * round asks for a card's options on nearly every offer.
     */
    private static final List<List<List<Shape>>> SHAPES = new ArrayList<>();

    static {
        for (int flags = 0; flags < 8; flags++) {
            List<List<Shape>> byCard = new ArrayList<>(Cards.KINDS);
            for (int card = 0; card < Cards.KINDS; card++) {
                List<Shape> shapes = new ArrayList<>();
                for (Meld group : shapesWith(card, (flags & 1) != 0, (flags & 2) != 0, (flags & 4) != 0)) {
                    shapes.add(Shape.of(group, card));
                }
                byCard.add(List.copyOf(shapes));
            }
            SHAPES.add(byCard);
        }
    }

    /**
     * A chi-able group with a card, and the group's two other cards: most offers find no chi at all, and checking
     * those two counts turns a group down without moving cards.
     */
    private record Shape(Meld group, int first, int second) {
        static Shape of(Meld group, int card) {
            int[] others = new int[2];
            int n = 0;
            boolean skipped = false;
            for (int i = 0; i < group.size(); i++) {
                if (!skipped && group.card(i) == card) {
                    skipped = true;
                } else {
                    others[n++] = group.card(i);
                }
            }
            return new Shape(group, others[0], others[1]);
        }

        /** Whether the free counts hold the two other cards (all a group eating the card needs from the hand). */
        boolean othersIn(int[] free) {
            return first == second ? free[first] >= 2 : free[first] > 0 && free[second] > 0;
        }
    }

    private ChiOptions() {}

    static List<Action> of(int[] hand, int card, Structure structure) {
        List<Action> options = new ArrayList<>();
        if (card >= Cards.KINDS || hand[card] >= 3) {
            return options;
        }
        int[] free = new int[Cards.KINDS];
        for (int kind = 0; kind < Cards.KINDS; kind++) {
            free[kind] = hand[kind] < 3 ? hand[kind] : 0;
        }
        int flags = (structure.twoSevenTen() ? 1 : 0) | (structure.twoSevenTenMixedSizes() ? 2 : 0)
                | (structure.mixed() ? 4 : 0);
        List<Shape> shapes = SHAPES.get(flags).get(card);
        for (Shape shape : shapes) {
            // The offered card is one of the eating group's cards; the other two come from the hand.
            Meld eat = shape.group();
            if (shape.othersIn(free)) {
                move(free, eat, card, -1);
                List<Meld> chosen = new ArrayList<>();
                chosen.add(eat);
                addBi(free, card, shapes, 0, chosen, options);
                move(free, eat, card, +1);
            }
        }
        return options;
    }

    private static void addBi(int[] free, int card, List<Shape> shapes, int from, List<Meld> chosen,
                              List<Action> options) {
        if (free[card] == 0) {
            options.add(new Action(ActionType.CHI, card, chosen));
            return;
        }
        for (int i = from; i < shapes.size(); i++) {
            Meld bi = shapes.get(i).group();
            // a 比 group takes a held copy of the card too: the two others are necessary, the move checks the rest
            if (shapes.get(i).othersIn(free) && takeAll(free, bi)) {
                chosen.add(bi);
                addBi(free, card, shapes, i, chosen, options);
                chosen.remove(chosen.size() - 1);
                move(free, bi, -1, +1);
            }
        }
    }

    /** Takes a group's cards out of the free counts; returns false, changing nothing, when the hand lacks one. */
    private static boolean takeAll(int[] free, Meld group) {
        move(free, group, -1, -1);
        // Counts never go below zero between calls, so a negative count is a card this group lacked.
        for (int i = 0; i < group.size(); i++) {
            if (free[group.card(i)] < 0) {
                move(free, group, -1, +1);
                return false;
            }
        }
        return true;
    }

    /** Moves a group's cards out of (delta -1) or back into (+1) the free counts, except one copy of {@code offered}. */
    private static void move(int[] free, Meld group, int offered, int delta) {
        boolean skipped = offered < 0;
        for (int i = 0; i < group.size(); i++) {
            int c = group.card(i);
            if (!skipped && c == offered) {
                skipped = true;
            } else {
                free[c] += delta;
            }
        }
    }

    /** The chi-able groups containing the card, in a fixed order (sentences low to high, 二七十s, mixed). */
    private static List<Meld> shapesWith(int card, boolean twoSevenTen, boolean twoSevenTenMixedSizes, boolean mixed) {
        List<Meld> shapes = new ArrayList<>(6);
        int point = Cards.point(card);
        for (int low = point - 2; low <= point; low++) {
            if (low >= 1 && low + 2 <= 10) {
                int first = card - (point - low);
                shapes.add(Meld.of(GroupKind.SENTENCE, first, first + 1, first + 2));
            }
        }
        if (twoSevenTen && (point == 2 || point == 7 || point == 10)) {
            // The other two points of 二七十, each in either size when sizes may mix (004:14), else in the card's.
            int[] others = point == 2 ? new int[] {7, 10} : point == 7 ? new int[] {2, 10} : new int[] {2, 7};
            for (Size first : Size.values()) {
                for (Size second : Size.values()) {
                    boolean sameSize = first == Cards.size(card) && second == Cards.size(card);
                    if (sameSize || twoSevenTenMixedSizes) {
                        shapes.add(Meld.of(GroupKind.TWO_SEVEN_TEN, card, Cards.of(first, others[0]),
                                Cards.of(second, others[1])));
                    }
                }
            }
        }
        if (mixed) {
            int other = Cards.otherSize(card);
            shapes.add(Meld.of(GroupKind.MIXED, card, card, other));
            shapes.add(Meld.of(GroupKind.MIXED, card, other, other));
        }
        return shapes;
    }
}
