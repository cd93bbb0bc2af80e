package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.rules.Structure;

/**
 * A quick reject for jokerless holdings, in a few word operations (see {@link PackedHand}): is some concealed
 * card besides the kans in no group that could exist at all — no sentence or 二七十 of cards present, no mixed
 * group or pair at its point? Most random deals have such a card and are settled before any search.
 */
final class LonelyCards {
    /** Cards a sentence may start at: points 1..8 of each size. */
    private static final long SENTENCE_STARTS = PackedHand.fields(0, 8) | PackedHand.fields(10, 18);
    private static final long SMALL_TWO_SEVEN_TEN = 1L << 3 | 1L << 18 | 1L << 27;
    private static final long BIG_TWO_SEVEN_TEN = SMALL_TWO_SEVEN_TEN << PackedHand.SIZE_SHIFT;

    private final boolean mixed;
    private final boolean twoSevenTen;

    LonelyCards(Structure structure) {
        mixed = structure.mixed();
        twoSevenTen = structure.twoSevenTen();
    }

    /**
     * @param left   {@link PackedHand#left} of the holding
     * @param paired {@link PackedHand#paired} of the holding
     * @param pair   whether a pair may be a group
     */
    boolean any(long left, long paired, boolean pair) {
        long starts = left & left >>> 3 & left >>> 6 & SENTENCE_STARTS;
        long covered = starts | starts << 3 | starts << 6 | (pair ? paired : 0);
        if (mixed) {
            long points = mixedPoints(left, paired);
            covered |= points | points << PackedHand.SIZE_SHIFT;
        }
        if (twoSevenTen) {
            covered |= (left & SMALL_TWO_SEVEN_TEN) == SMALL_TWO_SEVEN_TEN ? SMALL_TWO_SEVEN_TEN : 0;
            covered |= (left & BIG_TWO_SEVEN_TEN) == BIG_TWO_SEVEN_TEN ? BIG_TWO_SEVEN_TEN : 0;
        }
        return (left & ~covered) != 0;
    }

    /** Points (as small-card bits) where a mixed group fits: 2 + 1 or more of the point, kans aside. */
    static long mixedPoints(long left, long paired) {
        return (paired & left >>> PackedHand.SIZE_SHIFT | left & paired >>> PackedHand.SIZE_SHIFT) & PackedHand.SMALL;
    }
}
