package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.runtime.expr.Arithmetic;
import dev.paohuzi.runtime.expr.Bounds;
import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lowers a type-checked expression to runtime closures: numbers to {@link IntFormula}, conditions to
 * {@link Condition}. Quantities are resolved to their slot once, here, so evaluation is array reads and arithmetic.
 * Semantics as {@link TreeEvaluator}.
 *
 * <p>Leaves (a quantity, a constant) are records that the operator closures read in place instead of calling:
 * all closures of one operator share one class, so a call from one to its operand cannot be inlined, and most
 * operands of the bundled formulas are leaves ({@code red >= 10}, {@code (huxi - 12) / 3}).
 */
public final class ExpressionCompiler {
    private ExpressionCompiler() {}

    private sealed interface Leaf extends IntFormula, Condition {
    }

    private record Constant(int value) implements Leaf {
        @Override
        public int evaluate(Facts facts) {
            return value;
        }

        @Override
        public boolean test(Facts facts) {
            return value != 0;
        }
    }

    /** `has NAME`: whether the pattern applies, read from the names the scorer set. */
    private record Applies(String pattern) implements Leaf {
        @Override
        public int evaluate(Facts facts) {
            return facts.applies(pattern) ? 1 : 0;
        }

        @Override
        public boolean test(Facts facts) {
            return facts.applies(pattern);
        }
    }

    private record Slot(Quantity quantity) implements Leaf {
        @Override
        public int evaluate(Facts facts) {
            return facts.get(quantity);
        }

        @Override
        public boolean test(Facts facts) {
            return facts.is(quantity);
        }
    }

    /**
     * A rule's number formula, {@code what} naming it in an overflow message (`loser pays:`): its arithmetic is
     * checked, and a value outside the int range throws a {@link FormulaOverflow} naming the file, line and column
     * where it is written and the quantities it read.
     */
    public static IntFormula formula(Expr expr, String what) {
        // a constant or a quantity cannot overflow, but a sum of its values can (a fan): it names its line too
        return new Located(formula(expr), expr.position() + ": " + what, reads(expr));
    }

    /** A number formula that names where it is written and reads its operands in place. */
    private record Located(IntFormula body, String where, Quantity[] reads) implements IntFormula {
        @Override
        public int evaluate(Facts facts) {
            try {
                return body.evaluate(facts);
            } catch (ArithmeticException overflow) {
                throw FormulaOverflow.of(where, facts, reads);
            }
        }

        @Override
        public boolean reads(Quantity quantity) {
            return Arrays.asList(reads).contains(quantity);
        }
    }

    private static Quantity[] reads(Expr expr) {
        return QuantityScope.reads(expr).toArray(Quantity[]::new);
    }

    private static IntFormula formula(Expr expr) {
        if (expr instanceof Expr.Int literal) {
            return new Constant(literal.value());
        } else if (expr instanceof Expr.Phrase phrase) {
            return leaf(phrase);
        } else if (expr instanceof Expr.Unary unary && unary.op() == Expr.UnaryOp.NEGATE) {
            IntFormula operand = formula(unary.operand());
            return facts -> Arithmetic.negate(value(operand, facts));
        } else if (expr instanceof Expr.Binary binary && binary.op().isArithmetic()) {
            return arithmetic(binary.op(), formula(binary.left()), formula(binary.right()));
        } else if (expr instanceof Expr.Call call && call.function().equals(Names.COUNT)) {
            Condition[] conditions = call.arguments().stream().map(ExpressionCompiler::closure)
                    .toArray(Condition[]::new);
            return facts -> {
                int holding = 0;
                for (Condition condition : conditions) {
                    holding += truth(condition, facts) ? 1 : 0;
                }
                return holding;
            };
        } else if (expr instanceof Expr.Call call) {
            IntFormula a = formula(call.arguments().get(0));
            IntFormula b = formula(call.arguments().get(1));
            return call.function().equals("min")
                    ? facts -> Math.min(value(a, facts), value(b, facts))
                    : facts -> Math.max(value(a, facts), value(b, facts));
        } else if (expr instanceof Expr.If conditional) {
            Condition condition = closure(conditional.condition());
            IntFormula then = formula(conditional.then());
            IntFormula otherwise = formula(conditional.otherwise());
            return facts -> truth(condition, facts) ? value(then, facts) : value(otherwise, facts);
        }
        Condition condition = closure(expr);
        return facts -> truth(condition, facts) ? 1 : 0;
    }

