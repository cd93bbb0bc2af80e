package dev.paohuzi.runtime.rules;

/** Where an offered card comes from, seen from the seat that might take it. */
public enum CardOrigin {
    /** Drawn from the wall by this seat. */
    OWN_DRAW,
    /** Drawn from the wall by the previous player (上家). */
    PREVIOUS_DRAW,
    /** Discarded by the previous player. */
    PREVIOUS_DISCARD,
    /** Drawn from the wall by the next player (下家). */
    NEXT_DRAW,
    /** Discarded by the next player. */
    NEXT_DISCARD,
    /** The dealer's reveal card (亮张). */
    REVEAL
}
