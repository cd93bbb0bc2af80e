package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.expr.Quantity.Type;

import java.util.Optional;

/**
 * The static check of formulas and conditions: unknown quantities, int where a condition is expected (and back),
 * chained comparisons, unknown functions, division by a literal zero. Reports every error it finds; an empty
 * result means the expression has errors.
 */
public final class TypeChecker {
    private final Diagnostics diagnostics;

    public TypeChecker(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** Checks that the expression has the expected type; true when it is well typed. */
    public boolean expect(Expr expr, Type expected, String what) {
        Optional<Type> actual = typeOf(expr);
        if (actual.isPresent() && actual.get() != expected) {
            diagnostics.error(expr.position(), what + " must be " + article(expected) + ", but this is "
                    + article(actual.get()), expected == Type.BOOL
                    ? "compare it, e.g. `red >= 10`"
                    : "a condition gives yes/no; use `if C then A else B` for a number");
            return false;
        }
        return actual.isPresent();
    }

    public Optional<Type> typeOf(Expr expr) {
        if (expr instanceof Expr.Int) {
            return Optional.of(Type.INT);
        } else if (expr instanceof Expr.Phrase phrase) {
            return phrase(phrase);
        } else if (expr instanceof Expr.Unary unary) {
            Type operand = unary.op() == Expr.UnaryOp.NOT ? Type.BOOL : Type.INT;
            return operand(unary.operand(), operand, "`" + unary.op().symbol + "`").map(ok -> operand);
        } else if (expr instanceof Expr.Binary binary) {
            return binary(binary);
        } else if (expr instanceof Expr.Call call) {
            return call(call);
        } else if (expr instanceof Expr.If conditional) {
            return conditional(conditional);
        }
        throw new IllegalStateException("unchecked expression " + expr);
    }

    private Optional<Type> phrase(Expr.Phrase phrase) {
        if (Names.booleanLiteral(phrase).isPresent() || Names.patternNamed(phrase).isPresent()) {
            return Optional.of(Type.BOOL);     // a pattern's name is checked against the variant's (PatternNames)
        }
        Optional<Quantity> quantity = Names.quantity(phrase);
        if (quantity.isPresent()) {
            return Optional.of(quantity.get().type());
        }
        String hint = phrase.words().size() > 1
                ? "a quantity is one word (self_draw, last_card), a pattern is read as `has NAME`; put an operator "
                + "between two values"
                : Suggestions.hint(phrase.text(), Names.QUANTITIES, "known quantities: "
                + String.join(", ", Names.QUANTITIES));
        diagnostics.error(phrase.position(), "unknown quantity '" + phrase.text() + "'", hint);
        return Optional.empty();
    }

    private Optional<Type> binary(Expr.Binary binary) {
        Expr.BinaryOp op = binary.op();
        String name = "`" + op.symbol + "`";
        if (op.isComparison() && (isComparison(binary.left()) || isComparison(binary.right()))) {
            diagnostics.error(binary.position(), "comparisons cannot be chained",
                    "write `a < b and b < c`");
            return Optional.empty();
        }
        if ((op == Expr.BinaryOp.DIVIDE || op == Expr.BinaryOp.MODULO)
                && binary.right() instanceof Expr.Int divisor && divisor.value() == 0) {
            diagnostics.error(binary.right().position(), "division by zero", "divide by a number other than 0");
            typeOf(binary.left());
            return Optional.empty();
        }
        if (op == Expr.BinaryOp.EQUAL || op == Expr.BinaryOp.NOT_EQUAL) {
            Optional<Type> left = typeOf(binary.left());
            Optional<Type> right = typeOf(binary.right());
            if (left.isPresent() && right.isPresent() && left.get() != right.get()) {
                diagnostics.error(binary.position(), name + " compares a number with a condition",
                        "both sides must be numbers, or both conditions");
                return Optional.empty();
            }
            return left.isPresent() && right.isPresent() ? Optional.of(Type.BOOL) : Optional.empty();
        }
        Type operands = op == Expr.BinaryOp.AND || op == Expr.BinaryOp.OR ? Type.BOOL : Type.INT;
        boolean left = operand(binary.left(), operands, name).isPresent();
        boolean right = operand(binary.right(), operands, name).isPresent();
        if (!left || !right) {
            return Optional.empty();
        }
        return Optional.of(op.isArithmetic() ? Type.INT : Type.BOOL);
    }

    private Optional<Type> call(Expr.Call call) {
        if (call.function().equals(Names.COUNT)) {
            boolean ok = true;
            for (Expr argument : call.arguments()) {
                ok &= operand(argument, Type.BOOL, Names.COUNT).isPresent();
            }
            return ok ? Optional.of(Type.INT) : Optional.empty();
        }
        if (!call.function().equals("min") && !call.function().equals("max")) {
            diagnostics.error(call.position(), "unknown function '" + call.function() + "'",
                    Suggestions.hint(call.function(), java.util.List.of("min", "max", Names.COUNT),
                    "the functions are min, max and count"));
            call.arguments().forEach(this::typeOf);
            return Optional.empty();
        }
        if (call.arguments().size() != 2) {
            diagnostics.error(call.position(), call.function() + " takes two numbers, got " + call.arguments().size(),
                    "write `" + call.function() + "(a, b)`");
            return Optional.empty();
        }
        boolean ok = true;
        for (Expr argument : call.arguments()) {
            ok &= operand(argument, Type.INT, call.function()).isPresent();
        }
        return ok ? Optional.of(Type.INT) : Optional.empty();
    }

    private Optional<Type> conditional(Expr.If conditional) {
        boolean condition = operand(conditional.condition(), Type.BOOL, "`if`").isPresent();
        Optional<Type> then = typeOf(conditional.then());
        Optional<Type> otherwise = typeOf(conditional.otherwise());
        if (then.isEmpty() || otherwise.isEmpty() || !condition) {
            return Optional.empty();
        }
        if (then.get() != otherwise.get()) {
            diagnostics.error(conditional.otherwise().position(), "`then` and `else` give different kinds of value",
                    "both must be numbers, or both conditions");
            return Optional.empty();
        }
        return then;
    }

    /** Checks one operand; reports a wrong type against the operator that needs it. */
    private Optional<Type> operand(Expr expr, Type needed, String operator) {
        Optional<Type> actual = typeOf(expr);
        if (actual.isPresent() && actual.get() != needed) {
            diagnostics.error(expr.position(), operator + " needs " + article(needed) + " here, not "
                    + article(actual.get()), needed == Type.INT
                    ? "conditions (yes/no) cannot be counted; use `if C then 1 else 0`"
                    : "a number is not a condition; compare it, e.g. `red >= 10`");
            return Optional.empty();
        }
        return actual;
    }

    private static boolean isComparison(Expr expr) {
        return expr instanceof Expr.Binary binary && binary.op().isComparison();
    }

    private static String article(Type type) {
        return type == Type.INT ? "a number" : "a condition (yes/no)";
    }
}
