package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.scoring.WinContext;

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
     * One seat's win: who won, how ({@link WinContext}, the one record of how a win happened, which the scorer reads
     * as it is), and what was won.
     *
     * @param winner              the winning seat
     * @param fromSeat            the seat that drew, discarded or revealed the winning card (the winner for a
     *                            self-draw)
     * @param how                 how the win happened: the card, where it came from, 自摸, 海底, 天胡 / 地胡 as the
     *                            variant reads them, 听胡, the joker wait, the 醒 card
     * @param tianhu              which first-turn win the engine saw, NONE otherwise: the trace shows it; the variant
     *                            reads it (with {@code dealersFirstDiscard}) into {@code how}'s 天胡 or 地胡
     * @param dealersFirstDiscard won on the dealer's first discard (Luzhou 地胡, 000:68)
     * @param huxi                the winning holding's huxi
     * @param groups              the winning groups, table melds first
     * @param tableGroups         how many of the groups lie on the table (the pong or pao the winning card made
     *                            included); the rest are held (耍猴 reads the cards held)
     */
    public record Win(int winner, int fromSeat, WinContext how, TianhuKind tianhu, boolean dealersFirstDiscard,
                      int huxi, List<Meld> groups, int tableGroups) {
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

    /**
     * The first winner's win, null for a dead hand: the only one but under 一炮多响, where it is the one nearest the
     * discarder in `winners order`, whose seat deals next where the winner does.
     */
    public Win first() {
        return wins.isEmpty() ? null : wins.get(0);
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
