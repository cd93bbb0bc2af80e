package dev.paohuzi.conformance;

import dev.paohuzi.compiler.diag.Diagnostic;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scenario cases that go wrong: a bad deck, an illegal choice, a choice after the hand is over, a wrong expectation.
 * Each fails with the case-file position of the offending line and, for a choice, the engine's step and legal options;
 * none throws.
 */
class ScenarioCaseRunnerTest {
    /** The deal of hunan-scenarios' "比 example 1": the dealer discards first, seat 1 may eat 一 four ways. */
    private static final String DEAL = """
              hand 0: s1 s2 s3 s4 s5 s6 s7 s8 s9 s10 b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b5
              hand 1: s1 s2 s3 b1 b1 s5 s6 s8 s9 s10 b3 b4 b5 b6 b7 b8 b9 b10 s7 b2
              hand 2: s1 s2 s3 s4 s5 s6 s7 s8 s9 s10 b1 b2 b3 b4 b5 b6 b7 b8 b9 b10
            """;

    private static ParsedCaseFile parse(String body) {
        return CaseFileParser.parse("t.cases", "case \"x\" {\n  variant hunan\n  source \"000:49-50\"\n" + body
                + "}\n");
    }

    private static List<String> failures(String body) {
        ParsedCaseFile parsed = parse(body);
        assertEquals(List.of(), parsed.diagnostics().stream().map(Diagnostic::render).toList());
        Case testCase = parsed.cases().cases().get(0);
        CaseResult result = new CaseRunner(new VariantLibrary(ConformanceSuiteTest.VARIANTS))
                .run(testCase, Path.of("t.cases"));
        return result.failures();
    }

    @Test
    void anIllegalChoiceNamesItsLineTheStepAndTheLegalOptions() {
        // step 9: the trace so far is start, 3 deals, reveal, offer, the discard choice, discard, offer
        List<String> failures = failures(DEAL + "  play discard 一\n  play pong 一\n  expect hand 1: s1\n");
        assertEquals(1, failures.size(), failures::toString);
        assertEquals("t.cases:8:8: seat 1 cannot 'pong 一' at step 9; legal: chi s1,s2,s3 bi s1,b1,b1, chi s1,s1,b1, "
                + "chi s1,b1,b1 bi s1,s2,s3, pass", failures.get(0));
    }

    @Test
    void aChoiceAfterTheHandIsOverIsRefused() {
        String tianhu = """
                  hand 0: b1 b1 b1 b1 b2 b2 b2 b2 b3 b3 b3 b3 s4 s5 s6 s7 s8 s9 b5 b7 b9
                  play discard s4
                """;
        assertEquals(List.of("t.cases:5:8: `play discard s4`: the hand is already over "
                + "(win 0 on none huxi 36 self-draw tianhu-deal next-dealer 0)"),
                failures(tianhu + "  expect result: dead\n"));
    }

    @Test
    void aDeckWithTooManyCopiesNamesTheCard() {
        List<String> failures = failures("  hand 1: s1 s1 s1\n  hand 2: s1 s1\n  expect result: playing\n");
        assertEquals(1, failures.size());
        assertTrue(failures.get(0).startsWith("t.cases:4:3: the deck cannot be dealt: "), failures.get(0));
        assertTrue(failures.get(0).contains("more copies of s1"), failures.get(0));
    }

    @Test
    void aStackedDeckOfTheWrongSizeIsRefused() {
        List<String> failures = failures("  deck s1 s2 s3\n  expect result: playing\n");
        assertEquals(List.of("t.cases:4:3: the deck cannot be dealt: a stacked deck needs 80 cards, got 3"), failures);
    }

    @Test
    void badSetupLinesNameTheirPosition() {
        assertEquals(List.of("t.cases:4:8: 'x9' is not a card (s1..s10, b1..b10, W, 一…十, 壹…拾, 王)"),
                failures("  hand 1: s1 x9\n  expect result: playing\n"));
        assertEquals(List.of("t.cases:4:8: seat 5 does not exist: hunan seats 3 players (0..2)"),
                failures("  hand 5: s1\n  expect result: playing\n"));
        assertEquals(List.of("t.cases:4:8: `hand s1 s2`: write a seat, a colon and its cards, e.g. `hand 1: s1 s2 s3`"),
                failures("  hand s1 s2\n  expect result: playing\n"));
        assertEquals(List.of("t.cases:4:3: dealer 3 is not a seat of hunan (0..2)"),
                failures("  dealer 3\n  hand 1: s1\n  expect result: playing\n"));
    }

    @Test
    void wrongExpectationsSayWhatCameOut() {
        List<String> failures = failures(DEAL + "  play discard 一\n  expect stale 1: 一\n  expect pile 0: 二\n"
                + "  expect options 1: pass\n  expect grade 3\n");
        assertEquals(List.of(
                "t.cases:8:16: expected stale 1: 一, got 1: none",
                "t.cases:9:15: expected pile 0: 二, got 0: none",
                "t.cases:10:18: expected options 1: pass, got 1: chi s1,s2,s3 bi s1,b1,b1 | chi s1,s1,b1 | "
                        + "chi s1,b1,b1 bi s1,s2,s3 | pass",
                "t.cases:11:10: `expect grade` needs a settled win, got playing"), failures);
    }

    /**
     * 一炮多响 (tongpao-scenarios' "two wins of different grades": seat 1 grade 3 base 3, seat 2 grade 5 base 5): a
     * settled value is checked on every win, so a value only the first winner has fails, naming each seat's.
     */
    @Test
    void underSeveralWinnersEveryWinIsChecked() {
        String body = """
                  hand 0: s1 s2 s7 s8 s9 s10 b2 b3 b5 b6 b7 b8 b10 s5 s6 s7 b4 b5 b6 b7 b8
                  hand 1: b1 b1 b1 b9 b9 b9 s4 s5 s6 s3 s4 s5 s6 s7 s8 b3 b4 b5 s2 s3
                  hand 2: s2 s3 s10 s10 s10 s9 s9 s9 b2 b7 b10 s4 s5 s6 b1 b2 b3 b6 b7 b8
                  play discard s1
                  play hu s1
                  play hu s1
                  expect grade 3, base 3
                  expect fan 1
                """;
        ParsedCaseFile parsed = CaseFileParser.parse("t.cases", "case \"x\" {\n  variant \"variants/tongpao.variant\"\n"
                + "  source \"taohyson/SERVER-1 GameConstants.java:2322\"\n" + body + "}\n");
        assertEquals(List.of(), parsed.diagnostics().stream().map(Diagnostic::render).toList());
        CaseResult result = new CaseRunner(new VariantLibrary(ConformanceSuiteTest.VARIANTS))
                .run(parsed.cases().cases().get(0), ConformanceSuiteTest.CASES.resolve("t.cases"));
        assertEquals(List.of("t.cases:10:10: expected grade 3 for every win, got grade 3 (seat 1); 5 (seat 2)",
                "t.cases:10:19: expected base 3 for every win, got base 3 (seat 1); 5 (seat 2)"), result.failures());
    }

    @Test
    void aScenarioMixedWithAnotherInputIsACaseFileError() {
        ParsedCaseFile parsed = parse("  analyze s1 s2 s3\n  hand 1: s1\n  expect result: playing\n");
        assertEquals(List.of(), parsed.cases().cases());
        assertTrue(parsed.diagnostics().get(0).render().contains("mixes a scenario with another input"),
                parsed.diagnostics().toString());
    }
}
