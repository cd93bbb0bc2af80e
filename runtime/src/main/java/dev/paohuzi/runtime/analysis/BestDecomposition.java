package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The jokerless fast path of {@link Analyzer#best}: the decomposition that comes first in {@link Decomposition}
 * order (most huxi, then the sorted groups), rebuilt from the same size tables as {@link HandAnalyzer#maxHuxi}
 * instead of listing every decomposition. Decomposition order compares sorted group lists; for lists of equal
 * length that is "more copies of the smallest group where they differ comes first", so it adds up over parts
 * chosen independently: the kans are forced, and once the mixed groups are chosen, each size's part is its own
 * table's first best ({@link SizeTable#firstBest}). Only the mixed choices with the most huxi are compared.
 */
final class BestDecomposition {
    private final RuleSet rules;
    private final SizeTable small;
    private final SizeTable big;
    private final LonelyCards lonelyCards;
    /** Every concealed jokerless group of the variant, in {@link Group} order; a group is named by its index. */
    private final Group[] byRank;
    private final int[] smallRank;
    private final int[] bigRank;
    private final int[] kanRank;
    /** By point: the mixed groups 2 small + 1 big and 1 small + 2 big. */
    private final int[] twoSmallRank;
    private final int[] twoBigRank;

    BestDecomposition(RuleSet rules, SizeTable small, SizeTable big, LonelyCards lonelyCards) {
        this.rules = rules;
        this.lonelyCards = lonelyCards;
        this.small = small;
        this.big = big;
        List<Group> smallGroups = sizeGroups(small, rules);
        List<Group> bigGroups = sizeGroups(big, rules);
        List<Group> twoSmall = new ArrayList<>();
        List<Group> twoBig = new ArrayList<>();
        for (int point = 0; point < SizeTable.POINTS; point++) {
            int smallCard = point;
            int bigCard = point + SizeTable.POINTS;
            twoSmall.add(Group.concealed(GroupKind.MIXED, new int[] {smallCard, smallCard, bigCard}, rules.huxi()));
            twoBig.add(Group.concealed(GroupKind.MIXED, new int[] {smallCard, bigCard, bigCard}, rules.huxi()));
        }
        List<Group> kans = new ArrayList<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            kans.add(Group.concealed(GroupKind.KAN, new int[] {card, card, card}, rules.huxi()));
        }
        List<Group> sorted = new ArrayList<>();
        for (List<Group> part : List.of(smallGroups, bigGroups, twoSmall, twoBig, kans)) {
            sorted.addAll(part);
        }
        sorted.sort(Group::compareTo);
        byRank = sorted.toArray(new Group[0]);
        smallRank = ranks(sorted, smallGroups);
        bigRank = ranks(sorted, bigGroups);
        twoSmallRank = ranks(sorted, twoSmall);
        twoBigRank = ranks(sorted, twoBig);
        kanRank = ranks(sorted, kans);
    }

    private static List<Group> sizeGroups(SizeTable table, RuleSet rules) {
        List<Group> groups = new ArrayList<>();
        for (int i = 0; i < table.groupCount(); i++) {
            groups.add(table.group(i, rules.huxi()));
        }
        return groups;
    }

    /** Where each group of {@code part} stands in {@code sorted}. */
    private static int[] ranks(List<Group> sorted, List<Group> part) {
        int[] ranks = new int[part.size()];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = sorted.indexOf(part.get(i));
        }
        return ranks;
    }

    /** The state of one search: the groups of the mixed choice being tried and the first candidate so far. */
    private static final class Candidates {
        final int[] trying;
        int[] first;

        Candidates(int groups) {
            trying = new int[groups];
        }
    }

    /**
     * The first decomposition in {@link Decomposition} order of a jokerless holding whose most huxi is
     * {@code huxi} (not -1), for variants without mixed-size 二七十.
     */
    Decomposition of(Holding holding, int huxi) {
        List<Meld> melds = holding.melds();
        // Every decomposition has the variant's number of groups, the pair being one.
        Group[] groups = new Group[rules.structure().groupsToWin()];
        int target = huxi;
        boolean paoOrTi = false;
        for (int i = 0; i < melds.size(); i++) {
            groups[i] = Group.onTable(melds.get(i), rules.huxi());
            target -= groups[i].huxi();
            paoOrTi |= melds.get(i).isPaoOrTi();
        }
        long packed = holding.packedConcealed();
        Candidates candidates = new Candidates(groups.length - melds.size());
        int kans = 0;
        for (long rest = PackedHand.kans(packed); rest != 0; rest &= rest - 1) {
            int rank = kanRank[Long.numberOfTrailingZeros(rest) / 3];
            candidates.trying[kans++] = rank;
            target -= byRank[rank].huxi();
        }
        long left = PackedHand.left(packed);
        long paired = PackedHand.paired(packed);
        boolean pair = WinShape.needsPair(rules, paoOrTi);
        long mixedPoints = rules.structure().mixed() ? LonelyCards.mixedPoints(left, paired) : 0;
        // The mixed groups every decomposition holds (as in HandAnalyzer) are taken first; the rest are tried.
        long cover = lonelyCards.sameSizeCover(left, paired, pair);
        long twoSmall = LonelyCards.forcedTwoSmall(mixedPoints, cover, paired);
        long twoBig = LonelyCards.forcedTwoBig(mixedPoints, cover, paired);
        int at = kans;
        for (long rest = twoSmall; rest != 0; rest &= rest - 1) {
            candidates.trying[at++] = twoSmallRank[Long.numberOfTrailingZeros(rest) / 3];
        }
        for (long rest = twoBig; rest != 0; rest &= rest - 1) {
            candidates.trying[at++] = twoBigRank[Long.numberOfTrailingZeros(rest) / 3];
        }
        for (int i = kans; i < at; i++) {
            target -= byRank[candidates.trying[i]].huxi();
        }
        int forcedSmall = PackedHand.fold(twoSmall);
        int forcedBig = PackedHand.fold(twoBig);
        int smallCards = Long.bitCount(left & PackedHand.SMALL) + Long.bitCount(paired & PackedHand.SMALL)
                - 2 * Long.bitCount(twoSmall) - Long.bitCount(twoBig);
        choose(mixedPoints & ~(twoSmall | twoBig), paired,
                PackedHand.ternary(packed, 0) - 2 * forcedSmall - forcedBig,
                PackedHand.ternary(packed, PackedHand.SIZE_SHIFT) - forcedSmall - 2 * forcedBig, smallCards, pair, at,
                target, candidates);
        for (int i = 0; i < candidates.first.length; i++) {
            groups[melds.size() + i] = byRank[candidates.first[i]];
        }
        return new Decomposition(List.of(groups), huxi);
    }

    /**
     * Tries each mixed choice at the points left (as in {@link HandAnalyzer}: none, 2 small + 1 big, 1 small + 2
     * big); {@code target} is the huxi the rest must make, the first {@code at} groups are chosen.
     */
    private void choose(long mixedPoints, long paired, int smallState, int bigState, int smallCards, boolean pair,
                        int at, int target, Candidates candidates) {
        if (mixedPoints == 0) {
            sizes(smallState, bigState, smallCards, pair, at, target, candidates);
            return;
        }
        int bit = Long.numberOfTrailingZeros(mixedPoints);
        int point = bit / 3;
        int pow = SizeTable.POW3[point];
        long rest = mixedPoints & mixedPoints - 1;
        choose(rest, paired, smallState, bigState, smallCards, pair, at, target, candidates);
        if ((paired >>> bit & 1) != 0) {
            candidates.trying[at] = twoSmallRank[point];
            choose(rest, paired, smallState - 2 * pow, bigState - pow, smallCards - 2, pair, at + 1,
                    target - byRank[twoSmallRank[point]].huxi(), candidates);
        }
        if ((paired >>> (bit + PackedHand.SIZE_SHIFT) & 1) != 0) {
            candidates.trying[at] = twoBigRank[point];
            choose(rest, paired, smallState - pow, bigState - 2 * pow, smallCards - 1, pair, at + 1,
                    target - byRank[twoBigRank[point]].huxi(), candidates);
        }
    }

    /** A mixed choice with the most huxi left for both sizes becomes a candidate; the first one is kept. */
    private void sizes(int smallState, int bigState, int smallCards, boolean pair, int at, int target,
                       Candidates candidates) {
        // Groups of one size take 3 cards and a pair 2: the small cards left (mod 3) say where the pair goes.
        int rest = smallCards % 3;
        if (rest == 1 || rest == 2 && !pair) {
            return;
        }
        boolean pairSmall = rest == 2;
        boolean pairBig = pair && !pairSmall;
        int smallHuxi = small.best(smallState, pairSmall);
        int bigHuxi = big.best(bigState, pairBig);
        if (smallHuxi < 0 || bigHuxi < 0 || smallHuxi + bigHuxi != target) {
            return;
        }
        int[] trying = candidates.trying;
        int end = small.firstBest(smallState, pairSmall, smallRank, trying, at);
        big.firstBest(bigState, pairBig, bigRank, trying, end);
        if (candidates.first == null) {
            candidates.first = trying.clone();
            Arrays.sort(candidates.first);
        } else {
            int[] sorted = trying.clone();
            Arrays.sort(sorted);
            if (Arrays.compare(sorted, candidates.first) < 0) {
                candidates.first = sorted;
            }
        }
    }
}
