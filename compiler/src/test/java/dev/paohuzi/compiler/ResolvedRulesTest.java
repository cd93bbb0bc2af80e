package dev.paohuzi.compiler;

import org.approvaltests.Approvals;
import org.approvaltests.integrations.junit5.JupiterApprovals;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What every bundled variant resolves to, without where each rule is written: every rule and pattern with its
 * value, citation and readings, and the chosen readings. The approvals were taken before the bundled mods were
 * rewritten as deltas (issue 9 item 4), so moving a line between a variant, its parent and a delta keeps them
 * unchanged; only `explain`'s `from` column may move. The base variant (hunan) is approved whole; every other
 * variant (each extends it) holds only the rules and readings that resolve otherwise than in the base, and the base's
 * rules it lacks, so a new catalogue row changes the base's approval by one line and another's only where it differs.
 */
class ResolvedRulesTest {
    private static final Path BUNDLED = Path.of("..", "variants");
    private static final String BASE = "hunan";

    @TestFactory
    Stream<DynamicTest> bundledVariants() throws IOException {
        Resolved base = resolved(BUNDLED.resolve(BASE + ".variant"));
        try (Stream<Path> files = Files.list(BUNDLED)) {
            List<Path> variants = files.filter(f -> f.toString().endsWith(".variant")).sorted().toList();
            return variants.stream().map(file -> JupiterApprovals.dynamicTest(
                    file.getFileName().toString().replace(".variant", ""),
                    options -> Approvals.verify(resolved(file).beside(base), options)));
        }
    }

    /**
     * The rules in effect, one a line with its readings, with no origin, by section and name.
     *
     * @param title    the variant's name, title and sources
     * @param rules    by `section | name`, the rule's line and its readings
     * @param readings the chosen readings, without origin
     */
    record Resolved(String title, Map<String, String> rules, List<String> readings) {
        /** The whole text for the base itself; otherwise only what differs from the base. */
        String beside(Resolved base) {
            boolean isBase = title.equals(base.title);
            List<String> out = new ArrayList<>(List.of(title));
            if (!isBase) {
                out.add("resolved otherwise than in " + BASE + ":");
            }
            rules.forEach((key, text) -> {
                if (isBase || !text.equals(base.rules.get(key))) {
                    out.add(text);
                }
            });
            if (!isBase) {
                base.rules.keySet().stream().filter(key -> !rules.containsKey(key))
                        .forEach(key -> out.add("not in this variant: " + key));
            }
            out.add(isBase ? "chosen readings:" : "chosen readings not in " + BASE + ":");
            readings.stream().filter(reading -> isBase || !base.readings.contains(reading))
                    .forEach(reading -> out.add("    " + reading));
            return String.join("\n", out) + "\n";
        }
    }

    static Resolved resolved(Path file) {
        Compilation compilation = VariantCompiler.compile(file);
        assertEquals(List.of(), compilation.diagnostics(), file + " should compile without errors or warnings");
        CompiledVariant variant = compilation.variant().orElseThrow();
        Map<String, String> rules = new LinkedHashMap<>();
        for (RuleEntry entry : variant.entries()) {
            StringBuilder text = new StringBuilder(entry.section() + " | " + entry.name() + " | " + entry.value()
                    + " | " + entry.source());
            entry.choices().forEach(choice -> text.append("\n    choice ").append(choice));
            rules.put(entry.section() + " | " + entry.name(), text.toString());
        }
        return new Resolved(variant.name() + " — " + variant.title() + "; source: "
                + String.join("; ", variant.sources()), rules,
                variant.choices().stream().map(ResolvedRulesTest::withoutOrigin).toList());
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
