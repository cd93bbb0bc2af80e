package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;
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
}
