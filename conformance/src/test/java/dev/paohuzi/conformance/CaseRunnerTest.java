package dev.paohuzi.conformance;

import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseRunner;
import dev.paohuzi.conformance.run.VariantLibrary;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The runner fails a case for each expectation that does not hold, and says what it got instead. */
class CaseRunnerTest {
    /** hunan-analysis.cases' first holding: 15 huxi, a win. */
    private static final String HOLDING = "s1 s1 s2 s2 s3 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7";

    private static CaseResult run(String variant, String holding, String expectations) {
        String text = "case \"t\" {\n  variant " + variant + "\n  source \"000:104\"\n  analyze " + holding + "\n"
                + expectations + "\n}\n";
        ParsedCaseFile parsed = CaseFileParser.parse("t.cases", text);
        assertEquals(List.of(), parsed.diagnostics());
        Case testCase = parsed.cases().cases().get(0);
        return new CaseRunner(new VariantLibrary(ConformanceSuiteTest.VARIANTS)).run(testCase, Path.of("t.cases"));
    }

    @Test
    void rightExpectationsPass() {
        CaseResult result = run("hunan", HOLDING, "  expect complete, huxi 15, win");
        assertTrue(result.passed(), String.join("\n", result.failures()));
    }

    @Test
    void eachWrongExpectationIsOneFailure() {
        CaseResult result = run("hunan", HOLDING, "  expect incomplete, huxi 14, no win\n  expect waits: s3");
        assertEquals(List.of("expected incomplete, got complete", "expected huxi 14, got huxi 15",
                "expected no win, got win", "expected waits: s3, got waits: none"), result.failures());
    }

    @Test
    void groupsThatAreNotTheBestDecompositionFail() {
        CaseResult result = run("hunan", HOLDING,
                "  expect groups include: mixed s1 s1 b1 (0)");
        assertFalse(result.passed());
        assertTrue(result.failures().get(0).startsWith("expected groups including mixed s1 s1 b1 (0); best "
                + "decomposition: pong b7 b7 b7 (3) [table]"), result.failures().get(0));
    }

    @Test
    void aGroupWithTheWrongHuxiFails() {
        CaseResult result = run("hunan", HOLDING, "  expect groups include: pong b7 b7 b7 (1)");
        assertFalse(result.passed());
    }

    @Test
    void theSameHoldingUnderAnotherVariantGivesAnotherAnswer() {
        // Luzhou: kan 七 (red) is 9 where Hunan gives 3 (000:56 against 000:104)
        String holding = "s7 s7 s7 s3 s4 s5 b3 b4 b5 b6 b7 b8 s9 s9 b9 pong:s1 chi:s4,s5,s6";
        assertTrue(run("luzhou", holding, "  expect huxi 10, win").passed());
        assertEquals(List.of("expected huxi 10, got huxi 4"), run("hunan", holding, "  expect huxi 10").failures());
    }

    @Test
    void aBadHoldingFailsTheCaseNamingTheTokenAndItsPlaceInTheCaseFile() {
        CaseResult result = run("hunan", "s1 s2 x9", "  expect complete");
        assertEquals(List.of("t.cases:4:17: column 7: 'x9' is not a card (s1..s10, b1..b10, W, 一…十, 壹…拾, 王) or a "
                + "meld (pong:b3, chi:s1,s2,s3)"), result.failures());
    }

    @Test
    void anExpectedErrorPassesOnlyWhenTheHoldingIsRejectedSo() {
        assertTrue(run("hunan", "s5 s5 s4 s6 pong:s5", "  expect error \"5 copies\"").passed());
        assertEquals(List.of("expected an error containing \"joker\", got: column 13: 'pong:s5' makes 5 copies of s5 "
                + "in hand and on the table, and the deck has 4"),
                run("hunan", "s5 s5 s4 s6 pong:s5", "  expect error \"joker\"").failures());
        assertEquals(List.of("expected an error containing \"joker\", but the holding was read"),
                run("hunan", HOLDING, "  expect error \"joker\"").failures());
    }

    @Test
    void aVariantThatDoesNotExistFailsTheCaseWithTheCompilerMessage() {
        CaseResult result = run("atlantis", HOLDING, "  expect complete");
        assertEquals(1, result.failures().size());
        assertTrue(result.failures().get(0).startsWith("variant ../variants/atlantis.variant does not compile"),
                result.failures().get(0));
    }
}
