package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.HuxiTable;
import java.util.Arrays;
import java.util.StringJoiner;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.ImmutableIntList;

/**
 * A group on the table (进牌区): a pong, wei, stale wei, pao or ti of one card, or a chi'd sentence, 二七十 or
 * mixed group.
 *
 * A joker never leaves the hand (000:133 只能放在手中), so a meld holds none.
 *
 * @param kind  the group kind
 * @param cards the cards the group is made of, sorted
 */
public record Meld(GroupKind kind, ImmutableIntList cards) {

    /** A pong, wei, stale wei, pao or ti of one card. */
    public static Meld of(GroupKind kind, int card) {
        if (!isOfOneCard(kind) || card < 0 || card >= Cards.KINDS) {
            throw new IllegalArgumentException(kind + " of " + card + " is not a meld of one card");
        }
        int[] cards = new int[kind.size()];
        Arrays.fill(cards, card);
        return new Meld(kind, IntLists.immutable.of(cards));
    }

    /** A chi'd group of the kind {@link ChiShape} gives its cards. */
    public static Meld chi(GroupKind kind, int[] sortedCards) {
        return new Meld(kind, IntLists.immutable.of(sortedCards.clone()));
    }

    public int keyCard() {
        return ChiShape.keyCard(kind, cards);
    }

    public int huxi(HuxiTable table) {
        return table.of(kind, keyCard());
    }

    public boolean isPaoOrTi() {
        return kind == GroupKind.PAO || kind == GroupKind.TI;
    }

    /** Copies of a card in this meld. */
    public int copiesOf(int card) {
        return cards.count(held -> held == card);
    }

    /** The text form the holding parser reads: {@code pong:b3}, {@code chi:s1,s2,s3}. */
    public String text() {
        if (isOfOneCard(kind)) {
            return kind.word() + ":" + Cards.name(cards.get(0));
        }
        StringJoiner joiner = new StringJoiner(",", "chi:", "");
        cards.forEach(card -> joiner.add(Cards.name(card)));
        return joiner.toString();
    }

    /** The kinds made of one card repeated, written {@code kind:card}. */
    static boolean isOfOneCard(GroupKind kind) {
        switch (kind) {
            case PONG: case WEI: case STALE_WEI: case PAO: case TI:
                return true;
            default:
                return false;
        }
    }
}
