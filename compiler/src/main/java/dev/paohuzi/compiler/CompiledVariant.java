package dev.paohuzi.compiler;

import dev.paohuzi.runtime.rules.RuleSet;

import java.util.List;
import java.util.Optional;

/**
 * A variant compiled: the runtime's RuleSet, and the resolved rules with their sources, origins and chosen readings
 * for explain and diff.
 *
 * @param lineage  the variant, its parent, the parent's parent ...
 * @param deltas   the deltas in effect, in the order they applied
 * @param sources  the variant's own header citations
 * @param entries  every rule and pattern in effect, in table order
 * @param choices  every chosen reading in effect, as `topic: reading (variant)`
 */
public record CompiledVariant(String name, String title, List<String> lineage, List<String> deltas,
                              List<String> sources, RuleSet rules,
                              List<RuleEntry> entries, List<String> choices) {
    public CompiledVariant {
        lineage = List.copyOf(lineage);
        deltas = List.copyOf(deltas);
        sources = List.copyOf(sources);
        entries = List.copyOf(entries);
        choices = List.copyOf(choices);
    }

    public Optional<RuleEntry> entry(String ruleName) {
        return entries.stream().filter(e -> e.name().equals(ruleName)).findFirst();
    }
}
