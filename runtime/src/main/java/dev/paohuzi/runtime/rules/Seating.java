package dev.paohuzi.runtime.rules;

/**
 * Who sits at the table and how the cards are dealt (000:20-21, 000:158, 002:13, 001:27, 004:31-40).
 *
 * @param players      seats that play (2, 3 or 4)
 * @param dealerCards  cards dealt to the dealer, the reveal card included when it is dealt (21)
 * @param otherCards   cards dealt to every other playing seat (20)
 * @param wall         cards left on the wall after the deal (19; Yongzhou 21)
 * @param reveal       how the reveal card (亮张) works
 * @param countingSeat whether a fourth person sits out and counts the wall (数牌 / 坐底)
 * @param unplayed     cards set aside unseen below the wall and never drawn (抽牌, `unplayed cards:`)
 */
public record Seating(int players, int dealerCards, int otherCards, int wall, Reveal reveal,
                      CountingSeat countingSeat, int unplayed) {

    /** Cards dealt, the wall and the cards set aside; the compiler checks this equals the deck size. */
    public int cardsNeeded() {
        return dealerCards + otherCards * (players - 1) + wall + unplayed;
    }

    public enum Reveal {
        /** The dealer's last dealt card is shown to all (000:21). */
        DEALERS_LAST_CARD,
        /**
         * No reveal card; the wall's last card is shown (Luzhou with 4 at the table, 002:13): see
         * {@link Play.ShownLastCard}.
         */
        LAST_WALL_CARD_SHOWN
    }

    public enum CountingSeat {
        NONE,
        /** A fourth person opposite the dealer counts the wall and takes a share (002:13, 001:53-74). */
        OPPOSITE_DEALER
    }
}
