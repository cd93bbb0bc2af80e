package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 13.1: text nested thousands deep is one diagnostic where the nesting limit (64) is first exceeded, never a
 * StackOverflowError, and the next file of a batch is still checked.
 */
@Timeout(60)
class NestingTest {
    /** The repository's variants/ directory, seen from this module. */
    private static final Path BUNDLED = Path.of("..", "variants");

    @TempDir
    Path dir;

    private Diagnostic onlyError(String grade) {
        Compilation compilation = TestVariants.child(dir, "  grade: " + grade);
        assertEquals(1, compilation.errors().size(), () -> compilation.diagnostics().toString());
        return compilation.errors().get(0);
    }

    /**
     * The reproducers of 13.1, each refused at its 65th level. The grade is line 3 (after `variant …` and
     * `source …`), its value starts at column 10; e.g. the 65th `(` of `min(min(…` is 64 × 4 + 3 characters in.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "694 nested min(,    min(, huxi, ', 1)', 694, 269",
            "2800 chained + 1,   '',   huxi, ' + 1', 2800, 271",
            "1500 chained * 1,   '',   huxi, ' * 1', 1500, 271",
            "2800 unary minus,   '- ', huxi, '',     2800, 138",
            "1500 parentheses,   (,    huxi, ),      1500, 74"})
    void aDeepFormulaIsOneErrorAtTheLevelPastTheLimit(String name, String open, String middle, String close, int depth,
                                                       int column) {
        Diagnostic error = onlyError(open.repeat(depth) + middle + close.repeat(depth));
        assertEquals("this formula nests more than 64 deep here", error.message());
        assertEquals(3 + ":" + column, error.position().line() + ":" + error.position().column(), error.render());
        assertTrue(error.hint().contains("split it across rules"), error.hint());
    }

    @Test
    void sixtyFourLevelsAreAcceptedAndSixtyFiveAreNot() {
        Compilation limit = TestVariants.child(dir, "  grade: " + "- ".repeat(64) + "huxi");
        assertFalse(limit.hasErrors(), () -> limit.diagnostics().toString());
        assertEquals("this formula nests more than 64 deep here", onlyError("- ".repeat(65) + "huxi").message());
    }

    @Test
    void threeThousandNestedPatternBlocksAreOneError() {
        String blocks = "  pattern p {\n".repeat(3000) + "  }\n".repeat(3000);
        Compilation compilation = TestVariants.child(dir, blocks);
        assertEquals(1, compilation.errors().size(), () -> compilation.diagnostics().toString());
        Diagnostic error = compilation.errors().get(0);
        assertEquals("blocks nest more than 64 deep here", error.message());
        // `variant … {` on line 1 is the first block, so the 64th `pattern p {` (line 66) is the 65th
        assertEquals(66 + ":" + 13, error.position().line() + ":" + error.position().column(), error.render());
    }

    @Test
    void aBatchGoesOnPastADeepFile() throws IOException {
        TestVariants.copy("hunan", dir);
        Path deep = Files.writeString(dir.resolve("deep.variant"),
                "variant deep extends hunan \"d\" {\n  grade: " + "-".repeat(5000) + "huxi\n}\n");
        List<Compilation> batch = Stream.of(deep, dir.resolve("hunan.variant")).map(VariantCompiler::compile).toList();
        assertTrue(batch.get(0).hasErrors());
        assertFalse(batch.get(1).hasErrors(), () -> batch.get(1).diagnostics().toString());
    }

    /** A chain of 2,000 files each extending the one before recursed as deep; it stops at 64 ancestors. */
    @Test
    void aLongExtendsChainIsOneErrorAtTheFileChecked() throws IOException {
        TestVariants.copy("hunan", dir);
        String parent = "hunan";
        for (int i = 1; i <= 2000; i++) {
            Files.writeString(dir.resolve("v" + i + ".variant"), "variant v" + i + " extends " + parent
                    + " \"chain\" {\n  source \"test\"\n}\n");
            parent = "v" + i;
        }
        Compilation compilation = VariantCompiler.compile(dir.resolve("v2000.variant"));
        assertEquals(1, compilation.errors().size(), () -> compilation.diagnostics().toString());
        assertEquals("more than 64 variants extend one another above this one", compilation.errors().get(0).message());
        assertEquals("1:23", compilation.errors().get(0).position().line() + ":"
                + compilation.errors().get(0).position().column());
        assertFalse(VariantCompiler.compile(dir.resolve("v64.variant")).hasErrors(), "64 ancestors are allowed");
    }

    /** The limit leaves room: no bundled variant comes near it (deepest block and formula printed for limits.md). */
    @Test
    void everyBundledVariantIsWellWithinTheLimit() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".variant")).sorted().toList()) {
                Compilation compilation = VariantCompiler.compile(file);
                assertFalse(compilation.hasErrors(), () -> file + " " + compilation.errors());
            }
        }
    }
}
