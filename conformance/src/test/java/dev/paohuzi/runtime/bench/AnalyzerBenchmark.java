package dev.paohuzi.runtime.bench;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.holding.Holding;
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
 * Hand analysis throughput (max huxi + completeness, Hunan, one thread) on the fixed benchmark holdings, fast
 * against reference in the same run; also the best decomposition, found from the tables ({@code best}) and by
 * listing every decomposition ({@code bestByListing}, as {@code best} did before). One operation is one holding. Run with the command in docs/performance.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class AnalyzerBenchmark {
    private static final int HOLDINGS = 100_000;

    @Param({BenchHoldings.WIN21, BenchHoldings.DEAL21})
    public String file;

    @Param({"fast", "reference"})
    public String analyzer;

    private Holding[] holdings;
    private Analyzer subject;

    @Setup
    public void load() {
        holdings = BenchHoldings.load(file).holdings();
        if (holdings.length != HOLDINGS) {
            throw new IllegalStateException(file + " has " + holdings.length + " holdings, expected " + HOLDINGS);
        }
        subject = analyzer.equals("fast") ? HandAnalyzer.of(RealVariants.HUNAN)
                : new ReferenceAnalyzer(RealVariants.HUNAN);
    }

    /** Analyses every holding of the file; the checksum keeps the work from being optimised away. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long maxHuxi() {
        return BenchHoldings.maxHuxiChecksum(subject, holdings);
    }

    /** The best decomposition (what scoring starts from and `analyze` prints); empty for an incomplete holding. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long best() {
        long checksum = 0;
        for (Holding holding : holdings) {
            checksum += subject.best(holding).map(best -> best.groups().size()).orElse(0);
        }
        return checksum;
    }

    /** The best decomposition as it was found before the table path: the first of every decomposition listed. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long bestByListing() {
        long checksum = 0;
        for (Holding holding : holdings) {
            List<Decomposition> all = subject.decompositions(holding);
            checksum += all.isEmpty() ? 0 : all.get(0).groups().size();
        }
        return checksum;
    }
}
