package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.holding.ChiShape;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The fast analyzer against the reference on seeded random holdings under each test variant. */
class FastMatchesReferenceTest {

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of(named(RealVariants.HUNAN), 3_000),
                Arguments.of(named(RealVariants.LUZHOU), 2_000),
                Arguments.of(named(RealVariants.YONGZHOU), 1_500),
                Arguments.of(named(RealVariants.MIXED_TWO_SEVEN_TEN), 1_000),
                Arguments.of(named(RealVariants.KEYED), 1_000),
                Arguments.of(named(RealVariants.SENTENCES_ONLY), 1_000),
                Arguments.of(named(RealVariants.FOUR_SEATS), 1_500),  // liuhuqiang: 一五十 / 壹伍拾 of one size
                Arguments.of(named(NO_FIFTH_COPY), 1_500));
    }

    /** Yongzhou whose jokers never stand for a fifth copy (`joker stands for: any card but a fifth copy`). */
    private static final RuleSet NO_FIFTH_COPY = RealVariants.testVariant("joker-no-fifth");

    /**
     * The bound on the joker readings takes readings away and adds none, and the random holdings meet it: some of
     * Yongzhou's best readings make a fifth copy, so the bounded variant reads those holdings lower or not at all.
     */
    @org.junit.jupiter.api.Test
    void noFifthCopyOnlyTakesReadingsAway() {
        HandAnalyzer anyCard = HandAnalyzer.of(RealVariants.YONGZHOU);
        HandAnalyzer noFifth = HandAnalyzer.of(NO_FIFTH_COPY);
        int lower = 0;
        for (long seed = 1; seed <= 3_000; seed++) {
            Holding holding = RandomHoldings.composed(RealVariants.YONGZHOU, seed);
            int any = anyCard.maxHuxi(holding);
            int bounded = noFifth.maxHuxi(holding);
            assertTrue(bounded <= any, "seed " + seed + ": " + holding);
            lower += bounded < any ? 1 : 0;
        }
        assertTrue(lower > 0, "holdings whose best reading makes a fifth copy: " + lower);
    }

    private static Named<RuleSet> named(RuleSet rules) {
        return Named.of(rules.name(), rules);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void composedHoldingsAgree(RuleSet rules, int holdings) {
        HandAnalyzer fast = HandAnalyzer.of(rules);
        ReferenceAnalyzer reference = new ReferenceAnalyzer(rules);
        int complete = 0;
        int withWaits = 0;
        int withOneFiveTen = 0;
        for (long seed = 1; seed <= holdings; seed++) {
            Holding holding = RandomHoldings.composed(rules, seed);
            String where = "seed " + seed + ": " + holding;
            List<Decomposition> expected = reference.decompositions(holding);
            List<Decomposition> actual = fast.decompositions(holding);
            assertEquals(expected, actual, where);
            assertEquals(actual.size(), new HashSet<>(actual).size(), where + ": a decomposition listed twice");
            assertEquals(reference.mostHuxiDecompositions(holding), fast.mostHuxiDecompositions(holding),
                    where + ": the decompositions of the most huxi");
            assertEquals(readings(reference.mostHuxiReadings(holding)), readings(fast.mostHuxiReadings(holding)),
                    where + ": what the jokers stand for at the most huxi");
            int huxi = reference.maxHuxi(holding);
            assertEquals(huxi, fast.maxHuxi(holding), where);
            int tableHuxi = holding.melds().stream().mapToInt(meld -> meld.huxi(rules.huxi())).sum();
            assertEquals(huxi, huxi < 0 ? fast.generalMaxHuxi(holding) : fast.generalMaxHuxi(holding) + tableHuxi,
                    where + ": general path");
            assertEquals(expected.isEmpty() ? -1 : expected.get(0).huxi(), huxi, where);
            List<Wait> waits = reference.waits(holding);
            assertEquals(waits, fast.waits(holding), where);
            complete += huxi >= 0 ? 1 : 0;
            withWaits += waits.isEmpty() ? 0 : 1;
            withOneFiveTen += expected.stream().anyMatch(d -> d.groups().stream()
                    .anyMatch(g -> g.kind() == GroupKind.ONE_FIVE_TEN)) ? 1 : 0;
        }
        // The generator must exercise both outcomes, or the agreement above says little.
        assertTrue(complete > holdings / 5, "complete holdings: " + complete);
        assertTrue(withWaits > holdings / 20, "holdings with waits: " + withWaits);
        assertTrue(!rules.structure().oneFiveTen() || withOneFiveTen > holdings / 20,
                "holdings read with a 一五十: " + withOneFiveTen);
    }

    /**
     * The best decomposition is rebuilt from the size tables on the jokerless path, so it is held to the first
     * decomposition the reference lists: same groups in the same order (so the choice among equal huxi is
     * today's), covering exactly the holding, with the most huxi; its tally, looked up without building it, too.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void bestIsTheFirstDecomposition(RuleSet rules, int holdings) {
        HandAnalyzer fast = HandAnalyzer.of(rules);
        ReferenceAnalyzer reference = new ReferenceAnalyzer(rules);
        int ties = 0;
        for (long seed = 1; seed <= 3 * holdings; seed++) {
            Holding holding = switch ((int) (seed % 3)) {
                case 0 -> RandomHoldings.dealt(rules, seed, 21);
                case 1 -> RandomHoldings.composed(rules, seed);
                default -> crowded(rules, seed);
            };
            String where = "seed " + seed + ": " + holding;
            List<Decomposition> all = reference.decompositions(holding);
            Optional<Decomposition> best = fast.best(holding);
            assertEquals(all.stream().findFirst(), best, where);
            assertEquals(reference.maxHuxi(holding), best.map(Decomposition::huxi).orElse(-1), where);
            best.ifPresent(decomposition -> assertCovers(holding, decomposition, rules, where));
            assertEquals(all.stream().findFirst().map(GroupTally::of).orElse(GroupTally.NONE),
                    fast.bestTally(holding), where);
            ties += all.size() > 1 && all.get(1).huxi() == all.get(0).huxi() ? 1 : 0;
        }
        // Holdings with several decompositions of the most huxi are where the choice among them is tested; plain
        // sentences (at most 2 of a card once the kans are out) split one way only, so ties need mixed groups.
        assertTrue(ties > holdings / 50 || !rules.structure().mixed(),
                "holdings with a tie for the most huxi: " + ties);
    }

    /**
     * A holding of groups with 0 huxi in Hunan's table crowded on a few points, at most 2 of a card, so that many
     * decompose several ways with the same huxi: with no meld, 7 sentences and mixed groups; with a pao on the
     * table, x x x+1 x+1 x+2 x+2 x+3 x+3 of one size (a pair and two sentences, two ways) and 4 groups more.
     */
    private static Holding crowded(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] counts = new int[Cards.KINDS];
        boolean pao = seed % 2 == 0;
        List<Meld> melds = pao ? List.of(Meld.of(GroupKind.PAO, Cards.KINDS - 1)) : List.of();
        int groups = rules.structure().groupsToWin() - melds.size();
        if (pao) {
            int low = random.nextInt(2) * SizeTable.POINTS + 1 + random.nextInt(5);
            for (int card = low; card < low + 4; card++) {
                counts[card] = 2;
            }
            groups -= 3;
        }
        for (int attempt = 0; attempt < 100 && groups > 0; attempt++) {
            int card = random.nextInt(2) * SizeTable.POINTS + 2 + random.nextInt(4);
            int[] cards = random.nextInt(3) == 0 ? new int[] {card, card, Cards.otherSize(card)}
                    : new int[] {card, card + 1, card + 2};
            int[] after = counts.clone();
            for (int c : cards) {
                after[c]++;
            }
            if (Arrays.stream(after).allMatch(count -> count <= 2)) {
                System.arraycopy(after, 0, counts, 0, counts.length);
                groups--;
            }
        }
        return Holding.of(Counts.pack(counts), 0, melds);
    }

    /** The most huxi and the readings, sorted: the order is none. */
    private static String readings(MostHuxiReadings most) {
        return most.huxi() + " " + Arrays.toString(Arrays.stream(most.readings()).sorted().toArray());
    }

    /** The groups hold exactly the holding's cards (table melds as melds) and their huxi adds up. */
    private static void assertCovers(Holding holding, Decomposition decomposition, RuleSet rules, String where) {
        int[] counts = new int[Cards.ALL_KINDS];
        int huxi = 0;
        int onTable = 0;
        for (Group group : decomposition.groups()) {
            huxi += group.huxi();
            onTable += group.concealed() ? 0 : 1;
            if (group.concealed()) {
                group.heldCards().forEach(card -> counts[card]++);
                assertEquals(rules.huxi().of(group.kind(), ChiShape.keyCard(group.kind(), group.cards())),
                        group.huxi(), where + ": " + group);
            }
        }
        assertEquals(decomposition.huxi(), huxi, where);
        assertEquals(holding.melds().size(), onTable, where);
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            assertEquals(holding.count(card), counts[card], where + ": copies of " + Cards.name(card));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void dealtHoldingsAgree(RuleSet rules, int holdings) {
        HandAnalyzer fast = HandAnalyzer.of(rules);
        ReferenceAnalyzer reference = new ReferenceAnalyzer(rules);
        for (long seed = 1; seed <= holdings; seed++) {
            Holding holding = RandomHoldings.dealt(rules, seed, seed % 2 == 0 ? 21 : 20);
            String where = "seed " + seed + ": " + holding;
            assertEquals(reference.maxHuxi(holding), fast.maxHuxi(holding), where);
            assertEquals(reference.waits(holding), fast.waits(holding), where);
        }
    }
}
