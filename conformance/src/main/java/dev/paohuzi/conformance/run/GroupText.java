package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.ExpectedGroup;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.card.Cards;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Groups in the words of a case file, {@code sentence s1 s2 s3 (3)}: the one form in which expected and actual
 * groups are compared and shown. A joker is written W; cards are sorted, so the order a writer lists them in
 * does not matter.
 */
final class GroupText {
    private GroupText() {}

    static String of(ExpectedGroup group) {
        return text(group.kind().word(), group.cards(), group.huxi());
    }

    static String of(Group group) {
        List<Integer> held = new ArrayList<>();
        for (int i = 0; i < group.cards().size(); i++) {
            held.add((group.jokerMask() >> i & 1) != 0 ? Cards.JOKER : group.cards().get(i));
        }
        return text(group.kind().word(), held.stream().sorted().toList(), group.huxi());
    }

    /** As {@link #of(Group)}, marking a table meld so a reader tells it from its concealed twin. */
    static String shown(Group group) {
        return of(group) + (group.concealed() ? "" : " [table]");
    }

    private static String text(String kind, List<Integer> cards, int huxi) {
        return kind + " " + cards.stream().map(Cards::name).collect(Collectors.joining(" ")) + " (" + huxi + ")";
    }
}
