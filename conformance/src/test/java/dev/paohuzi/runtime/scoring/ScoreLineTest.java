package dev.paohuzi.runtime.scoring;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `score` lines: context words anywhere, bad words and bad cards named at their column, impossible contexts. */
class ScoreLineTest {
    private static final RuleSet RULES = RealVariants.hunan(Scoring.FanCombination.SUM, List.of());
    private static final String BLACK = "b4 b4 b4 s3 s4 s5 s4 s5 s6 pong:b1 pong:b9 pong:s9 pong:b8";

    private static ScoreLine.Result parse(String line) {
        return new ScoreLine(RULES).parse(line);
    }

    @Test
    void contextWordsGoAnywhere() {
        ScoreLine.Valid valid = assertInstanceOf(ScoreLine.Valid.class,
                parse("self-draw " + BLACK + " last-card win:s5 seats:4 dealer"));
        WinContext context = valid.win();
        assertTrue(context.selfDraw() && context.lastCard() && valid.hand().dealer());
        assertEquals(4, valid.hand().seats());
        assertEquals(4, context.card());
        assertEquals(9, valid.holding().concealedSize());
        assertEquals(4, valid.holding().melds().size());
    }

    @Test
    void aBadCardKeepsItsColumn() {
        ScoreLine.Invalid invalid = assertInstanceOf(ScoreLine.Invalid.class, parse("self-draw b4 b4 x9 s3"));
        assertEquals(17, invalid.column());
        assertTrue(invalid.message().contains("'x9'"), invalid.message());
    }

    @Test
    void badContextValuesAreNamed() {
        assertTrue(((ScoreLine.Invalid) parse(BLACK + " seats:7")).message().contains("2, 3 or 4"));
        assertTrue(((ScoreLine.Invalid) parse(BLACK + " win:x1")).message().contains("does not name a card"));
        assertTrue(((ScoreLine.Invalid) parse(BLACK + " joker-wait:3")).message().contains("joker-wait:1"));
        assertTrue(((ScoreLine.Invalid) parse(BLACK + " counting-seat")).message().contains("has none"));
    }

    private static String problem(String line) {
        ScoreLine.Valid valid = (ScoreLine.Valid) parse(line);
        return ContextCheck.problem(RULES, valid.holding(), valid.win(), valid.hand()).orElse("");
    }

    @Test
    void impossibleContextsAreRefused() {
        assertTrue(problem(BLACK + " self-draw discard").contains("cannot be on a discard"));
        assertTrue(problem(BLACK + " discard").contains("never on a discard"));
        assertTrue(problem(BLACK + " tianhu").contains("outside the first turn"));
        assertTrue(problem(BLACK + " no-intake").contains("no card was taken"));
        assertTrue(problem(BLACK + " win:b2").contains("not in the holding"));
        assertTrue(problem(BLACK + " dihu").contains("taken before it"));
        assertTrue(problem(BLACK + " seats:2 dealer").isEmpty());
        String concealed = "b4 b4 b4 b9 b9 b9 s9 s9 s9 s3 s4 s5 s4 s5 s6 s1 s1 s1 s3 b3 b3";
        assertTrue(problem(concealed + " tianhu").isEmpty());
        assertTrue(problem(concealed + " tianhu last-card").contains("last card"));
        assertTrue(problem(concealed + " dihu").contains("has no 地胡"));
    }
}
