package dev.paohuzi.conformance;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.ExpectedPattern;
import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.conformance.model.ScoreInput;
import dev.paohuzi.conformance.model.SettleInput;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The `score` and `settle` forms of the case format: what they become, and a positioned diagnostic per mistake. */
class ScoreCaseParserTest {
    private static final String GOOD = """
            case "百旺 44" {
              variant baiwang
              source "000:287-288"
              score s1 s1 s1 s3 s3 s3 pong:b6 self-draw last-card   # a comment
              expect huxi 21, grade 3, fan 11, base 4
              expect patterns: 海底 2, "黑胡子" 5, 碰碰胡 4
              expect payments: winner 88, next -44, previous -44.0, counting +1.5
            }
            case "剥皮" {
              variant hunan-peel
              source "001:31-40"
              settle 112 85 50 30
              expect net: 80 40 -40 -80
            }
            case "refused" {
              variant hunan
              source "000:67"
              score s1 discard
              expect refused
            }
            """;

    private static ParsedCaseFile parse(String text) {
        return CaseFileParser.parse("t.cases", text);
    }

    @Test
    void scoreAndSettleCasesRead() {
        ParsedCaseFile parsed = parse(GOOD);
        assertEquals(List.of(), parsed.diagnostics().stream().map(Diagnostic::render).toList());
        List<Case> cases = parsed.cases().cases();
        ScoreInput score = assertInstanceOf(ScoreInput.class, cases.get(0).input());
        assertEquals("s1 s1 s1 s3 s3 s3 pong:b6 self-draw last-card", score.line());
        List<Expectation> expectations = cases.get(0).expectations();
        assertEquals(21, ((Expectation.Huxi) expectations.get(0)).huxi());
        assertEquals(3, ((Expectation.Grade) expectations.get(1)).grade());
        assertEquals(11, ((Expectation.Fan) expectations.get(2)).fan());
        assertEquals(4, ((Expectation.Base) expectations.get(3)).base());
        assertEquals(List.of(new ExpectedPattern("海底", 2), new ExpectedPattern("黑胡子", 5),
                new ExpectedPattern("碰碰胡", 4)),
                ((Expectation.Patterns) expectations.get(4)).patterns());
        Map<String, BigDecimal> payments = ((Expectation.Payments) expectations.get(5)).bySeat();
        assertEquals(new BigDecimal("88"), payments.get("winner"));
        assertEquals(new BigDecimal("-44.0"), payments.get("previous"));
        assertEquals(new BigDecimal("1.5"), payments.get("counting"));
        assertEquals("112 85 50 30", assertInstanceOf(SettleInput.class, cases.get(1).input()).line());
        assertEquals(List.of(new BigDecimal("80"), new BigDecimal("40"), new BigDecimal("-40"), new BigDecimal("-80")),
                ((Expectation.Net) cases.get(1).expectations().get(0)).net());
        assertInstanceOf(Expectation.Refused.class, cases.get(2).expectations().get(0));
    }

    @Test
    void aScoreWithoutALineIsAnError() {
        ParsedCaseFile parsed = parse("case \"x\" {\n  variant hunan\n  source \"000:1\"\n  score\n  expect fan "
                + "1\n}\n");
        Diagnostic error = parsed.diagnostics().get(0);
        assertEquals(4, error.position().line());
        assertTrue(error.message().contains("`score` without a line"), error.message());
        assertEquals(List.of(), parsed.cases().cases());
    }

    @Test
    void aSeatGivenTwiceIsAnError() {
        ParsedCaseFile parsed = parse("case \"x\" {\n  variant hunan\n  source \"000:1\"\n  score s1\n"
                + "  expect payments: next -1, next -2\n}\n");
        Diagnostic error = parsed.diagnostics().get(0);
        assertEquals("5:29", error.position().line() + ":" + error.position().column());
        assertTrue(error.message().contains("seat next is given twice"), error.message());
    }

    @Test
    void anUnknownSeatIsASyntaxErrorWithItsPosition() {
        ParsedCaseFile parsed = parse("case \"x\" {\n  variant hunan\n  source \"000:1\"\n  score s1\n"
                + "  expect payments: banker -1\n}\n");
        Diagnostic error = parsed.diagnostics().get(0);
        assertEquals(5, error.position().line());
        assertEquals(20, error.position().column());
    }
}
