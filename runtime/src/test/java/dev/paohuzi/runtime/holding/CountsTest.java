package dev.paohuzi.runtime.holding;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * {@link Counts#covers} against a comparison field by field, on seeded counts 0..7 (a joker reading may make a
     * card's count pass 3) where most pairs differ in one or two fields, the lowest and highest fields included.
     */
    @Test
    void coversIsEveryFieldAtLeast() {
        Random random = new Random(7);
        int covered = 0;
        for (int draw = 0; draw < 20_000; draw++) {
            int[] held = new int[21];
            int[] part = new int[21];
            for (int card = 0; card < 20; card++) {
                held[card] = random.nextInt(8);
                part[card] = random.nextInt(3) == 0 ? random.nextInt(8) : random.nextInt(held[card] + 1);
            }
            boolean expected = true;
            for (int card = 0; card < 20; card++) {
                expected &= part[card] <= held[card];
            }
            covered += expected ? 1 : 0;
            assertEquals(expected, Counts.covers(Counts.pack(held), Counts.pack(part)), "draw " + draw);
        }
        // both answers must be common, or the agreement says little
        assertTrue(covered > 100 && covered < 19_900, "covered: " + covered);
    }
}
