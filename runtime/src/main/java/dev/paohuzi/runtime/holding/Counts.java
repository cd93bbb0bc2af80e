package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;

import java.util.function.IntPredicate;

/**
 * Concealed card counts packed 3 bits a kind into one {@code long} (DESIGN.md): kind k occupies bits 3k..3k+2,
 * so the 20 kinds take 60 bits. Cheap to copy, compare and use as a key.
 */
public final class Counts {
    public static final long EMPTY = 0L;
    private static final int BITS = 3;
    private static final long MASK = 7L;
    private static final long ALL_FIELDS = fields(card -> true);

    private Counts() {}

    public static int of(long packed, int card) {
        return (int) (packed >>> (BITS * card) & MASK);
    }

    /** Adds {@code n} (may be negative) copies of a card; the result must stay 0..7. */
    public static long add(long packed, int card, int n) {
        return packed + ((long) n << (BITS * card));
    }

    public static long pack(int[] counts) {
        long packed = EMPTY;
        for (int card = 0; card < Cards.KINDS; card++) {
            packed = add(packed, card, counts[card]);
        }
        return packed;
    }

    /** Bit 3k for each card k that {@code selected} accepts: the field mask {@link #sum} reads. */
    public static long fields(IntPredicate selected) {
        long fields = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            fields |= selected.test(card) ? 1L << (BITS * card) : 0;
        }
        return fields;
    }

    /** The copies of the cards in {@code fields} (as {@link #fields} makes it): one popcount per count bit, no loop. */
    public static int sum(long packed, long fields) {
        return Long.bitCount(packed & fields) + 2 * Long.bitCount(packed & fields << 1)
                + 4 * Long.bitCount(packed & fields << 2);
    }

    /** The counts with every card held three or more times (a kan or ti) at 0: word operations, no loop. */
    public static long withoutKans(long packed) {
        long kans = (packed >>> 2 | packed >>> 1 & packed) & ALL_FIELDS;
        return packed & ~(kans * MASK);
    }

    public static int total(long packed) {
        return sum(packed, ALL_FIELDS);
    }
}
