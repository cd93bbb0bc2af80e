package dev.paohuzi.compiler;

import org.junit.jupiter.api.Test;
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

    /** The pattern's `grade` is the error, at its column, with a way out on each side. */
    @Test
    void aPatternThatReadsTheGradeCannotBeCountedByIt() {
        TestVariants.assertOnlyError(dir, """
                  grade: (huxi - 12) / 3 + patterns   source "x"
                  pattern 大胡 {
                    when: grade >= 3
                    fan: 2
                    source "x"
                  }""", 5, 9,
                "pattern 大胡's `when:` reads `grade`, but `grade:` counts the patterns: each would wait for the other",
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
}
