package dev.paohuzi.runtime.game;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * Cards as an immutable list over an int array that nobody writes again: what a trace event records the deck or a
 * deal as, without boxing each card into a list of its own (every hand records four such lists).
 */
public final class CardList extends AbstractList<Integer> implements RandomAccess {
    private final int[] cards;

    private CardList(int[] cards) {
        this.cards = cards;
    }

    /** The cards as a list; the caller hands the array over and never writes it again. */
    public static CardList of(int[] cards) {
        return new CardList(cards);
    }

    @Override
    public Integer get(int index) {
        return cards[index];
    }

    @Override
    public int size() {
        return cards.length;
    }
}
