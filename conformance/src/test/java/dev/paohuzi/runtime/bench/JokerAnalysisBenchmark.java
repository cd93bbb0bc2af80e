package dev.paohuzi.runtime.bench;

import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.holding.Holding;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The general path: max huxi of Yongzhou holdings holding one or two jokers (seeded random holdings built from
 * groups, with table melds), fast against reference; {@link HoldingsBenchmark}'s JMH settings, 3 warm-ups. Not part of
 * the default run; see docs/performance.md.
 */
@Warmup(iterations = 3, time = 2)
public class JokerAnalysisBenchmark extends HoldingsBenchmark {
    private static final int HOLDINGS = 10_000;

    @Param({"fast", "reference"})
    public String analyzer;

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
        return maxHuxiChecksum();
    }
}
