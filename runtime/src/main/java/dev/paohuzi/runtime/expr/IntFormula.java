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

    /** Whether the formula reads the quantity; true when not known, so that a reader never skips what it needs. */
    default boolean reads(Quantity quantity) {
        return true;
    }
}
