package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deltas (docs/language.md, Deltas): small files of rules a variant layers on its parent with `with`. Each test
 * writes deltas beside a copy of the test hunan and a variant `child` that applies them; the `with` list is on
 * line 1 of the child, so a diagnostic about a listed delta is at line 1 and the column of its name.
 */
class DeltaTest {
    @TempDir
    Path dir;

    @BeforeEach
    void parent() {
        TestVariants.copy("hunan", dir);
    }

    private void delta(String name, String header, String lines) {
        write(name + ".delta", "delta " + name + " \"" + name + "\"" + header + " {\n  source \"test\"\n" + lines
                + "\n}\n");
    }

    /** A delta that sets only `minimum huxi`. */
    private void minimumHuxi(String name, String header, int huxi, String source) {
        delta(name, header, "  minimum huxi: " + huxi + "  source \"" + source + "\"");
    }

    private void write(String file, String text) {
        try {
            Files.writeString(dir.resolve(file), text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** `variant child extends hunan with DELTAS` with the given lines. */
    private Compilation child(String deltas, String lines) {
        return TestVariants.compile(dir, "child", "variant child extends hunan with " + deltas
                + " \"test\" {\n  source \"test\"\n" + lines + "\n}\n");
    }

    private static CompiledVariant clean(Compilation compilation) {
        assertEquals(List.of(), compilation.diagnostics());
        return compilation.variant().orElseThrow();
    }

    private static Diagnostic onlyError(Compilation compilation) {
        List<Diagnostic> errors = compilation.errors();
        assertEquals(1, errors.size(), () -> "expected one error, got " + compilation.diagnostics());
        assertTrue(compilation.variant().isEmpty());
        return errors.get(0);
    }

    private static void assertAt(Diagnostic diagnostic, int line, int column, String message, String hint) {
        assertEquals(line + ":" + column, diagnostic.position().line() + ":" + diagnostic.position().column(),
                diagnostic.render());
        assertEquals(message, diagnostic.message());
        assertTrue(diagnostic.hint().contains(hint), () -> "hint: " + diagnostic.hint());
    }

    private static String value(CompiledVariant variant, String rule) {
        RuleEntry entry = variant.entry(rule).orElseThrow();
        return entry.value() + " from " + entry.from() + " source " + entry.source();
    }

    // ---- order: parent, then each delta in turn, then the variant's own lines ----

    @Test
    void deltasApplyInOrderOverTheParentAndUnderTheVariant() {
        delta("ten", "", "  minimum huxi: 20  source \"t:1\"\n  stake in cents: 100  source \"t:2\"");
        minimumHuxi("late", " overrides ten", 22, "l:1");
        CompiledVariant variant = clean(child("ten, late", "  stake in cents: 25  source \"c:1\""));
        assertEquals("22 from delta late source l:1", value(variant, "minimum huxi"));
        assertEquals("25 from child source c:1", value(variant, "stake in cents"));
        assertEquals("21 from hunan source 000:20", value(variant, "dealer cards"));
        assertEquals(List.of("ten", "late"), variant.deltas());
        assertEquals(22, variant.rules().win().minimumHuxi());
    }

    @Test
    void aDeltaOnTopOfAParentThatAlreadyAppliesOne() {
        minimumHuxi("ten", "", 20, "t:1");
        delta("cheap", "", "  stake in cents: 10  source \"c:1\"");
        TestVariants.compile(dir, "middle", "variant middle extends hunan with ten \"m\" {\n  source \"m\"\n}\n");
        CompiledVariant variant = clean(TestVariants.compile(dir, "child",
                "variant child extends middle with cheap \"c\" {\n  source \"c\"\n}\n"));
        assertEquals(List.of("ten", "cheap"), variant.deltas());
        assertEquals("20 from delta ten source t:1", value(variant, "minimum huxi"));
        assertEquals("10 from delta cheap source c:1", value(variant, "stake in cents"));
    }

    // ---- conflicts ----

    @Test
    void twoDeltasSettingOneRuleConflict() {
        minimumHuxi("ten", "", 20, "t:1");
        minimumHuxi("twelve", "", 22, "w:1");
        assertAt(onlyError(child("ten, twelve", "")), 1, 39, "deltas 'ten' and 'twelve' both set 'minimum huxi'",
                "set it in this variant to choose, or write `overrides ten` in the header of twelve.delta");
    }

    @Test
    void theVariantSettlesAConflictByRestatingTheRule() {
        minimumHuxi("ten", "", 20, "t:1");
        minimumHuxi("twelve", "", 22, "w:1");
        assertEquals("21 from child source c:1",
                value(clean(child("ten, twelve", "  minimum huxi: 21  source \"c:1\"")), "minimum huxi"));
    }

    @Test
    void twoDeltasTouchingOnePatternConflict() {
        delta("rich", "", "  pattern 红胡 {\n    fan: 3\n    source \"r:1\"\n  }");
        delta("plain", "", "  without pattern 红胡");
        assertAt(onlyError(child("rich, plain", "")), 1, 40, "deltas 'rich' and 'plain' both set pattern 红胡",
                "overrides rich");
    }

    @Test
    void overridingDeltaMustComeAfterTheOneItOverrides() {
        minimumHuxi("ten", "", 20, "t:1");
        minimumHuxi("late", " overrides ten", 22, "l:1");
        Compilation compilation = child("late, ten", "");
        assertTrue(compilation.variant().isEmpty());
        assertAt(compilation.errors().get(0), 1, 34, "delta 'late' overrides 'ten', so it must come after it",
                "write `with ten, late`");
    }

    // ---- requires and excludes ----

    @Test
    void aRequiredDeltaMustApplyBefore() {
        minimumHuxi("base10", "", 20, "t:1");
        delta("needs", " requires base10", "  stake in cents: 10  source \"n:1\"");
        assertAt(onlyError(child("needs", "")), 1, 34,
                "delta 'needs' requires 'base10', which does not apply before it",
                "add it: `with base10, needs`");
        assertAt(onlyError(child("needs, base10", "")), 1, 34,
                "delta 'needs' requires 'base10', which does not apply before it", "move base10 before needs");
        assertEquals(List.of("base10", "needs"), clean(child("base10, needs", "")).deltas());
    }

    @Test
    void aRequiredDeltaMayComeFromTheParent() {
        minimumHuxi("base10", "", 20, "t:1");
        delta("needs", " requires base10", "  stake in cents: 10  source \"n:1\"");
        TestVariants.compile(dir, "middle", "variant middle extends hunan with base10 \"m\" {\n  source \"m\"\n}\n");
        clean(TestVariants.compile(dir, "child",
                "variant child extends middle with needs \"c\" {\n  source \"c\"\n}\n"));
    }

    @Test
    void excludedDeltasCannotApplyTogether() {
        delta("peel", " excludes cash", "  settlement: peel  source \"p:1\"");
        delta("cash", "", "  stake in cents: 100  source \"c:1\"");
        assertAt(onlyError(child("peel, cash", "")), 1, 40, "deltas 'peel' and 'cash' exclude each other",
                "a variant applies one or the other");
        assertAt(onlyError(child("cash, peel", "")), 1, 40, "deltas 'cash' and 'peel' exclude each other",
                "one of them declares `excludes`");
    }

    @Test
    void anExclusionReachesADeltaTheParentApplies() {
        delta("peel", " excludes cash", "  settlement: peel  source \"p:1\"");
        delta("cash", "", "  stake in cents: 100  source \"c:1\"");
        TestVariants.compile(dir, "middle", "variant middle extends hunan with cash \"m\" {\n  source \"m\"\n}\n");
        Diagnostic error = onlyError(TestVariants.compile(dir, "child",
                "variant child extends middle with peel \"c\" {\n  source \"c\"\n}\n"));
        assertAt(error, 1, 35, "deltas 'cash' and 'peel' exclude each other", "one or the other");
    }

    // ---- bad references ----

    @Test
    void unknownDeltaSuggestsTheNearest() {
        delta("peel", "", "  settlement: peel  source \"p:1\"");
        assertAt(onlyError(child("pel", "")), 1, 34, "unknown delta 'pel'", "did you mean `peel`?");
    }

    @Test
    void aDeltaListedTwice() {
        delta("peel", "", "  settlement: peel  source \"p:1\"");
        assertAt(onlyError(child("peel, peel", "")), 1, 40, "delta 'peel' is listed twice", "keep one");
    }

    @Test
    void aDeltaTheParentAlreadyAppliesIsAWarning() {
        delta("peel", "", "  settlement: peel  source \"p:1\"");
        TestVariants.compile(dir, "middle", "variant middle extends hunan with peel \"m\" {\n  source \"m\"\n}\n");
        Compilation compilation = TestVariants.compile(dir, "child",
                "variant child extends middle with peel \"c\" {\n  source \"c\"\n}\n");
        assertTrue(compilation.variant().isPresent());
        Diagnostic warning = compilation.diagnostics().get(0);
        assertEquals(Severity.WARNING, warning.severity());
        assertAt(warning, 1, 35, "delta 'peel' already applies through the parent middle", "drop it");
    }

    @Test
    void aCycleOfRelationsIsReportedAtTheDelta() {
        minimumHuxi("a", " requires b", 20, "a:1");
        minimumHuxi("b", " overrides a", 22, "b:1");
        Diagnostic cycle = onlyError(VariantCompiler.compile(dir.resolve("a.delta")));
        assertAt(cycle, 1, 7, "delta cycle: a -> b -> a", "would have to apply after itself");
        assertTrue(cycle.position().file().endsWith("a.delta"));
        assertAt(onlyError(child("a", "")), 1, 34, "the delta 'a' has errors", "check");
    }

    @Test
    void aDeltaWithABadRuleIsCheckedOnItsOwnAndRefusedWhereItApplies() {
        delta("typo", "", "  minimun huxi: 10  source \"t:1\"");
        Diagnostic inDelta = onlyError(VariantCompiler.compile(dir.resolve("typo.delta")));
        assertAt(inDelta, 3, 3, "unknown rule 'minimun huxi'", "did you mean `minimum huxi`?");
        assertAt(onlyError(child("typo", "")), 1, 34, "the delta 'typo' has errors", "typo.delta");
    }

    @Test
    void aDeltaNamingAnUnknownDelta() {
        minimumHuxi("needs", " requires ghost", 20, "n:1");
        assertAt(onlyError(VariantCompiler.compile(dir.resolve("needs.delta"))), 1, 30, "unknown delta 'ghost'",
                "a delta is a file NAME.delta");
    }

    @Test
    void aCleanDeltaChecksWithoutDiagnostics() {
        minimumHuxi("ten", " requires cheap", 20, "t:1");
        delta("cheap", "", "  stake in cents: 10  source \"c:1\"");
        Compilation compilation = VariantCompiler.compile(dir.resolve("ten.delta"));
        assertEquals(List.of(), compilation.diagnostics());
        assertTrue(compilation.variant().isEmpty(), "a delta is not a variant of its own");
    }

    @Test
    void aCommandThatNeedsAVariantRefusesADelta() {
        delta("peel", "", "  settlement: peel  source \"p:1\"");
        assertAt(onlyError(VariantCompiler.compile(dir.resolve("peel.delta").toString())), 1, 1,
                "this is a delta, not a variant: its rules apply only on a parent", "extends hunan with peel");
    }

    @Test
    void aVariantFileIsNotADelta() {
        assertAt(onlyError(child("hunan", "")), 1, 34, "unknown delta 'hunan'", "NAME.delta");
        write("odd.delta", "variant odd extends hunan \"o\" {\n  source \"o\"\n}\n");
        assertAt(onlyError(child("odd", "")), 1, 34, "odd.delta holds a variant, not a delta", "delta odd");
    }

    @Test
    void aDeltaIsNotAParent() {
        write("peel.variant", "delta peel \"p\" {\n  source \"p\"\n  settlement: peel  source \"p:1\"\n}\n");
        Diagnostic error = onlyError(TestVariants.compile(dir, "child",
                "variant child extends peel \"c\" {\n  source \"c\"\n}\n"));
        assertAt(error, 1, 23, "'peel' is a delta, not a variant", "extends PARENT with peel");
        assertAt(onlyError(VariantCompiler.compile(dir.resolve("peel.variant"))), 1, 7,
                "the .variant file peel.variant holds a delta", "name the file peel.delta");
    }

    @Test
    void aWithoutInADeltaNeedsSomethingToDrop() {
        delta("drop", "", "  without pattern 对对胡");
        assertAt(onlyError(child("drop", "")), 3, 3, "there is no inherited pattern '对对胡' to remove",
                "the parent hunan has no such pattern");
    }

    @Test
    void headerWordsAreCheckedWithSuggestions() {
        delta("peel", "", "  settlement: peel  source \"p:1\"");
        Diagnostic with = onlyError(TestVariants.compile(dir, "child",
                "variant child extends hunan wiht peel \"c\" {\n  source \"c\"\n}\n"));
        assertAt(with, 1, 29, "unexpected 'wiht' in the header", "did you mean `with`?");
        minimumHuxi("needs", " require peel", 20, "n:1");
        assertAt(onlyError(VariantCompiler.compile(dir.resolve("needs.delta"))), 1, 21,
                "unexpected 'require' in the header", "did you mean `requires`?");
    }

    @Test
    void withIsStillAWordInValues() {
        CompiledVariant variant = clean(TestVariants.child(dir, "  pair: one with pao or ti  source \"x\""));
        assertEquals("one with pao or ti", variant.entry("pair").orElseThrow().value());
    }
}
