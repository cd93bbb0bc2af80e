package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

/** A {@code source "000:22"} clause: where in the seeds a rule comes from. */
public record Citation(String text, Position position) {
}
