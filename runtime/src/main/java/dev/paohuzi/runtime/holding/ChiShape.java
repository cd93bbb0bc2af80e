package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Structure;
import org.eclipse.collections.api.list.primitive.IntList;

/**
 * Which three-card group, if any, three cards form under a variant's structure: a sentence, a 二七十 or a
 * mixed group (000:39-42). These are the groups a chi lays on the table and the concealed groups besides kan
 * and pair.
 */
public final class ChiShape {
    private static final int TWO_SEVEN_TEN_POINTS = 1 << 2 | 1 << 7 | 1 << 10;

    private ChiShape() {}

    /** The kind of group the three (non-joker) cards form, or null if they form none. */
    public static GroupKind kindOf(int a, int b, int c, Structure structure) {
        int low = Math.min(a, Math.min(b, c));
        int high = Math.max(a, Math.max(b, c));
        int mid = a + b + c - low - high;
        boolean sameSize = Cards.size(low) == Cards.size(high);
        if (sameSize && mid == low + 1 && high == mid + 1) {
            return GroupKind.SENTENCE;
        }
        if (pointSet(low, mid, high) == TWO_SEVEN_TEN_POINTS
                && (sameSize ? structure.twoSevenTen() : structure.twoSevenTenMixedSizes())) {
            return GroupKind.TWO_SEVEN_TEN;
        }
        if (structure.mixed() && Cards.point(low) == Cards.point(high) && Cards.point(mid) == Cards.point(low)
                && !sameSize) {
            return GroupKind.MIXED;
        }
        return null;
    }

    /**
     * The key card a huxi table is indexed by (see HuxiTable) of a group whose cards are sorted: a sentence's
     * lowest card, a 二七十's 二, a mixed group's doubled card (the middle one), otherwise the card it is made of.
     */
    public static int keyCard(GroupKind kind, IntList sortedCards) {
        switch (kind) {
            case TWO_SEVEN_TEN:
                return sortedCards.detectIfNone(card -> Cards.point(card) == 2, -1);
            case MIXED:
                return sortedCards.get(1);
            default:
                return sortedCards.get(0);
        }
    }

    private static int pointSet(int... cards) {
        int set = 0;
        for (int card : cards) {
            set |= 1 << Cards.point(card);
        }
        return set;
    }
}
