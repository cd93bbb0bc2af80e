package dev.paohuzi.compiler;

import org.approvaltests.Approvals;
import org.approvaltests.integrations.junit5.JupiterApprovals;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What every bundled variant resolves to, without where each rule is written: every rule and pattern with its
 * value, citation and readings, and the chosen readings. The approvals were taken before the bundled mods were
 * rewritten as deltas (issue 9 item 4), so moving a line between a variant, its parent and a delta keeps them
 * unchanged; only `explain`'s `from` column may move.
 */
class ResolvedRulesTest {
    private static final Path BUNDLED = Path.of("..", "variants");

    @TestFactory
    Stream<DynamicTest> bundledVariants() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            List<Path> variants = files.filter(f -> f.toString().endsWith(".variant")).sorted().toList();
            return variants.stream().map(file -> JupiterApprovals.dynamicTest(
                    file.getFileName().toString().replace(".variant", ""),
                    options -> Approvals.verify(resolved(file), options)));
        }
    }

    /** The rules in effect, one a line, with no origin. */
    static String resolved(Path file) {
        Compilation compilation = VariantCompiler.compile(file);
        assertEquals(List.of(), compilation.diagnostics(), file + " should compile without errors or warnings");
        CompiledVariant variant = compilation.variant().orElseThrow();
        List<String> out = new ArrayList<>();
        out.add(variant.name() + " — " + variant.title() + "; source: " + String.join("; ", variant.sources()));
        for (RuleEntry entry : variant.entries()) {
            out.add(entry.section() + " | " + entry.name() + " | " + entry.value() + " | " + entry.source());
            entry.choices().forEach(choice -> out.add("    choice " + choice));
        }
        out.add("chosen readings:");
        variant.choices().forEach(choice -> out.add("    " + withoutOrigin(choice)));
        return String.join("\n", out) + "\n";
    }

    /**
     * `topic: reading (hunan, pattern 红胡)` -> `topic: reading (pattern 红胡)`; `topic: reading (hunan)` -> `topic:
     * reading`.
     */
    private static String withoutOrigin(String choice) {
        int open = choice.lastIndexOf(" (");
        String origin = choice.substring(open + 2, choice.length() - 1);
        int comma = origin.indexOf(", ");
        return choice.substring(0, open) + (comma >= 0 ? " (" + origin.substring(comma + 2) + ")" : "");
    }
}
