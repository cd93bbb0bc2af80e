package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.TablePenalties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31.1: a formula that can leave the int range the runtime counts in is an error at its line and column, with
 * the smallest inputs that show it; the runtime never wraps. Hunan's ranges, worked out by hand: 7 groups of at most
 * 12 huxi (a big ti, 000:104) = 84 huxi; grade (84 - 12) / 3 = 24 at most, 1 at least (000:108); its four patterns'
 * fans 2 + 3 + 4 + 5 = 14 at most, added (000:84); base = grade x fan + 1 (000:70) = 337 at most.
 */
class FormulaRangesTest {
    private static final String RANGE = "the integer range the scoring counts in (-2147483648 to 2147483647)";

    @TempDir
    Path dir;

    private Diagnostic onlyError(Compilation compilation) {
        assertEquals(1, compilation.errors().size(), () -> compilation.diagnostics().toString());
        return compilation.errors().get(0);
    }

    private static String at(Diagnostic diagnostic) {
        return diagnostic.position().line() + ":" + diagnostic.position().column();
    }

    /** The reproducer: 40 huxi paid as -20, wrapped. 2147483647 x 1 fits; x 2 does not. */
    @Test
    void anEscapePenaltyTimesTheLargestIntIsAnErrorFromTwoHuxi() {
        Diagnostic error = onlyError(TestVariants.child(dir, "  escape penalty: others_huxi * 2147483647   "
                + "source \"test\""));
        assertEquals("3:31", at(error), "at the `*`");
        assertEquals("`escape penalty:` can leave " + RANGE + ", as it does with others_huxi 2", error.message());
        assertTrue(error.hint().contains("min(..., "), error.hint());
    }

    /** The other reproducer, under yongzhou (2 jokers, 000:133): 5 / 1 - 2147483647 fits, 2 x ... does not. */
    @Test
    void aDeadHandPaymentIsAnErrorFromTwoJokers() {
        TestVariants.copy("yongzhou", dir);
        TestVariants.copy("hunan", dir);
        Compilation compilation = TestVariants.compile(dir, "child", "variant child extends yongzhou \"test\" {\n"
                + "  source \"test\"\n  dead hand pays: 5 / payer_jokers - 2147483647 * payer_jokers   "
                + "source \"t\"\n}\n");
        Diagnostic error = onlyError(compilation);
        assertEquals("3:49", at(error), "at the `*`");
        assertTrue(error.message().endsWith("as it does with payer_jokers 2"), error.message());
    }

    /** base x 10000000: 214 x 10^7 fits, 215 x 10^7 does not, and hunan's base reaches 337. */
    @Test
    void theSmallestInputIsFoundNotJustAPowerOfTwo() {
        Diagnostic error = onlyError(TestVariants.child(dir, "  loser pays: base * 10000000   source \"test\""));
        assertEquals("3:20", at(error));
        assertTrue(error.message().endsWith("as it does with base 215"), error.message());
    }

    /**
     * base x 4000000 fits (337 x 4 x 10^6 = 1348000000), but the winner gets both losers' payments: 2696000000 does
     * not, so the rule is an error at its line.
     */
    @Test
    void whatTheWinnerGetsFromEveryLoserMustFitToo() {
        Diagnostic error = onlyError(TestVariants.child(dir, "  loser pays: base * 4000000   source \"test\""));
        assertEquals("3:15", at(error), "at the formula");
        assertEquals("`loser pays:` can be 4000000 to 1348000000, so what the winner gets, every loser's payment "
                + "added, can leave " + RANGE, error.message());
    }

    /** A bound keeps it in range: at most 100 x 20000000 = 2 x 10^9; and the value is paid exactly, not wrapped. */
    @Test
    void aBoundedFormulaCompilesAndPaysExactly() {
        Compilation compilation = TestVariants.child(dir, "  escape penalty: min(others_huxi, 100) * 20000000   "
                + "source \"test\"");
        assertFalse(compilation.hasErrors(), () -> compilation.diagnostics().toString());
        RuleSet rules = compilation.variant().orElseThrow().rules();
        // 100 x 20000000 points at hunan's 0.5 a point (001:61) = 1000000000, kept exactly
        assertEquals("1000000000", TablePenalties.escape(rules, 150).toPlainString());
    }

    /**
     * The runtime's own guard, for inputs beyond what the compiler assumes: it bounds others_huxi by two seats' 84
     * huxi, 168 x 10^7 fits, but `score escape others-huxi:1000` asks for 10^10. The error names the formula's file,
     * line and rule and the inputs it had, never a wrapped value.
     */
    @Test
    void anOverflowAtRunTimeNamesItsLine() {
        Compilation compilation = TestVariants.child(dir, "  escape penalty: others_huxi * 10000000   source \"t\"");
        assertFalse(compilation.hasErrors(), () -> compilation.diagnostics().toString());
        RuleSet rules = compilation.variant().orElseThrow().rules();
        FormulaOverflow overflow = assertThrows(FormulaOverflow.class, () -> TablePenalties.escape(rules, 1000));
        assertEquals(dir.resolve("child.variant") + ":3:31: `escape penalty:` leaves the integer range "
                + "(-2147483648 to 2147483647) with others_huxi 1000", overflow.getMessage());
    }
}
