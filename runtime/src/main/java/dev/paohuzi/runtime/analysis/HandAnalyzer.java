package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The fast analyzer. A concealed triple is a kan (000:26), so once kans are out a jokerless hand has at most 2 of
 * a card; the only groups across sizes are the mixed ones, at most one per point with 3 choices (none, 2 small +
 * 1 big, 1 small + 2 big), so the search tries the mixed choices and looks up what is left of each size in a
 * precomputed {@link SizeTable}. Holdings with jokers or a variant with mixed-size 二七十 take the general
 * {@link CrossSizeSearch}, which also lists decompositions. No allocation on the jokerless path.
 */
public final class HandAnalyzer implements Analyzer {
    private final RuleSet rules;
    private final short[] smallTable;
    private final short[] bigTable;
    private final int[] kanHuxi = new int[Cards.KINDS];
    /** Huxi of the mixed group whose doubled card is the index. */
    private final int[] mixedHuxi = new int[Cards.KINDS];
    private final boolean mixed;
    /** Bits of points 2, 7, 10 when 二七十 exists, else bits no hand has. */
    private final int twoSevenTenPoints;
    private final boolean generalOnly;
    private final CrossSizeSearch general;

    private HandAnalyzer(RuleSet rules) {
        this.rules = rules;
        SizeTable small = SizeTable.of(rules, Size.SMALL);
        SizeTable big = SizeTable.of(rules, Size.BIG);
        smallTable = small.table();
        bigTable = big.table();
        for (int card = 0; card < Cards.KINDS; card++) {
            kanHuxi[card] = rules.huxi().of(GroupKind.KAN, card);
            mixedHuxi[card] = rules.huxi().of(GroupKind.MIXED, card);
        }
        mixed = rules.structure().mixed();
        twoSevenTenPoints = rules.structure().twoSevenTen() ? 1 << 1 | 1 << 6 | 1 << 9 : 1 << 31;
        generalOnly = rules.structure().twoSevenTenMixedSizes();
        general = new CrossSizeSearch(rules, small, big);
    }

    /** An analyzer for a variant; its size tables are computed once and shared by variants with equal huxi. */
    public static HandAnalyzer of(RuleSet rules) {
        return new HandAnalyzer(rules);
    }

    @Override
    public RuleSet rules() {
        return rules;
    }

    @Override
    public int maxHuxi(Holding holding) {
        List<Meld> melds = holding.melds();
        int tableHuxi = 0;
        boolean paoOrTi = false;
        for (int i = 0; i < melds.size(); i++) {
            tableHuxi += melds.get(i).huxi(rules.huxi());
            paoOrTi |= melds.get(i).isPaoOrTi();
        }
        int concealed;
        if (holding.jokers() > 0 || generalOnly) {
            concealed = generalMaxHuxi(holding);
        } else {
            boolean pair = WinShape.needsPair(rules, paoOrTi);
            int sets = rules.structure().groupsToWin() - melds.size() - (pair ? 1 : 0);
            concealed = concealedMaxHuxi(holding.packedConcealed(), WinShape.concealedCards(sets, pair), pair);
        }
        return concealed < 0 ? -1 : concealed + tableHuxi;
    }

    /** The concealed cards' most huxi by the general path; package-private so tests can hold it to the fast one. */
    int generalMaxHuxi(Holding holding) {
        WinShape shape = WinShape.of(rules, holding);
        return shape == null ? -1 : general.maxHuxi(holding, shape);
    }

