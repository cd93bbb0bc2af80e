package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.ChiShape;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The obviously correct analyzer the fast one is tested against: plain backtracking over the cards. Every group
 * that can exist is found by trying all triples and pairs of cards; the search takes the lowest concealed card
 * left and tries each group containing it, a joker filling any card the hand lacks. Only concealed triples are
 * taken out first, as kans (000:26).
 */
public final class ReferenceAnalyzer implements Analyzer {
    private final RuleSet rules;
    /** Every concealed group (cards sorted), by each card it contains. */
    private final List<List<int[]>> groupsWith = new ArrayList<>();
    private final List<int[]> allGroups = new ArrayList<>();

    public ReferenceAnalyzer(RuleSet rules) {
        this.rules = rules;
        for (int card = 0; card < Cards.KINDS; card++) {
            groupsWith.add(new ArrayList<>());
        }
        for (int a = 0; a < Cards.KINDS; a++) {
            addGroup(new int[] {a, a});
            for (int b = a; b < Cards.KINDS; b++) {
                for (int c = b; c < Cards.KINDS; c++) {
                    addGroup(new int[] {a, b, c});
                }
            }
        }
    }

    private void addGroup(int[] cards) {
        if (kindOf(cards) != null) {
            allGroups.add(cards);
            for (int card = 0; card < Cards.KINDS; card++) {
                for (int held : cards) {
                    if (held == card) {
                        groupsWith.get(card).add(cards);
                        break;
                    }
                }
            }
        }
    }

    private GroupKind kindOf(int[] cards) {
        if (cards.length == 2) {
            return GroupKind.PAIR;
        }
        if (cards[0] == cards[1] && cards[1] == cards[2]) {
            return GroupKind.KAN;
        }
        return ChiShape.kindOf(cards[0], cards[1], cards[2], rules.structure());
    }

    @Override
    public RuleSet rules() {
        return rules;
    }

    @Override
    public int maxHuxi(Holding holding) {
        int[] best = {-1};
        search(holding, groups -> best[0] = Math.max(best[0], Decomposition.of(holding, rules.huxi(), groups).huxi()));
        return best[0];
    }

    @Override
    public List<Decomposition> decompositions(Holding holding) {
        Set<Decomposition> found = new LinkedHashSet<>();
        search(holding, groups -> found.add(Decomposition.of(holding, rules.huxi(), groups)));
        List<Decomposition> sorted = new ArrayList<>(found);
        sorted.sort(Decomposition.BEST_FIRST);
        return sorted;
    }

    /** Calls {@code found} with the concealed groups of every complete decomposition (some more than once). */
    private void search(Holding holding, Consumer<List<Group>> found) {
        WinShape shape = WinShape.of(rules, holding);
        if (shape == null) {
            return;
        }
        int[] left = new int[Cards.KINDS];
        Deque<Group> groups = new ArrayDeque<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            left[card] = holding.count(card);
            if (left[card] == 3) {
                left[card] = 0;
                groups.push(Group.concealed(GroupKind.KAN, new int[] {card, card, card}, rules.huxi()));
            }
        }
        long room = JokerRoom.of(rules, holding);
        search(left, holding.jokers(), shape.pair() ? 1 : 0, groups, decomposition -> {
            if (jokersFit(holding, decomposition, room)) {
                found.accept(decomposition);
            }
        });
    }

    /** Whether the jokers of a decomposition stand only for cards the {@link JokerRoom} leaves room for. */
    private static boolean jokersFit(Holding holding, List<Group> groups, long room) {
        long asJokers = Counts.EMPTY;
        for (Group group : groups) {
            for (int i = 0; i < group.cards().size(); i++) {
                asJokers = Counts.add(asJokers, group.cards().get(i), 1);
            }
        }
        for (int card = 0; card < Cards.KINDS; card++) {
            asJokers = Counts.add(asJokers, card, -holding.count(card));
        }
        return JokerRoom.fits(asJokers, room);
    }

    private void search(int[] left, int jokers, int pairs, Deque<Group> groups, Consumer<List<Group>> found) {
        int lowest = 0;
        while (lowest < Cards.KINDS && left[lowest] == 0) {
            lowest++;
        }
        if (lowest == Cards.KINDS && jokers == 0) {
            if (pairs == 0) {
                found.accept(new ArrayList<>(groups));
            }
            return;
        }
        // With no real card left, the jokers must form groups by themselves.
        List<int[]> candidates = lowest < Cards.KINDS ? groupsWith.get(lowest) : allGroups;
        for (int[] cards : candidates) {
            GroupKind kind = kindOf(cards);
            if (kind == GroupKind.PAIR && pairs == 0) {
                continue;
            }
            boolean[] real = new boolean[cards.length];
            int jokersUsed = 0;
            for (int i = 0; i < cards.length; i++) {
                real[i] = left[cards[i]] > 0;
                if (real[i]) {
                    left[cards[i]]--;
                } else {
                    jokersUsed++;
                }
            }
            if (jokersUsed <= jokers) {
                groups.push(Group.concealed(kind, cards, rules.huxi()));
                search(left, jokers - jokersUsed, kind == GroupKind.PAIR ? pairs - 1 : pairs, groups, found);
                groups.pop();
            }
            for (int i = 0; i < cards.length; i++) {
                if (real[i]) {
                    left[cards[i]]++;
                }
            }
        }
    }
}
