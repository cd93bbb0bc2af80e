package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The fast analyzer against the reference on seeded random holdings under each test variant. */
class FastMatchesReferenceTest {

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of(named(TestVariants.HUNAN), 3_000),
                Arguments.of(named(TestVariants.LUZHOU), 2_000),
                Arguments.of(named(TestVariants.YONGZHOU), 1_500),
                Arguments.of(named(TestVariants.MIXED_TWO_SEVEN_TEN), 1_000),
                Arguments.of(named(TestVariants.KEYED), 1_000),
                Arguments.of(named(TestVariants.SENTENCES_ONLY), 1_000));
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
        for (long seed = 1; seed <= holdings; seed++) {
            Holding holding = RandomHoldings.composed(rules, seed);
            String where = "seed " + seed + ": " + holding;
            List<Decomposition> expected = reference.decompositions(holding);
            List<Decomposition> actual = fast.decompositions(holding);
            assertEquals(expected, actual, where);
            assertEquals(actual.size(), new HashSet<>(actual).size(), where + ": a decomposition listed twice");
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
        }
        // The generator must exercise both outcomes, or the agreement above says little.
        assertTrue(complete > holdings / 5, "complete holdings: " + complete);
        assertTrue(withWaits > holdings / 20, "holdings with waits: " + withWaits);
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
