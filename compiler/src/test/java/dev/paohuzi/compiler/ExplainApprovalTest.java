package dev.paohuzi.compiler;

import dev.paohuzi.compiler.pass.ResolveInheritance;
import dev.paohuzi.compiler.render.RuleTable;
import dev.paohuzi.compiler.render.VariantDiff;
import org.approvaltests.Approvals;
import org.approvaltests.integrations.junit5.JupiterApprovals;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The rendered rule table of every variant, and diffs, as approval files: a change to a rule or to the rendering
 * shows up as a diff to approve. Covers every bundled file in variants/.
 */
class ExplainApprovalTest {
    /** The repository's variants/ directory, seen from this module (Maven runs tests in the module directory). */
    private static final Path BUNDLED = Path.of("..", "variants");

    private static CompiledVariant compile(Path file) {
        Compilation compilation = VariantCompiler.compile(file);
        assertEquals(List.of(), compilation.diagnostics(), file + " should compile without errors or warnings");
        return compilation.variant().orElseThrow();
    }

    @Test
    void diffShowsOverridesSideBySide() {
        Approvals.verify(VariantDiff.render(compile(TestVariants.file("hunan")), compile(TestVariants.file("luzhou"))));
    }

    @Test
    void diffOfAVariantWithItselfIsEmpty() {
        CompiledVariant shaoyang = compile(TestVariants.file("shaoyang"));
        assertEquals(List.of(), VariantDiff.differences(shaoyang, shaoyang));
    }

    /** diff compares what the variants resolve to: shaoyang's 剥皮 lines come from the delta peel, not its file. */
    @Test
    void diffComparesTheResolvedRulesOfAVariantWithDeltas() {
        Approvals.verify(VariantDiff.render(compile(BUNDLED.resolve("hunan-half.variant")),
                compile(BUNDLED.resolve("shaoyang.variant"))));
    }

    /** The 醒 readings side by side: hunan has none, the test variants 翻醒 and 跟醒 (conformance/cases/xing.cases). */
    @Test
    void diffShowsTheXingReadings() {
        Path cases = Path.of("..", "conformance", "cases", "variants");
        Approvals.verify(VariantDiff.render(compile(BUNDLED.resolve("hunan.variant")),
                compile(cases.resolve("fanxing.variant"))) + "\n"
                + VariantDiff.render(compile(cases.resolve("fanxing.variant")),
                compile(cases.resolve("genxing.variant"))));
    }

    /** Every bundled delta checks clean on its own. */
    @TestFactory
    Stream<DynamicTest> bundledDeltas() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            return files.filter(f -> f.toString().endsWith(".delta")).sorted().toList().stream()
                    .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(),
                            () -> assertEquals(List.of(), VariantCompiler.compile(file).diagnostics())));
        }
    }

    /**
     * `check` accepts each bundled variant (no errors, no warnings). The base variant's whole rule table is approved
     * as `explain` prints it (every rule of the catalogue, its meaning and the aligned layout); each other variant's
     * approval holds only the rows it sets itself, by its own deltas or by the options it brings into effect, one a
     * line and unaligned, so a new catalogue row changes the base's approval by a line and a variant's only where
     * that variant sets it.
     */
    @TestFactory
    Stream<DynamicTest> bundledVariants() throws IOException {
        if (!Files.isDirectory(BUNDLED)) {
            return Stream.empty();
        }
        try (Stream<Path> files = Files.list(BUNDLED)) {
            List<Path> variants = files.filter(f -> f.toString().endsWith(".variant")).sorted().toList();
            return variants.stream().map(file -> JupiterApprovals.dynamicTest(
                    file.getFileName().toString().replace(".variant", ""),
                    options -> Approvals.verify(rowsSetHere(compile(file)), options)));
        }
    }

    /** The base's whole table; for a variant that extends one, its header, the rows and readings it sets. */
    static String rowsSetHere(CompiledVariant variant) {
        if (variant.lineage().size() == 1) {
            return RuleTable.render(variant);
        }
        List<String> origins = new ArrayList<>(List.of(variant.name()));
        variant.deltas().forEach(delta -> origins.add(ResolveInheritance.DELTA_ORIGIN + delta));
        // the options it brings into effect: its own, and those its `extends` chooses (hunan-half: hunan[半花样])
        List<String> parentOptions = compile(BUNDLED.resolve(variant.lineage().get(1) + ".variant")).options();
        variant.options().stream().filter(option -> !parentOptions.contains(option))
                .forEach(option -> origins.add(ResolveInheritance.OPTION_ORIGIN + option));
        List<String> out = new ArrayList<>(RuleTable.header(variant));
        out.add("");
        out.add("rows set here (the others as the parent's approval shows them):");
        for (RuleEntry entry : variant.entries()) {
            if (origins.contains(entry.from())) {
                out.add(entry.section() + " | " + entry.name() + " | " + entry.value() + " | " + entry.from() + " | "
                        + entry.source());
                entry.choices().forEach(choice -> out.add("    choice " + choice));
            }
        }
        out.add("chosen readings set here:");
        variant.choices().stream().filter(choice -> origins.stream().anyMatch(origin -> choice.endsWith(
                "(" + origin + ")") || choice.contains("(" + origin + ", "))).forEach(choice -> out.add("    "
                + choice));
        return String.join("\n", out) + "\n";
    }
}
