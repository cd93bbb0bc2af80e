package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.runtime.expr.Arithmetic;
import dev.paohuzi.runtime.expr.Facts;

/**
 * The reference semantics of a type-checked expression: a plain walk over the AST. Booleans are 0 / 1; `/` and `%`
 * are {@link Arithmetic}'s (exact, rounding down, x / 0 = 0). The compiled closures of
 * {@link ExpressionCompiler} must agree with this on every input (tested on random expressions).
 */
public final class TreeEvaluator {
    private TreeEvaluator() {}

    public static int evaluate(Expr expr, Facts facts) {
        if (expr instanceof Expr.Int literal) {
            return literal.value();
        } else if (expr instanceof Expr.Phrase phrase) {
            return Names.booleanLiteral(phrase).or(() -> Names.patternNamed(phrase).map(name -> facts.applies(name)
                    ? 1 : 0)).orElseGet(() -> facts.get(Names.quantity(phrase).orElseThrow()));
        } else if (expr instanceof Expr.Unary unary) {
            int operand = evaluate(unary.operand(), facts);
            return unary.op() == Expr.UnaryOp.NEGATE ? Arithmetic.negate(operand) : 1 - operand;
        } else if (expr instanceof Expr.Binary binary) {
            return binary(binary, facts);
        } else if (expr instanceof Expr.Call call && call.function().equals(Names.COUNT)) {
            int holding = 0;
            for (Expr condition : call.arguments()) {
                holding += evaluate(condition, facts);
            }
            return holding;
        } else if (expr instanceof Expr.Call call) {
            int a = evaluate(call.arguments().get(0), facts);
            int b = evaluate(call.arguments().get(1), facts);
            return call.function().equals("min") ? Math.min(a, b) : Math.max(a, b);
        } else if (expr instanceof Expr.If conditional) {
            return evaluate(conditional.condition(), facts) != 0
                    ? evaluate(conditional.then(), facts) : evaluate(conditional.otherwise(), facts);
        }
        throw new IllegalStateException("unevaluated expression " + expr);
    }

    private static int binary(Expr.Binary binary, Facts facts) {
        int left = evaluate(binary.left(), facts);
        // and / or short-circuit, as the compiled form does.
        if (binary.op() == Expr.BinaryOp.AND) {
            return left != 0 ? evaluate(binary.right(), facts) : 0;
        }
        if (binary.op() == Expr.BinaryOp.OR) {
            return left != 0 ? 1 : evaluate(binary.right(), facts);
        }
        int right = evaluate(binary.right(), facts);
        return switch (binary.op()) {
            case TIMES -> Arithmetic.multiply(left, right);
            case DIVIDE -> Arithmetic.divide(left, right);
            case MODULO -> Arithmetic.remainder(left, right);
            case PLUS -> Arithmetic.add(left, right);
            case MINUS -> Arithmetic.subtract(left, right);
            case LESS -> left < right ? 1 : 0;
            case LESS_OR_EQUAL -> left <= right ? 1 : 0;
            case GREATER -> left > right ? 1 : 0;
            case GREATER_OR_EQUAL -> left >= right ? 1 : 0;
            case EQUAL -> left == right ? 1 : 0;
            case NOT_EQUAL -> left != right ? 1 : 0;
            case AND, OR -> throw new IllegalStateException("handled above");
        };
    }
}
