package dev.paohuzi.runtime.expr;

/** A compiled integer expression of a variant (a grade, a fan, a payment). */
@FunctionalInterface
public interface IntFormula {
    int evaluate(Facts facts);
}
