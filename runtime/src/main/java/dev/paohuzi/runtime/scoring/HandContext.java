package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

import java.util.ArrayList;
import java.util.List;

/**
 * The hand around a win, as the scorer reads it beside the {@link WinContext}: facts of the hand and the table, not of
 * how the win happened. The engine gives them from the hand (its dealer, the variant's seats, the dead hands before
 * it); a `score` line from its words. A counting seat is the variant's (`counting seat`), read from its rules.
 *
 * @param dealer    the winner is the dealer (庄)
 * @param seats     seats that play (a counting seat not included); 0 means the variant's `players`
 * @param deadHands dead hands (荒庄) in a row just before this hand, since the last win (黄番 reads it)
 * @param piao      the 飘 each seat chose before the deal (`piao` rule), the winner first, then in turn order; empty
 *                  when no seat chose one (every 飘 reads 0)
 */
public record HandContext(boolean dealer, int seats, int deadHands, List<Integer> piao) {
    /** A non-dealer's win at the variant's table after a won hand: a `score` line without hand words. */
    public static final HandContext NONE = new HandContext(false, 0, 0);

    public HandContext {
        piao = List.copyOf(piao);
    }

    /** A hand in which no seat chose a 飘. */
    public HandContext(boolean dealer, int seats, int deadHands) {
        this(dealer, seats, deadHands, List.of());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The seats that play under these rules. */
    int seats(RuleSet rules) {
        return seats != 0 ? seats : rules.seating().players();
    }

    /** The 飘 of a seat seen from the winner (0 the winner, then the losers in turn order); 0 when none was chosen. */
    int piao(int fromWinner) {
        return piao.isEmpty() ? 0 : piao.get(fromWinner);
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
        private List<Integer> piao = List.of();

        private Builder() {
        }

        /**
         * Applies one hand word of a `score` line (docs/scoring.md): dealer, seats:N, dead-hands:N, counting-seat
         * (which names the variant's own counting seat, an error where it has none), piao:W,N,… (each seat's 飘, the
         * winner first, then in turn order; an error where the variant's `piao` rule offers no such stake).
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
            } else if (word.startsWith("piao:")) {
                return piao(word.substring("piao:".length()), rules);
            } else {
                return "";
            }
            return null;
        }

        private String piao(String stakes, RuleSet rules) {
            if (!rules.play().piao().chosen()) {
                return "names each seat's 飘, but " + rules.name() + " has none (its `piao` rule)";
            }
            if (!stakes.matches("[0-9]{1,3}(,[0-9]{1,3}){1,3}")) {
                return "is not each seat's 飘: piao:W,N,… the winner's first, then in turn order";
            }
            List<Integer> read = new ArrayList<>();
            for (String stake : stakes.split(",")) {
                if (!rules.play().piao().allows(Integer.parseInt(stake))) {
                    return "names a 飘 of " + stake + ", which " + rules.name() + " does not offer (its `piao` rule: "
                            + rules.play().piao().choices() + ")";
                }
                read.add(Integer.parseInt(stake));
            }
            piao = read;
            return null;
        }

        /** Once the line is read: what is wrong with its piao:W,N,… against the table, or null (each seat once). */
        public String piaoProblem(RuleSet rules) {
            int table = seats != 0 ? seats : rules.seating().players();
            return piao.isEmpty() || piao.size() == table ? null : "piao: names " + piao.size() + " seats' 飘, but "
                    + table + " seats play: name each seat's, the winner's first, then in turn order";
        }

        public HandContext build() {
            return new HandContext(dealer, seats, deadHands, piao);
        }
    }
}
