package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.runtime.expr.Arithmetic;
import dev.paohuzi.runtime.expr.Limits;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Optional;

/**
 * The values a well-typed expression can take, worked out from its quantities' ranges under a variant's
 * {@link Limits} ({@link Quantity#least}, {@link Quantity#most}): what {@link QuantityScope} asks to tell a divisor
 * that is always 0 from one that can be 0, and what {@link FormulaRanges} asks to find a formula that can leave the
 * int range the runtime counts in. Booleans are 0 to 1. The ends are exact in longs up to {@link #SATURATED}, and
 * stay there beyond it, far outside any int.
 */
public record Range(long low, long high) {
    static final Range EVERY_INT = new Range(Integer.MIN_VALUE, Integer.MAX_VALUE);
    private static final Range TRUTH = new Range(0, 1);
    private static final long FAR = 1L << 30;
    private static final long SATURATED = 1L << 62;

    /** The range with nothing known of the variant (a rule checked on its own). */
    public static Range of(Expr expr) {
        return of(expr, Limits.UNKNOWN);
    }

    public static Range of(Expr expr, Limits limits) {
        if (expr instanceof Expr.Int literal) {
            return exactly(literal.value());
        } else if (expr instanceof Expr.Phrase phrase) {
            Optional<Integer> literal = Names.booleanLiteral(phrase);
            if (literal.isPresent()) {
                return exactly(literal.get());
            }
            if (Names.patternNamed(phrase).isPresent()) {
                return TRUTH;
            }
            return Names.quantity(phrase).map(q -> new Range(q.least(limits), q.most(limits))).orElse(EVERY_INT);
        } else if (expr instanceof Expr.Unary unary) {
            Range operand = of(unary.operand(), limits);
            return unary.op() == Expr.UnaryOp.NEGATE ? clamped(-operand.high, -operand.low) : TRUTH;
        } else if (expr instanceof Expr.Binary binary && binary.op().isArithmetic()) {
            return arithmetic(binary.op(), of(binary.left(), limits), of(binary.right(), limits));
        } else if (expr instanceof Expr.Call call && call.function().equals(Names.COUNT)) {
            return new Range(0, call.arguments().size());
        } else if (expr instanceof Expr.Call call && call.arguments().size() == 2) {
            Range a = of(call.arguments().get(0), limits);
            Range b = of(call.arguments().get(1), limits);
            return call.function().equals("min") ? new Range(Math.min(a.low, b.low), Math.min(a.high, b.high))
                    : new Range(Math.max(a.low, b.low), Math.max(a.high, b.high));
        } else if (expr instanceof Expr.If conditional) {
            return of(conditional.then(), limits).union(of(conditional.otherwise(), limits));
        }
        return TRUTH; // comparisons, and, or
    }

    /**
     * The innermost, leftmost part of the expression whose range leaves the int range: where its evaluation can
     * first overflow (a part can overflow while the whole cannot, as {@code x / (cards + 2147483647)}).
     */
    public static Optional<Expr> firstLeaving(Expr expr, Limits limits) {
        for (Expr part : expr.parts()) {
            Optional<Expr> found = firstLeaving(part, limits);
            if (found.isPresent()) {
                return found;
            }
        }
        return of(expr, limits).leavesInt() ? Optional.of(expr) : Optional.empty();
    }

    /** Whether some value is outside the int range the runtime counts in. */
    public boolean leavesInt() {
        return low < Integer.MIN_VALUE || high > Integer.MAX_VALUE;
    }

    boolean contains(long value) {
        return low <= value && value <= high;
    }

    boolean isOnly(long value) {
        return low == value && high == value;
    }

    /** "0 to 4", "-1 and up": an end past a billion is no bound a rule designer would think of. */
    String describe() {
        boolean noLow = low < -FAR;
        boolean noHigh = high > FAR;
        if (noHigh) {
            return noLow ? "any number" : low + " and up";
        }
        return noLow ? "up to " + high : low + " to " + high;
    }

    private Range union(Range other) {
        return new Range(Math.min(low, other.low), Math.max(high, other.high));
    }

    private static Range exactly(long value) {
        return new Range(value, value);
    }

    private static Range clamped(long low, long high) {
        return new Range(saturated(low), saturated(high));
    }

    private static long saturated(long value) {
        return Math.max(-SATURATED, Math.min(SATURATED, value));
    }

    /** A product of two ends within {@link #SATURATED}, saturated: it cannot wrap a long. */
    private static long times(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        if (high != 0 && high != -1 || (high == 0) != (low >= 0)) {
            return (a < 0) == (b < 0) ? SATURATED : -SATURATED;
        }
        return saturated(low);
    }

    /** `/` and `%` as {@link Arithmetic} defines them: x / 0 = 0, x % 0 = x. */
    private static Range arithmetic(Expr.BinaryOp op, Range a, Range b) {
        Range negative = b.low <= -1 ? new Range(b.low, Math.min(b.high, -1)) : null;
        Range positive = b.high >= 1 ? new Range(Math.max(b.low, 1), b.high) : null;
        return switch (op) {
            case PLUS -> clamped(a.low + b.low, a.high + b.high);
            case MINUS -> clamped(a.low - b.high, a.high - b.low);
            case TIMES -> corners(a, b, Range::times);
            // floor division is monotone in each argument while the divisor keeps its sign: corners bound it
            case DIVIDE -> union(union(b.contains(0) ? exactly(0) : null,
                    negative == null ? null : corners(a, negative, Math::floorDiv)),
                    positive == null ? null : corners(a, positive, Math::floorDiv));
            default -> union(union(b.contains(0) ? a : null,
                    negative == null ? null : new Range(negative.low + 1, 0)),
                    positive == null ? null : new Range(0, positive.high - 1));
        };
    }

    /** Either range, or both joined; null for none. */
    private static Range union(Range a, Range b) {
        return a == null ? b : b == null ? a : a.union(b);
    }

    private static Range corners(Range a, Range b, LongOp op) {
        long[] values = {op.apply(a.low, b.low), op.apply(a.low, b.high), op.apply(a.high, b.low),
                op.apply(a.high, b.high)};
        long low = Long.MAX_VALUE;
        long high = Long.MIN_VALUE;
        for (long value : values) {
            low = Math.min(low, value);
            high = Math.max(high, value);
        }
        return clamped(low, high);
    }

    private interface LongOp {
        long apply(long a, long b);
    }
}
