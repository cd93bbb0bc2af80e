package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

/**
 * The hand around a win, as the scorer reads it beside the {@link WinContext}: facts of the hand and the table, not of
 * how the win happened. The engine gives them from the hand (its dealer, the variant's seats, the dead hands before
 * it); a `score` line from its words. A counting seat is the variant's (`counting seat`), read from its rules.
 *
 * @param dealer    the winner is the dealer (庄)
 * @param seats     seats that play (a counting seat not included); 0 means the variant's `players`
 * @param deadHands dead hands (荒庄) in a row just before this hand, since the last win (黄番 reads it)
 */
public record HandContext(boolean dealer, int seats, int deadHands) {
    /** A non-dealer's win at the variant's table after a won hand: a `score` line without hand words. */
    public static final HandContext NONE = new HandContext(false, 0, 0);

    public static Builder builder() {
        return new Builder();
    }

    /** The seats that play under these rules. */
    int seats(RuleSet rules) {
        return seats != 0 ? seats : rules.seating().players();
    }

    /** The quantities the hand gives the formulas. */
    void fill(Facts facts) {
        facts.set(Quantity.DEALER, dealer).set(Quantity.DEAD_HANDS, deadHands);
    }

    /** Collects the hand words of one `score` line. */
    public static final class Builder {
        private boolean dealer;
        private int seats;
        private int deadHands;

        private Builder() {
        }

        /**
         * Applies one hand word of a `score` line (docs/scoring.md): dealer, seats:N, dead-hands:N, counting-seat
         * (which names the variant's own counting seat, an error where it has none).
         *
         * @return null when it is such a word (and was applied), "" when it is not one, else what is wrong with it
         */
        public String word(String word, RuleSet rules) {
            if (word.equals("dealer")) {
                dealer = true;
            } else if (word.equals("counting-seat")) {
                if (rules.seating().countingSeat() == Seating.CountingSeat.NONE) {
                    return "names a counting seat, but " + rules.name() + " has none (its `counting seat` rule)";
                }
            } else if (word.startsWith("seats:")) {
                if (!word.matches("seats:[2-4]")) {
                    return "is not a table: 2, 3 or 4 seats play (004:31)";
                }
                seats = Integer.parseInt(word.substring("seats:".length()));
            } else if (word.startsWith("dead-hands:")) {
                if (!word.matches("dead-hands:[0-9]{1,2}")) {
                    return "is not a count: dead-hands:N, the dead hands in a row just before this hand (黄番)";
                }
                deadHands = Integer.parseInt(word.substring("dead-hands:".length()));
            } else {
                return "";
            }
            return null;
        }

        public HandContext build() {
            return new HandContext(dealer, seats, deadHands);
        }
    }
}
