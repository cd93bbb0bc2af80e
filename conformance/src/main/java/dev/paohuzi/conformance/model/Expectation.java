package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What a case expects of its result; each kind is checked on its own so a failure names exactly what differs. */
public sealed interface Expectation {
    Position position();

    /** {@code expect complete} / {@code expect incomplete}: whether the holding forms the groups of a win. */
    record Complete(boolean complete, Position position) implements Expectation {
    }

    /** {@code expect huxi N} / {@code expect huxi none}: the max huxi over complete decompositions. */
    record Huxi(Integer huxi, Position position) implements Expectation {
    }

    /** {@code expect win} / {@code expect no win}: complete and at least the variant's minimum huxi. */
    record Win(boolean win, Position position) implements Expectation {
    }

    /**
     * {@code expect groups: ...}: the best decomposition. With {@code include}, these groups are part of it;
     * without, they are all of it. Several decompositions may share the max huxi: any of them matches.
     */
    record Groups(List<ExpectedGroup> groups, boolean partial, Position position) implements Expectation {
        public Groups {
            groups = List.copyOf(groups);
        }
    }

    /** {@code expect error "text"}: the input is rejected, with a message containing the text. */
    record Error(String text, Position position) implements Expectation {
    }

    /** {@code expect waits: ...}: the cards that complete a holding one card short ({@code none}: none do). */
    record Waits(Set<Integer> cards, Position position) implements Expectation {
        public Waits {
            cards = Set.copyOf(cards);
        }
    }

    /** {@code expect grade N}: the grade 等 of a scored win. */
    record Grade(int grade, Position position) implements Expectation {
    }

    /** {@code expect fan N}: the combined fan of a scored win. */
    record Fan(int fan, Position position) implements Expectation {
    }

    /** {@code expect base N}: the base 底 of a scored win. */
    record Base(int base, Position position) implements Expectation {
    }

    /** {@code expect match N}: what a scored win adds to its winner's match total (`match adds:`). */
    record MatchValue(int value, Position position) implements Expectation {
    }

    /**
     * {@code expect match taken: previous 16, next 0}: what a scored win takes from each loser's match total
     * (`match takes:`), the losers named as seen from the winner.
     */
    record MatchTaken(Map<String, BigDecimal> bySeat, Position position) implements Expectation {
        public MatchTaken {
            bySeat = Map.copyOf(bySeat);
        }
    }

    /** {@code expect patterns: NAME FAN, ...} ({@code none}: a plain win): exactly these patterns apply. */
    record Patterns(List<ExpectedPattern> patterns, Position position) implements Expectation {
        public Patterns {
            patterns = List.copyOf(patterns);
        }
    }

    /** {@code expect payments: winner 88, next -44, ...}: these seats gain or pay these amounts of money. */
    record Payments(Map<String, BigDecimal> bySeat, Position position) implements Expectation {
        public Payments {
            bySeat = Map.copyOf(bySeat);
        }
    }

    /** {@code expect net: 80 40 -40 -80}: a settled match's net money per seat, in seat order. */
    record Net(List<BigDecimal> net, Position position) implements Expectation {
        public Net {
            net = List.copyOf(net);
        }
    }

    /** {@code expect refused}: the line cannot be scored (no win, or a context that cannot happen). */
    record Refused(Position position) implements Expectation {
    }

    /** {@code expect escape N}: what a seat that leaves pays (`score escape others-huxi:N`). */
    record Escape(BigDecimal amount, Position position) implements Expectation {
    }

    /** {@code expect dead-hand: dealer -5, ...}: a dead hand's net per seat (`score dead-hand jokers:...`). */
    record DeadHand(Map<String, BigDecimal> bySeat, Position position) implements Expectation {
        public DeadHand {
            bySeat = Map.copyOf(bySeat);
        }
    }

    /**
     * A scenario's check of the hand where it stands in the script: {@code options}, {@code hand}, {@code table},
     * {@code stale}, {@code pile}, {@code last} or {@code result}, with the rest of its line.
     */
    record Step(String what, String text, Position position) implements Expectation {
    }
}
