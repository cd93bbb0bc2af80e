package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.card.Cards;

/**
 * The cards in play: 20 kinds x copies, plus jokers (Yongzhou, 000:133), and which points are red (000:11).
 *
 * @param copies      copies of each of the 20 kinds (4)
 * @param jokers      number of jokers 王 (0, or 2 in Yongzhou)
 * @param redPoints   bit p set when point p (1..10) is red
 */
public record Deck(int copies, int jokers, int redPoints) {
    public Deck {
        if (copies < 1 || copies > 4) {
            throw new IllegalArgumentException("copies must be 1..4");
        }
        if (jokers < 0 || jokers > 4) {
            throw new IllegalArgumentException("jokers must be 0..4");
        }
    }

    public int size() {
        return Cards.KINDS * copies + jokers;
    }

    public boolean isRed(int card) {
        return card != Cards.JOKER && (redPoints >> Cards.point(card) & 1) != 0;
    }
}
