package dev.paohuzi.runtime.scoring;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TablePenaltiesTest {
    /** The QQ room's escape (000:125-127) and Yongzhou's joker penalty (000:133), written as the variants do. */
    private static RuleSet rules() {
        Scoring hunan = RealVariants.hunan(Scoring.FanCombination.SUM, List.of()).scoring();
        return RealVariants.with(hunan.toBuilder()
                .payments(hunan.payments().toBuilder().loserPays(f -> 0).roomBase(3).stakeCents(100)
                .escapePenalty(f -> (Math.floorDiv(f.get(Quantity.OTHERS_HUXI) - 12, 3)
                + 8) * f.get(Quantity.ROOM_BASE))
                .deadHandPays(f -> f.get(Quantity.PAYEE_JOKERS) == 0 ? 5 * f.get(Quantity.PAYER_JOKERS) : 0).build())
                .build());
    }

    @Test
    void anEscapePaysByTheOthersHuxi() {
        // ((40 - 12) / 3 + 8) x 3 = (9 + 8) x 3 = 51; ((20 - 12) / 3 + 8) x 3 = 30
        assertEquals(new BigDecimal("51"), TablePenalties.escape(rules(), 40));
        assertEquals(new BigDecimal("30"), TablePenalties.escape(rules(), 20));
    }

    @Test
    void jokerHoldersPayTheSeatsWithoutOne() {
        // dealer and previous hold one joker each and pay next 5 each; they do not pay each other
        assertEquals(List.of(new BigDecimal("-5"), new BigDecimal("10"), new BigDecimal("-5")),
                TablePenalties.deadHand(rules(), new int[] {1, 0, 1}));
        // two jokers: 10 to each of the others (两张则是10倍)
        assertEquals(List.of(new BigDecimal("-20"), new BigDecimal("10"), new BigDecimal("10")),
                TablePenalties.deadHand(rules(), new int[] {2, 0, 0}));
        assertEquals(List.of(new BigDecimal("0"), new BigDecimal("0"), new BigDecimal("0")),
                TablePenalties.deadHand(rules(), new int[] {0, 0, 0}));
    }
}