    /**
     * A condition at the top of a rule (a pattern's `when:`): {@link Bounds} data when it only bounds quantities, so
     * that a table of them is tested in one loop; otherwise closures.
     */
    public static Condition condition(Expr expr, String what) {
        List<Bounds.Bound> bounds = new ArrayList<>();
        if (bounds(expr, bounds)) {
            return new Bounds(bounds);
        }
        // arithmetic in it (`huxi * 3 > fan`) names its line as a formula's does
        Condition body = closure(expr);
        IntFormula located = new Located(facts -> body.test(facts) ? 1 : 0, expr.position() + ": " + what,
                reads(expr));
        return facts -> located.evaluate(facts) != 0;
    }

    /** A condition inside an expression, where a leaf read in place beats any data structure. */
    private static Condition closure(Expr expr) {
        if (expr instanceof Expr.Phrase phrase) {
            return leaf(phrase);
        } else if (expr instanceof Expr.Unary unary && unary.op() == Expr.UnaryOp.NOT) {
            Condition operand = closure(unary.operand());
            return facts -> !truth(operand, facts);
        } else if (expr instanceof Expr.Binary binary && binary.op() == Expr.BinaryOp.AND) {
            Condition left = closure(binary.left());
            Condition right = closure(binary.right());
            return facts -> truth(left, facts) && truth(right, facts);
        } else if (expr instanceof Expr.Binary binary && binary.op() == Expr.BinaryOp.OR) {
            Condition left = closure(binary.left());
            Condition right = closure(binary.right());
            return facts -> truth(left, facts) || truth(right, facts);
        } else if (expr instanceof Expr.Binary binary && binary.op().isComparison()) {
            return comparison(binary.op(), formula(binary.left()), formula(binary.right()));
        } else if (expr instanceof Expr.If conditional) {
            Condition condition = closure(conditional.condition());
            Condition then = closure(conditional.then());
            Condition otherwise = closure(conditional.otherwise());
            return facts -> truth(condition, facts) ? truth(then, facts) : truth(otherwise, facts);
        }
        IntFormula number = formula(expr);
        return facts -> value(number, facts) != 0;
    }

    /**
     * Adds the bounds {@code expr} amounts to, if it is a conjunction of yes/no quantities and comparisons of a
     * quantity with a number ({@code red >= 10}, {@code not dealer}, {@code 3 > kan_groups}); false otherwise.
     */
    private static boolean bounds(Expr expr, List<Bounds.Bound> out) {
        if (expr instanceof Expr.Binary binary && binary.op() == Expr.BinaryOp.AND) {
            return bounds(binary.left(), out) && bounds(binary.right(), out);
        }
        boolean negated = expr instanceof Expr.Unary unary && unary.op() == Expr.UnaryOp.NOT;
        Expr operand = negated ? ((Expr.Unary) expr).operand() : expr;
        if (operand instanceof Expr.Phrase phrase && leaf(phrase) instanceof Slot slot
                && slot.quantity().type() == Quantity.Type.BOOL) {
            // yes/no quantities hold 0 or 1
            out.add(new Bounds.Bound(slot.quantity(), negated ? 0 : 1, negated ? 0 : 1));
            return true;
        }
        if (negated || !(expr instanceof Expr.Binary binary && binary.op().isComparison())) {
            return false;
        }
        if (binary.left() instanceof Expr.Phrase left && leaf(left) instanceof Slot slot
                && binary.right() instanceof Expr.Int right) {
            return bound(slot.quantity(), binary.op(), right.value(), out);
        }
        if (binary.right() instanceof Expr.Phrase right && leaf(right) instanceof Slot slot
                && binary.left() instanceof Expr.Int left) {
            return bound(slot.quantity(), mirrored(binary.op()), left.value(), out);
        }
        return false;
    }

