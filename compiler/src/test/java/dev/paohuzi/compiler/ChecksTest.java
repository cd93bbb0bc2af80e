package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One test per static check: a variant that extends the test hunan with one mistake gets exactly that error, at
 * its line and column, with a hint. Line 3 is the first line after the child's header and source.
 */
class ChecksTest {
    @TempDir
    Path dir;

    private Diagnostic onlyError(Compilation compilation) {
        List<Diagnostic> errors = compilation.errors();
        assertEquals(1, errors.size(), () -> "expected one error, got " + compilation.diagnostics());
        assertTrue(compilation.variant().isEmpty());
        return errors.get(0);
    }

    private void assertError(String lines, int line, int column, String message, String hint) {
        TestVariants.assertOnlyError(dir, lines, line, column, message, hint);
    }

    @Test
    void syntaxErrorInPlainWords() {
        assertError("  players 3   source \"x\"", 3, 15, "unexpected 'source' after the rule name",
                "followed by ':'");
    }

    /** The closed `dihu:` list is gone: each of its old values gets its `dihu when:` line in the hint. */
    @Test
    void theOldDihuRuleNamesItsDihuWhenLine() {
        String message = "`dihu:` is no rule any more: 地胡 is the condition `dihu when:`";
        assertError("  dihu: none  source \"000:72-74\"", 3, 3, message, "write `dihu when: no`");
        assertError("  dihu: non-dealer wins on reveal card  source \"000:147\"", 3, 3, message,
                "write `dihu when: on_reveal_card and not dealer`");
        assertError("  dihu: next player wins on dealer's first discard  source \"000:68\"", 3, 3, message,
                "write `dihu when: dealers_first_discard and next_to_dealer`");
        assertError("  dihu: sometimes  source \"x\"", 3, 3, message,
                "`dihu when: no` (was `none`), `dihu when: on_reveal_card and not dealer`");
    }

    /** `dihu when:` reads where the win happened, nothing else: the scoring's quantities are out of its scope. */
    @Test
    void dihuWhenReadsOnlyWhereTheWinHappened() {
        assertError("  dihu when: huxi > 20  source \"x\"", 3, 14,
                "'huxi' is not known when `dihu when:` is worked out",
                "on_reveal_card, dealers_first_discard, next_to_dealer");
        assertError("  grade: if next_to_dealer then 1 else 2  source \"x\"", 3, 13,
                "'next_to_dealer' is not known when the grade is worked out", "the grade may read");
    }

    /** 相公's payment is paid only by a 相公 seat: above 0 without `nothing to discard: xianggong` it is an error. */
    @Test
    void xianggongPaymentNeedsXianggong() {
        assertError("  xianggong pays: 1  source \"000:120\"", 3, 3,
                "`xianggong pays: 1` is never paid: no seat is ever 相公 under `nothing to discard: pass`",
                "`nothing to discard: xianggong`, or write `xianggong pays: 0`");
        assertError("  nothing to discard: xiangong  source \"000:26\"", 3, 23,
                "'xiangong' is not a value of 'nothing to discard'", "did you mean `xianggong`?");
        assertError("  xianggong pays: 100  source \"000:120\"", 3, 19,
                "value 100 is out of range for 'xianggong pays'", "it must be from 0 to 99");
    }

    @Test
    void unknownRuleSuggestsTheNearest() {
        assertError("  minimun huxi: 10  source \"x\"", 3, 3, "unknown rule 'minimun huxi'",
                "did you mean `minimum huxi`?");
    }

    @Test
    void unknownQuantity() {
        assertError("  grade: (huxi - 12) / 3 + bonus  source \"x\"", 3, 28, "unknown quantity 'bonus'",
                "known quantities");
    }

    @Test
    void duplicateRule() {
        assertError("  wall: 19  source \"x\"\n  wall: 19  source \"x\"", 4, 3,
                "rule 'wall' is set twice in this variant",
                "first set at line 3");
    }

    @Test
    void duplicateRuleInABaseVariant() {
        Diagnostic error = onlyError(TestVariants.compile(dir, "twice",
                "variant twice \"t\" {\n  source \"t\"\n  wall: 19  source \"x\"\n" + hunanWithout() + "}\n"));
        assertEquals("rule 'wall' is set twice in this variant", error.message());
    }

    @Test
    void typeErrorInExpression() {
        assertError("  grade: huxi + self_draw  source \"x\"", 3, 17,
                "`+` needs a number here, not a condition (yes/no)",
                "if C then 1 else 0");
    }

