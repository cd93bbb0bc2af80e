package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.Structure;

/**
 * A quick reject for jokerless holdings, done on the packed counts with a few word operations: is some concealed
 * card (kans aside) in no group that could exist at all — no sentence or 二七十 of cards present, no mixed group
 * or pair at its point? Most random deals have such a card, so they are settled before any search.
 *
 * <p>Works in the packed layout (3 bits a card): a bit at 3k stands for card k. A count of 3 is a kan, so a card
 * is "left" when its count is 1 or 2 (bit 0 xor bit 1) and "paired" when it is 2.
 */
final class LonelyCards {
    private static final long FIELDS = fields(0, Cards.KINDS);
    private static final long SMALL = fields(0, 10);
    /** Cards a sentence may start at: points 1..8 of each size. */
    private static final long SENTENCE_STARTS = fields(0, 8) | fields(10, 18);
    private static final long SMALL_TWO_SEVEN_TEN = 1L << 3 | 1L << 18 | 1L << 27;
    private static final int SIZE_SHIFT = 30;

    private final boolean mixed;
    private final boolean twoSevenTen;

    LonelyCards(Structure structure) {
        mixed = structure.mixed();
        twoSevenTen = structure.twoSevenTen();
    }

    private static long fields(int fromCard, int toCard) {
        long bits = 0;
        for (int card = fromCard; card < toCard; card++) {
            bits |= 1L << (3 * card);
        }
        return bits;
    }

    /** Whether some card of the packed counts can be in no group; {@code pair}: a pair may be a group. */
    boolean any(long packed, boolean pair) {
        long left = (packed ^ packed >>> 1) & FIELDS;
        long paired = packed >>> 1 & ~packed & FIELDS;
        long starts = left & left >>> 3 & left >>> 6 & SENTENCE_STARTS;
        long covered = starts | starts << 3 | starts << 6 | (pair ? paired : 0);
        if (mixed) {
            long mixedPoints = (paired & left >>> SIZE_SHIFT | left & paired >>> SIZE_SHIFT) & SMALL;
            covered |= mixedPoints | mixedPoints << SIZE_SHIFT;
        }
        if (twoSevenTen) {
            covered |= (left & SMALL_TWO_SEVEN_TEN) == SMALL_TWO_SEVEN_TEN ? SMALL_TWO_SEVEN_TEN : 0;
            long big = SMALL_TWO_SEVEN_TEN << SIZE_SHIFT;
            covered |= (left & big) == big ? big : 0;
        }
        return (left & ~covered) != 0;
    }
}
