package dev.paohuzi.runtime.scoring;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 活飘 (variants/wangcheng-huopiao.variant): a `score` line's piao:W,N,P and the scorer's payments, each loser's worked
 * out with its own 飘 (billee1011/repository WangChengHHTable.java:1529: huo_piao[loser] + huo_piao[winner]).
 */
class PiaoScoringTest {
    private static final RuleSet HUOPIAO = RealVariants.bundled("wangcheng-huopiao");
    private static final RuleSet WANGCHENG = RealVariants.bundled("wangcheng");
    /** wangcheng-scoring's self-draw: 21 huxi, 1 囤, no 名堂, base 1; each loser 1 + 1 (自摸) = 2 before the 飘. */
    private static final String SELF_DRAW = "b4 b4 b4 b5 b5 b5 pong:b1 pong:b9 pong:s9 pong:s8 pong:s1 self-draw";

    private static ScoreLine.Result parse(RuleSet rules, String line) {
        return new ScoreLine(rules).parse(line);
    }

    private static List<Integer> points(String piao) {
        ScoreLine.Valid valid = assertInstanceOf(ScoreLine.Valid.class, parse(HUOPIAO, SELF_DRAW + " " + piao));
        Score score = ((ScoreResult.Scored) Scorer.of(HUOPIAO).score(valid.holding(), valid.win(), valid.hand()))
                .score();
        return score.payments().stream().map(payment -> (int) payment.points()).toList();
    }

    /**
     * The winner took 3: next (2) pays 2 + 2 + 3, previous (0) pays 2 + 0 + 3; the winner gets both. The winner took
     * 0: next (0) pays 2, previous (2) pays 2 + 2.
     */
    @Test
    void eachLoserPaysItsOwnPiaoAndTheWinners() {
        assertEquals(List.of(12, -7, -5), points("piao:3,2,0"));
        assertEquals(List.of(6, -2, -4), points("piao:0,0,2"));
    }

    /** Without piao: every seat's 飘 reads 0, as a table where every seat took 0. */
    @Test
    void noPiaoWordReadsZero() {
        assertEquals(List.of(4, -2, -2), points(""));
        assertEquals(List.of(4, -2, -2), points("piao:0,0,0"));
    }

    @Test
    void aPiaoThatCannotBeIsNamedAtItsColumn() {
        ScoreLine.Invalid notOffered = assertInstanceOf(ScoreLine.Invalid.class,
                parse(HUOPIAO, SELF_DRAW + " piao:1,2,0"));
        assertEquals(SELF_DRAW.length() + 2, notOffered.column());
        assertTrue(notOffered.message().contains("does not offer"), notOffered.message());
        assertTrue(((ScoreLine.Invalid) parse(HUOPIAO, SELF_DRAW + " piao:3,2")).message()
                .contains("3 seats play"));
        assertTrue(((ScoreLine.Invalid) parse(HUOPIAO, SELF_DRAW + " piao:3;2;0")).message()
                .contains("the winner's first"));
        assertTrue(((ScoreLine.Invalid) parse(WANGCHENG, SELF_DRAW + " piao:3,2,0")).message()
                .contains("has none"));
    }
}
