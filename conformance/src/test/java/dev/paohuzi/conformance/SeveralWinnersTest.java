package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Measures;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 一炮多响 over seeded greedy hands of the test variant {@code tongpao} (hengyang, whose discarder pays for everyone,
 * with `winners on one card: several`): the general invariants are BundledVariantInvariantsTest's; here, every hand
 * won by two seats is one discard won by both, in winners order from the discarder, each win paid on its own as
 * hengyang's 放炮包赔 pays a single win (the discarder alone pays the winner for everyone), the hand's points the sum
 * of its wins', the first winner dealing next, the trace listing both wins and replaying exactly; and the tally
 * counts both wins.
 */
class SeveralWinnersTest {
    private static final int HANDS = 500;

    @Test
    void twoWinnersOnOneDiscardArePaidEachAsASingleWin() {
        RuleSet rules = RealVariants.testVariant("tongpao");
        HandStarter starter = new HandStarter(rules);
        BotLineup greedy = BotLineup.parse("greedy", rules.seating().players());
        List<Long> severalWinners = new ArrayList<>();
        for (long seed = 0; seed < HANDS; seed++) {
            Game game = Simulation.hand(starter, greedy, seed);
            HandResult result = game.result();
            if (result.wins().size() > 1) {
                severalWinners.add(seed);
                checkSeveral(rules, game, "seed " + seed);
            }
        }
        assertTrue(severalWinners.size() >= 2, "enough hands of two winners to see the rule: " + severalWinners);
        Tally tally = Simulation.play(starter, greedy, new Shard(0, HANDS), HANDS, () -> false);
        long winsBySeat = 0;
        for (int seat = 0; seat < rules.seating().players(); seat++) {
            winsBySeat += tally.sum(Measures.win(seat));
        }
        assertEquals(winsBySeat, tally.wins(), "each winner's win counted once");
        assertEquals(tally.hands() - tally.sum(Measures.DEAD) + severalWinners.size(), tally.wins(),
                "a hand of two winners counts two wins");
    }

    private static void checkSeveral(RuleSet rules, Game game, String where) {
        HandResult result = game.result();
        HandSettlement paid = game.settlement();
        int players = rules.seating().players();
        int discarder = result.first().fromSeat();
        assertEquals(HandSettlement.Kind.WIN, paid.kind(), where);
        assertEquals(result.wins().size(), paid.wins().size(), where + ": a payment per win");
        assertEquals(result.first().winner(), result.nextDealer(), where + ": the first winner deals next");
        int[] sum = new int[players];
        for (int i = 0; i < result.wins().size(); i++) {
            HandResult.Win win = result.wins().get(i);
            HandSettlement.Paid each = paid.wins().get(i);
            assertTrue(win.how().onDiscard() && win.fromSeat() == discarder
                            && win.how().card() == result.first().how().card(),
                    where + ": one discard won by all: " + win);
            // winners order: drawer, next, previous from the discarder (000:71)
            assertEquals(i + 1, (win.winner() - discarder + players) % players, where + ": winners in order");
            assertEquals(win.winner(), each.winner(), where);
            for (int seat = 0; seat < players; seat++) {
                int expected = seat == win.winner() ? each.points().get(win.winner())
                        : seat == discarder ? -each.points().get(win.winner()) : 0;
                assertEquals(expected, each.points().get(seat), where + ": 放炮包赔, seat " + seat + " in " + each);
                sum[seat] += each.points().get(seat);
            }
            assertTrue(each.points().get(win.winner()) > 0, where + ": a win pays");
        }
        for (int seat = 0; seat < players; seat++) {
            assertEquals(sum[seat], paid.points().get(seat), where + ": the hand pays the sum of its wins");
        }
        String json = TraceJson.write(game.trace());
        assertTrue(json.contains("\"wins\":["), where + ": the trace lists the wins");
        Replay.run(rules, json, AnalyzerWinCheck.of(rules));
    }
}
