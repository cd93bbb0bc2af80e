package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;

import java.util.stream.Collectors;

/** Writes an expression back as text, fully parenthesised where it nests, for explain and diff. */
public final class ExprText {
    private ExprText() {}

    public static String of(Expr expr) {
        if (expr instanceof Expr.Int literal) {
            return Integer.toString(literal.value());
        } else if (expr instanceof Expr.Phrase phrase) {
            return phrase.text();
        } else if (expr instanceof Expr.Unary unary) {
            return unary.op() == Expr.UnaryOp.NEGATE ? "-" + nested(unary.operand()) : "not " + nested(unary.operand());
        } else if (expr instanceof Expr.Binary binary) {
            return nested(binary.left()) + " " + binary.op().symbol + " " + nested(binary.right());
        } else if (expr instanceof Expr.Call call) {
            return call.function() + "(" + call.arguments().stream().map(ExprText::of).collect(Collectors.joining(", "))
                    + ")";
        } else if (expr instanceof Expr.If conditional) {
            return "if " + of(conditional.condition()) + " then " + of(conditional.then()) + " else "
                    + of(conditional.otherwise());
        }
        throw new IllegalStateException("unprintable expression " + expr);
    }

    private static String nested(Expr expr) {
        return expr instanceof Expr.Binary || expr instanceof Expr.If ? "(" + of(expr) + ")" : of(expr);
    }
}
