package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.ExpertBot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;
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
    /**
     * Random bots win about one hand in 37 under wangcheng's 21-huxi minimum (WangChengHHTable, wangcheng.variant):
     * enough hands for some 50 wins.
     */
    private static final int HANDS = 2000;
    private static final RuleSet HUOPIAO = RealVariants.bundled("wangcheng-huopiao");
    /** Hands of greedy self-play over which a seat's edge per unit staked is measured (its sd is about 1.2). */
    private static final int EDGE_HANDS = 3000;

    @Test
    void everySeatPicksBeforeTheDealFromTheDealerInTurn() {
        for (Game game : hands(HUOPIAO)) {
            List<Event> trace = game.trace();
            int dealer = ((Event.Start) trace.get(0)).dealer();
            int[] piao = piao(game);
            int firstDeal = indexOf(trace, Event.Deal.class);
            List<Event.Stake> picks = trace.subList(0, firstDeal).stream().filter(Event.Stake.class::isInstance)
                    .map(Event.Stake.class::cast).toList();
            assertEquals(game.players(), picks.size(), "one pick per seat, all before the deal");
            for (int i = 0; i < picks.size(); i++) {
                assertEquals((dealer + i) % game.players(), picks.get(i).seat(), "asked from the dealer in turn");
                assertTrue(HUOPIAO.play().piao().allows(picks.get(i).stake()), "a stake the variant offers");
            }
            for (int seat = 0; seat < game.players(); seat++) {
                for (int of = 0; of < game.players(); of++) {
                    assertEquals(piao[of], game.observation(seat).stake(StakeKind.PIAO, of),
                            "every seat sees every pick");
                }
            }
        }
    }

    @Test
    void eachLoserPaysItsOwnPiaoAndTheWinners() {
        int wins = 0;
        Set<Integer> stakesSeen = new HashSet<>();
        for (Game game : hands(HUOPIAO)) {
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

    /**
     * Greedy stakes by its seat's edge (docs/bots.md, "The 飘 before the deal"). Under 活飘 every loser pays its own 飘
     * and the winner's on every win (the variant's `+ payer_piao + payee_piao`), so one unit of a seat's stake is
     * worth (n - 1) to it on each hand it wins and -1 on each hand another seat wins: per hand, n * P(it wins) -
     * P(a seat wins). That edge is measured here on the hands themselves, by the seat's place from the dealer (greedy's
     * play does not read the stakes, so its wins are what they would be at any stake). Where the edge is clearly
     * positive the seat takes the largest stake, where clearly negative the least.
     */
    @Test
    void greedyStakesByItsSeatsEdge() {
        int players = HUOPIAO.seating().players();
        HandStarter starter = new HandStarter(HUOPIAO);
        double[] unit = new double[players];
        double[] squares = new double[players];
        int[][] stakes = new int[players][];
        for (long seed = 0; seed < EDGE_HANDS; seed++) {
            Game game = Bot.playOut(starter.start(seed, 0), new GreedyBot(), new GreedyBot(), new GreedyBot());
            int[] piao = piao(game);
            for (HandSettlement.Paid win : game.settlement().wins()) {
                for (int seat = 0; seat < players; seat++) {
                    int value = win.winner() == seat ? players - 1 : -1;
                    unit[seat] += value;
                    squares[seat] += value * value;
                }
            }
            for (int seat = 0; seat < players; seat++) {
                stakes[seat] = stakes[seat] == null ? new int[] {piao[seat]} : stakes[seat];
                assertEquals(stakes[seat][0], piao[seat], "a seat's stake is the same for every hand it sees alike");
            }
        }
        List<Integer> offered = HUOPIAO.play().piao().choices();
        int decided = 0;
        for (int seat = 0; seat < players; seat++) {
            double mean = unit[seat] / EDGE_HANDS;
            double error = Math.sqrt((squares[seat] / EDGE_HANDS - mean * mean) / EDGE_HANDS);
            if (Math.abs(mean) > 2 * error) {
                decided++;
                int expected = mean > 0 ? offered.get(offered.size() - 1) : offered.get(0);
                assertEquals(expected, stakes[seat][0], "seat " + seat + ": edge " + mean + " per unit staked");
            }
        }
        assertTrue(decided >= 1, "the dealer's edge is clear in " + EDGE_HANDS + " hands");
    }

    /**
     * The expert stakes by its edge as greedy does; the search bot does not search the 飘 (the edge of a stake is
     * too small for a decision's budget to tell) and takes the expert's stake, then plays the hand on from it.
     */
    @Test
    void searchTakesTheExpertsStakeAndPlaysOn() {
        int players = HUOPIAO.seating().players();
        BotLineup lineup = BotLineup.parse("expert,ismcts:8,random", players);
        HandStarter starter = new HandStarter(HUOPIAO);
        for (int dealer = 0; dealer < players; dealer++) {
            Game game = Bot.playOut(starter.start(5, dealer), lineup.seat(5));
            assertTrue(game.isOver());
            int[] piao = piao(game);
            Game replay = starter.start(5, dealer);
            for (int seat = dealer; seat != 1; seat = (seat + 1) % players) {
                replay.choose(Action.stake(StakeKind.PIAO, piao[seat]));
            }
            Action expert = new ExpertBot().choose(replay.observation(1), replay.legalActions());
            assertEquals(expert.card(), piao[1], "ismcts stakes as the expert would, dealer " + dealer);
        }
    }

    @Test
    void wangchengAsksNoPiao() {
        for (Game game : hands(RealVariants.bundled("wangcheng"))) {
            assertTrue(game.trace().stream().noneMatch(Event.Stake.class::isInstance), "no 飘 under piao: none");
            assertEquals(-1, game.observation(0).stake(StakeKind.PIAO, 0));
        }
    }

    private static int[] piao(Game game) {
        int[] piao = new int[game.players()];
        for (Event event : game.trace()) {
            if (event instanceof Event.Stake pick) {
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

    private static List<Game> hands(RuleSet rules) {
        int players = rules.seating().players();
        return Match.play(rules, 11, HANDS, hand -> {
            Bot[] bots = new Bot[players];
            for (int seat = 0; seat < players; seat++) {
                bots[seat] = new RandomBot(hand * 31L + seat);
            }
            return bots;
        });
    }
}
