package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The word operations against a plain loop over the cards, on seeded random counts 0..3. */
class PackedHandTest {

    @Test
    void wordOperationsAgreeWithALoopOverTheCards() {
        SplittableRandom random = new SplittableRandom(7);
        for (int n = 0; n < 20_000; n++) {
            int[] counts = new int[Cards.KINDS];
            Arrays.setAll(counts, card -> random.nextInt(4));
            long packed = Counts.pack(counts);
            String where = Arrays.toString(counts);
            int cards = 0;
            for (int card = 0; card < Cards.KINDS; card++) {
                cards += counts[card];
                assertEquals(counts[card] == 1 || counts[card] == 2, bit(PackedHand.left(packed), card), where);
                assertEquals(counts[card] == 2, bit(PackedHand.paired(packed), card), where);
                assertEquals(counts[card] == 3, bit(PackedHand.kans(packed), card), where);
            }
            assertEquals(cards, PackedHand.cards(packed), where);
            for (int size = 0; size < 2; size++) {
                int ternary = 0;
                for (int point = SizeTable.POINTS - 1; point >= 0; point--) {
                    int count = counts[size * SizeTable.POINTS + point];
                    ternary = 3 * ternary + (count == 3 ? 0 : count);
                }
                assertEquals(ternary, PackedHand.ternary(packed, size * PackedHand.SIZE_SHIFT), where);
            }
        }
    }

    private static boolean bit(long fields, int card) {
        return (fields >>> (3 * card) & 1) != 0;
    }
}
