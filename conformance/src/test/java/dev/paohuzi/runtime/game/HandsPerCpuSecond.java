package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Hands per second of this thread's CPU time, with random bots, on the fast and on the reference analyzer: a figure
 * that other processes on a shared machine do not distort the way they distort JMH's wall-clock throughput. Warms up,
 * then measures a fixed number of seeded hands per variant ({@code -Dhands=N}, default 50,000); {@code
 * -Dreference=false} skips the reference analyzer's column. Run with the command in docs/performance.md.
 */
public final class HandsPerCpuSecond {
    private static final int WARM_UP = 20_000;
    private static final int MEASURED = Integer.getInteger("hands", 50_000);
    private static final boolean REFERENCE = Boolean.parseBoolean(System.getProperty("reference", "true"));

    private HandsPerCpuSecond() {}

    public static void main(String[] args) {
        System.out.printf("%-9s %22s %22s %6s%n", "variant", "fast analyzer", "reference analyzer", "ratio");
        for (RuleSet rules : RealVariants.ALL) {
            double fast = handsPerCpuSecond(new HandStarter(rules));
            double reference = REFERENCE ? handsPerCpuSecond(new HandStarter(new ReferenceAnalyzer(rules)))
                    : Double.NaN;
            System.out.printf("%-9s %,22.0f %,22.0f %6.2f%n", rules.name(), fast, reference, fast / reference);
        }
    }

    private static double handsPerCpuSecond(HandStarter starter) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        play(starter, 0, WARM_UP);
        long start = threads.getCurrentThreadCpuTime();
        play(starter, WARM_UP, MEASURED);
        return MEASURED / ((threads.getCurrentThreadCpuTime() - start) / 1e9);
    }

    private static void play(HandStarter starter, long firstSeed, int hands) {
        Bot[] bots = {new RandomBot(firstSeed), new RandomBot(firstSeed + 1), new RandomBot(firstSeed + 2)};
        for (long seed = firstSeed; seed < firstSeed + hands; seed++) {
            Bot.playOut(starter.start(seed, (int) (seed % 3)), bots);
        }
    }
}
