package dev.paohuzi.runtime.expr;

import java.util.Arrays;

/** The values of every {@link Quantity} for one evaluation; booleans are 0 / 1. Mutable, reused in hot paths. */
public final class Facts {
    private final int[] values = new int[Quantity.values().length];

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

    public void clear() {
        Arrays.fill(values, 0);
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
