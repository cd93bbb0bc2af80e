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
 * @param kind      the group kind
 * @param cards     the cards the group is made of, sorted; a joker appears as the card it stands for
 * @param jokerMask bit i set when {@code cards[i]} is really a joker (王)
 */
public record Meld(GroupKind kind, ImmutableIntList cards, int jokerMask) {

    /** A pong, wei, stale wei, pao or ti of one card. */
    public static Meld of(GroupKind kind, int card) {
        if (!isOfOneCard(kind) || card < 0 || card >= Cards.KINDS) {
            throw new IllegalArgumentException(kind + " of " + card + " is not a meld of one card");
        }
        int[] cards = new int[kind.size()];
        Arrays.fill(cards, card);
        return new Meld(kind, IntLists.immutable.of(cards), 0);
    }

    /** A chi'd group, its cards already resolved (see {@link ChiShape}). */
    public static Meld chi(GroupKind kind, int[] sortedCards, int jokerMask) {
        return new Meld(kind, IntLists.immutable.of(sortedCards.clone()), jokerMask);
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

    public int jokers() {
        return Integer.bitCount(jokerMask);
    }

    /** Copies of a real (non-joker) card in this meld. */
    public int copiesOf(int card) {
        int copies = 0;
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i) == card && (jokerMask >> i & 1) == 0) {
                copies++;
            }
        }
        return copies;
    }

    /** The text form the holding parser reads: {@code pong:b3}, {@code chi:s1,W,s3}. */
    public String text() {
        if (isOfOneCard(kind)) {
            return kind.word() + ":" + Cards.name(cards.get(0));
        }
        StringJoiner joiner = new StringJoiner(",", "chi:", "");
        for (int i = 0; i < cards.size(); i++) {
            joiner.add((jokerMask >> i & 1) != 0 ? Cards.name(Cards.JOKER) : Cards.name(cards.get(i)));
        }
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
