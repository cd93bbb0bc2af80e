package dev.paohuzi.compiler;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What `grade:`, `base:` and `win when:` may read of the patterns: `patterns` (how many apply) in the grade and the
 * base, `fan` in the win rule; and the one pairing that cannot be worked out, a grade that counts the patterns while
 * a pattern's `when:` reads the grade.
 */
class PatternReadsCompileTest {
    @TempDir
    Path dir;

    @Test
    void theGradeAndTheBaseMayCountThePatterns() {
        assertFalse(TestVariants.child(dir, "  grade: (huxi - 12) / 3 * (if patterns > 0 then 2 else 1)   source \"x\"")
                .hasErrors());
        assertFalse(TestVariants.child(dir, "  base: grade * fan + patterns   source \"x\"").hasErrors());
    }

    /** 按番限胡: the fan is known before the win is decided; the refusal check tries it over a wide range. */
    @Test
    void theWinRuleMayReadTheFan() {
        Compilation compilation = TestVariants.child(dir,
                "  win when: huxi >= minimum_huxi and fan >= 2   source \"x\"");
        assertFalse(compilation.hasErrors(), () -> compilation.diagnostics().toString());
        assertTrue(compilation.diagnostics().isEmpty(), () -> compilation.diagnostics().toString());
    }

    /**
     * The pattern's `grade` is the error, at its column, naming the chain and a way out on each side: a grade that
     * counts the patterns (`patterns`) or asks for one (`has 红胡`) waits for them alike.
     */
    @ParameterizedTest
    @ValueSource(strings = {"(huxi - 12) / 3 + patterns", "(huxi - 12) / 3 * (if has 红胡 then 2 else 1)"})
    void aPatternThatReadsTheGradeCannotBeReadByIt(String grade) {
        String reads = grade.contains("has") ? "`has 红胡`" : "`patterns`";
        TestVariants.assertOnlyError(dir, "  grade: " + grade + """
                   source "x"
                  pattern 大胡 {
                    when: grade >= 3
                    fan: 2
                    source "x"
                  }""", 5, 9,
                "pattern 大胡's `when:` reads `grade`, but `grade:` reads the patterns: each would wait for the other "
                + "(`grade:` -> " + reads + " -> 大胡's `when:` -> `grade`)",
                "write 大胡's `when:` over huxi instead of grade, or count the patterns in `base:`");
    }

    /** Without the count in the grade, a pattern may read the grade as before. */
    @Test
    void aPatternMayReadTheGradeWhereTheGradeDoesNotCountPatterns() {
        assertFalse(TestVariants.child(dir, """
                  pattern 大胡 {
                    when: grade >= 3
                    fan: 2
                    source "x"
                  }""").hasErrors());
    }

    /** `has NAME` of a name the variant lacks: at the name, with the names it has and the nearest one. */
    @Test
    void anUnknownPatternNameIsAnErrorListingThePatterns() {
        TestVariants.assertOnlyError(dir, "  grade: (huxi - 12) / 3 * (if has 红糊 then 2 else 1)   source \"x\"", 3, 32,
                "child has no pattern 红糊 for `has 红糊`", "did you mean `红胡`? child's patterns: 红胡, 点胡, 红乌, 乌胡");
    }

    /** A pattern's `when:` is worked out while the patterns are tested, so it cannot ask whether one applies. */
    @Test
    void aPatternCannotReadWhetherAnotherApplies() {
        TestVariants.assertOnlyError(dir, """
                  pattern 大胡 {
                    when: has 红胡
                    fan: 2
                    source "x"
                  }""", 4, 9, "whether pattern 红胡 applies is not known when `when:` is worked out",
                "`has NAME` may be read in `grade:`, `win when:`, `base:` and the payments");
    }

    /**
     * 红拐弯 with a named 名堂: the win rule reads `has 点胡`, so 15 to 17 huxi may win (点胡 may apply) and the engine
     * asks the scorer there, while 14 huxi is ruled out whatever applies.
     */
    @Test
    void theWinRuleMayReadANamedPatternAndRulesOutOnlyWhatNoneCanSave() {
        Compilation compilation = TestVariants.child(dir,
                "  win when: huxi >= 18 or huxi >= minimum_huxi and has 点胡   source \"x\"");
        assertTrue(compilation.diagnostics().isEmpty(), () -> compilation.diagnostics().toString());
        var win = compilation.variant().orElseThrow().rules().win();
        assertFalse(win.readsOnlyHuxi());
        assertTrue(win.mayWin(15));
        assertFalse(win.mayWin(14));
    }

    /** `count(...)` counts conditions: a number among them is an error at it, with the way to make it one. */
    @Test
    void countTakesConditions() {
        assertFalse(TestVariants.child(dir, "  base: grade * fan + count(has 红胡, self_draw)   source \"x\"")
                .hasErrors());
        TestVariants.assertOnlyError(dir, "  base: grade * fan + count(red)   source \"x\"", 3, 29,
                "count needs a condition (yes/no) here, not a number", "compare it, e.g. `red >= 10`");
    }
}
