package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Duplicate hands: the seat-rotation accounting, merging independent of the split, a bot against itself. */
class TournamentTest {
    private static final BooleanSupplier NEVER = () -> false;
    private static final long FIRST = 91;
    private static final int DEALS = 100;

    private static TournamentTally play(RuleSet rules, Tournament tournament, List<Shard> shards) {
        HandStarter starter = new HandStarter(rules);
        int blocks = Simulation.blockSize(DEALS);
        return shards.stream().map(s -> Simulation.duplicate(starter, tournament, s, blocks, NEVER))
                .reduce(TournamentTally::merge).orElseThrow();
    }

    private static TournamentTally play(RuleSet rules, String bots, int deals) {
        Tournament tournament = Tournament.of(List.of(bots.split(",")), rules.seating().players());
        return play(rules, tournament, List.of(new Shard(FIRST, deals)));
    }

    /** Over a deal's tables every entrant holds every seat once, however many entrants there are per seat. */
    @Test
    void everyEntrantHoldsEverySeatOncePerDeal() {
        for (int players = 2; players <= 4; players++) {
            for (String bots : List.of("random", "random,greedy", "greedy,random,random", "a,b,c,d,e".replaceAll(
                    "[a-e]", "random"))) {
                Tournament tournament = Tournament.of(List.of(bots.split(",")), players);
                int k = tournament.entrants().size();
                assertEquals(k, tournament.tables().size());
                for (int seat = 0; seat < players; seat++) {
                    List<Integer> holders = new ArrayList<>();
                    for (int table = 0; table < k; table++) {
                        int entrant = tournament.entrant(table, seat);
                        holders.add(entrant);
                        assertEquals(bots.split(",")[entrant], tournament.tables().get(table).names().get(seat));
                    }
                    Collections.sort(holders);
                    assertEquals(java.util.stream.IntStream.range(0, k).boxed().toList(), holders,
                            bots + " at " + players + " seats, seat " + seat);
                }
            }
        }
    }

