package dev.paohuzi.runtime.expr;

/**
 * A variant formula, or a sum of its values the scoring makes (the winner's gain, a combined fan, a match total),
 * left the integer range the runtime counts in (32-bit, {@link Integer#MIN_VALUE} to {@link Integer#MAX_VALUE}).
 * Arithmetic never wraps ({@link Arithmetic}): this is thrown instead, its message naming where the formula is
 * written (file:line:column) and the inputs it had, so every command and the web API can say so in one line. The
 * compiler reports the formulas that can get here (docs/language.md, "Ranges"); what is left is a sum over many hands.
 */
public final class FormulaOverflow extends RuntimeException {
    public FormulaOverflow(String message) {
        super(message, null, false, false);
    }

    /** A formula's value left the range: where it is written, what it is, and the quantities it read. */
    public static FormulaOverflow of(String where, Facts facts, Quantity... reads) {
        StringBuilder inputs = new StringBuilder();
        for (Quantity quantity : reads) {
            inputs.append(inputs.length() == 0 ? " with " : ", ").append(quantity.word()).append(' ')
                    .append(facts.get(quantity));
        }
        return new FormulaOverflow(where + " leaves the integer range (" + Integer.MIN_VALUE + " to "
                + Integer.MAX_VALUE + ")" + inputs);
    }

    /** A sum or product of formula values the scoring makes left the range. */
    public static FormulaOverflow sum(IntFormula formula, String what) {
        return new FormulaOverflow(formula.where() + ": " + what + " leaves the integer range (" + Integer.MIN_VALUE
                + " to " + Integer.MAX_VALUE + ")");
    }
}
