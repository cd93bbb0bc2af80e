package dev.paohuzi.runtime.expr;

/**
 * Division as variant formulas mean it, the one place it is defined (docs/language.md, "Expressions"): `/` rounds
 * down ({@code -7 / 2 = -4}, as 000:58's grade does) and {@code x / 0 = 0}; `%` is the remainder that goes with
 * it, so {@code x % 0 = x} and {@code x = y * (x / y) + x % y} holds for every y. A formula never throws: a divisor
 * that is 0 only for some inputs (`5 / payer_jokers`) is a compiler warning, one that is always 0 an error.
 */
public final class Arithmetic {
    private Arithmetic() {}

    public static int divide(int dividend, int divisor) {
        return divisor == 0 ? 0 : Math.floorDiv(dividend, divisor);
    }

    public static int remainder(int dividend, int divisor) {
        return divisor == 0 ? dividend : Math.floorMod(dividend, divisor);
    }
}
