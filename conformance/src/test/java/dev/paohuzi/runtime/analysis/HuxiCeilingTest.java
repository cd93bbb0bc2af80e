package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link HuxiCeiling} bounds the analyzer's huxi from above on seeded holdings of variants whose huxi differ (the
 * keyed rows, 二七十 of mixed sizes, whose groups across sizes have huxi, 一五十), and one card added changes it as
 * {@link HuxiCeiling#withCard} says and lifts it by no more than it says; on Hunan it is worked out by hand.
 */
class HuxiCeilingTest {
    private static final int HOLDINGS = 3_000;
    /** Every table huxi up to this is tried for what one card added may reach. */
    private static final int MOST_TABLE_HUXI = 60;

    static Stream<Named<RuleSet>> variants() {
        return Stream.of(RealVariants.HUNAN, RealVariants.LUZHOU, RealVariants.YONGZHOU,
                RealVariants.MIXED_TWO_SEVEN_TEN, RealVariants.KEYED, RealVariants.FOUR_SEATS)
                .map(rules -> Named.of(rules.name(), rules));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void boundsEveryCompleteHoldingFromAbove(RuleSet rules) {
        Analyzer analyzer = HandAnalyzer.of(rules);
        HuxiCeiling ceiling = HuxiCeiling.of(rules);
        int complete = 0;
        int ruledOut = 0;
        for (long seed = 1; seed <= HOLDINGS; seed++) {
            Holding holding = RandomHoldings.composed(rules, seed);
            if (holding.jokers() > 0) {
                continue;   // the bound is for jokerless cards
            }
            long concealed = holding.packedConcealed();
            int tableHuxi = holding.melds().stream().mapToInt(meld -> meld.huxi(rules.huxi())).sum();
            long parts = ceiling.parts(concealed);
            int bound = ceiling.bound(parts);
            int huxi = analyzer.maxHuxi(holding);
            if (huxi >= 0) {
                complete++;
                assertTrue(huxi - tableHuxi <= bound, holding + ": " + huxi + " beyond " + bound + " + table");
            }
            ruledOut += ceiling.mayWin(bound, tableHuxi) ? 0 : 1;
            for (int card = 0; card < Cards.KINDS; card++) {
                if (Counts.of(concealed, card) < 3) {
                    long with = ceiling.parts(Counts.add(concealed, card, 1));
                    assertEquals(with, ceiling.withCard(parts, concealed, card), holding + " with " + Cards.name(card));
                    int added = ceiling.bound(with);
                    for (int table = 0; table <= MOST_TABLE_HUXI; table++) {
                        assertTrue(!ceiling.mayWin(added, table) || ceiling.mayWinWithAnyCard(bound, table),
                                holding + " with " + Cards.name(card) + " beside " + table + " huxi");
                    }
                }
            }
        }
        assertTrue(complete > HOLDINGS / 10, rules.name() + ": only " + complete + " complete holdings");
        assertTrue(ruledOut > 0, rules.name() + ": the bound ruled out no holding");
    }

    /**
     * Hunan (000:104): only 一二三 and 二七十 have huxi, 3 small and 6 big, a kan 3 small; 15 to win (000:65). Of
     * s1 s2 s3 s4 s5 s6 b2 b7 b10 s8 s8 s8 the bound is 一二三 3 + 贰柒拾 6 + the kan of s8 3 = 12 (四五六 has none),
     * so a table of 3 huxi may reach 15 and one of 2 may not.
     */
    @Test
    void hunanByHand() {
        RuleSet hunan = RealVariants.HUNAN;
        HuxiCeiling ceiling = HuxiCeiling.of(hunan);
        int bound = bound(ceiling, concealed(hunan, "s1 s2 s3 s4 s5 s6 b2 b7 b10 s8 s8 s8"));
        assertEquals(12, bound);
        assertTrue(ceiling.mayWin(bound, 3));
        assertFalse(ceiling.mayWin(bound, 2));
        // two 二 serve 一二三 and 二七十 at once: 3 + 3; one 二 serves one of them
        assertEquals(6, bound(ceiling, concealed(hunan, "s1 s2 s2 s3 s7 s10")));
        assertEquals(3, bound(ceiling, concealed(hunan, "s1 s2 s3 s7 s10")));
    }

    private static int bound(HuxiCeiling ceiling, long concealed) {
        return ceiling.bound(ceiling.parts(concealed));
    }

    private static long concealed(RuleSet rules, String cards) {
        return RealVariants.holding(rules, cards).packedConcealed();
    }
}
