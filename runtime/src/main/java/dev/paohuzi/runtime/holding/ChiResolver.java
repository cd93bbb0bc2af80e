package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;

/**
 * Reads the three cards of a written chi as a group. A joker in it stands for whichever card gives the group the
 * most huxi (ties: the first reading in card order), so {@code chi:s1,W,s3} is 一二三 and {@code chi:s2,s7,W} is 二七十.
 */
final class ChiResolver {
    private ChiResolver() {}

    /** The meld, or null when no reading of the jokers makes a group. */
    static Meld resolve(int[] written, RuleSet rules) {
        int jokerMask = 0;
        for (int i = 0; i < 3; i++) {
            jokerMask |= written[i] == Cards.JOKER ? 1 << i : 0;
        }
        Meld best = null;
        int bestHuxi = -1;
        // At most 20^3 readings: a chi has three cards, and only jokers are read as something else.
        int readings = 1;
        for (int i = 0; i < Integer.bitCount(jokerMask); i++) {
            readings *= Cards.KINDS;
        }
        for (int reading = 0; reading < readings; reading++) {
            int[] cards = written.clone();
            int rest = reading;
            for (int i = 0; i < 3; i++) {
                if ((jokerMask >> i & 1) != 0) {
                    cards[i] = rest % Cards.KINDS;
                    rest /= Cards.KINDS;
                }
            }
            GroupKind kind = ChiShape.kindOf(cards[0], cards[1], cards[2], rules.structure());
            if (kind != null) {
                Meld meld = sorted(kind, cards, jokerMask);
                int huxi = meld.huxi(rules.huxi());
                if (huxi > bestHuxi) {
                    best = meld;
                    bestHuxi = huxi;
                }
            }
        }
        return best;
    }

    /** Sorts the cards, a real card before a joker standing for the same card. */
    private static Meld sorted(GroupKind kind, int[] cards, int jokerMask) {
        long[] keyed = new long[3];
        for (int i = 0; i < 3; i++) {
            keyed[i] = (long) cards[i] * 2 + (jokerMask >> i & 1);
        }
        java.util.Arrays.sort(keyed);
        int[] sortedCards = new int[3];
        int sortedMask = 0;
        for (int i = 0; i < 3; i++) {
            sortedCards[i] = (int) (keyed[i] / 2);
            sortedMask |= (int) (keyed[i] % 2) << i;
        }
        return Meld.chi(kind, sortedCards, sortedMask);
    }
}
