package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Holdings worked out by hand (the reasoning is in each test), checked on both analyzers. Hunan huxi (000:104):
 * pong 1/3, kan and wei 3/6, pao 6/9, ti 9/12, 一二三 and 二七十 3/6, every other group 0.
 */
class HandExamplesTest {

    private static Holding holding(RuleSet rules, String line) {
        // as written: a few examples weigh the arithmetic on holdings play does not produce (a copy beside its pong)
        return assertInstanceOf(HoldingParseResult.Valid.class, new HoldingParser(rules).parseCards(line)).holding();
    }

    private static List<Analyzer> analyzers(RuleSet rules) {
        return List.of(HandAnalyzer.of(rules), new ReferenceAnalyzer(rules));
    }

    /** Each decomposition as "huxi: group group ...", concealed groups only, in the analyzers' order. */
    private static List<String> concealedGroups(Analyzer analyzer, Holding holding) {
        return analyzer.decompositions(holding).stream()
                .map(d -> d.huxi() + ": " + d.groups().stream().filter(Group::concealed)
                        .map(g -> g.kind().word() + " " + g.text()).collect(Collectors.joining(", ")))
                .collect(Collectors.toList());
    }

    /**
     * Each point 2, 7, 10 holds two small and two big cards and nothing else fits them, so per point either both
     * sizes go into 二七十s or one mixed group takes 2 + 1: 2 + 2 二七十 (3 + 3 + 6 + 6), 1 big 二七十 + three
     * 2-small mixed (6), or 1 small 二七十 + three 2-big mixed (3). A search that tries the mixed group at the
     * lowest card first finds a worse one before the best. Table: 3 + 3 + 3.
     */
    @Test
    void theBestDecompositionIsNotTheFirstAMixedFirstSearchFinds() {
        Holding holding = holding(RealVariants.HUNAN,
                "s2 s2 s7 s7 s10 s10 b2 b2 b7 b7 b10 b10 stale-wei:s5 wei:s9 wei:s3");
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertEquals(List.of(
                    "27: two-seven-ten s2 s7 s10, two-seven-ten s2 s7 s10, two-seven-ten b2 b7 b10, "
                            + "two-seven-ten b2 b7 b10",
                    "15: two-seven-ten b2 b7 b10, mixed s2 s2 b2, mixed s7 s7 b7, mixed s10 s10 b10",
                    "12: two-seven-ten s2 s7 s10, mixed s2 b2 b2, mixed s7 b7 b7, mixed s10 b10 b10"),
                    concealedGroups(analyzer, holding));
            assertEquals(27, analyzer.maxHuxi(holding));
            assertTrue(analyzer.analyze(holding).win());
        }
    }

    /**
     * A ti on the table makes exactly one pair a group (000:54): 6 6 can only be that pair; the rest is
     * 二七十 or mixed as above. Table 0 + 12 + 1 = 13; with both big 二七十s 13 + 3 + 6 + 6 = 28.
     */
    @Test
    void aTiOnTheTableNeedsExactlyOnePair() {
        Holding withTi = holding(RealVariants.HUNAN,
                "s2 s6 s6 s7 s10 b2 b2 b7 b7 b10 b10 chi:s7,s8,s9 ti:b8 pong:s8");
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertEquals(List.of(
                    "28: two-seven-ten s2 s7 s10, two-seven-ten b2 b7 b10, two-seven-ten b2 b7 b10, pair s6 s6",
                    "13: mixed s2 b2 b2, mixed s7 b7 b7, mixed s10 b10 b10, pair s6 s6"),
                    concealedGroups(analyzer, withTi));
        }
        // With a wei instead of the ti no pair is a group: 11 concealed cards cannot make whole groups.
        Holding withWei = holding(RealVariants.HUNAN,
                "s2 s6 s6 s7 s10 b2 b2 b7 b7 b10 b10 chi:s7,s8,s9 wei:b8 pong:s8");
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertFalse(analyzer.isComplete(withWei));
        }
    }

    /**
     * A pao makes 玖玖 the pair (nothing else takes them). 一 goes into 一二三 — then 壹贰叁 twice, 3 + 6 + 6 — or
     * into the mixed 一壹壹, which forces 二贰贰 and 三叁叁, all 0. Table 9 + 3 + 3 = 15: 30 or 15.
     */
    @Test
    void sentencesBeatMixedGroupsOfTheSameCards() {
        Holding holding = holding(RealVariants.HUNAN, "s1 s2 s3 b1 b1 b2 b2 b3 b3 b9 b9 pao:b8 stale-wei:s7 wei:s10");
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertEquals(List.of("30: sentence s1 s2 s3, sentence b1 b2 b3, sentence b1 b2 b3, pair b9 b9",
                    "15: mixed s1 b1 b1, mixed s2 b2 b2, mixed s3 b3 b3, pair b9 b9"),
                    concealedGroups(analyzer, holding));
        }
    }

    /**
     * Split, the triple 一一一 would complete the hand (一二三, 一二三, 一 壹 壹); kept as a kan (000:26) it leaves
     * 二二三三壹壹, which forms nothing.
     */
    @Test
    void aConcealedTripleIsNeverSplit() {
        Holding holding = holding(RealVariants.HUNAN, "一 一 一 二 二 三 三 壹 壹 pong:s9 pong:b9 wei:s8 wei:b8");
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertEquals(-1, analyzer.maxHuxi(holding));
            assertTrue(analyzer.decompositions(holding).isEmpty());
            assertFalse(analyzer.analyze(holding).win());
        }
    }

    /**
     * Luzhou (000:56): red pong s10 6, pong b3 3, chi b1b2b3 6, red big kan b7 12, kan s4 6, 一二三 3, 二七十 6 = 42.
     * Hunan scores the same groups 1 + 3 + 6 + 6 + 3 + 3 + 3 = 25.
     */
    @Test
    void luzhouScoresRedPongsAndKansHigher() {
        String line = "s4 s4 s4 b7 b7 b7 s1 s2 s3 s2 s7 s10 pong:s10 pong:b3 chi:b1,b2,b3";
        for (Analyzer analyzer : analyzers(RealVariants.LUZHOU)) {
            assertEquals(42, analyzer.maxHuxi(holding(RealVariants.LUZHOU, line)));
        }
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertEquals(25, analyzer.maxHuxi(holding(RealVariants.HUNAN, line)));
        }
    }

    /**
     * One card short: kan 一, 二三四 and 伍伍 with 13 huxi on the table (pong 九 1, pong 玖 3, wei 八 3, 壹贰叁 6).
     * Each card read as the engine reads it in play (000:67: nobody wins on a card that makes one's own wei or ti):
     * 一 drawn by oneself makes a ti, no win; another seat's 一 makes the kan a pao (6), which makes 伍伍 the pair:
     * 13 + 6 = 19 (read beside the kan, 一二三 would leave 四 alone). 伍 drawn by oneself makes a wei, no win; another
     * seat's is a pong (3) beside kan 一 (3): 19. 五 makes the mixed 五伍伍: 13 + 3 = 16. 八 onto the wei: one's own is
     * a ti, no win; another's a pao (6 for the wei's 3): 19. 九 / 玖 onto a pong are paos from any draw (+5 / +6):
     * 21 / 22.
     */
    @Test
    void waitsReadTheFourthCardOfAKanWeiOrPongAsInPlay() {
        Holding holding = holding(RealVariants.HUNAN, "s1 s1 s1 s2 s3 s4 b5 b5 pong:s9 pong:b9 wei:s8 chi:b1,b2,b3");
        for (Analyzer analyzer : analyzers(RealVariants.HUNAN)) {
            assertFalse(analyzer.isComplete(holding));
            assertEquals(List.of(wait("s1", 19), wait("s5", 16), wait("s8", 19), wait("s9", 21), wait("b5", 19),
                    wait("b9", 22)), analyzer.waits(holding));
        }
    }

    private static Wait wait(String card, int huxi) {
        return new Wait(Cards.parse(card), huxi, huxi >= 15);
    }

    /**
     * Yongzhou (000:133): the joker can only be 二 between 一 and 三, giving 一二三 (3) beside 贰柒拾 (6); table
     * 1 + 3 + 3 + 0 + 3 = 10, so 19. Without the joker the hand waits on 二 or on a joker.
     */
    @Test
    void aJokerStandsForTheMissingCard() {
        String table = " b2 b7 b10 pong:s9 pong:b9 wei:s8 chi:b4,b5,b6 wei:s5";
        Holding withJoker = holding(RealVariants.YONGZHOU, "s1 W s3" + table);
        Holding oneShort = holding(RealVariants.YONGZHOU, "s1 s3" + table);
        for (Analyzer analyzer : analyzers(RealVariants.YONGZHOU)) {
            assertEquals(List.of("19: sentence s1 W s3, two-seven-ten b2 b7 b10"),
                    concealedGroups(analyzer, withJoker));
            assertEquals(List.of(wait("s2", 19), wait("W", 19)), analyzer.waits(oneShort));
        }
    }

    /**
     * A joker beside a kan of 一 may stand for a fifth 一 (一二三, 3) or for 四 (二三四, 0): 19 or 16 with table 7,
     * kan 3 and 贰柒拾 6. The kan is shown with its own three cards, the joker in the sentence.
     */
    @Test
    void aJokerBesideAKanIsShownOutsideIt() {
        Holding holding = holding(RealVariants.YONGZHOU,
                "s1 s1 s1 W s2 s3 b2 b7 b10 pong:s9 pong:b9 wei:s8 chi:b4,b5,b6");
        for (Analyzer analyzer : analyzers(RealVariants.YONGZHOU)) {
            assertEquals(List.of("19: sentence W s2 s3, two-seven-ten b2 b7 b10, kan s1 s1 s1",
                    "16: sentence s2 s3 W, two-seven-ten b2 b7 b10, kan s1 s1 s1"),
                    concealedGroups(analyzer, holding));
        }
    }

    /**
     * Two jokers as the pair a ti calls for: they can be a pair of any of the 20 cards, so 20 decompositions, each
     * 12 + 1 + 3 + 0 + 3 (table) + 3 (二七十) = 22. The kan-first marking keeps real cards in real groups.
     */
    @Test
    void twoJokersCanBeThePair() {
        Holding holding = holding(RealVariants.YONGZHOU, "W W s2 s7 s10 ti:b1 pong:s9 wei:s8 chi:b4,b5,b6 pong:b9");
        for (Analyzer analyzer : analyzers(RealVariants.YONGZHOU)) {
            List<Decomposition> decompositions = analyzer.decompositions(holding);
            assertEquals(20, decompositions.size());
            assertTrue(decompositions.stream().allMatch(d -> d.huxi() == 22));
            assertEquals("two-seven-ten s2 s7 s10", concealedGroups(analyzer, holding).get(0).split(": |, ")[1]);
        }
    }

    /** 二柒十 is a group only where 二七十 may mix sizes (004:14 against 000:41). */
    @Test
    void mixedSizeTwoSevenTenOnlyWhereAllowed() {
        String line = "s2 b7 s10 b1 b2 b3 pong:s9 pong:b9 wei:s8 chi:b4,b5,b6 wei:s5";
        assertEquals(-1, HandAnalyzer.of(RealVariants.HUNAN).maxHuxi(holding(RealVariants.HUNAN, line)));
        for (Analyzer analyzer : analyzers(RealVariants.MIXED_TWO_SEVEN_TEN)) {
            // Keyed by its 二 (s2): 3; 壹贰叁 6; table 10.
            assertEquals(19, analyzer.maxHuxi(holding(RealVariants.MIXED_TWO_SEVEN_TEN, line)));
        }
    }
}
