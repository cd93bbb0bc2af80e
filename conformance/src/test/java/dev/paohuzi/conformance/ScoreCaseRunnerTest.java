package dev.paohuzi.conformance;

import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseRunner;
import dev.paohuzi.conformance.run.VariantLibrary;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A score or settle case whose expectation is wrong fails, naming what was expected and what came out. */
class ScoreCaseRunnerTest {
    private static final String BAIWANG = "s1 s1 s1 s3 s3 s3 s4 s4 s4 s5 s5 s5 pong:b6 pong:b8 pong:b9 self-draw "
            + "last-card";

    private static List<String> failures(String variant, String input, String expectations) {
        String text = "case \"x\" {\n  variant " + variant + "\n  source \"000:288\"\n  " + input + "\n"
                + expectations + "\n}\n";
        Case testCase = CaseFileParser.parse("t.cases", text).cases().cases().get(0);
        CaseResult result = new CaseRunner(new VariantLibrary(ConformanceSuiteTest.VARIANTS))
                .run(testCase, Path.of("t.cases"));
        return result.failures();
    }

    @Test
    void wrongNumbersFail() {
        assertEquals(List.of("expected fan 12, got fan 11"),
                failures("baiwang", "score " + BAIWANG, "  expect fan 12"));
        assertEquals(List.of("expected patterns: 海底 2, 黑胡子 5, got patterns: 海底 2, 碰碰胡 4, 黑胡子 5"),
                failures("baiwang", "score " + BAIWANG, "  expect patterns: 海底 2, 黑胡子 5"));
        assertEquals(List.of("expected next -40, got payments: winner 88, next -44, previous -44"),
                failures("baiwang", "score " + BAIWANG, "  expect payments: next -40"));
        assertEquals(List.of("expected the line to be refused, got huxi 21, grade 3, fan 11, base 4\n"
                        + "patterns: 海底 2, 碰碰胡 4, 黑胡子 5\npayments: winner 88, next -44, previous -44"),
                failures("baiwang", "score " + BAIWANG, "  expect refused"));
    }

    @Test
    void wrongNetFails() {
        assertEquals(List.of("expected net: 80 40 -40 -79, got net: 80 40 -40 -80"),
                failures("hunan-peel", "settle 112 85 50 30", "  expect net: 80 40 -40 -79"));
        assertEquals(List.of("`expect grade` does not apply to a settle case"),
                failures("hunan-peel", "settle 112 85 50 30", "  expect grade 1"));
    }

    @Test
    void wrongPenaltiesFail() {
        assertEquals(List.of("expected escape 50, got escape 51"),
                failures("hunan-qq", "score escape others-huxi:40", "  expect escape 50"));
        assertEquals(List.of("expected next 4, got dead-hand: dealer -10, next 5, previous 5"),
                failures("yongzhou", "score dead-hand jokers:1,0,0", "  expect dead-hand: next 4"));
        assertEquals(List.of("`expect fan` does not apply to this line"),
                failures("yongzhou", "score dead-hand jokers:1,0,0", "  expect fan 1"));
    }
}
