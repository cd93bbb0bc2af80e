package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain backtracking {@link WinCheck}: the lowest remaining card must start a group (sentence, 二七十, mixed or the
 * pair), so every decomposition is visited once. The engine uses it until the hand analyzer (issue 3) lands; it
 * stays useful as the reference the engine's benchmark is measured against. Not thread-safe (scratch arrays).
 */
public final class BacktrackingWinCheck implements WinCheck {
    private static final int NONE = Integer.MIN_VALUE;

    private final Structure structure;
    private final HuxiTable huxi;

    private final int[] counts = new int[Cards.ALL_KINDS];
    private final int[] path = new int[Cards.ALL_KINDS * 4];
    private final int[] bestPath = new int[Cards.ALL_KINDS * 4];
    private int bestDepth;
    private int bestHuxi;

    public BacktrackingWinCheck(RuleSet rules) {
        this.structure = rules.structure();
        this.huxi = rules.huxi();
    }

    @Override
    public int maxHuxi(int[] concealed, List<Meld> table) {
        return search(concealed, table) ? bestHuxi : -1;
    }

    @Override
    public List<Meld> bestGroups(int[] concealed, List<Meld> table) {
        if (!search(concealed, table)) {
            throw new IllegalArgumentException("the holding is not complete");
        }
        return decode(bestDepth);
    }

    /** Finds the best complete decomposition into bestHuxi (table melds included) and bestPath; false if none. */
    private boolean search(int[] concealed, List<Meld> table) {
        int tableHuxi = 0;
        boolean paoOrTi = false;
        for (Meld meld : table) {
            tableHuxi += meld.huxi(huxi);
            paoOrTi |= meld.kind() == GroupKind.PAO || meld.kind() == GroupKind.TI;
        }
        int pairs = structure.pair() == Structure.PairRule.ONE_IFF_PAO_OR_TI && paoOrTi ? 1 : 0;
        int groups = structure.groupsToWin() - table.size();
        int cards = 0;
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            cards += concealed[card];
        }
        if (groups < pairs || cards != 3 * (groups - pairs) + 2 * pairs) {
            return false;
        }
        bestHuxi = NONE;
        System.arraycopy(concealed, 0, counts, 0, Cards.ALL_KINDS);
        int jokers = counts[Cards.JOKER];
        counts[Cards.JOKER] = 0;
        int depth = 0;
        int acc = tableHuxi;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (counts[card] == 3) {
                // 坎 is never split (000:26); a triple made by a joker is not a kan and may be split.
                counts[card] = 0;
                path[depth++] = encode(GroupKind.KAN, card, card, card);
                acc += huxi.of(GroupKind.KAN, card);
                groups--;
            } else if (counts[card] > 3) {
                return false;
            }
        }
        if (groups >= 0) {
            substituteJokers(jokers, 0, groups, pairs, depth, acc);
        }
        return bestHuxi != NONE;
    }

    /** Yongzhou jokers stand for any card (000:133): try every multiset of stand-ins, each kind at most 4 in all. */
    private void substituteJokers(int jokers, int from, int groups, int pairs, int depth, int acc) {
        if (jokers == 0) {
            search(0, groups, pairs, depth, acc);
            return;
        }
        for (int card = from; card < Cards.KINDS; card++) {
            if (counts[card] < 4) {
                counts[card]++;
                substituteJokers(jokers - 1, card, groups, pairs, depth, acc);
                counts[card]--;
            }
        }
    }

    /** Groups the lowest remaining card. */
    private void search(int card, int groups, int pairs, int depth, int acc) {
        while (card < Cards.KINDS && counts[card] == 0) {
            card++;
        }
        if (card == Cards.KINDS) {
            if (groups == 0 && pairs == 0 && acc > bestHuxi) {
                bestHuxi = acc;
                bestDepth = depth;
                System.arraycopy(path, 0, bestPath, 0, depth);
            }
            return;
        }
        if (groups == 0) {
            return;
        }
        int point = Cards.point(card);
        if (point <= 8 && counts[card + 1] > 0 && counts[card + 2] > 0) {
            take(GroupKind.SENTENCE, card, card, card + 1, card + 2, groups, pairs, depth, acc);
        }
        if (structure.twoSevenTen() && point == 2 && counts[card + 5] > 0 && counts[card + 8] > 0) {
            take(GroupKind.TWO_SEVEN_TEN, card, card, card + 5, card + 8, groups, pairs, depth, acc);
        }
        if (structure.mixed() && !Cards.isBig(card)) {
            int big = Cards.otherSize(card);
            if (counts[card] >= 2 && counts[big] >= 1) {
                take(GroupKind.MIXED, card, card, card, big, groups, pairs, depth, acc);
            }
            if (counts[big] >= 2) {
                take(GroupKind.MIXED, big, card, big, big, groups, pairs, depth, acc);
            }
        }
        if (pairs > 0 && counts[card] >= 2) {
            counts[card] -= 2;
            path[depth] = encode(GroupKind.PAIR, card, card, card);
            search(card, groups - 1, pairs - 1, depth + 1, acc + huxi.of(GroupKind.PAIR, card));
            counts[card] += 2;
        }
    }

    private void take(GroupKind kind, int key, int a, int b, int c, int groups, int pairs, int depth, int acc) {
        counts[a]--;
        counts[b]--;
        counts[c]--;
        path[depth] = encode(kind, a, b, c);
        search(a, groups - 1, pairs, depth + 1, acc + huxi.of(kind, key));
        counts[a]++;
        counts[b]++;
        counts[c]++;
    }

    private static int encode(GroupKind kind, int a, int b, int c) {
        return kind.ordinal() << 15 | a << 10 | b << 5 | c;
    }

    private List<Meld> decode(int depth) {
        List<Meld> groups = new ArrayList<>(depth);
        for (int i = 0; i < depth; i++) {
            int code = bestPath[i];
            GroupKind kind = GroupKind.values()[code >> 15];
            int a = code >> 10 & 31;
            groups.add(kind.size() == 3 && kind != GroupKind.KAN
                    ? Meld.of(kind, a, code >> 5 & 31, code & 31)
                    : Meld.same(kind, a));
        }
        return groups;
    }
}