    @Test
    void conditionWhereANumberIsExpected() {
        assertError("  grade: huxi >= 15  source \"x\"", 3, 15,
                "the grade must be a number, but this is a condition (yes/no)",
                "if C then A else B");
    }

    @Test
    void divisionByLiteralZero() {
        assertError("  grade: huxi / 0  source \"x\"", 3, 17, "division by zero", "other than 0");
    }

    @Test
    void inheritanceCycle() {
        TestVariants.compile(dir, "a", "variant a extends b { source \"t\" }\n");
        Diagnostic error = onlyError(TestVariants.compile(dir, "b", "variant b extends a { source \"t\" }\n"));
        assertEquals("inheritance cycle: b extends a extends b", error.message());
        assertEquals(1, error.position().line());
        assertEquals(19, error.position().column());
    }

    @Test
    void unknownParent() {
        TestVariants.copy("hunan", dir);
        Diagnostic error = onlyError(TestVariants.compile(dir, "x", "variant x extends hunna { source \"t\" }\n"));
        assertEquals("unknown parent variant 'hunna'", error.message());
        assertEquals("did you mean `hunan`?", error.hint());
    }

    @Test
    void parentWithErrors() {
        TestVariants.compile(dir, "base", "variant base { source \"t\"\n copies: 9 source \"x\" }\n");
        Diagnostic error = onlyError(TestVariants.compile(dir, "x", "variant x extends base { source \"t\" }\n"));
        assertEquals("the parent variant 'base' has errors", error.message());
    }

    @Test
    void deckTooSmallForTheDeal() {
        assertError("  other cards: 25  source \"x\"", 3, 3,
                "the deck is too small for the deal: it needs 21 + 25 x 2 + 19 = 90 cards, the deck has 4 x 20 + 0 "
                + "jokers = 80",
                "lower the deal");
    }

    @Test
    void cardsLeftOverAreAnErrorToo() {
        assertError("  jokers: 2  source \"001:27\"", 3, 3,
                "the deal and wall use 21 + 20 x 2 + 19 = 80 cards, but the deck has 4 x 20 + 2 jokers = 82; 2 would "
                + "be left over",
                "wall");
    }

    @Test
    void missingRequiredRules() {
        Diagnostic error = onlyError(TestVariants.compile(dir, "bare",
                "variant bare \"t\" {\n  source \"t\"\n" + hunanWithout("wall", "grade") + "}\n"));
        assertEquals("2 required rules are missing: wall, grade", error.message());
        assertEquals(1, error.position().line());
    }

    @Test
    void valueOutOfRange() {
        assertError("  players: 5  source \"x\"", 3, 12, "value 5 is out of range for 'players'", "from 2 to 4");
    }

    @Test
    void badCardName() {
        assertError("  huxi pong: small 1, big 3, s11 4  source \"x\"", 3, 30, "'s11' is not a card", "s1..s10");
    }

    @Test
    void unknownWordValue() {
        assertError("  chi from: previous discrad  source \"x\"", 3, 13,
                "'previous discrad' is not a value of 'chi from'",
                "did you mean `previous discard`?");
    }

    @Test
    void priorityMustRankEveryAction() {
        assertError("  priority: ti = wei > hu > pong > chi  source \"x\"", 3, 13, "priority leaves out pao",
                "rank every action");
    }

    @Test
    void withoutNeedsAnInheritedPattern() {
        assertError("  without pattern 黑胡", 3, 3, "there is no inherited pattern '黑胡' to remove", "no such pattern");
    }

    @Test
    void anEmptySourceCitesNothing() {
        Compilation compilation = TestVariants.child(dir, "  minimum huxi: 18  source \"  \"");
        assertEquals(List.of("rule 'minimum huxi' cites no source"),
                compilation.diagnostics().stream().map(Diagnostic::message).toList());
    }

    @Test
    void ruleWithoutSourceIsAWarningOnly() {
        Compilation compilation = TestVariants.child(dir, "  minimum huxi: 18");
        assertTrue(compilation.variant().isPresent());
        assertEquals(1, compilation.diagnostics().size());
        Diagnostic warning = compilation.diagnostics().get(0);
        assertEquals(Severity.WARNING, warning.severity());
        assertEquals("rule 'minimum huxi' cites no source", warning.message());
    }

