package dev.paohuzi.runtime.expr;

import java.util.Arrays;

/**
 * The values of every {@link Quantity} for one evaluation; booleans are 0 / 1. Mutable, reused in hot paths. Beside
 * them, the names of the patterns that apply to the win, which `has NAME` reads (none until the scorer has tested
 * them).
 */
public final class Facts {
    private static final String[] NONE = {};
    private final int[] values = new int[Quantity.values().length];
    private String[] applying = NONE;
    private int applyingCount;

    public int get(Quantity quantity) {
        return values[quantity.ordinal()];
    }

    /** The value of the quantity whose ordinal is {@code slot}: for loops over arrays of slots. */
    public int get(int slot) {
        return values[slot];
    }

    public boolean is(Quantity quantity) {
        return values[quantity.ordinal()] != 0;
    }

    public Facts set(Quantity quantity, int value) {
        values[quantity.ordinal()] = value;
        return this;
    }

    public Facts set(Quantity quantity, boolean value) {
        values[quantity.ordinal()] = value ? 1 : 0;
        return this;
    }

    /**
     * The patterns that apply: the first {@code count} of {@code names}, kept by reference (the scorer reuses its
     * array); also sets `patterns` to the count.
     */
    public Facts patternsApplying(String[] names, int count) {
        applying = names;
        applyingCount = count;
        return set(Quantity.PATTERNS, count);
    }

    /** Whether the pattern of this name applies (`has NAME`): a few names at most, compared in turn. */
    public boolean applies(String pattern) {
        for (int i = 0; i < applyingCount; i++) {
            if (applying[i].equals(pattern)) {
                return true;
            }
        }
        return false;
    }

    public void clear() {
        Arrays.fill(values, 0);
        applyingCount = 0;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("{");
        for (Quantity quantity : Quantity.values()) {
            if (text.length() > 1) {
                text.append(", ");
            }
            text.append(quantity.word()).append('=').append(values[quantity.ordinal()]);
        }
        return text.append('}').toString();
    }
}
