package dev.paohuzi.runtime.rules;

/**
 * Seat arithmetic around a table, the one place it is written: play goes round from a seat to the next (下家,
 * 003:29). The engine's {@code SeatRing} builds its orders on it; settlement, scoring, the simulation's measures
 * and the bot lineups count seats from the dealer or the winner with it.
 */
public final class Turns {
    private Turns() {}

    /** The seat {@code steps} places after {@code seat} in turn order (0 steps or more), of {@code players}. */
    public static int after(int seat, int steps, int players) {
        return (seat + steps) % players;
    }

    /** How many places after {@code from} in turn order {@code seat} sits: 0 for itself, 1 for the next. */
    public static int placesAfter(int from, int seat, int players) {
        return (seat - from + players) % players;
    }
}