    /** {@code quantity op number} as a bound; {@code !=} is two ranges, not a bound. */
    private static boolean bound(Quantity quantity, Expr.BinaryOp op, int number, List<Bounds.Bound> out) {
        long low = switch (op) {
            case GREATER -> number + 1L;
            case GREATER_OR_EQUAL, EQUAL -> number;
            default -> Integer.MIN_VALUE;
        };
        long high = switch (op) {
            case LESS -> number - 1L;
            case LESS_OR_EQUAL, EQUAL -> number;
            default -> Integer.MAX_VALUE;
        };
        if (op == Expr.BinaryOp.NOT_EQUAL || low > Integer.MAX_VALUE || high < Integer.MIN_VALUE) {
            return false;
        }
        out.add(new Bounds.Bound(quantity, (int) low, (int) high));
        return true;
    }

    /** {@code a op b} is {@code b mirrored(op) a}. */
    private static Expr.BinaryOp mirrored(Expr.BinaryOp op) {
        return switch (op) {
            case LESS -> Expr.BinaryOp.GREATER;
            case LESS_OR_EQUAL -> Expr.BinaryOp.GREATER_OR_EQUAL;
            case GREATER -> Expr.BinaryOp.LESS;
            case GREATER_OR_EQUAL -> Expr.BinaryOp.LESS_OR_EQUAL;
            default -> op;
        };
    }

    /** A boolean literal as the constant it stands for (yes = 1), `has NAME` as its test, else the quantity's slot. */
    private static Leaf leaf(Expr.Phrase phrase) {
        var literal = Names.booleanLiteral(phrase);
        if (literal.isPresent()) {
            return new Constant(literal.get());
        }
        var pattern = Names.patternNamed(phrase);
        if (pattern.isPresent()) {
            return new Applies(pattern.get());
        }
        return new Slot(Names.quantity(phrase).orElseThrow());
    }

    /** An operand's value: a leaf read in place, anything else called. */
    private static int value(IntFormula operand, Facts facts) {
        if (operand instanceof Slot slot) {
            return facts.get(slot.quantity());
        }
        return operand instanceof Constant constant ? constant.value() : operand.evaluate(facts);
    }

    private static boolean truth(Condition operand, Facts facts) {
        if (operand instanceof Slot slot) {
            return facts.is(slot.quantity());
        }
        return operand instanceof Constant constant ? constant.value() != 0 : operand.test(facts);
    }

    private static IntFormula arithmetic(Expr.BinaryOp op, IntFormula left, IntFormula right) {
        return switch (op) {
            case TIMES -> facts -> Arithmetic.multiply(value(left, facts), value(right, facts));
            case DIVIDE -> facts -> Arithmetic.divide(value(left, facts), value(right, facts));
            case MODULO -> facts -> Arithmetic.remainder(value(left, facts), value(right, facts));
            case PLUS -> facts -> Arithmetic.add(value(left, facts), value(right, facts));
            case MINUS -> facts -> Arithmetic.subtract(value(left, facts), value(right, facts));
            default -> throw new IllegalArgumentException("not arithmetic: " + op);
        };
    }

    private static Condition comparison(Expr.BinaryOp op, IntFormula left, IntFormula right) {
        return switch (op) {
            case LESS -> facts -> value(left, facts) < value(right, facts);
            case LESS_OR_EQUAL -> facts -> value(left, facts) <= value(right, facts);
            case GREATER -> facts -> value(left, facts) > value(right, facts);
            case GREATER_OR_EQUAL -> facts -> value(left, facts) >= value(right, facts);
            case EQUAL -> facts -> value(left, facts) == value(right, facts);
            case NOT_EQUAL -> facts -> value(left, facts) != value(right, facts);
            default -> throw new IllegalArgumentException("not a comparison: " + op);
        };
    }
}
