package dev.paohuzi.runtime.bench;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.holding.Holding;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The general path: max huxi of Yongzhou holdings holding one or two jokers (seeded random holdings built from
 * groups, with table melds), fast against reference. Not part of the default run; see docs/performance.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class JokerAnalysisBenchmark {
    private static final int HOLDINGS = 10_000;

    @Param({"fast", "reference"})
    public String analyzer;

    private Holding[] holdings;
    private Analyzer subject;

    @Setup
    public void build() {
        List<Holding> withJokers = new ArrayList<>();
        for (long seed = 1; withJokers.size() < HOLDINGS; seed++) {
            Holding holding = RandomHoldings.composed(RealVariants.YONGZHOU, seed);
            if (holding.jokers() > 0) {
                withJokers.add(holding);
            }
        }
        holdings = withJokers.toArray(new Holding[0]);
        subject = analyzer.equals("fast") ? HandAnalyzer.of(RealVariants.YONGZHOU)
                : new ReferenceAnalyzer(RealVariants.YONGZHOU);
    }

    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long maxHuxi() {
        return BenchHoldings.maxHuxiChecksum(subject, holdings);
    }
}
