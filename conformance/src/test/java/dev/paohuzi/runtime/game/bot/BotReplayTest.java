package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The expert and search bots are seeded: a hand dealt from a seed and played twice by fresh bots of the same lineup
 * gives the same trace, and that trace replays (the same choices, the same settlement).
 */
class BotReplayTest {
    @TestFactory
    Stream<DynamicTest> sameSeedSameHand() {
        return RealVariants.ALL.stream().flatMap(rules -> Stream.of("expert", "ismcts:6,expert,greedy")
                .map(lineup -> DynamicTest.dynamicTest(rules.name() + " " + lineup, () -> {
                    for (long seed = 0; seed < 3; seed++) {
                        check(rules, lineup, seed);
                    }
                })));
    }

    private static void check(RuleSet rules, String lineup, long seed) {
        BotLineup bots = BotLineup.parse(lineup, rules.seating().players());
        Game first = Bot.playOut(Game.start(rules, DeckOrder.shuffled(rules, seed), 0), bots.seat(seed));
        Game second = Bot.playOut(Game.start(rules, DeckOrder.shuffled(rules, seed), 0), bots.seat(seed));
        assertEquals(first.trace(), second.trace(), rules.name() + " " + lineup + " seed " + seed);
        Game replayed = Replay.run(rules, TraceJson.write(first.trace()), AnalyzerWinCheck.of(rules));
        assertEquals(first.settlement(), replayed.settlement());
    }
}
