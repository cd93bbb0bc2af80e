package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

/** A delta named in a `with` list or a delta's header, where it is written. */
public record DeltaRef(String name, Position position) {
}
