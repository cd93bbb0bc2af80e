package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A seat's options at its discard, immutable: the win a drawn joker gives first where it has one, then a discard of
 * each card it may discard, in card order. Held as the cards' bits, so the list costs one small object at every
 * discard turn; each option is the one plain action of its card ({@link Action#of}).
 */
final class DiscardOptions extends AbstractList<Action> implements RandomAccess {
    /** Bit per card the seat may discard. */
    private final int cards;
    private final boolean jokerWin;
    private final int size;

    DiscardOptions(int cards, boolean jokerWin) {
        this.cards = cards;
        this.jokerWin = jokerWin;
        this.size = Integer.bitCount(cards) + (jokerWin ? 1 : 0);
    }

    @Override
    public Action get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        if (jokerWin) {
            if (index == 0) {
                return Action.of(ActionType.HU, Cards.JOKER);
            }
            index--;
        }
        int rest = cards;
        for (int i = 0; i < index; i++) {
            rest &= rest - 1;
        }
        return Action.of(ActionType.DISCARD, Integer.numberOfTrailingZeros(rest));
    }

    @Override
    public int size() {
        return size;
    }
}
