package dev.paohuzi.compiler.render;

import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.RuleEntry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** `explain`: a compiled variant as a readable rule table, section by section, then the chosen readings. */
public final class RuleTable {
    private RuleTable() {}

    public static String render(CompiledVariant variant) {
        List<String> out = header(variant);
        Map<String, List<RuleEntry>> sections = new LinkedHashMap<>();
        variant.entries().forEach(e -> sections.computeIfAbsent(e.section(), s -> new ArrayList<>()).add(e));
        sections.forEach((title, entries) -> {
            out.add("");
            out.add(title);
            Columns columns = new Columns();
            columns.row("rule", "value", "from", "source", "meaning");
            for (RuleEntry entry : entries) {
                columns.row(entry.name(), entry.value(), origin(variant, entry), entry.source().isEmpty() ? "-"
                        : entry.source(),
                        entry.meaning());
                entry.choices().forEach(choice -> columns.row("", "  choice " + choice));
            }
            out.addAll(columns.lines("  "));
        });
        out.add("");
        out.add("Chosen readings (where the sources disagree)");
        if (variant.choices().isEmpty()) {
            out.add("  none");
        }
        variant.choices().forEach(choice -> out.add("  " + choice));
        return String.join("\n", out) + "\n";
    }

    /** The variant's name and title, what it extends and with which deltas, and its sources. */
    public static List<String> header(CompiledVariant variant) {
        List<String> out = new ArrayList<>();
        out.add(variant.name() + " — " + variant.title());
        out.add(variant.lineage().size() > 1 ? "extends: "
                + String.join(" <- ", variant.lineage().subList(1, variant.lineage().size()))
                : "extends: nothing (a base variant)");
        if (!variant.deltas().isEmpty()) {
            out.add("with: " + String.join(", ", variant.deltas()));
        }
        if (!variant.offered().isEmpty()) {
            out.add("options: " + variant.offered().stream().map(o -> o.name() + " " + (variant.options()
                    .contains(o.name()) ? "on" : "off") + (o.defaultOn() ? " (default on)" : ""))
                    .collect(Collectors.joining(", ")));
        }
        out.add("source: " + (variant.sources().isEmpty() ? "none cited" : String.join("; ", variant.sources())));
        return out;
    }

    /** "this variant" or the parent's name (or `option NAME`, `delta NAME`), so overrides stand out. */
    private static String origin(CompiledVariant variant, RuleEntry entry) {
        return entry.from().equals(variant.lineage().get(0)) ? "here" : entry.from();
    }
}
