package dev.paohuzi.compiler.bench;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.parse.VariantReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Compile time of each bundled variant, warm: `compile` is the whole pipeline (parse, resolve `extends` - which
 * reads and checks the parent file too -, validate, lower); `parseOnly` is the reference measured in the same run
 * (UTF-8 check, ANTLR lex + parse, AST), so the ratio shows what the passes after parsing cost.
 * Run: see docs/performance.md, "Variant compilation".
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CompileBenchmark {
    @Param({"hunan", "shaoyang", "luzhou", "yongzhou"})
    public String variant;

    private Path file;
    private byte[] text;

    @Setup(Level.Trial)
    public void load() throws IOException {
        file = Path.of("..", "variants", variant + ".variant").toAbsolutePath().normalize();
        text = Files.readAllBytes(file);
        Compilation compilation = VariantCompiler.compile(file.toString(), text, file.getParent());
        if (compilation.hasErrors()) {
            throw new IllegalStateException(file + " does not compile: " + compilation.errors());
        }
    }

    @Benchmark
    public Object parseOnly() {
        return VariantReader.parse(file.toString(), text, new Diagnostics());
    }

    @Benchmark
    public Object compile() {
        return VariantCompiler.compile(file.toString(), text, file.getParent());
    }
}
