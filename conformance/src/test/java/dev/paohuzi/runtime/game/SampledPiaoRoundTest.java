package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.scoring.Scorer;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A hand sampled ({@link Game#sample}) while the 飘 are chosen (variants/wangcheng-huopiao.variant): no card is dealt
 * yet, so the whole deck is dealt anew, while the stakes already picked, which are public, and the seat being asked
 * stay as the observer saw them; the sample plays on to its end with every card in its place.
 */
class SampledPiaoRoundTest {
    private static final RuleSet HUOPIAO = RealVariants.bundled("wangcheng-huopiao");

    @Test
    void aSampleBeforeTheDealKeepsThePicksMadeAndDealsTheDeckAnew() {
        Game game = new HandStarter(HUOPIAO).start(7, 0);
        game.choose("piao 3");
        int observer = game.pendingSeat();
        assertEquals(1, observer, "the seat after the dealer is asked next");
        Observation view = game.observation(observer);
        SplittableRandom random = new SplittableRandom(11);
        AnalyzerWinCheck winCheck = AnalyzerWinCheck.of(HUOPIAO);
        Scorer scorer = Scorer.of(HUOPIAO);
        Set<String> deals = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            Game sample = Game.sample(view, random, winCheck, scorer);
            assertEquals(observer, sample.pendingSeat(), "sample " + i + ": the observer is asked");
            assertEquals(view.options, sample.legalActions(), "sample " + i + ": the observer's own options");
            Observation seen = sample.observation(observer);
            assertEquals(3, seen.stake(StakeKind.PIAO, 0), "sample " + i + ": the dealer's pick kept");
            assertEquals(-1, seen.stake(StakeKind.PIAO, observer), "sample " + i + ": not picked yet");
            sample.choose("piao 0");
            sample.choose("piao 0");
            deals.add(Arrays.toString(sample.observation(observer).hand()));
            Bot[] bots = {new RandomBot(i), new RandomBot(i + 100), new RandomBot(i + 200)};
            Bot.playOut(sample, bots);
            assertEquals(HUOPIAO.deck().size(), sample.cardsAccountedFor(), "sample " + i + ": every card placed");
        }
        assertTrue(deals.size() > 40, "a new deal per sample: " + deals.size() + " hands of 50");
    }
}
