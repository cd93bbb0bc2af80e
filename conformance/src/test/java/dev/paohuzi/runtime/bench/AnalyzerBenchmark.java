package dev.paohuzi.runtime.bench;

import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.conformance.fixture.RealVariants;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Hand analysis throughput (max huxi + completeness, Hunan, one thread) on the fixed benchmark holdings, fast
 * against reference in the same run; also the best decomposition, found from the tables ({@code best}) and by
 * listing every decomposition ({@code bestByListing}, as {@code best} did before). One operation is one holding; the
 * JMH settings are {@link HoldingsBenchmark}'s. Run with the command in docs/performance.md.
 */
public class AnalyzerBenchmark extends HoldingsBenchmark {
    private static final int HOLDINGS = 100_000;

    @Param({BenchHoldings.WIN21, BenchHoldings.DEAL21})
    public String file;

    @Param({"fast", "reference"})
    public String analyzer;

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
        return maxHuxiChecksum();
    }

    /** The best decomposition (what scoring starts from and `analyze` prints); empty for an incomplete holding. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long best() {
        return bestChecksum();
    }

    /** The best decomposition as it was found before the table path: the first of every decomposition listed. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long bestByListing() {
        return bestByListingChecksum();
    }
}
