package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.RuleSet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * Whole 3-seat hands with random bots, one thread: deal, every claim round, every decision, the trace kept in
 * memory; {@code handAndJson} also writes the trace as JSON. One operation is one hand, from a new seed each time.
 * Run with the command in docs/performance.md.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class GameBenchmark {
    @Param({"hunan", "shaoyang", "luzhou", "yongzhou"})
    public String variant;

    /** The engine on the fast hand analyzer, and on the plain reference analyzer as the yardstick. */
    @Param({"fast", "reference"})
    public String analyzer;

    private HandStarter starter;
    private Bot[] bots;
    private long seed;

    @Setup
    public void setUp() {
        RuleSet rules = RealVariants.ALL.stream().filter(r -> r.name().equals(variant)).findFirst().orElseThrow();
        starter = analyzer.equals("fast") ? new HandStarter(rules) : new HandStarter(new ReferenceAnalyzer(rules));
        int players = rules.seating().players();
        bots = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            bots[seat] = new RandomBot(seat);
        }
    }

    private Game playHand() {
        long hand = seed++;
        Game game = starter.start(hand, (int) (hand % bots.length));
        return Bot.playOut(game, bots);
    }

    @Benchmark
    public HandResult hand() {
        return playHand().result();
    }

    @Benchmark
    public int handAndJson() {
        return TraceJson.write(playHand().trace()).length();
    }
}
