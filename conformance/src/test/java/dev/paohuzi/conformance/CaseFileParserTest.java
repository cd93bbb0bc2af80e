package dev.paohuzi.conformance;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.conformance.model.AnalyzeInput;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.ExpectedGroup;
import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The case-file format: what a sound file becomes, and a diagnostic with a position for each kind of mistake. */
class CaseFileParserTest {
    private static final String GOOD = """
            # a comment
            case "Hunan: two 一二三" {
              variant hunan
              source "000:42, 000:104"   # trailing comment
              analyze s1 s1 s2 s2 s3 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7   # comment
              expect complete, huxi 15, win
              expect groups: sentence s1 s2 s3 (3), pong 柒 b7 b7 (3)
              expect groups include: sentence b1 b2 b3 (6)
              expect waits: none
            }
            case "waits" {
              variant "../variants/luzhou.variant"
              source "000:56"
              analyze s4 s5
              expect incomplete, huxi none, no win
              expect waits: s3 六
            }
            """;

    private static ParsedCaseFile parse(String text) {
        return CaseFileParser.parse("t.cases", text);
    }

    private static List<String> rendered(ParsedCaseFile parsed) {
        return parsed.diagnostics().stream().map(Diagnostic::render).toList();
    }

    @Test
    void aSoundFileBecomesCasesWithTheirExpectations() {
        ParsedCaseFile parsed = parse(GOOD);
        assertEquals(List.of(), rendered(parsed));
        Case first = parsed.cases().cases().get(0);
        assertEquals("Hunan: two 一二三", first.name());
        assertEquals("hunan", first.variant());
        assertEquals("000:42, 000:104", first.source());
        AnalyzeInput input = assertInstanceOf(AnalyzeInput.class, first.input());
        assertEquals("s1 s1 s2 s2 s3 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7", input.holding());
        assertEquals(5, input.position().line());
        assertEquals(11, input.position().column());
        List<Expectation> expectations = first.expectations();
        assertEquals(new Expectation.Complete(true, expectations.get(0).position()), expectations.get(0));
        assertEquals(15, ((Expectation.Huxi) expectations.get(1)).huxi());
        assertEquals(new Expectation.Win(true, expectations.get(2).position()), expectations.get(2));
        Expectation.Groups groups = (Expectation.Groups) expectations.get(3);
        assertFalse(groups.partial());
        assertEquals(new ExpectedGroup(GroupKind.PONG, List.of(Cards.parse("b7"), Cards.parse("柒"), Cards.parse("b7")),
                3), groups.groups().get(1));
        assertTrue(((Expectation.Groups) expectations.get(4)).partial());
        assertEquals(Set.of(), ((Expectation.Waits) expectations.get(5)).cards());

        Case second = parsed.cases().cases().get(1);
        assertEquals("../variants/luzhou.variant", second.variant());
        assertEquals(null, ((Expectation.Huxi) second.expectations().get(1)).huxi());
        assertEquals(new Expectation.Win(false, second.expectations().get(2).position()), second.expectations().get(2));
        assertEquals(Set.of(Cards.parse("s3"), Cards.parse("s6")),
                ((Expectation.Waits) second.expectations().get(3)).cards());
    }

    @Test
    void aMisspeltWordIsReportedWithItsPositionAndWhatMayComeThere() {
        ParsedCaseFile parsed = parse("""
                case "x" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3
                  expect complete, huxy 3
                }
                """);
        assertTrue(parsed.hasErrors());
        Diagnostic first = parsed.diagnostics().get(0);
        assertEquals("t.cases:5:20", first.position().toString());
        assertEquals("unexpected 'huxy'", first.message());
        assertTrue(first.hint().contains("'huxi'") && first.hint().contains("'complete'"), first.hint());
        assertEquals(List.of(), parsed.cases().cases(), "a case with an error does not run");
    }

    @Test
    void everyErrorOfAFileIsReportedAndSoundCasesStillParse() {
        ParsedCaseFile parsed = parse("""
                case "bad card in groups" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3
                  expect groups: sentence s1 s2 s11 (3)
                }
                case "fine" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3
                  expect complete
                }
                case "missing paren" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3
                  expect groups: sentence s1 s2 s3 3
                }
                """);
        List<String> lines = rendered(parsed).stream().map(r -> r.lines().findFirst().orElseThrow()).toList();
        assertEquals(2, lines.size(), String.join("\n", rendered(parsed)));
        assertTrue(lines.get(0).startsWith("t.cases:5:33: error: unexpected 's11'"), lines.get(0));
        assertTrue(lines.get(1).startsWith("t.cases:17:36: error: unexpected '3'"), lines.get(1));
        assertEquals(List.of("fine"), parsed.cases().cases().stream().map(Case::name).toList());
    }

    @Test
    void aCaseMustNameItsVariantSourceInputAndExpectations() {
        ParsedCaseFile parsed = parse("""
                case "empty" {
                }
                """);
        List<String> messages = parsed.diagnostics().stream().map(Diagnostic::message).toList();
        assertEquals(List.of("case \"empty\" has no variant", "case \"empty\" has no source",
                "case \"empty\" has no input", "case \"empty\" checks nothing"), messages);
        parsed.diagnostics().forEach(d -> assertEquals("t.cases:1:1", d.position().toString()));
        parsed.diagnostics().forEach(d -> assertFalse(d.hint().isEmpty(), d.message()));
    }

