package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.rules.Structure;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A refused chi names the one rule that forbids it and that value's own source: the seeds' line where they state
 * it, the public source where a variant took it, and a reading where the seeds are silent (一五十).
 */
class ChiRefusalTest {
    private static final Structure SEEDS = structure(true, false, true, false);

    private static Structure structure(boolean twoSevenTen, boolean mixedSizes, boolean mixed, boolean oneFiveTen) {
        return new Structure(7, twoSevenTen, mixedSizes, mixed, Structure.PairRule.ONE_IFF_PAO_OR_TI, oneFiveTen);
    }

    private static int small(int point) {
        return Cards.of(Size.SMALL, point);
    }

    private static int big(int point) {
        return Cards.of(Size.BIG, point);
    }

    /** Each refused chi: its cards, the structure it is refused under, and what the reason must say. */
    private record Refused(int a, int b, int c, Structure structure, String says) {
    }

    @Test
    void eachRefusalNamesItsRuleAndTheValuesSource() {
        Structure noTwoSevenTen = structure(false, false, true, false);
        Structure liuhuqiang = structure(true, false, true, true);
        Structure noMixed = structure(true, false, false, false);
        List<Refused> refused = List.of(
                new Refused(small(2), big(7), small(10), SEEDS, "`two-seven-ten: same size`: 大字和小字不能混合组成一句话, 000:41"),
                new Refused(small(2), small(7), small(10), noTwoSevenTen, "`two-seven-ten: none`"),
                new Refused(small(1), small(5), small(10), SEEDS, "a reading of the seeds' silence"),
                new Refused(small(1), small(5), big(10), liuhuqiang, "hyphz/GameLogic.lua:284-300"),
                new Refused(small(3), small(3), big(3), noMixed, "`mixed groups: no`"),
                new Refused(small(1), small(2), big(3), SEEDS, "a run of mixed sizes is no sentence"),
                new Refused(small(4), small(4), small(4), SEEDS, "a pong or a kan (000:26-27)"),
                new Refused(small(1), small(3), big(8), SEEDS, "three points in a row of one size (000:39)"));
        for (Refused case_ : refused) {
            String why = ChiRefusal.why(case_.a(), case_.b(), case_.c(), case_.structure(), "v");
            assertTrue(why.contains(case_.says()), why + " should say " + case_.says());
        }
    }
}
