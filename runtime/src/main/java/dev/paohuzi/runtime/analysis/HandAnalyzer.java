package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.LongPredicate;

/**
 * The fast analyzer. A concealed triple is a kan (000:26), so once kans are out a jokerless hand has at most 2 of
 * a card; the only groups across sizes are the mixed ones, at most one per point with 3 choices (none, 2 small +
 * 1 big, 1 small + 2 big), so the search tries the mixed choices and looks up what is left of each size in a
 * precomputed {@link SizeTable}. Before that, {@link LonelyCards} turns away most incomplete holdings, and the
 * table indexes come from the packed counts by word operations ({@link PackedHand}); no allocation, no loop over
 * cards. Holdings with jokers or a variant with mixed-size 二七十 take the general {@link CrossSizeSearch}, which
 * also lists every decomposition. The best decomposition of a jokerless holding is rebuilt from the same tables
 * ({@link BestDecomposition}), not picked from that list.
 */
public final class HandAnalyzer implements Analyzer {
    private final RuleSet rules;
    private final short[] smallTable;
    private final short[] bigTable;
    /** {@link SizeTable#forming} of each table, read before the table. */
    private final long[] smallForming;
    private final long[] bigForming;
    private final int[] kanHuxi = new int[Cards.KINDS];
    /** Huxi of the mixed group whose doubled card is the index. */
    private final int[] mixedHuxi = new int[Cards.KINDS];
    private final boolean mixed;
    private final LonelyCards lonelyCards;
    private final boolean generalOnly;
    /** Whether the seat's own cards bound the joker readings (`joker stands for`), which needs its table. */
    private final boolean jokerRoomBounded;
    private final CrossSizeSearch general;
    private final JokerReadings jokerReadings;
    private final BestDecomposition bestDecomposition;

    private HandAnalyzer(RuleSet rules) {
        this.rules = rules;
        SizeTable small = SizeTable.of(rules, Size.SMALL);
        SizeTable big = SizeTable.of(rules, Size.BIG);
        smallTable = small.table();
        bigTable = big.table();
        smallForming = small.forming();
        bigForming = big.forming();
        for (int card = 0; card < Cards.KINDS; card++) {
            kanHuxi[card] = rules.huxi().of(GroupKind.KAN, card);
            mixedHuxi[card] = rules.huxi().of(GroupKind.MIXED, card);
        }
        mixed = rules.structure().mixed();
        lonelyCards = new LonelyCards(GroupShapes.of(rules.structure()));
        generalOnly = rules.structure().twoSevenTenMixedSizes();
        jokerRoomBounded = rules.play().jokerStandsFor().bounded() && rules.deck().jokers() > 0;
        general = new CrossSizeSearch(rules, small, big, lonelyCards);
        jokerReadings = new JokerReadings(rules, lonelyCards, this::concealedMaxHuxi);
        bestDecomposition = new BestDecomposition(rules, small, big, lonelyCards);
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
        boolean pair = WinShape.needsPair(rules, paoOrTi);
        int cardsNeeded = WinShape.concealedCards(rules.structure().groupsToWin() - melds.size() - (pair ? 1 : 0),
                pair);
        int concealed = generalOnly ? generalMaxHuxi(holding)
                : concealedMaxHuxi(holding.packedConcealed(), holding.jokers(), cardsNeeded, pair,
                        JokerRoom.of(rules, holding));
        return concealed < 0 ? -1 : concealed + tableHuxi;
    }

    /**
     * The most huxi of concealed cards alone (packed counts and jokers) forming a shape of {@code cardsNeeded} cards,
     * or -1: what {@link #maxHuxi} asks once the table is read, for callers that ask about many hands beside one
     * table ({@link Waits}). Not for a variant with mixed-size 二七十 ({@link #packedPath}).
     */
    int concealedMaxHuxi(long packed, int jokers, int cardsNeeded, boolean pair) {
        return concealedMaxHuxi(packed, jokers, cardsNeeded, pair, JokerRoom.ANY);
    }

