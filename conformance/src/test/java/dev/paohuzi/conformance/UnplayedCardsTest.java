package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 抽牌 (`unplayed cards:`), on the bundled two-seat 衡阳十胡卡 table, which sets 20 cards aside (hengyang-two.variant,
 * HuyooPaoHuZi src/common/GameDesc.lua:17-22): in seeded random hands the deck's last 20 cards never leave the deck —
 * only the 19 wall cards are drawn, a dead hand comes after exactly 19 draws, and no event but the deal's record of
 * the deck names a set-aside card's place.
 */
class UnplayedCardsTest {
    private static final int HANDS = 300;

    @Test
    void theLastCardsOfTheDeckAreNeverDrawn() {
        RuleSet rules = RealVariants.bundled("hengyang-two");
        int wall = rules.seating().wall();
        int unplayed = rules.seating().unplayed();
        assertEquals(20, unplayed);
        int dead = 0;
        for (long seed = 0; seed < HANDS; seed++) {
            DeckOrder deck = DeckOrder.shuffled(rules, seed);
            Game game = play(rules, deck, seed);
            List<Event> trace = game.trace();
            List<Integer> draws = trace.stream().filter(e -> e instanceof Event.Draw)
                    .map(e -> ((Event.Draw) e).card()).toList();
            int firstWallCard = deck.size() - unplayed - wall;
            assertTrue(draws.size() <= wall, "seed " + seed + ": " + draws.size() + " draws from a wall of " + wall);
            for (int i = 0; i < draws.size(); i++) {
                assertEquals(deck.card(firstWallCard + i), draws.get(i), "seed " + seed + ": draw " + i
                        + " is the wall's next card, never a set-aside one");
            }
            if (game.result().outcome() == HandResult.Outcome.DEAD) {
                dead++;
                assertEquals(wall, draws.size(), "seed " + seed + ": a dead hand has drawn the whole wall, no more");
            }
            assertEquals(rules.deck().size(), game.cardsAccountedFor(), "seed " + seed + ": every card has a place");
        }
        assertTrue(dead > 0, "some of " + HANDS + " hands end dead");
    }

    private static Game play(RuleSet rules, DeckOrder deck, long seed) {
        Bot[] bots = {new RandomBot(seed * 31), new RandomBot(seed * 31 + 1)};
        Game game = Game.start(rules, deck, (int) (seed % 2));
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            game.choose(bots[seat].choose(game.observation(seat), game.legalActions()));
        }
        return game;
    }
}
