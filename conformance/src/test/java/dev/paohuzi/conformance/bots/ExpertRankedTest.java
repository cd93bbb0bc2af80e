package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.ExpertBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The expert's ranked options (what the search bot takes as its candidates) are what asking it again without the
 * options already chosen gives, on seeded hands of the regions, jokers included: the bot that ranks keeps its caches
 * from every decision of the hand before (waits, what wins pay, the worths read under the unseen cards), while each
 * choice it is compared with is a fresh bot's, so a cache that answered for another hand or unseen cards would show.
 */
class ExpertRankedTest {
    private static final int HANDS = 12;
    private static final int RANKED = 4;

    @Test
    void rankedIsChooseAskedAgainWithoutTheOptionsChosen() {
        for (String variant : Ladder.REGIONS) {
            RuleSet rules = RealVariants.bundled(variant);
            HandStarter starter = new HandStarter(rules);
            int players = rules.seating().players();
            int compared = 0;
            for (long seed = 0; seed < HANDS; seed++) {
                Game game = starter.start(seed, (int) (seed % players));
                ExpertBot[] bots = new ExpertBot[players];
                for (int seat = 0; seat < players; seat++) {
                    bots[seat] = new ExpertBot();
                }
                while (!game.isOver()) {
                    int seat = game.pendingSeat();
                    Observation view = game.observation(seat);
                    List<Action> ranked = bots[seat].ranked(view, game.legalActions(), RANKED);
                    List<Action> left = new ArrayList<>(game.legalActions());
                    for (Action expected : ranked) {
                        assertEquals(new ExpertBot().choose(view, left), expected, variant + " seed " + seed);
                        left.remove(expected);
                        compared++;
                    }
                    game.choose(ranked.get(0));
                }
            }
            assertEquals(true, compared > HANDS * 10, variant + ": too few decisions compared");
        }
    }
}
