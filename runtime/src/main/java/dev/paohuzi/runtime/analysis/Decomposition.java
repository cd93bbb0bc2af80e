package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.HuxiTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A holding split into groups: its table melds and its concealed cards, with the total huxi.
 *
 * @param groups table groups first, then the concealed ones, in {@link Group} order
 * @param huxi   the sum of the groups' huxi
 */
public record Decomposition(List<Group> groups, int huxi) implements Comparable<Decomposition> {

    /** Most huxi first; equal huxi in group order, so every analyzer lists the same decompositions alike. */
    public static final Comparator<Decomposition> BEST_FIRST = Comparator.naturalOrder();

    public Decomposition {
        groups = List.copyOf(groups);
    }

    /**
     * Builds a decomposition from the concealed groups an analyzer found (jokers not marked). Which physical
     * card is the joker does not change the groups, so jokers are marked canonically: kans first (a concealed
     * triple is never shown with a joker), then in group order, a real card is used while the hand still has
     * one, a joker after that.
     */
    static Decomposition of(Holding holding, HuxiTable table, List<Group> concealedGroups) {
        List<Group> groups = new ArrayList<>();
        for (Meld meld : holding.melds()) {
            groups.add(Group.onTable(meld, table));
        }
        List<Group> concealed = new ArrayList<>(concealedGroups);
        concealed.sort(Comparator.naturalOrder());
        int[] realLeft = new int[Cards.KINDS];
        for (int card = 0; card < Cards.KINDS; card++) {
            realLeft[card] = holding.count(card);
        }
        Group[] marked = new Group[concealed.size()];
        for (boolean kans : new boolean[] {true, false}) {
            for (int g = 0; g < marked.length; g++) {
                Group group = concealed.get(g);
                if ((group.kind() == GroupKind.KAN) == kans) {
                    int mask = 0;
                    for (int i = 0; i < group.cards().size(); i++) {
                        if (realLeft[group.cards().get(i)]-- <= 0) {
                            mask |= 1 << i;
                        }
                    }
                    marked[g] = group.withJokerMask(mask);
                }
            }
        }
        groups.addAll(List.of(marked));
        int huxi = 0;
        for (Group group : groups) {
            huxi += group.huxi();
        }
        return new Decomposition(groups, huxi);
    }

    @Override
    public int compareTo(Decomposition other) {
        if (huxi != other.huxi) {
            return Integer.compare(other.huxi, huxi);
        }
        for (int i = 0; i < Math.min(groups.size(), other.groups.size()); i++) {
            int order = groups.get(i).compareTo(other.groups.get(i));
            if (order != 0) {
                return order;
            }
        }
        return Integer.compare(groups.size(), other.groups.size());
    }
}
