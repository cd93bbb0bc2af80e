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
 * out with its own 飘 (WangChengHHTable.java, stored index file 26988545022: huo_piao[loser] + huo_piao[winner]).
 */
class PiaoScoringTest {
    private static final RuleSet HUOPIAO = RealVariants.bundled("wangcheng-huopiao");
    private static final RuleSet WANGCHENG = RealVariants.bundled("wangcheng");
    /** wangcheng-scoring's self-draw: 16 huxi, grade 1, 乌胡 5, base 5; each loser 5 + 1 (自摸) = 6 before the 飘. */
    private static final String SELF_DRAW = "b4 b4 b4 pong:b1 pong:b9 pong:s9 pong:s8 pong:s1 pong:s3 self-draw";

    private static ScoreLine.Result parse(RuleSet rules, String line) {
        return new ScoreLine(rules).parse(line);
    }

    private static List<Integer> points(String piao) {
        ScoreLine.Valid valid = assertInstanceOf(ScoreLine.Valid.class, parse(HUOPIAO, SELF_DRAW + " " + piao));
        Score score = ((ScoreResult.Scored) Scorer.of(HUOPIAO).score(valid.holding(), valid.win(), valid.hand()))
                .score();
        return score.payments().stream().map(payment -> (int) payment.points()).toList();
    }

    /** The winner took 3: next (2) pays 6 + 2 + 3, previous (0) pays 6 + 0 + 3; the winner gets both. */
    @Test
    void eachLoserPaysItsOwnPiaoAndTheWinners() {
        assertEquals(List.of(20, -11, -9), points("piao:3,2,0"));
        assertEquals(List.of(14, -6, -8), points("piao:0,0,2"));
    }

    /** Without piao: every seat's 飘 reads 0, as a table where every seat took 0. */
    @Test
    void noPiaoWordReadsZero() {
        assertEquals(List.of(12, -6, -6), points(""));
        assertEquals(List.of(12, -6, -6), points("piao:0,0,0"));
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
