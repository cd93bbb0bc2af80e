package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.sim.PerHandExport;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;


import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BinaryOperator;
import java.util.function.Function;

/** The options `simulate` and `compare` share — hands, seed, bots, threads — and the in-process run they lead to. */
final class SimulationOptions {
    /** The most hands one run plays. */
    static final int MAX_HANDS = 100_000_000;
    /** Runs shorter than this finish before a progress bar would be worth drawing. */
    private static final int PROGRESS_FROM = 2_000;

    @Option(names = "--hands", paramLabel = "N", description = "how many hands, each played alone (1 to 100000000)")
    int hands;

    @Option(names = "--matches", paramLabel = "N", description = "how many whole matches instead, each under the "
            + "variant's match rules (dealer succession, dead hands in a row, match totals, match end)")
    int matches;

    @Option(names = "--seed", required = true, paramLabel = "S",
            description = "the hands are dealt from seeds S, S+1, …")
    long seed;

    @Option(names = "--bots", paramLabel = BotLineup.NAMES, defaultValue = BotLineup.DEFAULT,
            description = "who plays: one bot for every seat, or one per seat (greedy,random,random); "
                    + BotLineup.BUDGET_HELP + "; default: ${DEFAULT-VALUE}")
    String bots;

    @Option(names = "--threads", paramLabel = "K", description = "threads to play on (default: every core)")
    Integer threads;

    @Option(names = "--per-hand", paramLabel = "FILE",
            description = "also write every hand as a JSON Lines object (seed, match, dealer, every measure by seat)")
    Path perHand;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    /** Refuses hands or threads out of range, with the message the user sees (exit 2). */
    void check() {
        check(false);
    }

    /**
     * As {@link #check()}, and {@code --matches} is refused unless the command plays whole matches ({@code simulate},
     * {@code compare}): a command of hands alone (a tournament) would otherwise play none.
     */
    void check(boolean matchesPlayed) {
        if (matches != 0 && !matchesPlayed) {
            throw bad("--matches: " + command.commandLine().getCommandName() + " plays hands alone; use --hands");
        }
        if (matches != 0) {
            if (hands != 0) {
                throw bad("--hands and --matches: name one (a run plays hands alone or whole matches)");
            }
            if (matches < 1 || matches > MAX_HANDS) {
                throw bad("--matches must be 1 to " + MAX_HANDS + ", got " + matches);
            }
        } else if (hands < 1 || hands > MAX_HANDS) {
            throw bad("--hands must be 1 to " + MAX_HANDS + ", got " + hands + (matchesPlayed ? " (or name --matches)"
                    : ""));
        }
        if (threads() < 1 || threads() > 1024) {
            throw bad("--threads must be 1 to 1024, got " + threads());
        }
    }

    /** The per-hand export, or none without {@code --per-hand}; refuses a file that cannot be written (exit 2). */
    Simulation.HandSink perHand(int players) {
        if (perHand == null) {
            return Simulation.HandSink.NONE;
        }
        Path parent = perHand.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent) || Files.isDirectory(perHand)) {
            throw bad("--per-hand: cannot write " + perHand + " (its folder must exist and it must not be one)");
        }
        return new PerHandExport(players);
    }

    /** Writes the per-hand export, if there is one, once the run is over. */
    void finish(Simulation.HandSink sink) {
        if (sink instanceof PerHandExport export) {
            try (Writer out = Files.newBufferedWriter(perHand, StandardCharsets.UTF_8)) {
                export.write(out);
            } catch (IOException e) {
                throw new UncheckedIOException("--per-hand: cannot write " + perHand + ": " + e.getMessage(), e);
            }
        }
    }

    /** A run of whole matches ({@code --matches}), not of hands played alone. */
    boolean matches() {
        return matches != 0;
    }

    /** The hands or matches the run plays. */
    int count() {
        return matches() ? matches : hands;
    }

    int threads() {
        return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    }

    /** The bots for a variant with this many seats; an unknown bot is a bad argument. */
    BotLineup lineup(int players) {
        try {
            return BotLineup.parse(bots, players);
        } catch (IllegalArgumentException e) {
            throw bad("--bots: " + e.getMessage());
        }
    }

    ParameterException bad(String message) {
        return new ParameterException(command.commandLine(), message);
    }

    /** Plays {@code count} hands from {@code first} on the threads, a progress bar on stderr for long runs. */
    <R> R run(long first, long count, Function<Shard, R> play, BinaryOperator<R> merge) {
        AtomicInteger done = new AtomicInteger();
        Progress progress = Progress.start(command.commandLine().getErr(), (int) count, done,
                count >= PROGRESS_FROM);
        try {
            return Simulation.inParallel(first, count, threads(), play, merge,
                    (soFar, played, all) -> done.set((int) played), new AtomicBoolean());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            progress.stop();
        }
    }
}
