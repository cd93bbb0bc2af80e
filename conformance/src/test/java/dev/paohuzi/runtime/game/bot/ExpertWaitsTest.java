package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.Seat;
import dev.paohuzi.runtime.scoring.WinContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the expert says a waiting hand of a seat holding no joker is worth is what docs/bots.md says: for each card
 * (the joker too, where the deck has jokers) that completes it at a huxi the win rule allows, the copies of that card
 * the seat has not seen times the points that win pays its winner (at least 1), worked out here from the analyzer and
 * the scorer alone. Asked at every claim decision of such a seat (its hand is then one card from a win's size) in
 * seeded hands of expert play.
 */
class ExpertWaitsTest {
    private static final int HANDS = 60;

    @ParameterizedTest
    @ValueSource(strings = {"hunan", "luzhou", "yongzhou"})
    void aWaitingHandIsWorthItsWinsTimesWhatTheyPay(String region) {
        RuleSet rules = RealVariants.bundled(region);
        HandStarter starter = new HandStarter(rules);
        BotLineup lineup = BotLineup.parse("expert", rules.seating().players());
        int waiting = 0;
        int jokerWins = 0;
        for (long seed = 0; seed < HANDS; seed++) {
            Game game = starter.start(seed, (int) (seed % lineup.players()));
            Bot[] bots = lineup.seat(seed);
            while (!game.isOver()) {
                int seat = game.pendingSeat();
                Observation view = game.observation(seat);
                List<Action> options = game.legalActions();
                if (view.hand()[Cards.JOKER] == 0 && options.stream().anyMatch(o -> o.type() == ActionType.PASS)) {
                    long expected = worth(rules, view);
                    assertEquals(expected, new ExpertBot().waitOf(view), region + " seed " + seed + " seat " + seat
                            + ": " + view.holding());
                    waiting += expected > 0 ? 1 : 0;
                    jokerWins += expected > 0 && paysWithJoker(rules, view) > 0 ? 1 : 0;
                }
                game.choose(bots[seat].choose(view, options));
            }
        }
        assertTrue(waiting > 10, region + ": only " + waiting + " waiting hands seen");
        assertTrue(rules.deck().jokers() == 0 || jokerWins > 0, region + ": no hand waiting on a joker seen");
    }

    /** The unseen copies of each winning card times what that win pays, the joker as one more joker held. */
    private static long worth(RuleSet rules, Observation view) {
        int[] unseen = view.unseen();
        long packed = view.packedHand();
        long worth = 0;
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            boolean joker = card == Cards.JOKER;
            if (unseen[card] > 0 && (joker || Counts.of(packed, card) < 3)) {
                Holding with = joker ? Holding.of(packed, 1, view.analyzedTable())
                        : Holding.of(Counts.add(packed, card, 1), 0, view.analyzedTable());
                worth += unseen[card] * pays(rules, view, with);
            }
        }
        return worth;
    }

    /** What a joker drawn would pay, 0 where it wins nothing. */
    private static long paysWithJoker(RuleSet rules, Observation view) {
        return rules.deck().jokers() == 0 ? 0
                : pays(rules, view, Holding.of(view.packedHand(), 1, view.analyzedTable()));
    }

    /** The points the holding pays its winner (at least 1) where it wins under the win rule; 0 where it does not. */
    private static long pays(RuleSet rules, Observation view, Holding with) {
        Analyzer analyzer = view.analyzer();
        int huxi = analyzer.maxHuxi(with);
        if (huxi < 0 || !rules.win().mayWin(huxi)) {
            return 0;
        }
        long points = 1;
        if (Scorer.of(analyzer).score(with, WinContext.builder().selfDraw(true).build(), ExpertBot.context(view))
                instanceof ScoreResult.Scored scored) {
            for (Payment payment : scored.score().payments()) {
                if (payment.seat() == Seat.WINNER) {
                    points = Math.max(1, payment.points());
                }
            }
        }
        return points;
    }
}
