package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.Deck;

/** The cards left after the deal (墩), drawn from the top; the deck's last cards may be set aside unplayed (抽牌). */
final class Wall {
    private final int[] cards;
    private int top;

    /** The deck's cards from {@code from} on, less the last {@code unplayed}, which nobody sees or draws. */
    Wall(DeckOrder deck, int from, int unplayed) {
        cards = new int[deck.size() - from - unplayed];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = deck.card(from + i);
        }
    }

    /** A wall of these cards, the first drawn first (a copy's or a sampled wall). */
    private Wall(int[] cards, int top) {
        this.cards = cards;
        this.top = top;
    }

    static Wall of(int[] cards) {
        return new Wall(cards.clone(), 0);
    }

    Wall copy() {
        return new Wall(cards.clone(), top);
    }

    /** The undrawn cards in the order they come (for tests that rearrange what nobody sees). */
    int[] undrawn() {
        return java.util.Arrays.copyOfRange(cards, top, cards.length);
    }

    /** Puts the undrawn cards in this order (tests). */
    void rearrange(int[] undrawn) {
        System.arraycopy(undrawn, 0, cards, top, undrawn.length);
    }

    /** The card the next draw takes. */
    int next() {
        return cards[top];
    }

    /** Takes the next card, which must be the one a draw event names. */
    void draw(int card) {
        if (cards[top] != card) {
            throw new IllegalStateException("the wall's next card is " + Cards.name(cards[top]) + ", not "
                    + Cards.name(card));
        }
        top++;
    }

    /** Whether the other wall holds the same cards still to draw, in the same order. */
    boolean sameUndrawn(Wall other) {
        return java.util.Arrays.equals(cards, top, cards.length, other.cards, other.top, other.cards.length);
    }

    /**
     * The card turned after a win for a 翻醒 (Play.Xing): the next card to draw, or the last card when the wall is
     * drawn out (海底); -1 for a wall of no cards. Nothing is drawn: the hand is over.
     */
    int turned() {
        return cards.length == 0 ? -1 : cards[Math.min(top, cards.length - 1)];
    }

    int left() {
        return cards.length - top;
    }

    boolean isEmpty() {
        return top == cards.length;
    }

    /**
     * Luzhou with a counting seat (002:13): the wall's last card is shown; a red one is moved to the top where the
     * variant says so. Reading: this repeats while the shown card is red, at most once per card. Returns the card
     * shown.
     */
    int showLastCard(Deck deck, boolean redMovesToTop) {
        int last = cards.length - 1;
        for (int moved = 0; redMovesToTop && moved < cards.length && deck.isRed(cards[last]); moved++) {
            int red = cards[last];
            System.arraycopy(cards, 0, cards, 1, last);
            cards[0] = red;
        }
        return cards[last];
    }
}
