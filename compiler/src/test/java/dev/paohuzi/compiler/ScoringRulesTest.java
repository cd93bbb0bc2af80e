package dev.paohuzi.compiler;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Settlement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scoring rules' diagnostics (issue 4, "Bad input"): a formula reading a quantity not known at its step, a
 * divisor that is always zero, a condition where a number is needed and back, bad settlement values. Each is one
 * error at its line and column, in a child of the test hunan (line 3 is the child's first rule).
 */
class ScoringRulesTest {
    @TempDir
    Path dir;

    private void assertError(String lines, int line, int column, String message, String hint) {
        TestVariants.assertOnlyError(dir, lines, line, column, message, hint);
    }

    @Test
    void theGradeCannotReadTheFan() {
        assertError("  grade: fan * 2  source \"x\"", 3, 10, "'fan' is not known when the grade is worked out",
                "may read: huxi");
    }

    @Test
    void theBaseCannotReadItself() {
        assertError("  base: base + 1  source \"x\"", 3, 9, "'base' is not known when 'base' is worked out", "fan");
    }

    @Test
    void plainIsForAPatternsFanOnly() {
        assertError("  pattern 海底 {\n    when: plain\n    fan: 2\n    source \"x\"\n  }", 4, 11,
                "'plain' is not known when `when:` is worked out", "grade");
    }

    @Test
    void aDeadHandPaymentHasNoWinToRead() {
        assertError("  dead hand pays: huxi / 3  source \"x\"", 3, 19,
                "'huxi' is not known when 'dead hand pays' is worked out", "payer_jokers");
    }

    @Test
    void aDivisorThatIsAlwaysZero() {
        // an operation is placed at its operator: the `-` of (3 - 3)
        assertError("  loser pays: base / (3 - 3)  source \"x\"", 3, 25, "division by zero: this divisor is always 0",
                "other than 0");
    }

    @Test
    void anUnknownQuantityInAPayment() {
        assertError("  loser pays: base * stake  source \"x\"", 3, 22, "unknown quantity 'stake'", "known quantities");
    }

    @Test
    void aConditionWhereAPaymentIsExpected() {
        assertError("  loser pays: base > 1  source \"x\"", 3, 20,
                "'loser pays' must be a number, but this is a condition (yes/no)", "if C then A else B");
    }

    @Test
    void aNumberWhereAPatternConditionIsExpected() {
        assertError("  pattern 红 {\n    when: red\n    fan: 2\n    source \"x\"\n  }", 4, 11,
                "`when:` must be a condition (yes/no), but this is a number", "red >= 10");
    }

    @Test
    void aMatchEndIsHandsOrHuxi() {
        assertError("  match end: rounds 3  source \"x\"", 3, 14, "'rounds 3' is not a match end", "hands N");
    }

    @Test
    void theStakeIsPositive() {
        assertError("  stake in cents: 0  source \"x\"", 3, 19, "value 0 is out of range for 'stake in cents'", "1 to");
    }

    @Test
    void anUnknownPatternCannotBeRemoved() {
        assertError("  without pattern 红胡子", 3, 3, "there is no inherited pattern '红胡子' to remove", "no such pattern");
    }

    @Test
    void scoringRulesLowerIntoTheRuleSet() {
        Compilation compilation = TestVariants.child(dir, """
                  room base: 3  source "000:121"
                  loser pays: base * fan * room_base  source "000:124"
                  escape penalty: ((others_huxi - 12) / 3 + 8) * room_base  source "000:125-127"
                  dead hand pays: if payee_jokers = 0 then 5 * payer_jokers else 0  source "000:133"
                  settlement: peel  source "001:29-47"
                  match adds: min(huxi * fan, 100)  source "001:32"
                  match end: huxi 100  source "001:32\"""");
        assertEquals(List.of(), compilation.errors(), () -> compilation.diagnostics().toString());
        RuleSet rules = compilation.variant().orElseThrow().rules();
        var payments = rules.scoring().payments();
        assertEquals(2 * 5 * 3, payments.loserPays().evaluate(new Facts().set(Quantity.BASE, 2).set(Quantity.FAN, 5)
                .set(Quantity.ROOM_BASE, 3)));
        assertEquals(51, payments.escapePenalty().evaluate(new Facts().set(Quantity.OTHERS_HUXI, 40)
                .set(Quantity.ROOM_BASE, 3)));
        assertEquals(10, payments.deadHandPays().evaluate(new Facts().set(Quantity.PAYER_JOKERS, 2)));
        assertEquals(0, payments.deadHandPays().evaluate(new Facts().set(Quantity.PAYER_JOKERS, 2)
                .set(Quantity.PAYEE_JOKERS, 1)));
        Settlement settlement = rules.scoring().settlement();
        assertEquals(Settlement.Method.PEEL, settlement.method());
        assertEquals(new Settlement.MatchEnd(Settlement.MatchEnd.Kind.HUXI, 100), settlement.matchEnd());
        assertEquals(30 * 2, settlement.matchAdds().evaluate(new Facts().set(Quantity.HUXI, 30).set(Quantity.FAN, 2)));
        assertEquals(100, settlement.matchAdds().evaluate(new Facts().set(Quantity.HUXI, 40).set(Quantity.FAN, 3)));
    }

    @Test
    void matchAddsReadsOnlyWhatAWinsScoringKnows() {
        Compilation compilation = TestVariants.child(dir, """
                  match adds: huxi + others_huxi  source "001:32\"""");
        assertTrue(compilation.errors().stream().anyMatch(d -> d.message().contains("others_huxi")
                && d.message().contains("match adds")), () -> compilation.diagnostics().toString());
    }
}