    /** Seeds in one shard, in shards of 30 and cut at random in random order: the same tally and the same ladder. */
    @Test
    void theResultDoesNotDependOnHowTheSeedsAreSplit() throws IOException, ClassNotFoundException {
        Tournament tournament = Tournament.of(List.of("greedy", "random"), 3);
        TournamentTally whole = play(RealVariants.HUNAN, tournament, List.of(new Shard(FIRST, DEALS)));
        assertEquals(whole, play(RealVariants.HUNAN, tournament, Shard.split(FIRST, DEALS, 30)));
        Random random = new Random(3);
        List<Shard> cuts = new ArrayList<>();
        for (long seed = FIRST; seed < FIRST + DEALS; ) {
            int size = (int) Math.min(1 + random.nextInt(40), FIRST + DEALS - seed);
            cuts.add(new Shard(seed, size));
            seed += size;
        }
        Collections.shuffle(cuts, random);
        TournamentTally cut = play(RealVariants.HUNAN, tournament, cuts);
        assertEquals(whole, cut, cuts.toString());
        assertEquals(withoutTimes(TournamentReport.of(whole, FIRST, 200)),
                withoutTimes(TournamentReport.of(cut, FIRST, 200)));

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(whole);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(whole, in.readObject());
        }
    }

    private static List<String> withoutTimes(TournamentReport report) {
        List<String> lines = new ArrayList<>();
        report.standings().forEach(s -> lines.add(s.bot() + s.hands() + s.points() + s.winRate() + s.dealInRate()
                + s.deadRate() + s.decisions()));
        report.gaps().forEach(gap -> lines.add(gap.toString()));
        return lines;
    }

    /**
     * A bot against a copy of itself: both hold every seat of the same hands, so each ends every deal at exactly
     * what the seats' payments sum to (0, 000:120), the gap is exactly 0 and its interval contains it.
     */
    @Test
    void aBotAgainstItselfComesOutEven() {
        for (String bots : List.of("greedy,greedy", "random,random,random")) {
            TournamentTally self = play(RealVariants.HUNAN, bots, 30);
            TournamentReport report = TournamentReport.of(self, FIRST, 200);
            for (int e = 0; e < self.entrants().size(); e++) {
                assertEquals(0, self.points(e), bots + " entrant " + e);
            }
            assertEquals(self.entrants().size() * (self.entrants().size() - 1) / 2, report.gaps().size());
            for (TournamentReport.Gap gap : report.gaps()) {
                assertEquals(0, gap.difference().value(), gap.toString());
                assertFalse(gap.difference().excludesZero(), gap.toString());
            }
            assertEquals(List.of(bots.split(",")[0], bots.split(",")[0] + "#2"), self.entrants().subList(0, 2));
        }
    }

    /**
     * Every deal is played once per table; every entrant holds one seat per deal per seat; a hand is won by one
     * seat or dead at all; 放炮 only by a seat that lost; the books balance (with the counting seat's where one counts,
     * 002:13).
     */
    @Test
    void theSeatRotationAccountingAddsUp() {
        for (RuleSet rules : List.of(RealVariants.HUNAN, RealVariants.LUZHOU, RealVariants.TWO_SEATS,
                RealVariants.FOUR_SEATS)) {
            int deals = 30;
            TournamentTally tally = play(rules, "random,greedy,random", deals);
            int players = tally.players();
            int k = tally.entrants().size();
            assertEquals(deals, tally.deals());
            assertEquals((long) deals * k, tally.hands(), rules.name());
            long points = tally.counting();
            long wins = 0;
            long dead = 0;
            long dealIns = 0;
            for (int table = 0; table < k; table++) {
                assertEquals(deals, tally.tableHands(table), rules.name() + " table " + table);
            }
            for (int e = 0; e < k; e++) {
                assertEquals((long) players * deals, tally.hands(e), rules.name());
                assertTrue(tally.decisions(e) > 0);
                points += tally.points(e);
                wins += tally.wins(e);
                dead += tally.deadHands(e);
                dealIns += tally.dealIns(e);
            }
            assertEquals(0, points, rules.name() + ": payments balance");
            assertEquals(0, dead % players, "a dead hand is dead at every seat");
            assertEquals(tally.hands(), wins + dead / players, rules.name());
            assertTrue(dealIns <= wins);
        }
    }

    /**
     * The tally holds what each table's hand comes to when played on its own ({@code play --seed s --bots <table>}),
     * credited to the bot the table seats: points, wins and 放炮 (Luzhou wins on discards, 000:67).
     */
    @Test
    void eachTableIsTheHandItsLineupPlaysFromTheSeed() {
        RuleSet rules = RealVariants.LUZHOU;
        Tournament tournament = Tournament.of(List.of("random", "greedy"), 3);
        int deals = 40;
        TournamentTally tally = play(rules, tournament, List.of(new Shard(FIRST, deals)));
        HandStarter starter = new HandStarter(rules);
        long[] points = new long[2];
        long[] wins = new long[2];
        long[] dealIns = new long[2];
        for (long seed = FIRST; seed < FIRST + deals; seed++) {
            for (BotLineup table : tournament.tables()) {
                Game game = Bot.playOut(starter.start(seed, 0), table.seat(seed));
                HandResult.Win win = game.result().first();     // one winner a hand under Luzhou's rules
                for (int seat = 0; seat < 3; seat++) {
                    int bot = tournament.entrants().indexOf(table.names().get(seat));
                    points[bot] += game.settlement().points().get(seat);
                    wins[bot] += win != null && win.winner() == seat ? 1 : 0;
                    dealIns[bot] += win != null && win.how().onDiscard() && win.fromSeat() == seat
                            && win.winner() != seat ? 1 : 0;
                }
            }
        }
        for (int bot = 0; bot < 2; bot++) {
            assertEquals(points[bot], tally.points(bot), tournament.entrants().get(bot));
            assertEquals(wins[bot], tally.wins(bot), tournament.entrants().get(bot));
            assertEquals(dealIns[bot], tally.dealIns(bot), tournament.entrants().get(bot));
        }
        assertTrue(dealIns[0] + dealIns[1] > 0, "some Luzhou hand is won on a discard");
    }

    /** Greedy plays better than random on Hunan (35% against 94% dead hands): the ladder puts it first. */
    @Test
    void theLadderPutsTheStrongerBotFirst() {
        TournamentReport report = TournamentReport.of(play(RealVariants.HUNAN, "random,greedy", 150), FIRST, 500);
        assertEquals(List.of("greedy", "random"), report.standings().stream().map(TournamentReport.Standing::bot)
                .toList());
        TournamentReport.Gap gap = report.gaps().get(0);
        assertTrue(gap.difference().value() > 0 && gap.difference().low() <= gap.difference().value()
                && gap.difference().value() <= gap.difference().high(), gap.toString());
        assertTrue(report.standings().get(0).winRate().value() > report.standings().get(1).winRate().value());
    }

    @Test
    void unknownBotsAreRefusedByTheRegistry() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Tournament.of(List.of("greedy", "oracle"), 3));
        assertTrue(unknown.getMessage().contains("no bot 'oracle'"), unknown.getMessage());
        assertTrue(unknown.getMessage().contains(String.join(", ", BotLineup.KINDS)), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Tournament.of(List.of(), 3));
    }
}
