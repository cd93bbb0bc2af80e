package dev.paohuzi.conformance.model;

import dev.paohuzi.runtime.group.GroupKind;

import java.util.List;

/** A group as the case writer expects it: kind, cards (card ints, in any order) and its huxi. */
public record ExpectedGroup(GroupKind kind, List<Integer> cards, int huxi) {
    public ExpectedGroup {
        cards = cards.stream().sorted().toList();
    }
}
