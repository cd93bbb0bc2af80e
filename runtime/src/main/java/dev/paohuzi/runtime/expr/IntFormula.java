package dev.paohuzi.runtime.expr;

/**
 * A compiled integer expression of a variant (a grade, a fan, a payment). Its arithmetic is checked: a value outside
 * the int range is a {@link FormulaOverflow}, never a wrapped number.
 */
@FunctionalInterface
public interface IntFormula {
    int evaluate(Facts facts);

    /** Where the formula is written and what it is (`hunan.variant:194:15: `loser pays:``), for an overflow message. */
    default String where() {
        return "a formula";
    }

    /**
     * Whether the formula reads the quantity, which decides the order the scorer works things out in (a grade that
     * counts the patterns) and what a `score` line must name (the discarder). A compiled formula knows; one built in
     * code (a test's lambda) reads only what the base quantities give.
     */
    default boolean reads(Quantity quantity) {
        return false;
    }
}
