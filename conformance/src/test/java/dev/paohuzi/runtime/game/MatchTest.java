package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.expr.Quantity;
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

/**
 * Dealer rotation over a match: the winner deals; after a dead hand Hunan's dealer stays (three in a row: the next
 * deals), Shaoyang's next player deals.
 */
class MatchTest {
    private static List<Game> match(RuleSet rules) {
        return Match.play(rules, 77, 120, hand -> new Bot[] {new RandomBot(hand), new RandomBot(hand + 1000L),
                new RandomBot(hand + 2000L)});
    }

    @Test
    void hunanDealerStaysAfterADeadHandUntilTheThird() {
        List<Game> hands = match(RealVariants.HUNAN);
        int deadInARow = 0;
        boolean sawThird = false;
        for (int i = 1; i < hands.size(); i++) {
            HandResult before = hands.get(i - 1).result();
            int dealer = hands.get(i).dealer();
            if (before.outcome() == HandResult.Outcome.WIN) {
                assertEquals(before.first().winner(), dealer, "hand " + i + ": the winner deals (000:18)");
                deadInARow = 0;
            } else if (++deadInARow == 3) {
                assertEquals((before.dealer() + 1) % 3, dealer, "hand " + i
                        + ": after three dead hands the next deals");
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
        List<Game> hands = match(RealVariants.SHAOYANG);
        for (int i = 1; i < hands.size(); i++) {
            HandResult before = hands.get(i - 1).result();
            int expected = before.outcome() == HandResult.Outcome.WIN ? before.first().winner()
                    : (before.dealer() + 1) % 3;
            assertEquals(expected, hands.get(i).dealer(), "hand " + i + " (003:13)");
        }
    }

    /** Per hand (001:53-74): a match of the variant's `match end: hands 1` is one hand, its net that hand's money. */
    @Test
    void perHandMatchEndsAfterItsHandsAndNetsTheirPayments() {
        Match.Result match = Match.playToEnd(RealVariants.HUNAN, 5, 50, MatchTest::bots);
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

    /**
     * 剥皮 (001:29-47): hands until a seat's total reaches the limit, then the totals settle pairwise to zero. Each
     * won hand adds its scored value — here the other reading of peel.delta, `match adds: huxi * fan` — not the raw
     * huxi, and a win the scoring refuses adds nothing.
     */
    @Test
    void peelMatchAddsEachHandsScoredValueUntilTheLimit() {
        // hunan's 红胡 (10-12 red = 2 fan, 000:86) and 乌胡 (no red = 5 fan, 000:89)
        Scoring s = RealVariants.hunan(Scoring.FanCombination.SUM, List.of(
                RealVariants.pattern("红胡", f -> f.get(Quantity.RED) >= 10 && f.get(Quantity.RED) < 13, f -> 2),
                RealVariants.pattern("乌胡", f -> f.get(Quantity.RED) == 0, f -> 5))).scoring();
        Scoring peel = s.toBuilder().settlement(new Settlement(Settlement.Method.PEEL,
                f -> f.get(Quantity.HUXI) * f.get(Quantity.FAN), f -> 0,
                new Settlement.MatchEnd(Settlement.MatchEnd.Kind.HUXI, 100)))
                .build();
        boolean someNamedWin = false;
        for (long seed = 1; seed <= 6; seed++) {
            Match.Result match = Match.playToEnd(RealVariants.with(peel), seed, 500, MatchTest::bots);
            assertTrue(match.ended());
            int[] totals = new int[3];
            int[] rawHuxi = new int[3];
            for (Game game : match.hands()) {
                assertTrue(Arrays.stream(totals).max().getAsInt() < 100, "the match went on past its end");
                HandSettlement paid = game.settlement();
                if (paid.kind() == HandSettlement.Kind.WIN) {
                    for (int i = 0; i < paid.wins().size(); i++) {
                        HandResult.Win win = game.result().wins().get(i);
                        HandSettlement.Paid each = paid.wins().get(i);
                        assertEquals(win.huxi() * each.fan(), each.matchValue(), "huxi x fan");
                        totals[win.winner()] += each.matchValue();
                        rawHuxi[win.winner()] += win.huxi();
                    }
                } else {
                    assertEquals(List.of(), paid.wins(), "a dead or refused hand adds nothing");
                }
            }
            assertArrayEquals(totals, match.totals());
            someNamedWin |= !Arrays.equals(totals, rawHuxi);
            assertTrue(Arrays.stream(totals).max().getAsInt() >= 100);
            assertEquals(0, match.net().stream().reduce(BigDecimal.ZERO, BigDecimal::add).signum(), "net sums to 0");
            int top = IntStream.range(0, 3).reduce((a, b) -> totals[a] >= totals[b] ? a : b).getAsInt();
            assertTrue(match.net().get(top).signum() > 0, "the seat with the highest total wins money: " + match.net());
        }
        assertTrue(someNamedWin, "some win had a 名堂, so the totals are not the raw huxi");
    }

    private static Bot[] bots(int hand) {
        return new Bot[] {new RandomBot(hand), new RandomBot(hand + 1000L), new RandomBot(hand + 2000L)};
    }
}