    private int concealedMaxHuxi(long packed, int jokers, int cardsNeeded, boolean pair, long jokerRoom) {
        return jokers > 0 ? withJokers(packed, jokers, cardsNeeded, pair, jokerRoom)
                : concealedMaxHuxi(packed, cardsNeeded, pair);
    }

    /**
     * Whether {@link #concealedMaxHuxi(long, int, int, boolean)} answers for this variant: no mixed-size 二七十, and
     * no joker bound by the seat's own cards, which the concealed cards alone do not show.
     */
    boolean packedPath() {
        return !generalOnly && !jokerRoomBounded;
    }

    LonelyCards lonelyCards() {
        return lonelyCards;
    }

    /** Jokers are read as cards by {@link JokerReadings}; the kans are out first. */
    private int withJokers(long packed, int jokers, int cardsNeeded, boolean pair, long jokerRoom) {
        if (PackedHand.cards(packed) + jokers != cardsNeeded) {
            return -1;
        }
        long kans = PackedHand.kans(packed);
        int readings = jokerReadings.maxHuxi(PackedHand.withoutKans(packed), jokers,
                cardsNeeded - 3 * Long.bitCount(kans), pair, jokerRoom);
        return readings < 0 ? -1 : readings + huxiOf(kans, kanHuxi, 0);
    }

    /**
     * For concealed cards with jokers one card short of {@code cardsNeeded}, in one search: the most huxi with one
     * more joker (-1: none completes them, and then no card does), and in {@code byCard} for each card held at most
     * once the most huxi with it added (-1 where it does not complete them). Such a card adds as a joker standing for
     * it would, since it makes no kan, so the readings of one more joker answer for all of them; a card held twice
     * makes a kan, and is left to {@link #concealedMaxHuxi(long, int, int, boolean)} ({@code byCard} -1). Not for a
     * variant with mixed-size 二七十 or jokers bound by the seat's cards ({@link #packedPath}).
     */
    int jokerWaits(long packed, int jokers, int cardsNeeded, boolean pair, int[] byCard) {
        Arrays.fill(byCard, -1);
        if (PackedHand.cards(packed) + jokers + 1 != cardsNeeded) {
            return -1;
        }
        long kans = PackedHand.kans(packed);
        JokerReadings.Found found = new JokerReadings.Found(true, false);
        jokerReadings.search(PackedHand.withoutKans(packed), jokers + 1, cardsNeeded - 3 * Long.bitCount(kans), pair,
                JokerRoom.ANY, found);
        if (found.most < 0) {
            return -1;
        }
        int kansHuxi = huxiOf(kans, kanHuxi, 0);
        for (int card = 0; card < Cards.KINDS; card++) {
            byCard[card] = Counts.of(packed, card) < 2 && found.byCard[card] >= 0 ? found.byCard[card] + kansHuxi : -1;
        }
        return found.most + kansHuxi;
    }

    /** The concealed cards' most huxi by the general path; package-private so tests can hold it to the fast one. */
    int generalMaxHuxi(Holding holding) {
        WinShape shape = WinShape.of(rules, holding);
        return shape == null ? -1 : general.maxHuxi(holding, shape);
    }

    /** The jokerless path: kans out, then each choice of mixed groups is two table look-ups. */
    private int concealedMaxHuxi(long packed, int cardsNeeded, boolean pair) {
        long left = PackedHand.left(packed);
        long paired = PackedHand.paired(packed);
        long cover = lonelyCards.sameSizeCover(left, paired, pair);
        long mixedPoints = mixed ? LonelyCards.mixedPoints(left, paired) : 0;
        if (PackedHand.cards(packed) != cardsNeeded || LonelyCards.any(left, cover, mixedPoints)) {
            return -1;
        }
        long twoSmall = LonelyCards.forcedTwoSmall(mixedPoints, cover, paired);
        long twoBig = LonelyCards.forcedTwoBig(mixedPoints, cover, paired);
        if ((twoSmall & twoBig) != 0) {
            return -1; // both mixed groups at one point would take 3 of each size
        }
        int huxi = huxiOf(PackedHand.kans(packed), kanHuxi, 0) + huxiOf(twoSmall, mixedHuxi, 0)
                + huxiOf(twoBig, mixedHuxi, SizeTable.POINTS);
        int forcedSmall = PackedHand.fold(twoSmall);
        int forcedBig = PackedHand.fold(twoBig);
        int smallCards = Long.bitCount(left & PackedHand.SMALL) + Long.bitCount(paired & PackedHand.SMALL)
                - 2 * Long.bitCount(twoSmall) - Long.bitCount(twoBig);
        int sizes = choose(mixedPoints & ~(twoSmall | twoBig), paired,
                PackedHand.ternary(packed, 0) - 2 * forcedSmall - forcedBig,
                PackedHand.ternary(packed, PackedHand.SIZE_SHIFT) - forcedSmall - 2 * forcedBig, smallCards, pair);
        return sizes < 0 ? -1 : huxi + sizes;
    }