    /**
     * The case: `minimum huxi: 10` under the inherited `grade: (huxi - 12) / 3` (000:58) lets a seat win
     * at 10 huxi, graded (10 - 12) / 3 = -1 (division rounds down), which the scoring refuses (000:108). The check
     * names the smallest huxi and the least huxi graded 1: (15 - 12) / 3 = 1.
     */
    @Test
    void aWinTheScoringRefusesIsAnError() {
        Compilation compilation = TestVariants.child(dir, "  minimum huxi: 10  source \"000:65\"");
        assertEquals(List.of("the scoring refuses a win `win when: huxi >= minimum_huxi` allows (minimum huxi 10): "
                + "at 10 huxi the grade is -1, and a win needs grade 1 or more (000:108)"),
                compilation.diagnostics().stream().map(Diagnostic::message).toList());
        Diagnostic error = compilation.diagnostics().get(0);
        assertEquals(Severity.ERROR, error.severity());
        assertEquals(3, error.position().line());
        assertTrue(error.hint().contains("`minimum huxi: 15`"), error.hint());
    }

    /**
     * The smallest context that shows it: a grade that pays a 天胡 double (000:110) but refuses an ordinary win
     * below 15 is refused first at 10 huxi without 天胡; a win rule that lets only a 天胡 win at 10 is sound.
     */
    @Test
    void theRefusalNamesItsContext() {
        Compilation refused = TestVariants.child(dir, "  minimum huxi: 10  source \"x\"\n"
                + "  win when: huxi >= 15 or self_draw and huxi >= minimum_huxi  source \"x\"");
        assertEquals(List.of("the scoring refuses a win `win when: huxi >= 15 or self_draw and huxi >= minimum_huxi` "
                + "allows (minimum huxi 10): at 10 huxi with self_draw the grade is -1, and a win needs grade 1 or "
                + "more (000:108)"), refused.diagnostics().stream().map(Diagnostic::message).toList());
        Compilation sound = TestVariants.child(dir, "  minimum huxi: 10  source \"x\"\n"
                + "  win when: huxi >= 15 or tianhu and huxi >= minimum_huxi  source \"x\"\n"
                + "  grade: ((if tianhu then huxi * 2 else huxi) - 12) / 3  source \"000:110\"");
        assertEquals(List.of(), sound.diagnostics());
    }

    /** Every error of a file in one run, syntax and semantic alike, in file order. */
    @Test
    void allErrorsOfAFileInOneRun() {
        Compilation compilation = TestVariants.child(dir, String.join("\n",
                "  copeis: 4  source \"x\"",
                "  players: 9  source \"x\"",
                "  reveal dealer",
                "  grade: red / 0  source \"x\"",
                "  pattern 红胡 {",
                "    when: red + 1",
                "    fan: 2",
                "    source \"x\"",
                "  }"));
        List<String> errors = compilation.errors().stream()
                .map(d -> d.position().line() + ":" + d.position().column() + " " + d.message()).toList();
        assertEquals(List.of(
                "3:3 unknown rule 'copeis'",
                "4:12 value 9 is out of range for 'players'",
                "5:16 unexpected end of line after the rule name",
                "6:16 division by zero",
                "8:15 `when:` must be a condition (yes/no), but this is a number"), errors);
    }

    /** A syntax error costs only its own line: the next lines are still read and checked. */
    @Test
    void syntaxErrorsOnEveryLineAreEachReported() {
        Compilation compilation = TestVariants.child(dir, String.join("\n",
                "  players 3  source \"x\"",
                "  grade: (huxi - 12 / 3  source \"x\"",
                "  wall: 19  source \"x\" extra words",
                "  minimum huxi: 15 +  source \"x\"",
                "  copies: 5  source \"x"));
        List<String> errors = compilation.errors().stream()
                .map(d -> d.position().line() + ":" + d.position().column() + " " + d.message()).toList();
        assertEquals(List.of(
                "3:14 unexpected 'source' after the rule name",
                "4:26 unexpected 'source' inside parentheses",
                "5:24 unexpected 'extra' after the rule",
                "6:23 unexpected 'source'",
                "7:11 value 5 is out of range for 'copies'",
                "7:21 text in quotes is not closed on this line"), errors);
    }

    private static String hunanWithout(String... rules) {
        try {
            StringBuilder kept = new StringBuilder();
            List<String> lines = java.nio.file.Files.readAllLines(TestVariants.file("hunan"));
            int header = 0;
            while (!lines.get(header).startsWith("variant hunan")) {
                header++;
            }
            // the rules after the header and its source line, without the closing brace
            for (String line : lines.subList(header + 2, lines.lastIndexOf("}"))) {
                String name = line.contains(":") ? line.substring(0, line.indexOf(':')).trim() : "";
                if (!List.of(rules).contains(name)) {
                    kept.append(line).append('\n');
                }
            }
            return kept.toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
