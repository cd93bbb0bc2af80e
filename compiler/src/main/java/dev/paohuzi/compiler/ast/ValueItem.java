package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

/** One comma-separated item of a rule's value: its parsed form and its text as written (spaces normalised). */
public record ValueItem(Expr expr, String text) {
    public Position position() {
        return expr.position();
    }
}
