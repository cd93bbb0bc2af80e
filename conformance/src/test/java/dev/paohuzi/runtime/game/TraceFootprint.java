package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.List;

/**
 * Memory per trace, per variant, over seeded hands with random bots: events per hand, JSON bytes per hand, and the
 * heap the in-memory traces retain (used heap after a GC with all traces held, minus before, per trace).
 * Run with the command in docs/performance.md.
 */
public final class TraceFootprint {
    private static final int HANDS = 5_000;

    private TraceFootprint() {}

    public static void main(String[] args) {
        System.out.printf("%-9s %8s %12s %14s%n", "variant", "events", "JSON bytes", "retained bytes");
        for (RuleSet rules : RealVariants.ALL) {
            long before = usedAfterGc();
            List<List<Event>> traces = new ArrayList<>(HANDS);
            long events = 0;
            long json = 0;
            for (int seed = 0; seed < HANDS; seed++) {
                Bot[] bots = {new RandomBot(seed), new RandomBot(seed + 1L), new RandomBot(seed + 2L)};
                Game game = Bot.playOut(Game.start(rules, DeckOrder.shuffled(rules, seed), seed % 3), bots);
                traces.add(game.trace());
                events += game.trace().size();
                json += TraceJson.write(game.trace()).getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
            }
            long retained = usedAfterGc() - before;
            System.out.printf("%-9s %8.1f %12d %14d%n", rules.name(), (double) events / HANDS, json / HANDS,
                    retained / traces.size());
        }
    }

    private static long usedAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
