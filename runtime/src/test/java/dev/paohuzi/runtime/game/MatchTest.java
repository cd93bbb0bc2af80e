package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Dealer rotation over a match: the winner deals; after a dead hand Hunan's dealer stays (three in a row: the next deals), Shaoyang's next player deals. */
class MatchTest {
    private static List<Game> match(RuleSet rules) {
        return Match.play(rules, 77, 120, hand -> new Bot[] {new RandomBot(hand), new RandomBot(hand + 1000L),
                new RandomBot(hand + 2000L)});
    }

    @Test
    void hunanDealerStaysAfterADeadHandUntilTheThird() {
        List<Game> hands = match(TestVariants.HUNAN);
        int deadInARow = 0;
        boolean sawThird = false;
        for (int i = 1; i < hands.size(); i++) {
            HandResult before = hands.get(i - 1).result();
            int dealer = hands.get(i).dealer();
            if (before.outcome() == HandResult.Outcome.WIN) {
                assertEquals(before.winner(), dealer, "hand " + i + ": the winner deals (000:18)");
                deadInARow = 0;
            } else if (++deadInARow == 3) {
                assertEquals((before.dealer() + 1) % 3, dealer, "hand " + i + ": after three dead hands the next deals");
                deadInARow = 0;
                sawThird = true;
            } else {
                assertEquals(before.dealer(), dealer, "hand " + i + ": the dealer stays after a dead hand");
            }
        }
        assertTrue(sawThird, "random bots leave many hands dead, so three in a row happen in 120 hands");
    }

    @Test
    void shaoyangNextPlayerDealsAfterADeadHand() {
        List<Game> hands = match(TestVariants.SHAOYANG);
        for (int i = 1; i < hands.size(); i++) {
            HandResult before = hands.get(i - 1).result();
            int expected = before.outcome() == HandResult.Outcome.WIN ? before.winner() : (before.dealer() + 1) % 3;
            assertEquals(expected, hands.get(i).dealer(), "hand " + i + " (003:13)");
        }
    }
}
