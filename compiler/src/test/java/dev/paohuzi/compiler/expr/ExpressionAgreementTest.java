package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.runtime.expr.Bounds;
import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.expr.Limits;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.expr.Quantity.Type;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The compiled closures and the tree-walking evaluator agree on random well-typed expressions over random facts,
 * divisions by a quantity that is 0 included (x / 0 = 0, x % 0 = x, never an exception).
 */
class ExpressionAgreementTest {
    private static final Position AT = new Position("random", 1, 1);
    private static final long OVERFLOW = Long.MIN_VALUE;
    private static final int[] LARGE = {46341, 65536, 1 << 30, Integer.MAX_VALUE};
    private static final List<Quantity> INTS = Arrays.stream(Quantity.values()).filter(q -> q.type() == Type.INT)
            .toList();
    private static final List<Quantity> BOOLS = Arrays.stream(Quantity.values()).filter(q -> q.type() == Type.BOOL)
            .toList();
    private static final List<Expr.BinaryOp> ARITHMETIC = List.of(Expr.BinaryOp.PLUS, Expr.BinaryOp.MINUS,
            Expr.BinaryOp.TIMES, Expr.BinaryOp.DIVIDE, Expr.BinaryOp.MODULO);
    private static final List<Expr.BinaryOp> ORDER = List.of(Expr.BinaryOp.LESS, Expr.BinaryOp.LESS_OR_EQUAL,
            Expr.BinaryOp.GREATER, Expr.BinaryOp.GREATER_OR_EQUAL, Expr.BinaryOp.EQUAL, Expr.BinaryOp.NOT_EQUAL);

