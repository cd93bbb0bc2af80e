package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.ReplayException;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.game.trace.TraceLog;
import dev.paohuzi.runtime.rules.RuleSet;
import org.approvaltests.Approvals;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Traces: a stable JSON form (approved per variant), identical on every run, replayed exactly; bad input named. */
class TraceTest {
    /** A hand with a greedy dealer and random others; the approved seeds are won hands, so the trace shows a win. */
    private static String seededTrace(RuleSet rules, long seed) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        int players = rules.seating().players();
        Bot[] bots = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            bots[seat] = seat == 0 ? new GreedyBot() : new RandomBot(seed + seat);
        }
        return TraceJson.write(Bot.playOut(game, bots).trace());
    }

    @Test
    void hunanTrace() {
        Approvals.verify(seededTrace(RealVariants.HUNAN, 7));       // a self-drawn win
    }

    @Test
    void shaoyangTrace() {
        Approvals.verify(seededTrace(RealVariants.SHAOYANG, 14));
    }

    @Test
    void luzhouTrace() {
        Approvals.verify(seededTrace(RealVariants.LUZHOU, 2));
    }

    @Test
    void yongzhouTrace() {
        Approvals.verify(seededTrace(RealVariants.YONGZHOU, 1));
    }

    /** The readable log of the approved Hunan hand (seed 7). */
    @Test
    void hunanLog() {
        Game game = Game.start(RealVariants.HUNAN, DeckOrder.shuffled(RealVariants.HUNAN, 7), 0);
        Bot.playOut(game, new GreedyBot(), new RandomBot(8), new RandomBot(9));
        Approvals.verify(TraceLog.render(game.trace()));
    }

    @Test
    void sameSeedSameTrace() {
        for (RuleSet rules : RealVariants.ALL) {
            for (long seed = 100; seed < 110; seed++) {
                assertEquals(seededTrace(rules, seed), seededTrace(rules, seed), rules.name() + " seed " + seed);
            }
        }
    }

    @Test
    void replayReproducesTheTrace() {
        for (RuleSet rules : RealVariants.ALL) {
            String trace = seededTrace(rules, 3);
            Game replayed = Replay.run(rules, trace, AnalyzerWinCheck.of(rules));
            assertEquals(trace, TraceJson.write(replayed.trace()));
        }
    }

    @Test
    void aTamperedTraceNamesTheStepThatDiffers() {
        String trace = seededTrace(RealVariants.HUNAN, 7);
        String[] lines = trace.split("\n");
        List<String> tampered = new ArrayList<>(List.of(lines));
        int step = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("\"type\":\"pile\"")) {
                tampered.set(i, lines[i].replace("\"type\":\"pile\",\"seat\":", "\"type\":\"pile\",\"seat\":9"));
                step = i - 1;
                break;
            }
        }
        assertTrue(step > 0, "the trace has a pile event to tamper with");
        ReplayException error = assertThrows(ReplayException.class,
                () -> Replay.run(RealVariants.HUNAN, String.join("\n", tampered) + "\n",
                AnalyzerWinCheck.of(RealVariants.HUNAN)));
        assertTrue(error.getMessage().startsWith("step " + step + " differs on replay"), error.getMessage());
    }

    @Test
    void anIllegalRecordedChoiceNamesItsStep() {
        String trace = seededTrace(RealVariants.HUNAN, 7);
        String broken = trace.replaceFirst("\"action\":\"discard ([sb][0-9]+)\",\"forced\":false",
                "\"action\":\"discard W\",\"forced\":false");
        ReplayException error = assertThrows(ReplayException.class,
                () -> Replay.run(RealVariants.HUNAN, broken, AnalyzerWinCheck.of(RealVariants.HUNAN)));
        assertTrue(error.getMessage().matches("step \\d+: seat \\d cannot 'discard W' at step \\d+; legal: .*"),
                error.getMessage());
    }

    @Test
    void badTracesAreRefusedWithAMessage() {
        WinCheck check = AnalyzerWinCheck.of(RealVariants.HUNAN);
        assertEquals("the trace is not JSON: Unexpected end-of-input: expected close marker for Object (start marker "
                + "at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: "
                + "1])",
                assertThrows(ReplayException.class, () -> Replay.run(RealVariants.HUNAN, "{", check)).getMessage());
        assertEquals("not a paohuzi-trace version 1 trace",
                assertThrows(ReplayException.class, () -> Replay.run(RealVariants.HUNAN, "{}", check)).getMessage());
        String shaoyang = seededTrace(RealVariants.SHAOYANG, 1);
        assertEquals("step 0: the trace is of variant 'shaoyang', not hunan",
                assertThrows(ReplayException.class, () -> Replay.run(RealVariants.HUNAN, shaoyang, check))
                .getMessage());
    }

    @Test
    void aStackedDeckWithTheWrongCardsIsRefused() {
        List<Integer> deck = new ArrayList<>();
        for (int i = 0; i < 80; i++) {
            deck.add(i % 20);
        }
        deck.set(0, 1);
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> DeckOrder.stacked(RealVariants.HUNAN, deck));
        assertEquals("a stacked deck holds 3 of s1, the variant has 4", error.getMessage());
        assertEquals("a stacked deck needs 80 cards, got 79",
                assertThrows(IllegalArgumentException.class,
                        () -> DeckOrder.stacked(RealVariants.HUNAN, deck.subList(1, 80))).getMessage());
        assertEquals("the arranged deck names more copies of s3 than hunan has",
                assertThrows(IllegalArgumentException.class, () -> Scenario.of(RealVariants.HUNAN)
                        .hand(1, "s3 s3 s3").hand(2, "s3 s3").start()).getMessage());
    }

    @Test
    void anIllegalChoiceIsRefusedWithTheLegalOptions() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "s5 b9").start();
        IllegalChoiceException error = assertThrows(IllegalChoiceException.class, () -> game.choose("pong s5"));
        assertTrue(error.getMessage().startsWith("seat 0 cannot 'pong s5' at step "), error.getMessage());
        assertTrue(error.getMessage().contains("legal: discard "), error.getMessage());
        assertThrows(IllegalChoiceException.class, () -> game.choose((Action) null));
        assertThrows(IllegalChoiceException.class, () -> game.choose((String) null));
    }
}
