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

    /** The losing seats of a table of this many playing seats, in turn order from the winner. */
    public static List<Seat> losers(int seats) {
        return switch (seats) {
            case 2 -> List.of(NEXT);
            case 3 -> List.of(NEXT, PREVIOUS);
            case 4 -> List.of(NEXT, ACROSS, PREVIOUS);
            default -> throw new IllegalArgumentException("a table has 2 to 4 playing seats, not " + seats);
        };
    }
}
