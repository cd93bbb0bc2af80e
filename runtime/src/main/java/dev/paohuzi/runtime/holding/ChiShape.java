package dev.paohuzi.runtime.holding;

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

    /** The key card a huxi table is indexed by ({@link GroupKind#key}) of a group whose cards are sorted. */
    public static int keyCard(GroupKind kind, IntList sortedCards) {
        int size = sortedCards.size();
        return kind.key(sortedCards.get(0), sortedCards.get(size / 2), sortedCards.get(size - 1));
    }
}
