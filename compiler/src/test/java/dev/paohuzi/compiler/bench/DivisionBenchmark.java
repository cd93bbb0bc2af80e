package dev.paohuzi.compiler.bench;

import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.runtime.expr.Arithmetic;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * What the guarded division (x / 0 = 0, `Arithmetic.divide`) costs a formula, with and without the guard in one
 * run, which a loaded machine needs. Hunan's grade `(huxi - 12) / 3`: `compiled` as the compiler builds it from
 * variants/hunan.variant; `guarded` and `unguarded` the compiled `huxi - 12` divided by 3 with
 * `Arithmetic.divide` and with `Math.floorDiv` (what the compiler used before), built the same way, so their ratio
 * is the guard's cost. One operation is one evaluation, over 4,096 facts of random huxi. Run with the command in
 * docs/performance.md ("Hardening").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m"})
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class DivisionBenchmark {
    private static final int FACTS = 4096;

    private final Facts[] facts = new Facts[FACTS];
    private IntFormula compiled;
    private IntFormula guarded;
    private IntFormula unguarded;

    @Setup
    public void load() {
        compiled = VariantCompiler.compile(Path.of("..", "variants", "hunan.variant")).variant().orElseThrow()
                .rules().scoring().grade();
        Position at = new Position("bench", 1, 1);
        IntFormula dividend = ExpressionCompiler.formula(new Expr.Binary(Expr.BinaryOp.MINUS,
                new Expr.Phrase(List.of("huxi"), at), new Expr.Int(12, at), at), "bench");
        guarded = f -> Arithmetic.divide(dividend.evaluate(f), 3);
        unguarded = f -> Math.floorDiv(dividend.evaluate(f), 3);
        Random random = new Random(3);
        for (int i = 0; i < FACTS; i++) {
            facts[i] = new Facts().set(Quantity.HUXI, 15 + random.nextInt(60));
        }
    }

    @Benchmark
    @OperationsPerInvocation(FACTS)
    public long compiled() {
        return sum(compiled);
    }

    @Benchmark
    @OperationsPerInvocation(FACTS)
    public long guarded() {
        return sum(guarded);
    }

    @Benchmark
    @OperationsPerInvocation(FACTS)
    public long unguarded() {
        return sum(unguarded);
    }

    private long sum(IntFormula formula) {
        long total = 0;
        for (Facts f : facts) {
            total += formula.evaluate(f);
        }
        return total;
    }
}
