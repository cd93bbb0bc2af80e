package dev.paohuzi.runtime.game;

import java.util.List;

/**
 * How a hand ended, with every fact the scoring (issue 4) needs to settle it: the settlement plugs in here, reading
 * the winner's groups and the context of the win.
 *
 * @param outcome            a win or a dead hand (荒庄)
 * @param winner             the winning seat, -1 for a dead hand
 * @param card               the card won on; -1 for a 天胡 after the deal or a win on the held cards
 * @param fromSeat           the seat that drew, discarded or revealed the winning card (the winner for a self-draw)
 * @param fromDiscard        the card was discarded (Luzhou wins on discards, 000:67)
 * @param selfDraw           自摸: won on the winner's own draw; a 天胡 too where the variant says so (000:69)
 * @param tianhu             the kind of 天胡, NONE otherwise
 * @param lastWallCard       海底: won on the wall's last card
 * @param dealersFirstDiscard won on the dealer's first discard (Luzhou 地胡, 000:68)
 * @param noIntake           the winner took no card into the table before winning (听胡, 000:148)
 * @param jokerWait          1 or 2 when the win is settled as 单王吊 / 双王吊 (000:133): the jokers held before the
 *                           self-drawn winning card and that card make one of the groups; 0 otherwise
 * @param xingCard           the 醒 card named after the win (the variant's `xing` rule), -1 for none
 * @param huxi               the winning holding's huxi
 * @param groups             the winning groups, table melds first
 * @param tableGroups        how many of the groups lie on the table (the pong or pao the winning card made
 *                           included); the rest are held (耍猴 reads the cards held)
 * @param jokers             jokers held per seat at the end (Yongzhou dead-hand penalty, 000:133)
 * @param dealer             this hand's dealer
 * @param nextDealer         the next hand's dealer under the variant's rotation (000:18, 003:13)
 * @param deadHandsInARow    dead hands in a row since the last win, this one included (0 after a win), for the next
 *                           hand
 */
public record HandResult(Outcome outcome, int winner, int card, int fromSeat, boolean fromDiscard, boolean selfDraw,
                         TianhuKind tianhu, boolean lastWallCard, boolean dealersFirstDiscard, boolean noIntake,
                         int jokerWait, int xingCard, int huxi, List<Meld> groups, int tableGroups, List<Integer> jokers,
                         int dealer, int nextDealer,
                         int deadHandsInARow) {
    public HandResult {
        groups = List.copyOf(groups);
        jokers = List.copyOf(jokers);
    }

    public enum Outcome {
        WIN("win"),
        DEAD("dead");

        private final String word;

        Outcome(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    public enum TianhuKind {
        NONE("none"),
        /** 3 ti or 5 kan after the deal: automatic (000:73). */
        DEAL("deal"),
        /** A win on the reveal card, by choice (000:74). */
        REVEAL("reveal"),
        /** Seven groups before the first discard (Luzhou, 000:68). */
        SEVEN_GROUPS("seven-groups");

        private final String word;

        TianhuKind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }
}
