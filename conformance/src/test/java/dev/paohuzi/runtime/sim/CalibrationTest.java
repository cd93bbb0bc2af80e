package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small, seeded version of the calibration (docs/statistics.md): 40 null comparisons of 300 hands, hunan against
 * itself with an independent draw of the random bots' choices, so every true difference is 0. Seeded, so it gives
 * the same counts on every run and cannot flake; the bounds are what a correct procedure passes with high chance:
 * at a true rate of 5%, 7 or more of 40 has probability 0.003 (Binomial(40, 0.05)), so each count of false
 * rejections, false stars or intervals missing 0 must be at most 6. The old report (per-hand sign test beside a
 * mean over wins, 22 unadjusted stars) gave several times that on the metrics it mis-tested.
 */
class CalibrationTest {
    private static final int REPLICATES = 40;
    private static final int HANDS = 300;
    private static final int AT_MOST = 6;

    @Test
    void aNullPairKeepsEveryIntervalTestAndStarNearItsLevel() throws InterruptedException {
        BotLineup random = BotLineup.parse("random", 3);
        HandStarter hunan = new HandStarter(RealVariants.HUNAN);
        CalibrationRun.Pair pair = new CalibrationRun.Pair("null", hunan, random, hunan, random.withStream(1));
        Map<String, Double> zero = new LinkedHashMap<>();
        Metric.all(3).forEach(metric -> zero.put(metric.name(), 0.0));
        CalibrationRun.Result result = CalibrationRun.run(pair, REPLICATES, HANDS, 7, zero, Map.of(), 2);
        assertEquals(REPLICATES, result.replicates);
        int tested = 0;
        for (Metric metric : Metric.all(3)) {
            CalibrationRun.Scores scores = result.metric(metric.name());
            if (!metric.over().equals("hands") && !metric.over().equals("actions")) {
                continue; // too few wins at 300 hands: the report warns that these figures are not to be trusted
            }
            assertTrue(scores.rejected <= AT_MOST, metric + ": " + scores.rejected + " false rejections");
            assertTrue(scores.differences - scores.differenceCovered <= AT_MOST,
                    metric + ": " + (scores.differences - scores.differenceCovered) + " intervals miss 0");
            tested++;
        }
        assertTrue(tested >= 12, "the metrics over hands are all checked: " + tested);
        assertTrue(result.anyStar <= AT_MOST, result.anyStar + " runs star a metric");
        assertTrue(result.sequentialStops <= AT_MOST, result.sequentialStops + " false sequential stops");
    }
}
