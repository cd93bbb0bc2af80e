package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A named block such as {@code pattern 红胡 { when: ... fan: ... }}; inheritance overrides it by kind and name.
 */
public record Block(String kind, String name, Position position, Body body, Optional<Citation> source) {

    /**
     * Its citation: the clause after the block, else a {@code source} line inside it, else the first part's
     * (`fan: 2  source "000:86"` cites the pattern too).
     */
    public Optional<Citation> citation() {
        return source.or(() -> body.sources().stream().findFirst())
                .or(() -> body.settings().stream().flatMap(s -> s.source().stream()).findFirst());
    }

    /** The block without the choices on {@code topics}, its parts' included. */
    public Block withoutChoicesOn(Set<String> topics) {
        return new Block(kind, name, position, body.withoutChoicesOn(topics), source);
    }
}
