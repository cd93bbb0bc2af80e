package dev.paohuzi.runtime.rules;

/** A seat relative to an event: the one who drew or dealt, the next (下家) or the previous (上家) player (003:29). */
public enum SeatOrder {
    DRAWER,
    DEALER,
    NEXT,
    PREVIOUS
}
