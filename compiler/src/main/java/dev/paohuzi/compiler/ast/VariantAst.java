package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

import java.util.Optional;

/** One variant file as written, before inheritance. */
public record VariantAst(String name, Position position, Optional<String> parent, Position parentPosition,
                         String title, Body body) {
}
