package dev.paohuzi.compiler;

import dev.paohuzi.compiler.render.RuleTable;
import dev.paohuzi.compiler.render.VariantDiff;
import dev.paohuzi.runtime.rules.StakeRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * `piao` (飘 chosen before the deal: 望城 活飘, stored index files 26504693481 and 26988545022) and the quantities
 * payer_piao / payee_piao, which only `loser pays:` may read.
 */
class PiaoCompileTest {
    private static final String HUOPIAO = "  piao: chosen from 5, 0, 2, 4, 3   source \"26504693481\"";

    @TempDir
    Path dir;

    @Test
    void hunanTakesNoPiao() {
        CompiledVariant hunan = TestVariants.child(dir, "").variant().orElseThrow();
        assertEquals(StakeRule.NONE, hunan.rules().play().piao());
        assertFalse(hunan.rules().play().piao().chosen());
        assertEquals("none", hunan.entry("piao").orElseThrow().value());
    }

    /** The stakes lower in ascending order, so the order written does not change the offered actions or diff. */
    @Test
    void theStakesAreLoweredExplainedAndCompared() {
        CompiledVariant base = TestVariants.child(dir, "").variant().orElseThrow();
        CompiledVariant huopiao = TestVariants.child(dir, HUOPIAO).variant().orElseThrow();
        assertEquals(List.of(0, 2, 3, 4, 5), huopiao.rules().play().piao().choices());
        assertTrue(huopiao.rules().play().piao().allows(3));
        assertFalse(huopiao.rules().play().piao().allows(1));
        assertEquals("chosen from 0, 2, 3, 4, 5", huopiao.entry("piao").orElseThrow().value());
        assertTrue(RuleTable.render(huopiao).contains("chosen from 0, 2, 3, 4, 5"));
        assertTrue(VariantDiff.differences(base, huopiao).stream()
                .anyMatch(row -> String.join(" ", row).contains("chosen from 0, 2, 3, 4, 5")));
    }

    @Test
    void anUnknownReadingNamesTheSupportedOnes() {
        TestVariants.assertOnlyError(dir, "  piao: fixed 2   source \"x\"", 3, 9,
                "'fixed 2' is not a value of 'piao'", "the engine supports none or chosen from N, N, …");
    }

    @Test
    void aStakeThatIsNotAWholeNumberIsRefusedAtItsColumn() {
        TestVariants.assertOnlyError(dir, "  piao: chosen from 0, two   source \"x\"", 3, 24,
                "'two' is not a stake of 'piao'", "the engine supports none or chosen from N, N, …");
        TestVariants.assertOnlyError(dir, "  piao: chosen from 0, 101   source \"x\"", 3, 24,
                "'101' is not a stake of 'piao'", "from 0 to 100");
    }

    @Test
    void aStakeListedTwiceIsRefusedAtTheRepeat() {
        TestVariants.assertOnlyError(dir, "  piao: chosen from 0, 2, 2   source \"x\"", 3, 27,
                "stake 2 is listed twice", "list each stake once");
    }

    /** One stake is no choice: a fixed 飘 (坐飘 N) is `+ 2 * N` in `loser pays:` (zuopiao.variant). */
    @Test
    void oneStakeIsNoChoice() {
        TestVariants.assertOnlyError(dir, "  piao: chosen from 2   source \"x\"", 3, 9,
                "'piao: chosen from 2' offers one stake, which is no choice", "a fixed 飘 is a term of `loser pays:`");
    }

    @Test
    void loserPaysReadsTheTwoSeatsPiao() {
        CompiledVariant huopiao = TestVariants.child(dir, HUOPIAO
                + "\n  loser pays: base + payer_piao + payee_piao   source \"26988545022\"").variant().orElseThrow();
        assertTrue(huopiao.rules().play().piao().chosen());
    }

    /** Only a loser's own payment has a paying seat and a winner's 飘; the counting seat's share and 剥皮 do not. */
    @Test
    void payerPiaoOutsideLoserPaysIsRefused() {
        TestVariants.assertOnlyError(dir, "  counting seat gets: payer_piao   source \"x\"", 3, 23,
                "'payer_piao' is not known when 'counting seat gets' is worked out", "base");
        TestVariants.assertOnlyError(dir, "  base: grade * fan + payee_piao   source \"x\"", 3, 23,
                "'payee_piao' is not known when 'base' is worked out", "fan");
    }

    /** 打坨 is a stake of the same shape, read by `loser pays:` as payer_tuo / payee_tuo and nowhere else. */
    @Test
    void tuoIsAStakeOfTheSameShape() {
        CompiledVariant datuo = TestVariants.child(dir, "  tuo: chosen from 1, 0   source \"x\"\n  loser pays: base * "
                + "(if payer_tuo > 0 and payee_tuo > 0 then 3 else 1)   source \"x\"").variant().orElseThrow();
        assertEquals(List.of(0, 1), datuo.rules().play().tuo().choices());
        assertFalse(datuo.rules().play().piao().chosen());
        assertEquals("chosen from 0, 1", datuo.entry("tuo").orElseThrow().value());
        TestVariants.assertOnlyError(dir, "  tuo: chosen from 2   source \"x\"", 3, 8,
                "'tuo: chosen from 2' offers one stake, which is no choice", "a fixed 坨 is a term of `loser pays:`");
        TestVariants.assertOnlyError(dir, "  base: grade * fan * payee_tuo   source \"x\"", 3, 23,
                "'payee_tuo' is not known when 'base' is worked out", "fan");
    }
}
