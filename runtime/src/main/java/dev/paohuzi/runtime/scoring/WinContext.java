package dev.paohuzi.runtime.scoring;

/**
 * How a hand was won, beside the winning holding itself: the facts a pattern or a payment may depend on that the
 * cards do not show. Built with {@link #builder()}; {@link ContextCheck} refuses the combinations that cannot happen.
 *
 * @param winCard      the card won on, or -1 when not given
 * @param selfDraw     the winner drew the winning card from the wall (自摸)
 * @param onDiscard    the winning card was another seat's discard (Luzhou only, 000:67)
 * @param lastCard     the winning card is the wall's last card (海底)
 * @param dealer       the winner is the dealer (庄)
 * @param tianhu       a heaven win (天胡)
 * @param dihu         an earth win (地胡)
 * @param noIntake     the winner took no card before winning (听胡, 000:148)
 * @param jokerWait    0, or 1 / 2 jokers as the wait of a self-drawn win (单王吊 / 双王吊, 000:133)
 * @param seats        seats that play (a counting seat not included); 0 means the variant's `players`
 * @param countingSeat a counting seat (数牌) sits at the table
 * @param deadHands    dead hands (荒庄) in a row just before this hand, since the last win (黄番 reads it)
 * @param xingCard     the 醒 card named after the win (Play.Xing), whose copies the winner holds are `xing`; -1: none
 */
public record WinContext(int winCard, boolean selfDraw, boolean onDiscard, boolean lastCard, boolean dealer,
                         boolean tianhu, boolean dihu, boolean noIntake, int jokerWait, int seats,
                         boolean countingSeat, int deadHands, int xingCard) {

    public static Builder builder() {
        return new Builder();
    }

    /** Collects the context words of one `score` line. */
    public static final class Builder {
        private int winCard = -1;
        private boolean selfDraw;
        private boolean onDiscard;
        private boolean lastCard;
        private boolean dealer;
        private boolean tianhu;
        private boolean dihu;
        private boolean noIntake;
        private int jokerWait;
        private int seats;
        private boolean countingSeat;
        private int deadHands;
        private int xingCard = -1;

        public Builder winCard(int card) {
            winCard = card;
            return this;
        }

        public Builder selfDraw() {
            selfDraw = true;
            return this;
        }

        public Builder onDiscard() {
            onDiscard = true;
            return this;
        }

        public Builder lastCard() {
            lastCard = true;
            return this;
        }

        public Builder dealer() {
            dealer = true;
            return this;
        }

        public Builder tianhu() {
            tianhu = true;
            return this;
        }

        public Builder dihu() {
            dihu = true;
            return this;
        }

        public Builder noIntake() {
            noIntake = true;
            return this;
        }

        public Builder jokerWait(int jokers) {
            jokerWait = jokers;
            return this;
        }

        public Builder seats(int count) {
            seats = count;
            return this;
        }

        public Builder countingSeat() {
            countingSeat = true;
            return this;
        }

        public Builder deadHands(int count) {
            deadHands = count;
            return this;
        }

        public Builder xingCard(int card) {
            xingCard = card;
            return this;
        }

        public WinContext build() {
            return new WinContext(winCard, selfDraw, onDiscard, lastCard, dealer, tianhu, dihu, noIntake, jokerWait,
                    seats, countingSeat, deadHands, xingCard);
        }
    }
}
