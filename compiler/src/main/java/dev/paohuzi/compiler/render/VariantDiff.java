package dev.paohuzi.compiler.render;

import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.RuleEntry;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * `diff A B`: the rules and patterns whose values differ between two compiled variants, side by side with their
 * sources. Values are compared in their canonical descriptions, so `any draw` and `own draw, previous draw, next
 * draw` are the same rule.
 */
public final class VariantDiff {
    private VariantDiff() {}

    /** Each row: rule, then value, source and choices of A, then the same of B. */
    public static List<String[]> differences(CompiledVariant a, CompiledVariant b) {
        Set<String> names = new LinkedHashSet<>();
        a.entries().forEach(e -> names.add(e.name()));
        b.entries().forEach(e -> names.add(e.name()));
        List<String[]> rows = new ArrayList<>();
        for (String name : names) {
            Optional<RuleEntry> left = a.entry(name);
            Optional<RuleEntry> right = b.entry(name);
            if (!value(left).equals(value(right))) {
                rows.add(new String[] {name, value(left), source(left), choices(left), value(right), source(right),
                    choices(right)});
            }
        }
        return rows;
    }

    public static String render(CompiledVariant a, CompiledVariant b) {
        List<String[]> rows = differences(a, b);
        List<String> out = new ArrayList<>();
        out.add(a.name() + " (" + a.title() + ") vs " + b.name() + " (" + b.title() + "): "
                + (rows.isEmpty() ? "no rules differ" : rows.size()
                + (rows.size() == 1 ? " rule differs" : " rules differ")));
        if (!rows.isEmpty()) {
            out.add("");
            Columns columns = new Columns();
            columns.row("rule", a.name(), b.name());
            for (String[] row : rows) {
                columns.row(row[0], row[1], row[4]);
                columns.row("", "  source " + row[2], "  source " + row[5]);
                if (!row[3].isEmpty() || !row[6].isEmpty()) {
                    columns.row("", row[3].isEmpty() ? "" : "  choice " + row[3], row[6].isEmpty() ? "" : "  choice "
                            + row[6]);
                }
            }
            out.addAll(columns.lines(""));
        }
        return String.join("\n", out) + "\n";
    }

    private static String value(Optional<RuleEntry> entry) {
        return entry.map(RuleEntry::value).orElse("(not in this variant)");
    }

    private static String choices(Optional<RuleEntry> entry) {
        return entry.map(e -> String.join("; ", e.choices())).orElse("");
    }

    private static String source(Optional<RuleEntry> entry) {
        return entry.map(e -> e.source().isEmpty() ? "-" : e.source()).orElse("-");
    }
}
