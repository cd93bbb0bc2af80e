package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.sim.Tournament;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

/**
 * The search bot's determinizations fit every observation: at each decision of seeded hands on the four regions
 * (the ladder's tables of random, greedy and expert bots), the deciding seat's observation can be dealt anew
 * ({@link Game#sample}). It fails when a sampling constraint — the dealer's
 * reveal card, a face-down wei, a seat's barred cards — leaves no deal that fits.
 */
class SampledDealTest {
    @Test
    void everyObservationCanBeDealtAnewAndPlayedOut() {
        for (String variant : Ladder.REGIONS) {
            RuleSet rules = RealVariants.bundled(variant);
            HandStarter starter = new HandStarter(rules);
            int players = rules.seating().players();
            AnalyzerWinCheck winCheck = AnalyzerWinCheck.of(rules);
            Scorer scorer = Scorer.of(rules);
            SplittableRandom random = new SplittableRandom(11);
            for (BotLineup lineup : Tournament.of(List.of("random", "greedy", "expert", "ismcts:2"), players)
                    .tables()) {
                for (long seed = 1; seed <= 30; seed++) {
                    Bot[] bots = lineup.seat(seed);
                    Game game = starter.start(seed, 0);
                    while (!game.isOver()) {
                        int seat = game.pendingSeat();
                        Observation view = game.observation(seat);
                        String where = variant + " " + lineup + " seed " + seed + " step " + game.trace().size()
                                + " seat " + seat;
                        assertDoesNotThrow(() -> Game.sample(view, random, winCheck, scorer), where);
                        game.choose(bots[seat].choose(view, game.legalActions()));
                    }
                }
            }
        }
    }
}
