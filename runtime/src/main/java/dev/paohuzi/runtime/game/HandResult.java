package dev.paohuzi.runtime.game;

import java.util.List;

/**
 * How a hand ended, with every fact the scoring (issue 4) needs to settle it: the settlement plugs in here, reading
 * each winner's groups and the context of its win.
 *
 * @param outcome         a win or a dead hand (荒庄)
 * @param wins            the wins, one per winner in `winners order` (several only for 一炮多响 on a discard); empty
 *                        for a dead hand
 * @param jokers          jokers held per seat at the end (Yongzhou dead-hand penalty, 000:133)
 * @param dealer          this hand's dealer
 * @param nextDealer      the next hand's dealer under the variant's rotation (000:18, 003:13)
 * @param deadHandsInARow dead hands in a row since the last win, this one included (0 after a win), for the next hand
 */
public record HandResult(Outcome outcome, List<Win> wins, List<Integer> jokers, int dealer, int nextDealer,
                         int deadHandsInARow) {
    public HandResult {
        wins = List.copyOf(wins);
        jokers = List.copyOf(jokers);
        if (outcome == Outcome.WIN == wins.isEmpty()) {
            throw new IllegalArgumentException("a win has one win or more, a dead hand none: " + outcome + " " + wins);
        }
    }

    /**
     * One seat's win.
     *
     * @param winner              the winning seat
     * @param card                the card won on; -1 for a 天胡 after the deal or a win on the held cards
     * @param fromSeat            the seat that drew, discarded or revealed the winning card (the winner for a
     *                            self-draw)
     * @param fromDiscard         the card was discarded (Luzhou wins on discards, 000:67)
     * @param selfDraw            自摸: won on the winner's own draw; a 天胡 too where the variant says so (000:69)
     * @param tianhu              the kind of 天胡, NONE otherwise
     * @param lastWallCard        海底: won on the wall's last card
     * @param dealersFirstDiscard won on the dealer's first discard (Luzhou 地胡, 000:68)
     * @param noIntake            the winner took no card into the table before winning (听胡, 000:148)
     * @param jokerWait           1 or 2 when the win is settled as 单王吊 / 双王吊 (000:133): the jokers held before
     *                            the self-drawn winning card and that card make one of the groups; 0 otherwise
     * @param xingCard            the 醒 card named after the win (the variant's `xing` rule), -1 for none
     * @param huxi                the winning holding's huxi
     * @param groups              the winning groups, table melds first
     * @param tableGroups         how many of the groups lie on the table (the pong or pao the winning card made
     *                            included); the rest are held (耍猴 reads the cards held)
     */
    public record Win(int winner, int card, int fromSeat, boolean fromDiscard, boolean selfDraw, TianhuKind tianhu,
                      boolean lastWallCard, boolean dealersFirstDiscard, boolean noIntake, int jokerWait,
                      int xingCard, int huxi, List<Meld> groups, int tableGroups) {
        public Win {
            groups = List.copyOf(groups);
        }
    }

    /** A hand won by the given seats, the first first. */
    public static HandResult won(List<Win> wins, List<Integer> jokers, int dealer, int nextDealer) {
        return new HandResult(Outcome.WIN, wins, jokers, dealer, nextDealer, 0);
    }

    /** A dead hand 荒庄. */
    public static HandResult dead(List<Integer> jokers, int dealer, int nextDealer, int deadHandsInARow) {
        return new HandResult(Outcome.DEAD, List.of(), jokers, dealer, nextDealer, deadHandsInARow);
    }

    /** The first winner's win (the only one but under 一炮多响), null for a dead hand. */
    public Win first() {
        return wins.isEmpty() ? null : wins.get(0);
    }

    /** The first winning seat, -1 for a dead hand. */
    public int winner() {
        return wins.isEmpty() ? -1 : first().winner();
    }

    /** The card won on; -1 for a dead hand, a 天胡 after the deal or a win on the held cards. */
    public int card() {
        return wins.isEmpty() ? -1 : first().card();
    }

    /** The seat the winning card came from, -1 for a dead hand. */
    public int fromSeat() {
        return wins.isEmpty() ? -1 : first().fromSeat();
    }

    public boolean fromDiscard() {
        return !wins.isEmpty() && first().fromDiscard();
    }

    public boolean selfDraw() {
        return !wins.isEmpty() && first().selfDraw();
    }

    public TianhuKind tianhu() {
        return wins.isEmpty() ? TianhuKind.NONE : first().tianhu();
    }

    public boolean lastWallCard() {
        return !wins.isEmpty() && first().lastWallCard();
    }

    public boolean dealersFirstDiscard() {
        return !wins.isEmpty() && first().dealersFirstDiscard();
    }

    public boolean noIntake() {
        return !wins.isEmpty() && first().noIntake();
    }

    public int jokerWait() {
        return wins.isEmpty() ? 0 : first().jokerWait();
    }

    public int xingCard() {
        return wins.isEmpty() ? -1 : first().xingCard();
    }

    /** The first winner's huxi, 0 for a dead hand. */
    public int huxi() {
        return wins.isEmpty() ? 0 : first().huxi();
    }

    /** The first winner's groups, none for a dead hand. */
    public List<Meld> groups() {
        return wins.isEmpty() ? List.of() : first().groups();
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
