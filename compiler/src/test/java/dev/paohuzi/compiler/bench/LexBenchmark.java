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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
