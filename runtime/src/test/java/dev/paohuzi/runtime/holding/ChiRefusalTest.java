package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.rules.Structure;
import org.junit.jupiter.api.Test;

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

    private static void says(String why, String expected) {
        assertTrue(why.contains(expected), why);
    }

    @Test
    void aMixedSize二七十UnderTheSeedsCites000_41() {
        says(ChiRefusal.why(small(2), big(7), small(10), SEEDS, "v"), "`two-seven-ten: same size`");
        says(ChiRefusal.why(small(2), big(7), small(10), SEEDS, "v"), "000:41");
    }

    @Test
    void a二七十WhereTheVariantHasNoneNamesItsNone() {
        Structure none = structure(false, false, true, false);
        says(ChiRefusal.why(small(2), small(7), small(10), none, "v"), "`two-seven-ten: none`");
    }

    @Test
    void a一五十UnderTheSeedsIsAReadingOfTheirSilence() {
        says(ChiRefusal.why(small(1), small(5), small(10), SEEDS, "v"), "a reading of the seeds' silence");
    }

    @Test
    void aMixedSize一五十WhereTheVariantHasItCitesItsSource() {
        Structure liuhuqiang = structure(true, false, true, true);
        says(ChiRefusal.why(small(1), small(5), big(10), liuhuqiang, "v"), "hyphz/GameLogic.lua:284-300");
    }

    @Test
    void aMixedGroupWhereTheVariantHasNoneNamesItsNo() {
        Structure noMixed = structure(true, false, false, false);
        says(ChiRefusal.why(small(3), small(3), big(3), noMixed, "v"), "`mixed groups: no`");
    }

    @Test
    void aRunOfMixedSizesCites000_40() {
        says(ChiRefusal.why(small(1), small(2), big(3), SEEDS, "v"), "000:40");
    }

    @Test
    void threeCopiesAreAPongOrKan() {
        says(ChiRefusal.why(small(4), small(4), small(4), SEEDS, "v"), "a pong or a kan");
    }

    @Test
    void cardsOfNoShapeCiteTheDefinitions() {
        says(ChiRefusal.why(small(1), small(3), big(8), SEEDS, "v"), "000:39");
    }
}