    @Test
    void compiledFormAgreesWithTheTreeWalker() {
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            boolean wantBool = random.nextBoolean();
            Expr expr = wantBool ? bool(random, 5) : integer(random, 5);
            Diagnostics diagnostics = new Diagnostics();
            new TypeChecker(diagnostics).expect(expr, wantBool ? Type.BOOL : Type.INT, "random");
            assertFalse(diagnostics.hasErrors(), () -> ExprText.of(expr) + " " + diagnostics.all());
            for (int round = 0; round < 50; round++) {
                Facts facts = facts(random);
                long tree = evaluated(() -> TreeEvaluator.evaluate(expr, facts));
                long closure = evaluated(() -> wantBool
                        ? ExpressionCompiler.condition(expr, "random").test(facts) ? 1 : 0
                        : ExpressionCompiler.formula(expr, "random").evaluate(facts));
                long s = seed;
                assertEquals(tree, closure, () -> "seed " + s + ": " + ExprText.of(expr) + " with " + facts);
            }
        }
    }

    /** A value, or {@link #OVERFLOW} where the evaluation leaves the int range (both forms must say so alike). */
    private static long evaluated(java.util.function.IntSupplier evaluation) {
        try {
            return evaluation.getAsInt();
        } catch (ArithmeticException | FormulaOverflow overflow) {
            return OVERFLOW;
        }
    }

    /**
     * {@link Range}, which the zero-divisor warning and the overflow check read, holds every value a formula takes
     * when its quantities keep to their ranges, and says it can leave the int range where it does.
     */
    @Test
    void aFormulasRangeHoldsEveryValueItTakes() {
        for (long seed = 1; seed <= 500; seed++) {
            Random random = new Random(seed);
            Expr expr = integer(random, 2);
            Range range = Range.of(expr);
            for (int round = 0; round < 50; round++) {
                Facts facts = new Facts();
                for (Quantity q : Quantity.values()) {
                    long low = q.least() == Integer.MIN_VALUE ? -10 : q.least();
                    facts.set(q, (int) Math.min(q.most(), low + random.nextInt(11)));
                }
                long s = seed;
                long value = evaluated(() -> TreeEvaluator.evaluate(expr, facts));
                // a value past the int range (the evaluation stops) must be one the range says it can reach
                assertTrue(value == OVERFLOW ? Range.firstLeaving(expr, Limits.UNKNOWN).isPresent()
                        : range.contains(value), () -> "seed " + s + ": "
                        + ExprText.of(expr) + " = " + value + " outside " + range + " with " + facts);
            }
        }
    }

    /** Conjunctions of bounds on quantities compile to {@link Bounds} data; it agrees with the tree walker too. */
    @Test
    void boundsAgreeWithTheTreeWalker() {
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            Expr expr = boundTerm(random);
            for (int terms = random.nextInt(3); terms > 0; terms--) {
                expr = new Expr.Binary(Expr.BinaryOp.AND, expr, boundTerm(random), AT);
            }
            Condition compiled = ExpressionCompiler.condition(expr, "random");
            Expr shown = expr;
            assertInstanceOf(Bounds.class, compiled, () -> ExprText.of(shown));
            for (int round = 0; round < 50; round++) {
                Facts facts = facts(random);
                assertEquals(TreeEvaluator.evaluate(expr, facts), compiled.test(facts) ? 1 : 0,
                        () -> ExprText.of(shown) + " with " + facts);
            }
        }
    }

    /** A yes/no quantity, its negation, or a comparison (not !=) of a quantity with a number, either way round. */
    private static Expr boundTerm(Random random) {
        if (random.nextInt(4) == 0) {
            Expr flag = quantity(random, BOOLS);
            return random.nextBoolean() ? flag : new Expr.Unary(Expr.UnaryOp.NOT, flag, AT);
        }
        Expr.BinaryOp op = ORDER.get(random.nextInt(ORDER.size() - 1));
        Expr quantity = quantity(random, INTS);
        Expr number = new Expr.Int(random.nextInt(25), AT);
        return random.nextBoolean() ? new Expr.Binary(op, quantity, number, AT)
                : new Expr.Binary(op, number, quantity, AT);
    }

    private static Facts facts(Random random) {
        Facts facts = new Facts();
        INTS.forEach(q -> facts.set(q, random.nextInt(41) - 5));
        BOOLS.forEach(q -> facts.set(q, random.nextBoolean()));
        return facts;
    }

    private static Expr integer(Random random, int depth) {
        int choice = depth <= 0 ? random.nextInt(2) : random.nextInt(7);
        return switch (choice) {
            // now and then a constant near where int arithmetic overflows, so that both forms must stop alike
            case 0 -> new Expr.Int(random.nextInt(8) == 0 ? LARGE[random.nextInt(LARGE.length)]
                    : random.nextInt(25), AT);
            case 1 -> quantity(random, INTS);
            case 2 -> new Expr.Unary(Expr.UnaryOp.NEGATE, integer(random, depth - 1), AT);
            case 3, 4 -> arithmetic(random, depth);
            case 5 -> random.nextInt(3) == 0
                    ? new Expr.Call("count", List.of(bool(random, depth - 1), bool(random, depth - 1)), AT)
                    : new Expr.Call(random.nextBoolean() ? "min" : "max",
                    List.of(integer(random, depth - 1), integer(random, depth - 1)), AT);
            default -> new Expr.If(bool(random, depth - 1), integer(random, depth - 1), integer(random, depth - 1), AT);
        };
    }

    private static Expr arithmetic(Random random, int depth) {
        Expr.BinaryOp op = ARITHMETIC.get(random.nextInt(ARITHMETIC.size()));
        Expr right = integer(random, depth - 1);
        if ((op == Expr.BinaryOp.DIVIDE || op == Expr.BinaryOp.MODULO) && right instanceof Expr.Int literal
                && literal.value() == 0) {
            right = new Expr.Int(3, AT); // a literal zero divisor is a compile-time error, not a runtime case
        }
        return new Expr.Binary(op, integer(random, depth - 1), right, AT);
    }

    private static Expr bool(Random random, int depth) {
        int choice = depth <= 0 ? 0 : random.nextInt(7);
        return switch (choice) {
            case 0 -> random.nextInt(4) == 0 ? new Expr.Phrase(List.of(random.nextBoolean() ? "yes" : "no"), AT)
                    : quantity(random, BOOLS);
            case 1, 2 -> new Expr.Binary(ORDER.get(random.nextInt(ORDER.size())), integer(random, depth - 1),
                    integer(random, depth - 1), AT);
            case 3 -> new Expr.Unary(Expr.UnaryOp.NOT, bool(random, depth - 1), AT);
            case 4 -> new Expr.Binary(random.nextBoolean() ? Expr.BinaryOp.AND : Expr.BinaryOp.OR,
                    bool(random, depth - 1), bool(random, depth - 1), AT);
            case 5 -> new Expr.Binary(random.nextBoolean() ? Expr.BinaryOp.EQUAL : Expr.BinaryOp.NOT_EQUAL,
                    notAComparison(random, depth - 1), notAComparison(random, depth - 1), AT);
            default -> new Expr.If(bool(random, depth - 1), bool(random, depth - 1), bool(random, depth - 1), AT);
        };
    }

    /** Comparisons do not chain, even in parentheses (the checker rejects `(a = b) = c`). */
    private static Expr notAComparison(Random random, int depth) {
        Expr expr = bool(random, depth);
        while (expr instanceof Expr.Binary binary && binary.op().isComparison()) {
            expr = bool(random, depth);
        }
        return expr;
    }

    private static Expr quantity(Random random, List<Quantity> of) {
        return new Expr.Phrase(List.of(of.get(random.nextInt(of.size())).word()), AT);
    }
}