    /**
     * The most huxi of both sizes over the mixed choices at the points left ({@code mixedPoints}, one bit a point
     * as in {@link PackedHand}), or -1: at each point no mixed group, 2 small + 1 big (if two small are held) or
     * 1 small + 2 big (if two big are).
     */
    private int withMixed(long mixedPoints, long paired, int smallState, int bigState, int smallCards,
                          boolean pair) {
        int bit = Long.numberOfTrailingZeros(mixedPoints);
        int point = bit / 3;
        int pow = SizeTable.POW3[point];
        long rest = mixedPoints & mixedPoints - 1;
        int best = choose(rest, paired, smallState, bigState, smallCards, pair);
        if ((paired >>> bit & 1) != 0) {
            int value = choose(rest, paired, smallState - 2 * pow, bigState - pow, smallCards - 2, pair);
            best = Math.max(best, value < 0 ? -1 : value + mixedHuxi[point]);
        }
        if ((paired >>> (bit + PackedHand.SIZE_SHIFT) & 1) != 0) {
            int value = choose(rest, paired, smallState - pow, bigState - 2 * pow, smallCards - 1, pair);
            best = Math.max(best, value < 0 ? -1 : value + mixedHuxi[point + SizeTable.POINTS]);
        }
        return best;
    }

    /** Recurses only while mixed choices are left, so the last level's look-ups are inlined, not called. */
    private int choose(long mixedPoints, long paired, int smallState, int bigState, int smallCards, boolean pair) {
        return mixedPoints == 0 ? sizes(smallState, bigState, smallCards, pair)
                : withMixed(mixedPoints, paired, smallState, bigState, smallCards, pair);
    }

    /**
     * Both sizes' table values once the mixed groups are chosen. Groups of one size take 3 cards and a pair 2, so
     * the small cards left (mod 3) say at once whether the choice can work and which size holds the pair.
     */
    private int sizes(int smallState, int bigState, int smallCards, boolean pair) {
        int rest = smallCards % 3;
        if (pair ? rest == 1 : rest != 0) {
            return -1;
        }
        int small = 2 * smallState + (rest == 2 ? 1 : 0);
        int big = 2 * bigState + (pair && rest == 0 ? 1 : 0);
        return (smallForming[small >>> 6] & 1L << small) == 0 || (bigForming[big >>> 6] & 1L << big) == 0 ? -1
                : smallTable[small] + bigTable[big];
    }

    /** The sum of {@code huxi[card + offset]} over the cards whose bits (3 * card) are set. */
    private static int huxiOf(long cards, int[] huxi, int offset) {
        int sum = 0;
        for (long rest = cards; rest != 0; rest &= rest - 1) {
            sum += huxi[Long.numberOfTrailingZeros(rest) / 3 + offset];
        }
        return sum;
    }

    /**
     * Where {@link #maxHuxi} takes the jokerless path, the best decomposition is rebuilt from the same tables
     * ({@link BestDecomposition}); jokers and mixed-size 二七十 take the first of every decomposition listed.
     */
    @Override
    public Optional<Decomposition> best(Holding holding) {
        if (generalOnly || holding.jokers() > 0) {
            return Analyzer.super.best(holding);
        }
        return Optional.ofNullable(bestDecomposition.of(holding));
    }

    @Override
    public long bestTally(Holding holding) {
        if (generalOnly || holding.jokers() > 0) {
            return Analyzer.super.bestTally(holding);
        }
        return bestDecomposition.tally(holding);
    }

