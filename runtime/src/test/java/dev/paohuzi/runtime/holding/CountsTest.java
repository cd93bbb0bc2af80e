package dev.paohuzi.runtime.holding;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CountsTest {
    @Test
    void withoutKansDropsEveryCardHeldThreeOrFourTimesAndKeepsTheRest() {
        int[] held = new int[21];
        held[0] = 3;    // a kan at the lowest field
        held[1] = 1;
        held[2] = 2;
        held[5] = 4;    // a ti
        held[7] = 3;
        held[18] = 1;
        held[19] = 3;   // a kan at the highest field
        int[] free = new int[21];
        free[1] = 1;
        free[2] = 2;
        free[18] = 1;
        assertEquals(Counts.pack(free), Counts.withoutKans(Counts.pack(held)));
    }

    @Test
    void withoutKansOfPairsAndLooseCardsIsTheSameCounts() {
        int[] held = new int[21];
        for (int card = 0; card < 20; card++) {
            held[card] = card % 3;
        }
        assertEquals(Counts.pack(held), Counts.withoutKans(Counts.pack(held)));
    }
}
