package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;

/**
 * Word operations on packed counts (3 bits a card, see Counts): a bit at 3k stands for card k. A count of 3 is a
 * kan (000:26), so after the kans a card is "left" when its count is 1 or 2 (bit 0 xor bit 1) and "paired" when
 * it is 2. No loops over cards and no branches, so the jokerless path pays a few dozen instructions per holding.
 */
final class PackedHand {
    /** Bit 3k for every card k. */
    static final long FIELDS = fields(0, Cards.KINDS);
    /** Bit 3k for the small cards. */
    static final long SMALL = fields(0, 10);
    /** Shift from a small card's field to the big card of the same point. */
    static final int SIZE_SHIFT = 30;
    private static final long SIZE_MASK = (1L << SIZE_SHIFT) - 1;
    /** Whole fields (3 bits) of the even points; then 6-bit slots every 12 bits; then 12-bit slots every 24. */
    private static final long EVEN_POINTS = 7 * (fields(0, 1) | fields(2, 3) | fields(4, 5) | fields(6, 7)
            | fields(8, 9));
    private static final long QUADS = 0x3FL | 0x3FL << 12 | 0x3FL << 24;
    private static final long OCTETS = 0xFFFL | 0xFFFL << 24;

    private PackedHand() {}

    static long fields(int fromCard, int toCard) {
        long bits = 0;
        for (int card = fromCard; card < toCard; card++) {
            bits |= 1L << (3 * card);
        }
        return bits;
    }

    /** Cards held once or twice: the concealed cards besides the kans. */
    static long left(long packed) {
        return (packed ^ packed >>> 1) & FIELDS;
    }

    static long paired(long packed) {
        return packed >>> 1 & ~packed & FIELDS;
    }

    static long kans(long packed) {
        return packed & packed >>> 1 & FIELDS;
    }

    /** Cards held 3 times or more. */
    static long aboveTwo(long packed) {
        return (packed & packed >>> 1 | packed >>> 2) & FIELDS;
    }

    /** The counts with the kans (cards held 3 times) taken out. */
    static long withoutKans(long packed) {
        long kans = kans(packed);
        return packed & ~(kans | kans << 1);
    }

    /** All concealed cards, kans included. */
    static int cards(long packed) {
        return Long.bitCount(packed & FIELDS) + 2 * Long.bitCount(packed & FIELDS << 1);
    }

    /**
     * The base-3 number (see SizeTable) of one size's counts, kans taken out: the 10 fields of {@code packed >>>
     * shift} (0 small, 30 big) are folded pairwise, 1 + 3, then 9, 81, 6561, in place.
     */
    static int ternary(long packed, int shift) {
        return fold(withoutKans(packed) >>> shift & SIZE_MASK);
    }

    /** The base-3 number of 10 fields holding 0..2 each. */
    static int fold(long fields) {
        long pairs = (fields & EVEN_POINTS) + 3 * (fields >>> 3 & EVEN_POINTS);
        long quads = (pairs & QUADS) + 9 * (pairs >>> 6 & QUADS);
        long octets = (quads & OCTETS) + 81 * (quads >>> 12 & OCTETS);
        return (int) (octets & 0xFFFFFF) + 6561 * (int) (octets >>> 24);
    }
}
