package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.rules.Structure;

/**
 * Which concealed cards (kans aside) some group could take at all, in a few word operations on the packed
 * counts (see {@link PackedHand}). A card no group can take makes the holding incomplete at once — most random
 * deals are settled so — and a card only a mixed group can take forces that mixed group.
 */
final class LonelyCards {
    /** Cards a sentence may start at: points 1..8 of each size. */
    private static final long SENTENCE_STARTS = PackedHand.fields(0, 8) | PackedHand.fields(10, 18);
    private static final long SMALL_TWO_SEVEN_TEN = 1L << 3 | 1L << 18 | 1L << 27;
    private static final long BIG_TWO_SEVEN_TEN = SMALL_TWO_SEVEN_TEN << PackedHand.SIZE_SHIFT;

    private final boolean twoSevenTen;

    LonelyCards(Structure structure) {
        twoSevenTen = structure.twoSevenTen();
    }

    /**
     * The cards a group of one size could take: a sentence or 二七十 of cards present, or a pair when one is
     * allowed. Computed from all the cards, so a card outside it stays outside whatever else is chosen.
     *
     * @param left   {@link PackedHand#left} of the holding
     * @param paired {@link PackedHand#paired} of the holding
     */
    long sameSizeCover(long left, long paired, boolean pair) {
        long starts = left & left >>> 3 & left >>> 6 & SENTENCE_STARTS;
        long covered = starts | starts << 3 | starts << 6 | (pair ? paired : 0);
        if (twoSevenTen) {
            covered |= (left & SMALL_TWO_SEVEN_TEN) == SMALL_TWO_SEVEN_TEN ? SMALL_TWO_SEVEN_TEN : 0;
            covered |= (left & BIG_TWO_SEVEN_TEN) == BIG_TWO_SEVEN_TEN ? BIG_TWO_SEVEN_TEN : 0;
        }
        return covered;
    }

    /** Points (as small-card bits) where a mixed group fits: 2 + 1 or more of the point, kans aside. */
    static long mixedPoints(long left, long paired) {
        return (paired & left >>> PackedHand.SIZE_SHIFT | left & paired >>> PackedHand.SIZE_SHIFT) & PackedHand.SMALL;
    }

    /**
     * The mixed points (as small-card bits) where a card that only a mixed group can take forces 2 small + 1 big:
     * the small card is alone and two small are held, or the big card is alone and only the small are paired.
     */
    static long forcedTwoSmall(long mixedPoints, long sameSizeCover, long paired) {
        long smallAlone = mixedPoints & ~sameSizeCover;
        long bigAlone = mixedPoints & ~(sameSizeCover >>> PackedHand.SIZE_SHIFT);
        long bigPairs = paired >>> PackedHand.SIZE_SHIFT & PackedHand.SMALL;
        return paired & PackedHand.SMALL & (smallAlone | bigAlone & ~bigPairs);
    }

    /** As {@link #forcedTwoSmall}, for 1 small + 2 big. Both at one point: the holding is incomplete. */
    static long forcedTwoBig(long mixedPoints, long sameSizeCover, long paired) {
        long smallAlone = mixedPoints & ~sameSizeCover;
        long bigAlone = mixedPoints & ~(sameSizeCover >>> PackedHand.SIZE_SHIFT);
        long smallPairs = paired & PackedHand.SMALL;
        return paired >>> PackedHand.SIZE_SHIFT & PackedHand.SMALL & (bigAlone | smallAlone & ~smallPairs);
    }

    /** Whether some card is neither in {@code sameSizeCover} nor at one of the {@code mixedPoints}. */
    static boolean any(long left, long sameSizeCover, long mixedPoints) {
        return (left & ~(sameSizeCover | mixedPoints | mixedPoints << PackedHand.SIZE_SHIFT)) != 0;
    }
}
