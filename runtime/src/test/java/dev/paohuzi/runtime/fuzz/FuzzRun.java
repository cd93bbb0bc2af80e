package dev.paohuzi.runtime.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * One fuzzer's run in the build (docs/limits.md, "Fuzzing"): seeded, a fixed number of inputs, each tried in turn;
 * an input fails when an exception escapes or a check says so. At the end it prints how many inputs it tried and
 * how many failed, and fails the test on any failure, showing the first few inputs that failed.
 *
 * <p>A long run: {@code -Dfuzz.scale=K} gives every fuzzer K times its default inputs, {@code -Dfuzz.iterations=N}
 * exactly N each; {@code -Dfuzz.seed=S} starts from another seed.
 */
public final class FuzzRun {
    private static final int SHOWN = 5;

    private final String name;
    private final int inputs;
    private final long seed;
    private final long start = System.nanoTime();
    private final List<String> failures = new ArrayList<>();
    private int tried;
    private int failed;

    /** The texts a fuzzer mutates: each bundled file's, as UTF-8, in the order given. */
    public static List<String> texts(List<Path> files) {
        return files.stream().map(file -> {
            try {
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).toList();
    }

    /** A body that may throw anything: what escapes it is the failure. */
    @FunctionalInterface
    public interface Attempt {
        void run() throws Exception;
    }

    public FuzzRun(String name, int defaultInputs) {
        this.name = name;
        this.inputs = Integer.getInteger("fuzz.iterations", defaultInputs * Integer.getInteger("fuzz.scale", 1));
        this.seed = Long.getLong("fuzz.seed", 13);
    }

    public int inputs() {
        return inputs;
    }

    /** The seed of input {@code i}, so one failing input can be tried again alone. */
    public long seed(int i) {
        return seed * 1_000_003L + i;
    }

    /** Tries one input; {@code input} says what it was, for the report. */
    public void attempt(String input, Attempt body) {
        tried++;
        try {
            body.run();
        } catch (Throwable e) { // everything, StackOverflowError and OutOfMemoryError included, is what this looks for
            record(input, e.toString() + at(e));
        }
    }

    /** Counts a check that did not hold on the input being tried (call inside {@link #attempt}). */
    public void check(boolean holds, String input, String what) {
        if (!holds) {
            record(input, what);
        }
    }

    private void record(String input, String why) {
        failed++;
        if (failures.size() < SHOWN) {
            String shown = input.length() > 300 ? input.substring(0, 300) + "…" : input;
            failures.add(why + "\n  input: " + shown.replace("\n", "\\n"));
        }
    }

    private static String at(Throwable e) {
        StackTraceElement[] trace = e.getStackTrace();
        return trace.length == 0 ? "" : " at " + trace[0];
    }

    /** Prints the figures and fails on any failure. */
    public void finish() {
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("fuzz %s: %d inputs tried, %d failed, %.1f s (seed %d)%n", name, tried, failed, seconds,
                seed);
        if (failed > 0) {
            fail(name + ": " + failed + " of " + tried + " inputs failed; the first:\n" + String.join("\n", failures));
        }
    }

    /**
     * Why a reported position lies outside the text, if it does: its line must be one of the text's lines (a last
     * line after a final newline counts, as the end of the file sits there) and its column at most one past the
     * line's end, in code points as the parsers count.
     */
    public static Optional<String> outside(String text, int line, int column) {
        String[] lines = text.split("\n", -1);
        if (line < 1 || line > lines.length) {
            return Optional.of("line " + line + " is not one of the " + lines.length + " lines");
        }
        int width = lines[line - 1].codePointCount(0, lines[line - 1].length());
        if (column < 1 || column > width + 1) {
            return Optional.of(line + ":" + column + " is outside the line of " + width + " characters");
        }
        return Optional.empty();
    }
}
