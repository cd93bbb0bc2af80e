package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs of whole matches (`simulate --matches`): hunan-peel's 剥皮 matches end when a seat's total reaches 100 huxi
 * (peel.delta), so a match runs many hands, the dealer passes on and dead hands in a row carry into the next hand.
 */
class MatchRunTest {
    private static final RuleSet PEEL = RealVariants.bundled("hunan-peel");
    private static final BotLineup RANDOM = BotLineup.parse("random", 3);
    private static final int MATCHES = 12;

    private static Tally play(List<Shard> shards) {
        int blocks = Simulation.blockSize(MATCHES);
        return shards.stream().map(s -> Simulation.matches(PEEL, RANDOM, s, blocks, () -> false,
                Simulation.HandSink.NONE)).reduce(Tally::merge).orElseThrow();
    }

    /** Each match counted once, its hands all tallied; cut into shards or not, the same result. */
    @Test
    void matchesAddUpAndDoNotDependOnTheShards() {
        Tally whole = play(List.of(new Shard(3, MATCHES)));
        assertEquals(whole, play(Shard.split(3, MATCHES, 5)));
        assertTrue(whole.matches());
        int players = 3;
        assertEquals(MATCHES, whole.sum(Measures.matchEnd(players)));
        assertEquals(whole.hands(), whole.sum(Measures.matchHands(players)), "every hand of every match");
        assertTrue(whole.hands() > MATCHES, "a 剥皮 match to 100 huxi runs more than one hand");
        assertTrue(whole.sum(Measures.matchByRule(players)) <= MATCHES);
        long net = 0;
        for (int k = 0; k < players; k++) {
            net += whole.sum(Measures.matchNet(players, k));
        }
        assertEquals(0, net, "剥皮 settles the totals pairwise and no seat counts: the money sums to 0");
    }

    /**
     * Match m is the {@link Match} of seed {@link Simulation#matchSeed}(m) with the lineup turned by m: replayed
     * from there, its hands are the ones tallied; its dealers change and its dead hands in a row reach the next hand.
     */
    @Test
    void aMatchIsWhatItsSeedPlays() {
        long m = 5;
        long seed = Simulation.matchSeed(m);
        BotLineup seated = RANDOM.rotated(m);
        Match.Result match = Match.playToEnd(PEEL, seed, Simulation.MAX_MATCH_HANDS, hand -> seated.seat(seed + hand));
        Tally one = play(List.of(new Shard(m, 1)));
        assertEquals(match.hands().size(), one.hands());
        assertEquals(match.hands().size(), one.sum(Measures.matchHands(3)));
        long dealers = match.hands().stream().map(g -> g.result().dealer()).distinct().count();
        long carried = match.hands().stream().map(Game::trace).map(t -> (Event.Start) t.get(0))
                .filter(start -> start.deadHandsBefore() > 0).count();
        assertTrue(dealers > 1 || match.hands().size() == 1, "the deal passes on");
        assertTrue(carried > 0, "dead hands in a row reach the next hand (94% of hands are dead with random bots)");
    }
}
