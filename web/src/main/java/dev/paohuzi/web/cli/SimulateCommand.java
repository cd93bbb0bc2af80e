package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * `simulate --variant V --hands N --seed S --bots random|greedy [--threads K]`: plays N independent hands in
 * parallel (hand i dealt from seed S + i, seat i mod players dealing, as the runtime's Simulation does) and prints a
 * summary: win rate per seat, dead-hand rate, huxi and fan distributions, pattern frequencies, hands per second.
 * Every line but the last (the rate) is the same for the same arguments, whatever the thread count.
 */
@Command(name = "simulate", description = {"Play many hands with bots in parallel and summarise them.",
        "Every line but the last (hands per second) depends only on the variant, hands, seed and bots.",
        "A progress bar goes to stderr on long runs when stderr is a terminal."})
public final class SimulateCommand implements Callable<Integer> {
    /** Runs shorter than this finish before a progress bar would be worth drawing. */
    private static final int PROGRESS_FROM = 2_000;

    @Mixin
    private VariantOption variant;

    @Option(names = "--hands", required = true, paramLabel = "N", description = "how many hands (1 to 100000000)")
    private int hands;

    @Option(names = "--seed", required = true, paramLabel = "S", description = "hand i is dealt from seed S + i")
    private long seed;

    @Option(names = "--bots", required = true, paramLabel = "random|greedy", description = "who plays every seat")
    private BotKind bots;

    @Option(names = "--threads", paramLabel = "K", description = "threads to play on (default: every core)")
    private Integer threads;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        if (hands < 1 || hands > 100_000_000) {
            throw new ParameterException(spec.commandLine(), "--hands must be 1 to 100000000, got " + hands);
        }
        int cores = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (cores < 1 || cores > 1024) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1 to 1024, got " + cores);
        }
        return variant.compile().map(compiled -> run(compiled.rules(), cores)).orElse(1);
    }

    private int run(RuleSet rules, int cores) {
        int players = rules.seating().players();
        AtomicInteger done = new AtomicInteger();
        Progress progress = Progress.start(spec.commandLine().getErr(), hands, done, hands >= PROGRESS_FROM);
        long start = System.nanoTime();
        // One analyzer for the run, one scorer and win check per thread (HandStarter).
        HandStarter starter = new HandStarter(rules);
        ForkJoinPool pool = new ForkJoinPool(cores);
        SimulationTally tally;
        try {
            // Each split of the range fills one tally in place; the splits' tallies then merge.
            tally = pool.submit(() -> IntStream.range(0, hands).parallel().collect(() -> new SimulationTally(players),
                    (part, i) -> {
                        long handSeed = seed + i;
                        Game game = starter.start(handSeed, i % players);
                        Bot.playOut(game, bots.seat(players, handSeed));
                        part.add(game);
                        done.incrementAndGet();
                    }, SimulationTally::addAll)).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
            progress.stop();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print(spec.commandLine().getOut(), rules, tally, cores, seconds);
        return 0;
    }

    private void print(PrintWriter out, RuleSet rules, SimulationTally tally, int cores, double seconds) {
        out.println("simulate " + rules.name() + ": " + tally.hands + " hands, seed " + seed + ", " + bots + " bots");
        StringBuilder wins = new StringBuilder("wins by seat:");
        String[] names = seatNames(tally.winsFromDealer.length);
        for (int i = 0; i < names.length; i++) {
            wins.append("  ").append(names[i]).append(' ').append(share(tally.winsFromDealer[i], tally.hands));
        }
        out.println(wins);
        out.println("dead hands: " + share(tally.deadHands, tally.hands));
        out.println("huxi of wins:" + (tally.huxi.isEmpty() ? " none" : ""));
        distribution(out, tally.huxi, tally.wins());
        out.println("fan of settled wins:" + (tally.fan.isEmpty() ? " none" : ""));
        distribution(out, tally.fan, tally.wins() - tally.refusedWins);
        if (tally.refusedWins > 0) {
            out.println("wins the scoring refused: " + tally.refusedWins);
        }
        out.println("patterns (share of wins):" + (tally.patterns.isEmpty() ? " none" : ""));
        tally.patterns.forEach((name, count) -> out.println("  " + name + "  " + count + "  "
                + share(count, tally.wins())));
        out.println(String.format(Locale.ROOT, "%d hands in %.2f s on %d threads: %.0f hands/s", tally.hands, seconds,
                cores, tally.hands / Math.max(seconds, 1e-9)));
        out.flush();
    }

    private static <K> void distribution(PrintWriter out, Map<K, Integer> counts, int total) {
        counts.forEach((value, count) -> out.println("  " + value + "  " + count + "  " + share(count, total)));
    }

    private static String share(int count, int total) {
        return String.format(Locale.ROOT, "%.1f%%", total == 0 ? 0.0 : 100.0 * count / total);
    }

    /** Seats counted from the dealer, named as scoring names them. */
    private static String[] seatNames(int players) {
        return switch (players) {
            case 2 -> new String[] {"dealer", "other"};
            case 4 -> new String[] {"dealer", "next", "across", "previous"};
            default -> new String[] {"dealer", "next", "previous"};
        };
    }
}
