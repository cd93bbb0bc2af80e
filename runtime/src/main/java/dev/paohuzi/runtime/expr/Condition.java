package dev.paohuzi.runtime.expr;

/** A compiled boolean expression of a variant (when a pattern applies). */
@FunctionalInterface
public interface Condition {
    boolean test(Facts facts);
}
