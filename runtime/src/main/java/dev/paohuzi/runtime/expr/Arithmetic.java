package dev.paohuzi.runtime.expr;

/**
 * Arithmetic as variant formulas mean it, the one place it is defined (docs/language.md, "Expressions"): exact in
 * 32-bit integers, so a result outside the int range throws {@link ArithmeticException} (the compiled formula turns it
 * into a {@link FormulaOverflow} naming its line) instead of wrapping; `/` rounds down ({@code -7 / 2 = -4}, as
 * 000:58's grade does) and {@code x / 0 = 0}; `%` is the remainder that goes with it, so {@code x % 0 = x} and
 * {@code x = y * (x / y) + x % y} holds for every y. A divisor that is 0 only for some inputs (`5 / payer_jokers`) is
 * a compiler warning, one that is always 0 an error.
 */
public final class Arithmetic {
    private Arithmetic() {}

    public static int add(int a, int b) {
        return Math.addExact(a, b);
    }

    public static int subtract(int a, int b) {
        return Math.subtractExact(a, b);
    }

    public static int multiply(int a, int b) {
        return Math.multiplyExact(a, b);
    }

    public static int negate(int a) {
        return Math.negateExact(a);
    }

    /** {@code MIN_VALUE / -1} is the one quotient outside the range. */
    public static int divide(int dividend, int divisor) {
        if (divisor == -1) {
            return Math.negateExact(dividend);
        }
        return divisor == 0 ? 0 : Math.floorDiv(dividend, divisor);
    }

    public static int remainder(int dividend, int divisor) {
        return divisor == 0 ? dividend : Math.floorMod(dividend, divisor);
    }
}
