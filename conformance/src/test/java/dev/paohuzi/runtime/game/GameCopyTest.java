package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link Game#copy}: a copy taken at a decision and played out to the end with other choices leaves the original
 * exactly as it was (its trace, hands, wall, options); a copy played with the original's own choices ends in the same
 * trace and settlement.
 */
class GameCopyTest {
    private static final int HANDS = 30;

    @TestFactory
    Stream<DynamicTest> copiesAreIndependentAndFaithful() {
        return RealVariants.WITH_OTHER_SEAT_COUNTS.stream().map(rules -> DynamicTest.dynamicTest(rules.name(), () -> {
            for (long seed = 0; seed < HANDS; seed++) {
                check(rules, seed);
            }
        }));
    }

    private static void check(RuleSet rules, long seed) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot[] bots = bots(game.players(), seed);
        List<Game> copies = new ArrayList<>();
        List<Integer> copiedAt = new ArrayList<>();
        int decision = 0;
        while (!game.isOver()) {
            String where = rules.name() + " seed " + seed + " decision " + decision;
            if (decision % 3 == 0) {
                String before = state(game);
                Game other = game.copy();
                Bot.playOut(other, bots(game.players(), seed + 1000 + decision));
                assertEquals(before, state(game), where + ": playing a copy changed the original");
                copies.add(game.copy());
                copiedAt.add(decision);
            }
            int seat = game.pendingSeat();
            game.choose(bots[seat].choose(game.observation(seat), game.legalActions()));
            decision++;
        }
        // the same choices from each copy's decision on: the same end
        List<Event> trace = game.trace();
        for (int i = 0; i < copies.size(); i++) {
            Game copy = copies.get(i);
            for (int k = copy.trace().size(); !copy.isOver(); k++) {
                if (trace.get(k) instanceof Event.Choice choice && !choice.forced()) {
                    copy.choose(choice.action());
                }
            }
            assertEquals(trace, copy.trace(), rules.name() + " seed " + seed + ": copy at " + copiedAt.get(i));
            assertEquals(game.settlement(), copy.settlement());
        }
    }

    private static Bot[] bots(int players, long seed) {
        Bot[] bots = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            bots[seat] = new RandomBot(seed * 7 + seat);
        }
        return bots;
    }

    /** Everything the engine keeps of a hand, as text. */
    private static String state(Game game) {
        StringBuilder text = new StringBuilder(game.trace().toString()).append(game.legalActions());
        for (int seat = 0; seat < game.players(); seat++) {
            text.append(Arrays.toString(game.hand(seat))).append(game.table(seat)).append(game.pile(seat))
                    .append(game.staleCards(seat));
        }
        return text.append(Arrays.toString(game.wall().undrawn())).append(game.pendingSeat()).toString();
    }
}
