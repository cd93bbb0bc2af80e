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
    private final LonelyCards lonelyCards;
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
        lonelyCards = new LonelyCards(rules.structure());
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
        if (lonelyCards.any(packed, pair)) {
            return -1;
        }
        int huxi = 0;
        int cards = 0;
        int smallCards = 0;
        int smallState = 0;
        int bigState = 0;
        // Points where a mixed group fits, 6 bits each: the point, bit 4 "2 small + 1 big fits", bit 5 "1 + 2".
        long mixedPoints = 0;
        int mixedCount = 0;
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
            if (mixed && smalls + bigs >= 3) {
                long choices = point | (smalls == 2 ? 16 : 0) | (bigs == 2 ? 32 : 0);
                mixedPoints |= choices << (6 * mixedCount++);
            }
        }
        if (cards != cardsNeeded) {
            return -1;
        }
        int sizes = choose(mixedPoints, mixedCount, smallState, bigState, smallCards, pair);
        return sizes < 0 ? -1 : huxi + sizes;
    }

    /** The most huxi of both sizes over the mixed choices at the {@code count} points left, or -1. */
    private int withMixed(long mixedPoints, int count, int smallState, int bigState, int smallCards, boolean pair) {
        int point = (int) mixedPoints & 15;
        int pow = SizeTable.POW3[point];
        long rest = mixedPoints >>> 6;
        int best = choose(rest, count - 1, smallState, bigState, smallCards, pair);
        if ((mixedPoints & 16) != 0) {
            int value = choose(rest, count - 1, smallState - 2 * pow, bigState - pow, smallCards - 2, pair);
            best = Math.max(best, value < 0 ? -1 : value + mixedHuxi[point]);
        }
        if ((mixedPoints & 32) != 0) {
            int value = choose(rest, count - 1, smallState - pow, bigState - 2 * pow, smallCards - 1, pair);
            best = Math.max(best, value < 0 ? -1 : value + mixedHuxi[point + SizeTable.POINTS]);
        }
        return best;
    }

    /** Recurses only while mixed choices are left, so the last level's look-ups are inlined, not called. */
    private int choose(long mixedPoints, int count, int smallState, int bigState, int smallCards, boolean pair) {
        return count == 0 ? sizes(smallState, bigState, smallCards, pair)
                : withMixed(mixedPoints, count, smallState, bigState, smallCards, pair);
    }

    /**
     * Both sizes' table values once the mixed groups are chosen. Groups of one size take 3 cards and a pair 2, so
     * the small cards left (mod 3) say at once whether the choice can work and which size holds the pair.
     */
    private int sizes(int smallState, int bigState, int smallCards, boolean pair) {
        int rest = smallCards % 3;
        if (!pair) {
            return rest != 0 ? -1 : sum(smallTable[2 * smallState], bigTable[2 * bigState]);
        }
        return rest == 2 ? sum(smallTable[2 * smallState + 1], bigTable[2 * bigState])
                : rest == 0 ? sum(smallTable[2 * smallState], bigTable[2 * bigState + 1]) : -1;
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
