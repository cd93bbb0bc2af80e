package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;

/**
 * A room option a variant offers (docs/language.md, "Options and rooms"): a named set of rule changes laid over the
 * variant's own lines when a room chooses it, or by default. Like a delta it names the options it {@code requires}
 * and those it {@code excludes} (a delta's relations, without {@code overrides}: options apply in the order declared);
 * it is a block of its variant, not a file.
 *
 * @param defaultOn whether the plain variant (a room that says nothing of it) plays it
 */
public record OptionAst(String name, Position position, String title, boolean defaultOn, DeltaRelations relations,
                        Body body, List<Citation> sources) {
    /** The words of an option's header. */
    public static final List<String> WORDS = List.of("default", "requires", "excludes");
    /** The values of {@code default}. */
    public static final List<String> DEFAULTS = List.of("on", "off");

    public OptionAst {
        sources = List.copyOf(sources);
    }

    public List<DeltaRef> requires() {
        return relations.requires();
    }

    public List<DeltaRef> excludes() {
        return relations.excludes();
    }

    public boolean excludes(String option) {
        return relations.excludes(option);
    }
}