    @Override
    public List<Decomposition> decompositions(Holding holding) {
        WinShape shape = WinShape.of(rules, holding);
        JokerReadings.Found readings = jokerReadings(holding, shape);
        return listed(holding, shape, -1, readings == null ? read -> true : read -> readings.reaches(read, 0));
    }

    /**
     * Lists only the splits the size tables say reach the most huxi (a joker holding has hundreds of readings, most
     * of them below it), then keeps the decompositions at it: the same list as the default's, far cheaper. With
     * jokers, the one search of their readings gives the most huxi too.
     */
    @Override
    public List<Decomposition> mostHuxiDecompositions(Holding holding) {
        WinShape shape = WinShape.of(rules, holding);
        JokerReadings.Found readings = jokerReadings(holding, shape);
        int tableHuxi = 0;
        for (Meld meld : holding.melds()) {
            tableHuxi += meld.huxi(rules.huxi());
        }
        int most = readings == null ? maxHuxi(holding) : readings.most < 0 ? -1
                : readings.most + huxiOf(PackedHand.kans(holding.packedConcealed()), kanHuxi, 0) + tableHuxi;
        if (most < 0) {
            return List.of();
        }
        List<Decomposition> found = listed(holding, shape, most - tableHuxi,
                readings == null ? read -> true : read -> readings.reaches(read, readings.most));
        found.removeIf(decomposition -> decomposition.huxi() < most);
        return found;
    }

    /**
     * With jokers, from the one search of their readings alone, no decomposition listed: each reading it finds with
     * the most huxi is one of {@link #mostHuxiDecompositions}', since the search reads its groups as the listing does
     * and the listing lists every decomposition of a reading, and each of those is one it finds.
     */
    @Override
    public MostHuxiReadings mostHuxiReadings(Holding holding) {
        WinShape shape = WinShape.of(rules, holding);
        JokerReadings.Found readings = jokerReadings(holding, shape);
        if (readings == null) {
            return shape == null ? MostHuxiReadings.NONE : Analyzer.super.mostHuxiReadings(holding);
        }
        if (readings.most < 0) {
            return MostHuxiReadings.NONE;
        }
        int tableHuxi = 0;
        for (Meld meld : holding.melds()) {
            tableHuxi += meld.huxi(rules.huxi());
        }
        return new MostHuxiReadings(readings.most + huxiOf(PackedHand.kans(holding.packedConcealed()), kanHuxi, 0)
                + tableHuxi, readings.reaching(readings.most));
    }

    /**
     * Every decomposition of the splits that can reach {@code atLeast} concealed huxi (-1: all), of the joker
     * readings ({@code reading}: packed counts of what the jokers stand for) that {@code readings} lets through, best
     * first.
     */
    private List<Decomposition> listed(Holding holding, WinShape shape, int atLeast, LongPredicate readings) {
        List<Decomposition> found = new ArrayList<>();
        if (shape != null) {
            general.forEachDecomposition(holding, shape, atLeast, readings,
                    groups -> found.add(Decomposition.of(holding, rules.huxi(), groups)));
        }
        found.sort(Decomposition.BEST_FIRST);
        return found;
    }

    /**
     * One search of a holding's joker readings ({@link JokerReadings#search}), each complete one kept with its most
     * huxi (kans out), so that a listing splits only those that reach the huxi it asks: most of a joker holding's
     * hundreds of readings complete nothing. Null without jokers, where no shape fits, or for mixed-size 二七十.
     */
    private JokerReadings.Found jokerReadings(Holding holding, WinShape shape) {
        if (generalOnly || holding.jokers() == 0 || shape == null) {
            return null;
        }
        long packed = holding.packedConcealed();
        long kans = PackedHand.kans(packed);
        JokerReadings.Found found = new JokerReadings.Found(false, true);
        jokerReadings.search(PackedHand.withoutKans(packed), holding.jokers(),
                WinShape.concealedCards(shape.sets(), shape.pair()) - 3 * Long.bitCount(kans), shape.pair(),
                JokerRoom.of(rules, holding), found);
        return found;
    }
}
