package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.ChiShape;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.HuxiTable;
import java.util.StringJoiner;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.ImmutableIntList;

/**
 * One group (门子) of a decomposition, concealed in hand or on the table.
 *
 * @param kind      the group kind (a concealed triple is a KAN)
 * @param cards     what the cards count as, sorted; a joker appears as the card it stands for
 * @param jokerMask bit i set when {@code cards[i]} is really a joker
 * @param huxi      its huxi under the variant's table
 * @param concealed true in hand, false on the table
 */
public record Group(GroupKind kind, ImmutableIntList cards, int jokerMask, int huxi, boolean concealed)
        implements Comparable<Group> {

    /** A concealed group with no jokers marked yet (see {@link Decomposition#of}). */
    static Group concealed(GroupKind kind, int[] sortedCards, HuxiTable table) {
        ImmutableIntList cards = IntLists.immutable.of(sortedCards);
        return new Group(kind, cards, 0, table.of(kind, ChiShape.keyCard(kind, cards)), true);
    }

    static Group onTable(Meld meld, HuxiTable table) {
        return new Group(meld.kind(), meld.cards(), 0, meld.huxi(table), false);
    }

    Group withJokerMask(int mask) {
        return new Group(kind, cards, mask, huxi, concealed);
    }

    /** The cards as held: the joker (20) where one stands in, e.g. s1 W s3 for 一二三 made with a joker. */
    public ImmutableIntList heldCards() {
        int[] held = cards.toArray();
        for (int i = 0; i < held.length; i++) {
            held[i] = (jokerMask >> i & 1) != 0 ? Cards.JOKER : held[i];
        }
        return IntLists.immutable.of(held);
    }

    /** The held cards as text: {@code s1 W s3}. */
    public String text() {
        StringJoiner joiner = new StringJoiner(" ");
        heldCards().forEach(card -> joiner.add(Cards.name(card)));
        return joiner.toString();
    }

    /** Table groups first, then by kind, then by cards. */
    @Override
    public int compareTo(Group other) {
        if (concealed != other.concealed) {
            return concealed ? 1 : -1;
        }
        if (kind != other.kind) {
            return kind.compareTo(other.kind);
        }
        for (int i = 0; i < Math.min(cards.size(), other.cards.size()); i++) {
            if (cards.get(i) != other.cards.get(i)) {
                return Integer.compare(cards.get(i), other.cards.get(i));
            }
        }
        return Integer.compare(jokerMask, other.jokerMask);
    }

    @Override
    public String toString() {
        return kind.word() + (concealed ? "" : "(table)") + "[" + text() + "]=" + huxi;
    }
}