    /** The jokerless path: kans out, then each choice of mixed groups is two table look-ups. */
    private int concealedMaxHuxi(long packed, int cardsNeeded, boolean pair) {
        int huxi = 0;
        int cards = 0;
        int smallCards = 0;
        int smallState = 0;
        int bigState = 0;
        // Points where a mixed group fits, 6 bits each: the point, bit 4 "2 small + 1 big fits", bit 5 "1 + 2".
        long mixedPoints = 0;
        int mixedCount = 0;
        // Points (bit per point) where each size has a card, where a mixed group fits, where a pair could be.
        int smallPoints = 0;
        int bigPoints = 0;
        int mixedMask = 0;
        int smallPairs = 0;
        int bigPairs = 0;
        for (int point = 0; point < SizeTable.POINTS; point++) {
            int smalls = Counts.of(packed, point);
            int bigs = Counts.of(packed, point + SizeTable.POINTS);
            cards += smalls + bigs;
            if (smalls == 3) {
                huxi += kanHuxi[point];
                smalls = 0;
            }
            if (bigs == 3) {
                huxi += kanHuxi[point + SizeTable.POINTS];
                bigs = 0;
            }
            smallCards += smalls;
            smallState += smalls * SizeTable.POW3[point];
            bigState += bigs * SizeTable.POW3[point];
            smallPoints |= Integer.signum(smalls) << point;
            bigPoints |= Integer.signum(bigs) << point;
            smallPairs |= (smalls >> 1) << point;
            bigPairs |= (bigs >> 1) << point;
            if (mixed && smalls + bigs >= 3) {
                long choices = point | (smalls == 2 ? 16 : 0) | (bigs == 2 ? 32 : 0);
                mixedPoints |= choices << (6 * mixedCount++);
                mixedMask |= 1 << point;
            }
        }
        int pairMask = pair ? -1 : 0;
        if (cards != cardsNeeded
                || lonely(smallPoints, mixedMask | smallPairs & pairMask)
                || lonely(bigPoints, mixedMask | bigPairs & pairMask)) {
            return -1;
        }
        int sizes = withMixed(mixedPoints, mixedCount, smallState, bigState, smallCards, pair);
        return sizes < 0 ? -1 : huxi + sizes;
    }

    /**
     * A quick reject (most random deals fail here): whether some card of one size is in no group that could
     * exist — no sentence or 二七十 of present cards, no mixed group or pair at its point ({@code otherGroups}).
     */
    private boolean lonely(int points, int otherGroups) {
        int sentenceStarts = points & points >> 1 & points >> 2;
        int covered = sentenceStarts | sentenceStarts << 1 | sentenceStarts << 2 | otherGroups;
        if ((points & twoSevenTenPoints) == twoSevenTenPoints) {
            covered |= twoSevenTenPoints;
        }
        return (points & ~covered) != 0;
    }

    /**
     * The most huxi of both sizes over the mixed choices left, or -1. Groups of one size take 3 cards and a pair
     * 2, so the small cards left (mod 3) say at once whether a choice can work and which size holds the pair.
     */
    private int withMixed(long mixedPoints, int count, int smallState, int bigState, int smallCards, boolean pair) {
        if (count == 0) {
            int rest = smallCards % 3;
            if (!pair) {
                return rest != 0 ? -1 : sum(smallTable[2 * smallState], bigTable[2 * bigState]);
            }
            return rest == 2 ? sum(smallTable[2 * smallState + 1], bigTable[2 * bigState])
                    : rest == 0 ? sum(smallTable[2 * smallState], bigTable[2 * bigState + 1]) : -1;
        }
        int point = (int) mixedPoints & 15;
        int pow = SizeTable.POW3[point];
        long rest = mixedPoints >>> 6;
        int best = withMixed(rest, count - 1, smallState, bigState, smallCards, pair);
        if ((mixedPoints & 16) != 0) {
            int value = withMixed(rest, count - 1, smallState - 2 * pow, bigState - pow, smallCards - 2, pair);
            best = Math.max(best, value < 0 ? -1 : value + mixedHuxi[point]);
        }
        if ((mixedPoints & 32) != 0) {
            int value = withMixed(rest, count - 1, smallState - pow, bigState - 2 * pow, smallCards - 1, pair);
            best = Math.max(best, value < 0 ? -1 : value + mixedHuxi[point + SizeTable.POINTS]);
        }
        return best;
    }

    private static int sum(int a, int b) {
        return a < 0 || b < 0 ? -1 : a + b;
    }

    @Override
    public List<Decomposition> decompositions(Holding holding) {
        List<Decomposition> found = new ArrayList<>();
        WinShape shape = WinShape.of(rules, holding);
        if (shape != null) {
            general.forEachDecomposition(holding, shape,
                    groups -> found.add(Decomposition.of(holding, rules.huxi(), groups)));
        }
        found.sort(Decomposition.BEST_FIRST);
        return found;
    }
}
