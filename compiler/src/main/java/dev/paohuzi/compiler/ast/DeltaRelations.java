package dev.paohuzi.compiler.ast;

import java.util.List;

/**
 * A delta's header relations to other deltas (after Riichi Advanced's mods, which name the mods they need and the
 * mods they conflict with): {@code requires} deltas that must apply before it, {@code excludes} deltas that may not
 * apply with it, {@code overrides} deltas whose rules it may set again when it comes after them.
 */
public record DeltaRelations(List<DeltaRef> requires, List<DeltaRef> excludes, List<DeltaRef> overrides) {
    public static final DeltaRelations NONE = new DeltaRelations(List.of(), List.of(), List.of());

    /** The relation words, as written in a delta's header. */
    public static final List<String> WORDS = List.of("requires", "excludes", "overrides");

    public DeltaRelations {
        requires = List.copyOf(requires);
        excludes = List.copyOf(excludes);
        overrides = List.copyOf(overrides);
    }

    public boolean overrides(String delta) {
        return overrides.stream().anyMatch(d -> d.name().equals(delta));
    }

    public boolean excludes(String delta) {
        return excludes.stream().anyMatch(d -> d.name().equals(delta));
    }
}