    @Test
    void aSourceMustBeASeedCitation() {
        ParsedCaseFile parsed = parse("""
                case "x" {
                  variant hunan
                  source "RULES.md section 3"
                  analyze s1 s2 s3
                  expect complete
                }
                """);
        Diagnostic error = parsed.diagnostics().get(0);
        assertEquals("t.cases:3:10", error.position().toString());
        assertEquals("source \"RULES.md section 3\" is not a seed citation", error.message());
        assertTrue(error.hint().contains("000:104"));
    }

    @Test
    void twoVariantsInOneCaseOrTwoCasesOfOneNameAreErrors() {
        ParsedCaseFile parsed = parse("""
                case "x" {
                  variant hunan
                  variant luzhou
                  source "000:104"
                  analyze s1 s2 s3
                  expect complete
                }
                case "x" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3
                  expect complete
                }
                """);
        List<String> lines = rendered(parsed).stream().map(r -> r.lines().findFirst().orElseThrow()).toList();
        assertEquals(List.of("t.cases:3:3: error: a second `variant` in case \"x\"",
                "t.cases:8:6: error: a second case named \"x\""), lines);
    }

    @Test
    void deadHandsBeforeIsReadOnceAndDefaultsToNone() {
        String deal = "  hand 0: s1\n  expect result: playing\n";
        ParsedCaseFile plain = parse("case \"x\" {\n  variant hunan\n  source \"000:18\"\n" + deal + "}\n");
        ParsedCaseFile two = parse("case \"x\" {\n  variant hunan\n  source \"000:18\"\n  dead hands before 2\n" + deal
                + "}\n");
        assertEquals(0, ((ScenarioInput) plain.cases().cases().get(0).input()).deadHandsBefore());
        assertEquals(2, ((ScenarioInput) two.cases().cases().get(0).input()).deadHandsBefore());

        ParsedCaseFile twice = parse("case \"x\" {\n  variant hunan\n  source \"000:18\"\n  dead hands before 1\n"
                + "  dead hands before 2\n" + deal + "}\n");
        List<String> lines = rendered(twice).stream().map(r -> r.lines().findFirst().orElseThrow()).toList();
        assertEquals(List.of("t.cases:5:3: error: a second `dead hands before` in case \"x\""), lines);
    }

    @Test
    void aGroupMustHaveItsKindsNumberOfCards() {
        ParsedCaseFile parsed = parse("""
                case "x" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3
                  expect groups: pong b3 b3 (3)
                }
                """);
        assertEquals("t.cases:5:18: error: a pong has 3 cards, not 2", rendered(parsed).get(0).lines().findFirst()
                .orElseThrow());
    }

    @Test
    void analyzeNeedsAHoldingOnItsLine() {
        ParsedCaseFile parsed = parse("""
                case "x" {
                  variant hunan
                  source "000:104"
                  analyze
                  expect complete
                }
                """);
        assertEquals("t.cases:4:3: error: `analyze` without a holding", rendered(parsed).get(0).lines().findFirst()
                .orElseThrow());
    }

    @Test
    void anUnclosedCaseIsReportedAtTheEndOfTheFile() {
        ParsedCaseFile parsed = parse("case \"x\" {\n  variant hunan\n");
        assertTrue(parsed.hasErrors());
        assertEquals("unexpected the end of the file", parsed.diagnostics().get(0).message());
    }

    @Test
    void anEmptyFileIsAWarningNotAnError() {
        ParsedCaseFile parsed = parse("# nothing yet\n");
        assertFalse(parsed.hasErrors());
        assertEquals(Severity.WARNING, parsed.diagnostics().get(0).severity());
        assertEquals("the file has no cases", parsed.diagnostics().get(0).message());
    }

    @Test
    void aFileThatIsNotUtf8GetsOneClearError(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.cases");
        Files.write(file, new byte[] {'c', 'a', 's', 'e', ' ', '"', (byte) 0xE9, '"'});
        ParsedCaseFile parsed = CaseFileParser.parse(file);
        assertEquals(List.of(file + ":1:7: error: the file is not UTF-8 text (byte 0xe9 at offset 6)\n"
                        + "    save the file as UTF-8; GBK or Big5 text must be converted first"),
                rendered(parsed).stream().map(r -> r.replace(System.lineSeparator(), "\n")).toList());
    }

    @Test
    void aMissingFileIsAnErrorNotAnException(@TempDir Path dir) {
        ParsedCaseFile parsed = CaseFileParser.parse(dir.resolve("nope.cases"));
        assertTrue(parsed.hasErrors());
        assertEquals("no such file", parsed.diagnostics().get(0).message());
    }

    /** Noise never throws, and the diagnostics stay capped however long the noise is. */
    @Test
    void noiseGivesCappedDiagnostics() {
        for (long seed = 1; seed <= 20; seed++) {
            Random random = new Random(seed);
            StringBuilder noise = new StringBuilder();
            String alphabet = "case{}\"():,# \nvariantsourceanalyzeexpect s1b10W一壹huxi15-";
            for (int i = 0; i < 20_000; i++) {
                noise.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            ParsedCaseFile parsed = parse(noise.toString());
            assertTrue(parsed.diagnostics().size() <= Diagnostics.LIMIT + 1, "seed " + seed);
        }
    }
}
