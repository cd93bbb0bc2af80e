package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Settlement;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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

    /** Per hand (001:53-74): a match of the variant's `match end: hands 1` is one hand, its net that hand's money. */
    @Test
    void perHandMatchEndsAfterItsHandsAndNetsTheirPayments() {
        Match.Result match = Match.playToEnd(TestVariants.HUNAN, 5, 50, MatchTest::bots);
        assertTrue(match.ended());
        assertEquals(1, match.hands().size(), "hunan's match is one hand");
        for (int seat = 0; seat < 3; seat++) {
            BigDecimal paid = BigDecimal.ZERO;
            for (Game game : match.hands()) {
                paid = paid.add(game.settlement().money(seat));
            }
            assertEquals(0, paid.compareTo(match.net().get(seat)), "seat " + seat);
        }
    }

    /** 剥皮 (001:29-47): hands until a seat's huxi reaches the limit, then the totals settle pairwise to zero. */
    @Test
    void peelMatchEndsAtTheHuxiLimit() {
        Scoring s = TestVariants.HUNAN.scoring();
        Scoring peel = new Scoring(s.grade(), s.base(), s.plainFan(), s.patterns(), s.combine(), s.payments(),
                new Settlement(Settlement.Method.PEEL, new Settlement.MatchEnd(Settlement.MatchEnd.Kind.HUXI, 100)),
                s.dihu());
        Match.Result match = Match.playToEnd(TestVariants.with(peel), 9, 500, MatchTest::bots);
        assertTrue(match.ended());
        int[] huxi = new int[3];
        for (Game game : match.hands()) {
            assertTrue(Arrays.stream(huxi).max().getAsInt() < 100, "the match went on past its end");
            if (game.result().outcome() == HandResult.Outcome.WIN) {
                huxi[game.result().winner()] += game.result().huxi();
            }
        }
        assertArrayEquals(huxi, match.huxi());
        assertTrue(Arrays.stream(huxi).max().getAsInt() >= 100);
        assertEquals(0, match.net().stream().reduce(BigDecimal.ZERO, BigDecimal::add).signum(), "net sums to zero");
        int top = IntStream.range(0, 3).reduce((a, b) -> huxi[a] >= huxi[b] ? a : b).getAsInt();
        assertTrue(match.net().get(top).signum() > 0, "the seat with the most huxi wins money: " + match.net());
    }

    private static Bot[] bots(int hand) {
        return new Bot[] {new RandomBot(hand), new RandomBot(hand + 1000L), new RandomBot(hand + 2000L)};
    }
}
