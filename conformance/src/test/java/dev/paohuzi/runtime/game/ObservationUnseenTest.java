package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * What a seat has not seen ({@link Observation#unseen}, read from the counts each seat keeps as melds are laid and
 * cards piled) is the deck less what the observation itself shows: the seat's hand, every meld as it sees it (another
 * seat's face-down wei unseen), every pile and the card in flight. At every decision of seeded hands of every bundled
 * variant, for every seat, in the hand played and in a hand dealt anew from the deciding seat's view ({@link
 * Game#sample}, which lays the other seats' face-down weis as sampled cards).
 */
class ObservationUnseenTest {
    private static final int HANDS = 4;

    @TestFactory
    Stream<DynamicTest> unseenIsTheDeckLessWhatTheSeatSees() {
        return RealVariants.everyBundled().stream().map(rules -> DynamicTest.dynamicTest(rules.name(), () -> {
            AnalyzerWinCheck winCheck = AnalyzerWinCheck.of(rules);
            Scorer scorer = Scorer.of(rules);
            SplittableRandom random = new SplittableRandom(5);
            for (long seed = 0; seed < HANDS; seed++) {
                Game game = Game.start(rules, DeckOrder.shuffled(rules, seed),
                        (int) (seed % rules.seating().players()));
                Bot bot = new RandomBot(seed);
                while (!game.isOver()) {
                    checkEverySeat(rules, game, rules.name() + " seed " + seed + " step " + game.trace().size());
                    Observation view = game.observation(game.pendingSeat());
                    Game sampled = Game.sample(view, random, winCheck, scorer);
                    if (sampled != null) {
                        checkEverySeat(rules, sampled, rules.name() + " sampled, seed " + seed);
                    }
                    game.choose(bot.choose(view, game.legalActions()));
                }
            }
        }));
    }

    private static void checkEverySeat(RuleSet rules, Game game, String where) {
        for (int seat = 0; seat < game.players(); seat++) {
            Observation view = game.observation(seat);
            assertArrayEquals(counted(rules, view), view.unseen(), where + " seat " + seat);
        }
    }

    /** The deck less the cards the observation shows, counted one by one. */
    private static int[] counted(RuleSet rules, Observation view) {
        int[] unseen = new int[Cards.ALL_KINDS];
        int[] hand = view.hand();
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            unseen[card] = (card == Cards.JOKER ? rules.deck().jokers() : rules.deck().copies()) - hand[card];
        }
        for (int of = 0; of < view.players(); of++) {
            for (Meld meld : view.table(of)) {
                for (int i = 0; i < meld.size(); i++) {
                    if (meld.card(i) != Cards.HIDDEN) {
                        unseen[meld.card(i)]--;
                    }
                }
            }
            for (int card : view.pile(of)) {
                unseen[card]--;
            }
        }
        if (view.offeredCard() >= 0) {
            unseen[view.offeredCard()]--;
        }
        return unseen;
    }
}
