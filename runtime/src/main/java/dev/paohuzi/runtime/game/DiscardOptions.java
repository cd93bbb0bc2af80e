package dev.paohuzi.runtime.game;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A seat's options at its discard, immutable: the win a drawn joker or 偎胡 gives first where it has one, then a
 * discard of each card it may discard, in card order. Held as the cards packed in two words, so the list costs one
 * small object at every discard turn and reads any option at once; each option is the one plain action of its card
 * ({@link Action#of}).
 */
final class DiscardOptions extends AbstractList<Action> implements RandomAccess {
    /** The cards a word of {@link #firstCards} and {@link #lastCards} holds, 5 bits each. */
    private static final int PER_WORD = 12;
    private static final int CARD_BITS = 5;

    /** The cards the seat may discard in card order, 5 bits each: a bot reads every option, each in constant time. */
    private final long firstCards;
    private final long lastCards;
    /** The card of the win offered first, or -1. */
    private final int winCard;
    private final int size;

    /**
     * @param cards   bit per card the seat may discard
     * @param winCard the card of the win offered first (a drawn joker, a wei'd card), -1 for none
     */
    DiscardOptions(int cards, int winCard) {
        long first = 0;
        long last = 0;
        int n = 0;
        for (int rest = cards; rest != 0; rest &= rest - 1, n++) {
            long card = Integer.numberOfTrailingZeros(rest);
            first |= n < PER_WORD ? card << CARD_BITS * n : 0;
            last |= n < PER_WORD ? 0 : card << CARD_BITS * (n - PER_WORD);
        }
        this.firstCards = first;
        this.lastCards = last;
        this.winCard = winCard;
        this.size = n + (winCard >= 0 ? 1 : 0);
    }

    @Override
    public Action get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        if (winCard >= 0) {
            if (index == 0) {
                return Action.of(ActionType.HU, winCard);
            }
            index--;
        }
        long word = index < PER_WORD ? firstCards : lastCards;
        return Action.of(ActionType.DISCARD, (int) (word >>> CARD_BITS * (index % PER_WORD)) & (1 << CARD_BITS) - 1);
    }

    @Override
    public int size() {
        return size;
    }
}
