package dev.paohuzi.runtime.bench;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.holding.Holding;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH fixture of the benchmarks over the bench holdings ({@link BenchHoldings}): the conformance module's
 * AnalyzerBenchmark and the compiler's ScoringBenchmark extend it, so they run alike (throughput per second, one
 * thread, one fork of 1 GiB, 4 warm-up and 5 measured iterations of 2 s; JMH reads these from the superclass) and
 * share the loops over the holdings whose checksum keeps the work from being optimised away. A subclass sets
 * {@link #holdings} and the analyzer under test, {@link #subject}, in its own {@code @Setup}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public abstract class HoldingsBenchmark {
    protected Holding[] holdings;
    protected Analyzer subject;

    /** The best decomposition of every holding (what scoring starts from and `analyze` prints): its groups, summed. */
    protected final long bestChecksum() {
        long checksum = 0;
        for (Holding holding : holdings) {
            checksum += subject.best(holding).map(best -> best.groups().size()).orElse(0);
        }
        return checksum;
    }

    /** The best decomposition as it was found before the analyzer's table path: the first of every one listed. */
    protected final long bestByListingChecksum() {
        long checksum = 0;
        for (Holding holding : holdings) {
            List<Decomposition> all = subject.decompositions(holding);
            checksum += all.isEmpty() ? 0 : all.get(0).groups().size();
        }
        return checksum;
    }

    /** The max huxi of every holding, summed. */
    protected final long maxHuxiChecksum() {
        return BenchHoldings.maxHuxiChecksum(subject, holdings);
    }
}
