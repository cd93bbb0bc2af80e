package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 活飘 in play (variants/wangcheng-huopiao.variant; WangChengHHTable.java, stored index file 26988545022, and its 飘
 * handler, 26504693481), over seeded random hands: before the deal every seat picks one of 0, 2, 3, 4, 5, from the
 * dealer in turn order, each pick a public `piao` event; every seat's observation shows the picks; and each loser of a
 * win pays wangcheng's payment plus its own 飘 and the winner's, so what a loser pays less the two 飘 is the same for
 * every loser of that win. Wangcheng itself (`piao: none`) shows no such event.
 */
class PiaoTraceTest {
    /** Random bots win about one hand in twenty: enough hands for some 50 wins. */
    private static final int HANDS = 1000;
    private static final RuleSet HUOPIAO = RealVariants.bundled("wangcheng-huopiao");

    @Test
    void everySeatPicksBeforeTheDealFromTheDealerInTurn() {
        for (Game game : hands(HUOPIAO, false)) {
            List<Event> trace = game.trace();
            int dealer = ((Event.Start) trace.get(0)).dealer();
            int[] piao = piao(game);
            int firstDeal = indexOf(trace, Event.Deal.class);
            List<Event.Piao> picks = trace.subList(0, firstDeal).stream().filter(Event.Piao.class::isInstance)
                    .map(Event.Piao.class::cast).toList();
            assertEquals(game.players(), picks.size(), "one pick per seat, all before the deal");
            for (int i = 0; i < picks.size(); i++) {
                assertEquals((dealer + i) % game.players(), picks.get(i).seat(), "asked from the dealer in turn");
                assertTrue(HUOPIAO.play().piao().allows(picks.get(i).stake()), "a stake the variant offers");
            }
            for (int seat = 0; seat < game.players(); seat++) {
                for (int of = 0; of < game.players(); of++) {
                    assertEquals(piao[of], game.observation(seat).piao(of), "every seat sees every pick");
                }
            }
        }
    }

    @Test
    void eachLoserPaysItsOwnPiaoAndTheWinners() {
        int wins = 0;
        Set<Integer> stakesSeen = new HashSet<>();
        for (Game game : hands(HUOPIAO, false)) {
            int[] piao = piao(game);
            HandSettlement paid = game.settlement();
            if (paid.kind() != HandSettlement.Kind.WIN) {
                continue;
            }
            HandSettlement.Paid win = paid.onlyWin();
            Set<Integer> withoutPiao = new HashSet<>();
            int losers = 0;
            for (int seat = 0; seat < game.players(); seat++) {
                if (seat != win.winner()) {
                    withoutPiao.add(-win.points().get(seat) - piao[seat] - piao[win.winner()]);
                    losers -= win.points().get(seat);
                    stakesSeen.add(piao[seat]);
                }
            }
            assertEquals(1, withoutPiao.size(), "every loser pays wangcheng's payment and the two seats' 飘");
            assertEquals(losers, (int) win.points().get(win.winner()), "the winner gets what the losers pay");
            wins++;
        }
        assertTrue(wins >= 30, "enough wins to see the rule: " + wins);
        assertTrue(stakesSeen.size() >= 3, "random picks vary: " + stakesSeen);
    }

    /** Greedy takes the smallest stake (docs/bots.md), so its hands pay what wangcheng pays. */
    @Test
    void greedyTakesTheSmallestStake() {
        for (Game game : hands(HUOPIAO, true)) {
            for (int stake : piao(game)) {
                assertEquals(0, stake);
            }
        }
    }

    /** The search bot does not search the 飘 (a choice before any card is seen) and plays the hand on from it. */
    @Test
    void expertAndSearchTakeTheSmallestStakeAndPlayOn() {
        BotLineup lineup = BotLineup.parse("expert,ismcts:8,random", HUOPIAO.seating().players());
        for (Game game : Match.play(HUOPIAO, 5, 3, lineup::seat)) {
            assertTrue(game.isOver());
            int[] piao = piao(game);
            assertEquals(0, piao[0], "expert takes the smallest stake");
            assertEquals(0, piao[1], "ismcts takes the smallest stake");
        }
    }

    @Test
    void wangchengAsksNoPiao() {
        for (Game game : hands(RealVariants.bundled("wangcheng"), false)) {
            assertTrue(game.trace().stream().noneMatch(Event.Piao.class::isInstance), "no 飘 under piao: none");
            assertEquals(-1, game.observation(0).piao(0));
        }
    }

    private static int[] piao(Game game) {
        int[] piao = new int[game.players()];
        for (Event event : game.trace()) {
            if (event instanceof Event.Piao pick) {
                piao[pick.seat()] = pick.stake();
            }
        }
        return piao;
    }

    private static int indexOf(List<Event> trace, Class<? extends Event> type) {
        for (int i = 0; i < trace.size(); i++) {
            if (type.isInstance(trace.get(i))) {
                return i;
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " event");
    }

    private static List<Game> hands(RuleSet rules, boolean greedy) {
        int players = rules.seating().players();
        return Match.play(rules, 11, greedy ? 40 : HANDS, hand -> {
            Bot[] bots = new Bot[players];
            for (int seat = 0; seat < players; seat++) {
                bots[seat] = greedy ? new GreedyBot() : new RandomBot(hand * 31L + seat);
            }
            return bots;
        });
    }
}
