package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

/**
 * One comma-separated item of a rule's value: its parsed form, its text as written (spaces normalised) and where
 * it starts (an expression's own position is its operator, where type errors point).
 */
public record ValueItem(Expr expr, String text, Position position) {
}
