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
 * @param offered  the room options the variant and its parents offer, parents' first
 * @param options  the options in effect, in the order they applied
 */
public record CompiledVariant(String name, String title, List<String> lineage, List<String> deltas,
                              List<String> sources, RuleSet rules,
                              List<RuleEntry> entries, List<String> choices, List<Offered> offered,
                              List<String> options) {
    /** A room option: its default, the variant that declares it, its relations and citations. */
    public record Offered(String name, String title, boolean defaultOn, String declaredBy, List<String> requires,
                          List<String> excludes, List<String> sources) {
        public Offered {
            requires = List.copyOf(requires);
            excludes = List.copyOf(excludes);
            sources = List.copyOf(sources);
        }
    }

    public CompiledVariant {
        offered = List.copyOf(offered);
        options = List.copyOf(options);
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
