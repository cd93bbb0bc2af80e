package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.card.Cards;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Which card each 醒 reading names (Play.Xing), from the 全州字牌 rule text (stored index file 36280387443, 结算规则
 * 2-3): 翻醒 a point above the turned card, 跟醒 the card won on.
 */
class XingTest {
    private static final Play.Xing FAN = Play.Xing.NEXT_POINT_OF_TURNED_CARD;
    private static final Play.Xing GEN = Play.Xing.WIN_CARD;

    @Test
    void fanXingNamesThePointAboveTheTurnedCardOfItsSize() {
        assertEquals(Cards.parse("s7"), FAN.card(Cards.parse("s1"), Cards.parse("s6")));   // 翻出小六，醒牌小七
        assertEquals(Cards.parse("b10"), FAN.card(Cards.parse("s1"), Cards.parse("b9")));
    }

    @Test
    void fanXingAboveTenIsOneOfTheSameSize() {
        assertEquals(Cards.parse("s1"), FAN.card(-1, Cards.parse("s10")));
        assertEquals(Cards.parse("b1"), FAN.card(-1, Cards.parse("b10")));
    }

    @Test
    void fanXingOnAJokerOrOnNoWallCardNamesNone() {
        assertEquals(-1, FAN.card(Cards.parse("s1"), Cards.JOKER));
        assertEquals(-1, FAN.card(Cards.parse("s1"), -1));
    }

    @Test
    void genXingIsTheCardWonOnAndNoneWithoutOne() {
        assertEquals(Cards.parse("s6"), GEN.card(Cards.parse("s6"), Cards.parse("b2")));   // 胡小六，醒牌小六
        assertEquals(-1, GEN.card(-1, Cards.parse("b2")));                                 // a dealt 天胡
        assertEquals(-1, GEN.card(Cards.JOKER, Cards.parse("b2")));
        assertEquals(-1, Play.Xing.NONE.card(Cards.parse("s6"), Cards.parse("s6")));
    }
}
