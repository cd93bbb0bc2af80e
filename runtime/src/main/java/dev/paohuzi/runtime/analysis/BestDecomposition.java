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
 * order (most huxi, then the sorted groups), rebuilt in one pass from the same size tables as
 * {@link HandAnalyzer#maxHuxi} instead of listing every decomposition. Decomposition order compares sorted group
 * lists; for lists of equal length that is "more copies of the smallest group where they differ comes first", so
 * it adds up over parts chosen independently: the kans are forced, and once the mixed groups are chosen, each
 * size's part is its own table's first best ({@link SizeTable#firstBest}). Only mixed choices with the most huxi
 * so far are compared.
 */
final class BestDecomposition {
    private final RuleSet rules;
    private final SizeTable small;
    private final SizeTable big;
    private final LonelyCards lonelyCards;
    /** Every concealed jokerless group of the variant, in {@link Group} order; a group is named by its index. */
    private final Group[] byRank;
    /** The {@link GroupTally} of each group of {@link #byRank}. */
    private final long[] tallyByRank;
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
        tallyByRank = new long[byRank.length];
        for (int rank = 0; rank < byRank.length; rank++) {
            tallyByRank[rank] = GroupTally.of(byRank[rank]);
        }
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

    /**
     * One search: the groups of the mixed choice being tried, the most huxi so far and its first decomposition, or
     * (tally only) that decomposition's tally and whether two mixed choices tied on the most huxi.
     */
    private static final class Candidates {
        final int[] trying;
        final boolean tallyOnly;
        int most = -1;
        int[] first;
        long tally;
        boolean tied;

        Candidates(int groups, boolean tallyOnly) {
            this.trying = new int[groups];
            this.tallyOnly = tallyOnly;
        }
    }

    /**
     * The first decomposition in {@link Decomposition} order of a jokerless holding, or null when it has none;
     * for variants without mixed-size 二七十.
     */
    Decomposition of(Holding holding) {
        Candidates candidates = search(holding, false);
        if (candidates == null) {
            return null;
        }
        // Every decomposition has the variant's number of groups, the pair being one.
        List<Meld> melds = holding.melds();
        Group[] groups = new Group[rules.structure().groupsToWin()];
        int total = candidates.most;
        for (int i = 0; i < melds.size(); i++) {
            groups[i] = Group.onTable(melds.get(i), rules.huxi());
            total += groups[i].huxi();
        }
        for (int i = 0; i < candidates.first.length; i++) {
            groups[melds.size() + i] = byRank[candidates.first[i]];
        }
        return new Decomposition(List.of(groups), total);
    }

    /**
     * The {@link GroupTally} of {@link #of} without building the decomposition: each size's part is looked up
     * ({@link SizeTable#firstTally}), so only when two choices of mixed groups tie on the most huxi does it search
     * again, comparing the decompositions as {@link #of} does.
     */
    long tally(Holding holding) {
        Candidates candidates = search(holding, true);
        if (candidates == null) {
            return GroupTally.NONE;
        }
        long tally = candidates.tally;
        if (candidates.tied) {
            candidates = search(holding, false);
            tally = 0;
            for (int rank : candidates.first) {
                tally += tallyByRank[rank];
            }
        }
        List<Meld> melds = holding.melds();
        for (int i = 0; i < melds.size(); i++) {
            tally += GroupTally.of(melds.get(i).kind(), melds.get(i).huxi(rules.huxi()));
        }
        return tally;
    }

    /**
     * The concealed groups of the first best decomposition, as ranks; null when there is none. The checks before
     * the search are {@link HandAnalyzer}'s.
     */
    private Candidates search(Holding holding, boolean tallyOnly) {
        List<Meld> melds = holding.melds();
        int groupsToWin = rules.structure().groupsToWin();
        boolean paoOrTi = false;
        for (int i = 0; i < melds.size(); i++) {
            paoOrTi |= melds.get(i).isPaoOrTi();
        }
        boolean pair = WinShape.needsPair(rules, paoOrTi);
        long packed = holding.packedConcealed();
        long left = PackedHand.left(packed);
        long paired = PackedHand.paired(packed);
        long cover = lonelyCards.sameSizeCover(left, paired, pair);
        long mixedPoints = rules.structure().mixed() ? LonelyCards.mixedPoints(left, paired) : 0;
        long twoSmall = LonelyCards.forcedTwoSmall(mixedPoints, cover, paired);
        long twoBig = LonelyCards.forcedTwoBig(mixedPoints, cover, paired);
        int cardsNeeded = WinShape.concealedCards(groupsToWin - melds.size() - (pair ? 1 : 0), pair);
        if (PackedHand.cards(packed) != cardsNeeded || LonelyCards.any(left, cover, mixedPoints)
                || (twoSmall & twoBig) != 0) {
            return null;
        }
        // The kans and the mixed groups every decomposition holds first; then each choice of the other mixed groups.
        Candidates candidates = new Candidates(groupsToWin - melds.size(), tallyOnly);
        int at = 0;
        at = take(PackedHand.kans(packed), kanRank, candidates.trying, at);
        at = take(twoSmall, twoSmallRank, candidates.trying, at);
        at = take(twoBig, twoBigRank, candidates.trying, at);
        int huxi = 0;
        for (int i = 0; i < at; i++) {
            huxi += byRank[candidates.trying[i]].huxi();
        }
        int forcedSmall = PackedHand.fold(twoSmall);
        int forcedBig = PackedHand.fold(twoBig);
        int smallCards = Long.bitCount(left & PackedHand.SMALL) + Long.bitCount(paired & PackedHand.SMALL)
                - 2 * Long.bitCount(twoSmall) - Long.bitCount(twoBig);
        choose(mixedPoints & ~(twoSmall | twoBig), paired,
                PackedHand.ternary(packed, 0) - 2 * forcedSmall - forcedBig,
                PackedHand.ternary(packed, PackedHand.SIZE_SHIFT) - forcedSmall - 2 * forcedBig, smallCards, pair, at,
                huxi, candidates);
        return candidates.most < 0 ? null : candidates;
    }

    /** Writes the rank of the group at each set bit (3 * card or point) of {@code bits}; returns the next index. */
    private static int take(long bits, int[] rank, int[] out, int at) {
        int end = at;
        for (long rest = bits; rest != 0; rest &= rest - 1) {
            out[end++] = rank[Long.numberOfTrailingZeros(rest) / 3];
        }
        return end;
    }

    /**
     * Tries each mixed choice at the points left (as in {@link HandAnalyzer}: none, 2 small + 1 big, 1 small + 2
     * big); the first {@code at} groups are chosen and make {@code huxi}.
     */
    private void choose(long mixedPoints, long paired, int smallState, int bigState, int smallCards, boolean pair,
                        int at, int huxi, Candidates candidates) {
        if (mixedPoints == 0) {
            sizes(smallState, bigState, smallCards, pair, at, huxi, candidates);
            return;
        }
        int bit = Long.numberOfTrailingZeros(mixedPoints);
        int point = bit / 3;
        int pow = SizeTable.POW3[point];
        long rest = mixedPoints & mixedPoints - 1;
        choose(rest, paired, smallState, bigState, smallCards, pair, at, huxi, candidates);
        if ((paired >>> bit & 1) != 0) {
            candidates.trying[at] = twoSmallRank[point];
            choose(rest, paired, smallState - 2 * pow, bigState - pow, smallCards - 2, pair, at + 1,
                    huxi + byRank[twoSmallRank[point]].huxi(), candidates);
        }
        if ((paired >>> (bit + PackedHand.SIZE_SHIFT) & 1) != 0) {
            candidates.trying[at] = twoBigRank[point];
            choose(rest, paired, smallState - pow, bigState - 2 * pow, smallCards - 1, pair, at + 1,
                    huxi + byRank[twoBigRank[point]].huxi(), candidates);
        }
    }

    /** Both sizes' first best once the mixed groups are chosen; kept if it has more huxi or comes first. */
    private void sizes(int smallState, int bigState, int smallCards, boolean pair, int at, int huxi,
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
        int total = huxi + smallHuxi + bigHuxi;
        if (smallHuxi < 0 || bigHuxi < 0 || total < candidates.most) {
            return;
        }
        int[] trying = candidates.trying;
        if (candidates.tallyOnly) {
            candidates.tied = total == candidates.most;
            if (total > candidates.most) {
                long tally = small.firstTally(smallState, pairSmall) + big.firstTally(bigState, pairBig);
                for (int i = 0; i < at; i++) {
                    tally += tallyByRank[trying[i]];
                }
                candidates.most = total;
                candidates.tally = tally;
            }
            return;
        }
        int end = small.firstBest(smallState, pairSmall, smallRank, trying, at);
        big.firstBest(bigState, pairBig, bigRank, trying, end);
        int[] sorted = trying.clone();
        Arrays.sort(sorted);
        if (total > candidates.most || Arrays.compare(sorted, candidates.first) < 0) {
            candidates.most = total;
            candidates.first = sorted;
        }
    }
}
