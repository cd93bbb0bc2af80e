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

    /**
     * Whether {@code packed} holds every card of {@code part} as often as {@code part} does: word operations, no loop.
     * Taking {@code part} away borrows out of the top bit of some field exactly when a field of it is the larger, and
     * the lowest such field's borrow shows whatever happens above it.
     */
    public static boolean covers(long packed, long part) {
        long difference = packed - part;
        long borrows = ~packed & part | ~(packed ^ part) & difference;
        return (borrows & ALL_FIELDS << 2) == 0;
    }

    public static int total(long packed) {
        return sum(packed, ALL_FIELDS);
    }

    /** The cards (bit per card) held at all, of counts each 0..3. */
    public static int held(long packed) {
        return cards((packed | packed >>> 1) & ALL_FIELDS);
    }

    /** The cards (bit per card) held once or twice, of counts each 0..3: those not in a kan. */
    public static int heldOnceOrTwice(long packed) {
        return cards((packed ^ packed >>> 1) & ALL_FIELDS);
    }

    /** The cards (bit per card) held twice, of counts each 0..3. */
    public static int heldTwice(long packed) {
        return cards(packed >>> 1 & ~packed & ALL_FIELDS);
    }

    /**
     * The cards (bit per card) whose field's lowest bit is set in {@code fieldBits} (bit 3k for card k, as
     * {@link #fields} makes them): gathered in doubling steps, without a loop or a branch (a bot asks at every hand
     * it weighs).
     */
    public static int cards(long fieldBits) {
        long gathered = (fieldBits | fieldBits >>> 2) & 0xC30C30C30C30C3L;   // two cards in each 6 bits
        gathered = (gathered | gathered >>> 4) & 0xF00F00F00F00FL;            // four in each 12
        gathered = (gathered | gathered >>> 8) & 0xFF0000FF0000FFL;           // eight in each 24
        gathered |= gathered >>> 16;                                           // sixteen, then four at bit 48
        return (int) (gathered & 0xFFFF | (gathered >>> 48 & 0xF) << 16);
    }
}
