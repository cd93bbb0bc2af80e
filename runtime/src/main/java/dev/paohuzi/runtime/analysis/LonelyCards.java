package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.GroupShapes;

import java.util.ArrayList;
import java.util.List;

/**
 * Which concealed cards (kans aside) some group could take at all, in a few word operations on the packed
 * counts (see {@link PackedHand}). A card no group can take makes the holding incomplete at once — most random
 * deals are settled so — and a card only a mixed group can take forces that mixed group. The sentences, 二七十 and
 * 一五十 are the variant's {@link GroupShapes}, read once into masks.
 */
final class LonelyCards {
    /** Bit 3k for each card k a sentence starts at (its cards are k, k + 1, k + 2). */
    private final long sentenceStarts;
    /** The cards of the small and of the big 二七十 (bit 3k per card), 0 when the table has none. */
    private final long smallTwoSevenTen;
    private final long bigTwoSevenTen;
    /** The cards of each 二七十 of mixed sizes the table has (004:14). */
    private final long[] mixedSizeTwoSevenTens;
    /** The cards of the small and of the big 一五十, 0 when the table has none. */
    private final long smallOneFiveTen;
    private final long bigOneFiveTen;

    LonelyCards(GroupShapes shapes) {
        long starts = 0;
        long small = 0;
        long big = 0;
        long smallOneFive = 0;
        long bigOneFive = 0;
        List<Long> mixedSizes = new ArrayList<>();
        for (GroupShapes.Shape shape : shapes.all()) {
            long cards = 1L << 3 * shape.low() | 1L << 3 * shape.mid() | 1L << 3 * shape.high();
            if (shape.kind() == GroupKind.SENTENCE) {
                starts |= 1L << 3 * shape.low();
            } else if (shape.kind() == GroupKind.TWO_SEVEN_TEN) {
                if (Cards.size(shape.low()) != Cards.size(shape.high())) {
                    mixedSizes.add(cards);
                } else if (Cards.isBig(shape.low())) {
                    big = cards;
                } else {
                    small = cards;
                }
            } else if (shape.kind() == GroupKind.ONE_FIVE_TEN) {
                if (Cards.isBig(shape.low())) {
                    bigOneFive = cards;
                } else {
                    smallOneFive = cards;
                }
            }
        }
        smallOneFiveTen = smallOneFive;
        bigOneFiveTen = bigOneFive;
        sentenceStarts = starts;
        smallTwoSevenTen = small;
        bigTwoSevenTen = big;
        mixedSizeTwoSevenTens = mixedSizes.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * The cards a group other than a mixed one could take: a sentence, 二七十 or 一五十 of cards present, or a pair when
     * one is allowed. Computed from all the cards, so a card outside it stays outside whatever else is chosen.
     *
     * @param left   {@link PackedHand#left} of the holding
     * @param paired {@link PackedHand#paired} of the holding
     */
    long sameSizeCover(long left, long paired, boolean pair) {
        long starts = left & left >>> 3 & left >>> 6 & sentenceStarts;
        long covered = starts | starts << 3 | starts << 6 | (pair ? paired : 0);
        covered |= (left & smallTwoSevenTen) == smallTwoSevenTen ? smallTwoSevenTen : 0;
        covered |= (left & bigTwoSevenTen) == bigTwoSevenTen ? bigTwoSevenTen : 0;
        covered |= (left & smallOneFiveTen) == smallOneFiveTen ? smallOneFiveTen : 0;
        covered |= (left & bigOneFiveTen) == bigOneFiveTen ? bigOneFiveTen : 0;
        for (long cards : mixedSizeTwoSevenTens) {
            covered |= (left & cards) == cards ? cards : 0;
        }
        return covered;
    }

    /** The cards no group of the holding's own cards could take, kans aside ({@code mixed}: 绞 exist). */
    long alone(long packed, boolean pair, boolean mixed) {
        long left = PackedHand.left(packed);
        long paired = PackedHand.paired(packed);
        long mixedPoints = mixed ? mixedPoints(left, paired) : 0;
        return left & ~(sameSizeCover(left, paired, pair) | mixedPoints | mixedPoints << PackedHand.SIZE_SHIFT);
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
