package dev.paohuzi.runtime.expr;

import java.util.List;

/**
 * A condition that only bounds quantities, all bounds holding ({@code red >= 10 and sentence_groups = 0}): kept as
 * data, so that a scorer can test a whole pattern table in one loop over arrays instead of one call per pattern.
 *
 * @param all each quantity's bound, all of which must hold
 */
public record Bounds(List<Bound> all) implements Condition {

    /** {@code low <= quantity <= high}. */
    public record Bound(Quantity quantity, int low, int high) {
    }

    public Bounds {
        all = List.copyOf(all);
    }

    @Override
    public boolean test(Facts facts) {
        for (int i = 0; i < all.size(); i++) {
            Bound bound = all.get(i);
            int value = facts.get(bound.quantity());
            if (value < bound.low() || value > bound.high()) {
                return false;
            }
        }
        return true;
    }
}
