package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;

/**
 * Lowers a type-checked expression to runtime closures: numbers to {@link IntFormula}, conditions to
 * {@link Condition}. Quantities are resolved to their slot once, here, so evaluation is array reads and arithmetic.
 * Semantics as {@link TreeEvaluator}.
 */
public final class ExpressionCompiler {
    private ExpressionCompiler() {}

    public static IntFormula formula(Expr expr) {
        if (expr instanceof Expr.Int literal) {
            int value = literal.value();
            return facts -> value;
        } else if (expr instanceof Expr.Phrase phrase) {
            var literal = Names.booleanLiteral(phrase);
            if (literal.isPresent()) {
                int value = literal.get();
                return facts -> value;
            }
            Quantity quantity = Names.quantity(phrase).orElseThrow();
            return facts -> facts.get(quantity);
        } else if (expr instanceof Expr.Unary unary && unary.op() == Expr.UnaryOp.NEGATE) {
            IntFormula operand = formula(unary.operand());
            return facts -> -operand.evaluate(facts);
        } else if (expr instanceof Expr.Binary binary && binary.op().isArithmetic()) {
            return arithmetic(binary.op(), formula(binary.left()), formula(binary.right()));
        } else if (expr instanceof Expr.Call call) {
            IntFormula a = formula(call.arguments().get(0));
            IntFormula b = formula(call.arguments().get(1));
            return call.function().equals("min")
                    ? facts -> Math.min(a.evaluate(facts), b.evaluate(facts))
                    : facts -> Math.max(a.evaluate(facts), b.evaluate(facts));
        } else if (expr instanceof Expr.If conditional) {
            Condition condition = condition(conditional.condition());
            IntFormula then = formula(conditional.then());
            IntFormula otherwise = formula(conditional.otherwise());
            return facts -> condition.test(facts) ? then.evaluate(facts) : otherwise.evaluate(facts);
        }
        Condition condition = condition(expr);
        return facts -> condition.test(facts) ? 1 : 0;
    }

    public static Condition condition(Expr expr) {
        if (expr instanceof Expr.Phrase phrase) {
            var literal = Names.booleanLiteral(phrase);
            if (literal.isPresent()) {
                boolean value = literal.get() != 0;
                return facts -> value;
            }
            Quantity quantity = Names.quantity(phrase).orElseThrow();
            return facts -> facts.is(quantity);
        } else if (expr instanceof Expr.Unary unary && unary.op() == Expr.UnaryOp.NOT) {
            Condition operand = condition(unary.operand());
            return facts -> !operand.test(facts);
        } else if (expr instanceof Expr.Binary binary && binary.op() == Expr.BinaryOp.AND) {
            Condition left = condition(binary.left());
            Condition right = condition(binary.right());
            return facts -> left.test(facts) && right.test(facts);
        } else if (expr instanceof Expr.Binary binary && binary.op() == Expr.BinaryOp.OR) {
            Condition left = condition(binary.left());
            Condition right = condition(binary.right());
            return facts -> left.test(facts) || right.test(facts);
        } else if (expr instanceof Expr.Binary binary && binary.op().isComparison()) {
            return comparison(binary.op(), formula(binary.left()), formula(binary.right()));
        } else if (expr instanceof Expr.If conditional) {
            Condition condition = condition(conditional.condition());
            Condition then = condition(conditional.then());
            Condition otherwise = condition(conditional.otherwise());
            return facts -> condition.test(facts) ? then.test(facts) : otherwise.test(facts);
        }
        IntFormula number = formula(expr);
        return facts -> number.evaluate(facts) != 0;
    }

    private static IntFormula arithmetic(Expr.BinaryOp op, IntFormula left, IntFormula right) {
        return switch (op) {
            case TIMES -> facts -> left.evaluate(facts) * right.evaluate(facts);
            case DIVIDE -> facts -> Math.floorDiv(left.evaluate(facts), right.evaluate(facts));
            case MODULO -> facts -> Math.floorMod(left.evaluate(facts), right.evaluate(facts));
            case PLUS -> facts -> left.evaluate(facts) + right.evaluate(facts);
            case MINUS -> facts -> left.evaluate(facts) - right.evaluate(facts);
            default -> throw new IllegalArgumentException("not arithmetic: " + op);
        };
    }

    private static Condition comparison(Expr.BinaryOp op, IntFormula left, IntFormula right) {
        return switch (op) {
            case LESS -> facts -> left.evaluate(facts) < right.evaluate(facts);
            case LESS_OR_EQUAL -> facts -> left.evaluate(facts) <= right.evaluate(facts);
            case GREATER -> facts -> left.evaluate(facts) > right.evaluate(facts);
            case GREATER_OR_EQUAL -> facts -> left.evaluate(facts) >= right.evaluate(facts);
            case EQUAL -> facts -> left.evaluate(facts) == right.evaluate(facts);
            case NOT_EQUAL -> facts -> left.evaluate(facts) != right.evaluate(facts);
            default -> throw new IllegalArgumentException("not a comparison: " + op);
        };
    }
}
