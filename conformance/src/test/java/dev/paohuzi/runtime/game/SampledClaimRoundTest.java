package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The claim round of a sampled hand ({@link Game#sample}) under 一炮多响 (the test variant {@code tongpao}:
 * `winners on one card: several`): a seat asked before the observer that can win the discard has won it (the
 * observer, who can win it too, cannot tell), so the observer's pass leaves that win and its own win is a second
 * one; a seat that cannot win passed. The hands are greedy hands of tongpao that two seats won on one discard.
 */
class SampledClaimRoundTest {
    private static final RuleSet TONGPAO = RealVariants.testVariant("tongpao");

    /** The hand before the first of two winners answers: it and the second can win the discard. */
    private record TwoWinners(Game beforeFirst, int first, int second, long seed) {
    }

    @Test
    void aSeatAskedBeforeTheObserverThatCanWinHasWon() {
        TwoWinners found = twoWinners();
        Game first = found.beforeFirst().copy();
        first.answerSeatsBefore(found.second());
        assertEquals(found.second(), first.pendingSeat(), "seed " + found.seed() + ": the observer is asked");
        assertEquals(List.of(new Event.Answer(found.first(), Action.of(ActionType.HU, first.offeredCard()))),
                first.round().answers(), "seed " + found.seed() + ": the seat before it won");

        Game passes = first.copy();
        passes.choose("pass");
        assertEquals(List.of(found.first()), winners(passes), "the observer's pass leaves the other's win");
        first.choose(Action.of(ActionType.HU, first.offeredCard()));
        assertEquals(List.of(found.first(), found.second()), winners(first), "both win, in winners order");
    }

    @Test
    void everySampleCarriesTheWinsOfTheSeatsBeforeTheObserver() {
        TwoWinners found = twoWinners();
        Game game = found.beforeFirst().copy();
        game.choose(Action.of(ActionType.HU, game.offeredCard()));
        assertEquals(found.second(), game.pendingSeat(), "seed " + found.seed());
        Observation view = game.observation(found.second());
        SplittableRandom random = new SplittableRandom(5);
        AnalyzerWinCheck winCheck = AnalyzerWinCheck.of(TONGPAO);
        Scorer scorer = Scorer.of(TONGPAO);
        int wonBefore = 0;
        for (int i = 0; i < 200; i++) {
            Game sample = Game.sample(view, random, winCheck, scorer);
            assertEquals(view.options, sample.legalActions(), "sample " + i + ": the observer's own options");
            boolean canWin = sample.round().options(found.first()).stream().anyMatch(o -> o.type() == ActionType.HU);
            // a seat that cannot win the card may rank after the observer (a chi) and not be asked yet
            List<Event.Answer> before = sample.round().answers();
            assertEquals(canWin ? List.of(new Event.Answer(found.first(), Action.of(ActionType.HU, view.offered)))
                    : before.stream().filter(a -> a.action().type() == ActionType.PASS).toList(), before,
                    "sample " + i);
            wonBefore += canWin ? 1 : 0;
            sample.choose("pass");
            assertEquals(canWin, sample.isOver() && winners(sample).equals(List.of(found.first())), "sample " + i);
        }
        assertTrue(wonBefore > 0, "some samples deal the seat before a win: " + wonBefore);
    }

    private static List<Integer> winners(Game game) {
        assertTrue(game.isOver());
        return game.result().wins().stream().map(HandResult.Win::winner).toList();
    }

    /** The first greedy hand of tongpao won by two seats, as it stood when the first winner was asked. */
    private static TwoWinners twoWinners() {
        HandStarter starter = new HandStarter(TONGPAO);
        BotLineup greedy = BotLineup.parse("greedy", TONGPAO.seating().players());
        for (long seed = 0; seed < 500; seed++) {
            Bot[] bots = greedy.seat(seed);
            Game game = starter.start(seed, 0);
            Game beforeWin = null;
            while (!game.isOver()) {
                int seat = game.pendingSeat();
                List<Action> options = game.legalActions();
                if (game.round() != null && options.stream().anyMatch(o -> o.type() == ActionType.HU)
                        && game.round().answers().isEmpty()) {
                    beforeWin = game.copy();
                }
                game.choose(bots[seat].choose(game.observation(seat), options));
            }
            if (game.result().wins().size() == 2) {
                assertNotNull(beforeWin);
                List<Integer> won = winners(game);
                assertEquals(won.get(0), beforeWin.pendingSeat(), "seed " + seed);
                return new TwoWinners(beforeWin, won.get(0), won.get(1), seed);
            }
        }
        throw new AssertionError("no greedy hand of tongpao has two winners");
    }
}
