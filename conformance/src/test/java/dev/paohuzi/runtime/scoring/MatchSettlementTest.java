package dev.paohuzi.runtime.scoring;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Settlement;
import dev.paohuzi.runtime.rules.Settlement.MatchEnd;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatchSettlementTest {
    private static RuleSet peel(int stakeCents, MatchEnd end) {
        Scoring hunan = RealVariants.hunan(Scoring.FanCombination.SUM, List.of()).scoring();
        return RealVariants.with(hunan.toBuilder()
                .payments(hunan.payments().toBuilder().stakeCents(stakeCents).build())
                .settlement(new Settlement(Settlement.Method.PEEL, f -> f.get(Quantity.HUXI), f -> 0, end)).build());
    }

    private static List<BigDecimal> money(long... values) {
        return java.util.Arrays.stream(values).mapToObj(BigDecimal::valueOf).toList();
    }

    @Test
    void theTwoExamplesOf001() {
        RuleSet rules = peel(50, new MatchEnd(MatchEnd.Kind.HUXI, 100));
        // 001:31-40 and 001:42-47, worked in RULES.md §7
        assertEquals(money(80, 40, -40, -80), MatchSettlement.settle(rules, new int[] {112, 85, 50, 30}, 1).net());
        assertEquals(money(-45, 15, -65, 95), MatchSettlement.settle(rules, new int[] {35, 65, 34, 112}, 1).net());
    }

    @Test
    void halvesRoundUp() {
        // 5 -> 10 and 15 -> 20 (四舍五入), 4 -> 0: 10 20 0, sum 30; 3 v - 30 at a whole point: 0 30 -30
        RuleSet rules = peel(100, new MatchEnd(MatchEnd.Kind.HANDS, 1));
        assertEquals(money(0, 30, -30), MatchSettlement.settle(rules, new int[] {5, 15, 4}, 1).net());
    }

    @Test
    void theMatchEndIsTheVariants() {
        RuleSet byHuxi = peel(50, new MatchEnd(MatchEnd.Kind.HUXI, 100));
        assertTrue(MatchSettlement.settle(byHuxi, new int[] {112, 85, 50}, 3).ended());
        assertFalse(MatchSettlement.settle(byHuxi, new int[] {99, 85, 50}, 30).ended());
        RuleSet byHands = peel(50, new MatchEnd(MatchEnd.Kind.HANDS, 8));
        assertFalse(MatchSettlement.settle(byHands, new int[] {112, 85, 50}, 7).ended());
        assertTrue(MatchSettlement.settle(byHands, new int[] {12, 5, 0}, 8).ended());
    }

    @Test
    void aPerHandVariantDoesNotSettleTotals() {
        RuleSet perHand = RealVariants.hunan(Scoring.FanCombination.SUM, List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MatchSettlement.settle(perHand, new int[] {10, 20, 30}, 1));
        assertTrue(e.getMessage().contains("per hand"), e.getMessage());
    }

    @Test
    void aNegativeTotalRoundsHalfUpToo() {
        // a `match adds:` formula may take off: -15 -> -10 (half up), 5 -> 10, 10 -> 10, sum 10; 3 v - 10 at a point
        RuleSet rules = peel(100, new MatchEnd(MatchEnd.Kind.HANDS, 1));
        assertEquals(money(-40, 20, 20), MatchSettlement.settle(rules, new int[] {-15, 5, 10}, 1).net());
    }

    @Test
    void aSettlementSumsToZero() {
        RuleSet rules = peel(50, new MatchEnd(MatchEnd.Kind.HUXI, 100));
        for (long seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            int[] totals = new int[2 + random.nextInt(3)];
            for (int seat = 0; seat < totals.length; seat++) {
                totals[seat] = random.nextInt(400);
            }
            BigDecimal sum = MatchSettlement.settle(rules, totals, 1).net().stream()
                    .reduce(BigDecimal.ZERO, BigDecimal::add);
            assertEquals(0, sum.signum(), "seed " + seed);
        }
    }
}
