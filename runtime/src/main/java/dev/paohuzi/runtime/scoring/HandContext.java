package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.rules.StakeRule;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hand around a win, as the scorer reads it beside the {@link WinContext}: facts of the hand and the table, not of
 * how the win happened. The engine gives them from the hand (its dealer, the variant's seats, the dead hands before
 * it); a `score` line from its words. A counting seat is the variant's (`counting seat`), read from its rules.
 *
 * @param dealer    the winner is the dealer (庄)
 * @param seats     seats that play (a counting seat not included); 0 means the variant's `players`
 * @param deadHands dead hands (荒庄) in a row just before this hand, since the last win (黄番 reads it)
 * @param stakes    each stake kind's values the seats chose before the deal (`piao`, `tuo` rules), the winner first,
 *                  then in turn order; a kind no seat chose is absent (its payer and payee quantities read 0)
 */
public record HandContext(boolean dealer, int seats, int deadHands, Map<StakeKind, List<Integer>> stakes) {
    /** A non-dealer's win at the variant's table after a won hand: a `score` line without hand words. */
    public static final HandContext NONE = new HandContext(false, 0, 0);

    public HandContext {
        Map<StakeKind, List<Integer>> copy = new EnumMap<>(StakeKind.class);
        stakes.forEach((kind, values) -> copy.put(kind, List.copyOf(values)));
        stakes = Collections.unmodifiableMap(copy);
    }

    /** A hand in which no seat chose a stake. */
    public HandContext(boolean dealer, int seats, int deadHands) {
        this(dealer, seats, deadHands, Map.of());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The seats that play under these rules. */
    int seats(RuleSet rules) {
        return seats != 0 ? seats : rules.seating().players();
    }

    /** The stake of a seat seen from the winner (0 the winner, then the losers in turn order); 0 when none. */
    int stake(StakeKind kind, int fromWinner) {
        List<Integer> values = stakes.get(kind);
        return values == null ? 0 : values.get(fromWinner);
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
        private final Map<StakeKind, List<Integer>> stakes = new EnumMap<>(StakeKind.class);

        private Builder() {
        }

        /**
         * Applies one hand word of a `score` line (docs/scoring.md): dealer, seats:N, dead-hands:N, counting-seat
         * (which names the variant's own counting seat, an error where it has none), piao:W,N,… and tuo:W,N,… (each
         * seat's 飘 or 坨, the winner first, then in turn order; an error where the variant offers no such stake).
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
                for (StakeKind kind : StakeKind.values()) {
                    if (word.startsWith(kind.word() + ":")) {
                        return stake(kind, word.substring(kind.word().length() + 1), rules);
                    }
                }
                return "";
            }
            return null;
        }

        private String stake(StakeKind kind, String values, RuleSet rules) {
            StakeRule rule = rules.play().stake(kind);
            String named = "each seat's " + kind.hanzi();
            if (!rule.chosen()) {
                return "names " + named + ", but " + rules.name() + " has none (its `" + kind.word() + "` rule)";
            }
            if (!values.matches("[0-9]{1,3}(,[0-9]{1,3}){1,3}")) {
                return "is not " + named + ": " + kind.word() + ":W,N,… the winner's first, then in turn order";
            }
            List<Integer> read = new ArrayList<>();
            for (String value : values.split(",")) {
                if (!rule.allows(Integer.parseInt(value))) {
                    return "names a " + kind.hanzi() + " of " + value + ", which " + rules.name() + " does not offer "
                            + "(its `" + kind.word() + "` rule: " + rule.choices() + ")";
                }
                read.add(Integer.parseInt(value));
            }
            stakes.put(kind, read);
            return null;
        }

        /** Once the line is read: the first stake word that does not name each seat of the table once, if any. */
        public Optional<StakeKind> miscountedStake(RuleSet rules) {
            int table = seats != 0 ? seats : rules.seating().players();
            return stakes.entrySet().stream().filter(entry -> entry.getValue().size() != table).map(Map.Entry::getKey)
                    .findFirst();
        }

        /** What is wrong with the stake word of this kind that {@link #miscountedStake} found. */
        public String stakeProblem(RuleSet rules, StakeKind kind) {
            int table = seats != 0 ? seats : rules.seating().players();
            return kind.word() + ": names " + stakes.get(kind).size() + " seats' " + kind.hanzi() + ", but " + table
                    + " seats play: name each seat's, the winner's first, then in turn order";
        }

        public HandContext build() {
            return new HandContext(dealer, seats, deadHands, stakes);
        }
    }
}
