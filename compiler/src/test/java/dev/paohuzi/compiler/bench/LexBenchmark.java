package dev.paohuzi.compiler.bench;

import dev.paohuzi.compiler.parse.VariantReader;
import org.antlr.v4.runtime.CommonTokenStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Lexing every bundled variant and delta as written ({@code asWritten}) against the same text with each character
 * outside ASCII replaced by {@code a} ({@code madeAscii}, the reference), both through the compiler's lexer: the
 * ratio is what the 汉字 of names, citations and card words cost (docs/performance.md, "Lexing").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LexBenchmark {
    private final List<String> written = new ArrayList<>();
    private final List<String> ascii = new ArrayList<>();

    /**
     * The same comparison by the thread's CPU clock, steadier than JMH's wall time on a loaded machine: {@code ROUNDS}
     * rounds (default 15) of lexing every file 200 times as written, then made ASCII; the ratio of each round, and
     * their min / median / max.
     */
    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        LexBenchmark texts = new LexBenchmark();
        texts.load();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double[] ratios = new double[rounds];
        for (int round = -3; round < rounds; round++) { // three rounds of warm-up
            long start = cpu.getCurrentThreadCpuTime();
            for (int i = 0; i < 200; i++) {
                lexAll(texts.written);
            }
            long written = cpu.getCurrentThreadCpuTime() - start;
            start = cpu.getCurrentThreadCpuTime();
            for (int i = 0; i < 200; i++) {
                lexAll(texts.ascii);
            }
            long ascii = cpu.getCurrentThreadCpuTime() - start;
            if (round >= 0) {
                ratios[round] = (double) written / ascii;
                System.out.printf(Locale.ROOT, "round %2d: as written %.1f ms, made ASCII %.1f ms of CPU: %.3f%n",
                        round + 1, written / 1e6, ascii / 1e6, ratios[round]);
            }
        }
        Arrays.sort(ratios);
        System.out.printf(Locale.ROOT, "as written over made ASCII, min / median / max: %.3f / %.3f / %.3f%n",
                ratios[0], ratios[rounds / 2], ratios[rounds - 1]);
    }

    @Setup(Level.Trial)
    public void load() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("..", "variants"))) {
            for (Path file : files.sorted().toList()) {
                String text = Files.readString(file);
                written.add(text);
                ascii.add(text.codePoints().map(c -> c < 128 ? c : 'a').collect(StringBuilder::new,
                        StringBuilder::appendCodePoint, StringBuilder::append).toString());
            }
        }
    }

    @Benchmark
    public int asWritten() {
        return lexAll(written);
    }

    @Benchmark
    public int madeAscii() {
        return lexAll(ascii);
    }

    private static int lexAll(List<String> texts) {
        int tokens = 0;
        for (String text : texts) {
            CommonTokenStream stream = new CommonTokenStream(VariantReader.lexer(text, "bench"));
            stream.fill();
            tokens += stream.size();
        }
        return tokens;
    }
}
