package dev.paohuzi.runtime.scoring;

import java.util.List;

/** A seat seen from the winner (RULES.md §1: 下家 next, 上家 previous), as payments name them. */
public enum Seat {
    WINNER("winner"),
    NEXT("next"),
    ACROSS("across"),
    PREVIOUS("previous"),
    COUNTING("counting");

    private final String word;

    Seat(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    private static final List<Seat> TWO_SEATS = List.of(NEXT);
    private static final List<Seat> THREE_SEATS = List.of(NEXT, PREVIOUS);
    private static final List<Seat> FOUR_SEATS = List.of(NEXT, ACROSS, PREVIOUS);

    /** The losing seats of a table of this many playing seats, in turn order from the winner. */
    public static List<Seat> losers(int seats) {
        return switch (seats) {
            case 2 -> TWO_SEATS;
            case 3 -> THREE_SEATS;
            case 4 -> FOUR_SEATS;
            default -> throw new IllegalArgumentException("a table has 2 to 4 playing seats, not " + seats);
        };
    }
}
