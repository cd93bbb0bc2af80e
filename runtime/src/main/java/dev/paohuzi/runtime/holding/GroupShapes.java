package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one table of three-card group shapes a variant's {@link Structure} allows (issue 9, item 6): the sentence of
 * one size (000:39), 二七十 of one size (000:41) or of any sizes (004:14), 一五十 of one size (no seed; 衡阳六胡抢,
 * isoundy000/HuyooPaoHuZi src/game/hyphz/GameLogic.lua:284-300), the mixed group 绞 (000:42). Every user
 * reads its shapes here: the chi options and their 比, the card beside a held pair or kan, the dealt 天胡's groups,
 * the joker readings and the cross-size search of the analyzer, and the kind of three cards ({@link #kindOf}, which
 * the holding parser, the reference analyzer and the engine's melds ask). Pairs and kans are copies of one card under
 * every structure and are not shapes here. Built once per structure (there are sixteen), immutable, shared.
 */
public final class GroupShapes {
    private static final int[] TWO_SEVEN_TEN_POINTS = {2, 7, 10};
    private static final int[] ONE_FIVE_TEN_POINTS = {1, 5, 10};
    private static final GroupShapes[] TABLES = new GroupShapes[16];

    /**
     * The points (1 to 10) of a 二七十 or a 一五十, lowest first, the lowest being its key (the huxi table's); the one
     * list of them, which the analyzer's tables of one size read too.
     */
    public static int[] points(GroupKind kind) {
        return switch (kind) {
            case TWO_SEVEN_TEN -> TWO_SEVEN_TEN_POINTS.clone();
            case ONE_FIVE_TEN -> ONE_FIVE_TEN_POINTS.clone();
            default -> throw new IllegalArgumentException(kind + " is not a group of fixed points");
        };
    }

    static {
        for (int index = 0; index < TABLES.length; index++) {
            TABLES[index] = new GroupShapes(index);
        }
    }

    /**
     * A three-card group: its kind and its cards, sorted.
     *
     * @param low  the lowest card (small cards come before big ones)
     * @param mid  the middle card
     * @param high the highest card
     */
    public record Shape(GroupKind kind, int low, int mid, int high) {
        /** The huxi table's key card ({@link GroupKind#key}). */
        public int key() {
            return kind.key(low, mid, high);
        }

        public int[] cards() {
            return new int[] {low, mid, high};
        }

        /** The shape's cards as packed counts ({@link Counts}). */
        public long counts() {
            return Counts.add(Counts.add(Counts.add(Counts.EMPTY, low, 1), mid, 1), high, 1);
        }

        private static Shape of(GroupKind kind, int a, int b, int c) {
            int low = Math.min(a, Math.min(b, c));
            int high = Math.max(a, Math.max(b, c));
            return new Shape(kind, low, a + b + c - low - high, high);
        }
    }

    /**
     * A shape seen from one of its cards: the shape and its two other cards ({@code first <= second}), all that a
     * group taking that card needs besides it.
     */
    public record WithCard(Shape shape, int first, int second) {
        /** Whether the counts hold the two other cards. */
        public boolean othersIn(int[] counts) {
            return first == second ? counts[first] >= 2 : counts[first] > 0 && counts[second] > 0;
        }
    }

    private final int index;
    private final List<Shape> all;
    private final List<List<WithCard>> withCard;
    /** Per card, the other cards some shape puts beside it (bit per card). */
    private final int[] partners = new int[Cards.KINDS];
    /** Kind by the sorted cards, {@code (low * KINDS + mid) * KINDS + high}; null where they form no group. */
    private final GroupKind[] kinds = new GroupKind[Cards.KINDS * Cards.KINDS * Cards.KINDS];

    private GroupShapes(int index) {
        this.index = index;
        boolean twoSevenTen = (index & 1) != 0;
        boolean anySize = twoSevenTen && (index & 2) != 0;
        boolean mixed = (index & 4) != 0;
        boolean oneFiveTen = (index & 8) != 0;
        List<List<WithCard>> byCard = new ArrayList<>(Cards.KINDS);
        Set<Shape> every = new LinkedHashSet<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            List<WithCard> shapes = new ArrayList<>(8);
            for (Shape shape : shapesWith(card, twoSevenTen, anySize, oneFiveTen, mixed)) {
                WithCard seen = seenFrom(shape, card);
                shapes.add(seen);
                partners[card] |= (1 << seen.first() | 1 << seen.second()) & ~(1 << card);
                every.add(shape);
                kinds[(shape.low() * Cards.KINDS + shape.mid()) * Cards.KINDS + shape.high()] = shape.kind();
            }
            byCard.add(List.copyOf(shapes));
        }
        this.withCard = List.copyOf(byCard);
        this.all = List.copyOf(every);
    }

    /** The table of a structure's shapes. */
    public static GroupShapes of(Structure structure) {
        return TABLES[(structure.twoSevenTen() ? 1 : 0) | (structure.twoSevenTenMixedSizes() ? 2 : 0)
                | (structure.mixed() ? 4 : 0) | (structure.oneFiveTen() ? 8 : 0)];
    }

    /** The table at this place among the sixteen ({@link #index()}). */
    public static GroupShapes ofIndex(int index) {
        return TABLES[index];
    }

    /** How many tables there are: one per combination of the structure's four shape flags. */
    public static int tables() {
        return TABLES.length;
    }

    /** This table's place among the sixteen (0..15), for users that keep their own arrays per table. */
    public int index() {
        return index;
    }

    /** Every shape, each once. */
    public List<Shape> all() {
        return all;
    }

    /**
     * The shapes a card is in, with their two other cards, in the order chi options are listed: sentences from the
     * lowest, then 二七十 by the sizes of their 二, 七 and 十 (small first), then 一五十, then the mixed group doubling the
     * card, then the one doubling the other size.
     */
    public List<WithCard> withCard(int card) {
        return withCard.get(card);
    }

    /**
     * The other cards that share some shape with the card (bit per card): a card with none of them beside it in a
     * hand can end only in a pair or a kan of its own copies.
     */
    public int partners(int card) {
        return partners[card];
    }

    /** The kind of group three cards form, or null (a joker forms none: it stands for cards only in a win, 000:133). */
    public GroupKind kindOf(int a, int b, int c) {
        int low = Math.min(a, Math.min(b, c));
        int high = Math.max(a, Math.max(b, c));
        if (low < 0 || high >= Cards.KINDS) {
            return null;
        }
        return kinds[(low * Cards.KINDS + a + b + c - low - high) * Cards.KINDS + high];
    }

    private static WithCard seenFrom(Shape shape, int card) {
        int[] cards = shape.cards();
        int[] others = new int[2];
        int n = 0;
        boolean skipped = false;
        for (int c : cards) {
            if (!skipped && c == card) {
                skipped = true;
            } else {
                others[n++] = c;
            }
        }
        return new WithCard(shape, others[0], others[1]);
    }

    private static List<Shape> shapesWith(int card, boolean twoSevenTen, boolean anySize, boolean oneFiveTen,
                                          boolean mixed) {
        List<Shape> shapes = new ArrayList<>(8);
        int point = Cards.point(card);
        for (int low = Math.max(1, point - 2); low <= Math.min(point, 8); low++) {
            int first = card - (point - low);
            shapes.add(Shape.of(GroupKind.SENTENCE, first, first + 1, first + 2));
        }
        if (twoSevenTen && (point == 2 || point == 7 || point == 10)) {
            // each of the other two points in either size when sizes may mix (004:14), else in the card's size
            for (int sizes = 0; sizes < 8; sizes++) {
                int[] cards = new int[3];
                boolean oneSize = sizes == 0 || sizes == 7;
                boolean holdsCard = false;
                for (int i = 0; i < 3; i++) {
                    cards[i] = Cards.of((sizes >> (2 - i) & 1) == 0 ? Size.SMALL : Size.BIG, TWO_SEVEN_TEN_POINTS[i]);
                    holdsCard |= cards[i] == card;
                }
                if (holdsCard && (oneSize || anySize)) {
                    shapes.add(Shape.of(GroupKind.TWO_SEVEN_TEN, cards[0], cards[1], cards[2]));
                }
            }
        }
        if (oneFiveTen && (point == 1 || point == 5 || point == 10)) {
            // of the card's size only: the source's 一五十 takes its three cards from one size (GameLogic.lua:284-300)
            int first = card - point;
            shapes.add(Shape.of(GroupKind.ONE_FIVE_TEN, first + ONE_FIVE_TEN_POINTS[0], first + ONE_FIVE_TEN_POINTS[1],
                    first + ONE_FIVE_TEN_POINTS[2]));
        }
        if (mixed) {
            int other = Cards.otherSize(card);
            shapes.add(Shape.of(GroupKind.MIXED, card, card, other));
            shapes.add(Shape.of(GroupKind.MIXED, card, other, other));
        }
        return shapes;
    }
}
