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
    private ChiShape() {}

    /** The kind of group the three (non-joker) cards form under the structure's {@link GroupShapes}, or null. */
    public static GroupKind kindOf(int a, int b, int c, Structure structure) {
        return GroupShapes.of(structure).kindOf(a, b, c);
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
}
