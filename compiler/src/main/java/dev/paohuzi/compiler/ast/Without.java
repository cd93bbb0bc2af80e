package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

/** {@code without pattern NAME}: drop a block inherited from the parent. */
public record Without(String kind, String name, Position position) {
}
