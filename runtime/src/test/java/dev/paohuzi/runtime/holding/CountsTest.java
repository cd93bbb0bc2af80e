package dev.paohuzi.runtime.holding;

import org.junit.jupiter.api.Test;

import java.util.Random;

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

    /** Every set of cards, by random draws and at both ends, gathers back from its fields; counts read per card. */
    @Test
    void cardMasksReadEachCardsCount() {
        Random random = new Random(11);
        for (int draw = 0; draw < 2_000; draw++) {
            int[] held = new int[21];
            for (int card = 0; card < 20; card++) {
                held[card] = draw < 4 ? draw : random.nextInt(4);   // first every card 0, 1, 2, then 3 times
            }
            long packed = Counts.pack(held);
            int atAll = 0;
            int onceOrTwice = 0;
            int twice = 0;
            for (int card = 0; card < 20; card++) {
                atAll |= (held[card] > 0 ? 1 : 0) << card;
                onceOrTwice |= (held[card] == 1 || held[card] == 2 ? 1 : 0) << card;
                twice |= (held[card] == 2 ? 1 : 0) << card;
            }
            assertEquals(atAll, Counts.held(packed), "held at all");
            assertEquals(onceOrTwice, Counts.heldOnceOrTwice(packed), "held once or twice");
            assertEquals(twice, Counts.heldTwice(packed), "held twice");
            assertEquals(atAll, Counts.cards(Counts.fields(card -> held[card] > 0)), "gathered");
        }
    }
}
