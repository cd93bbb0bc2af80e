package dev.paohuzi.compiler.bench;

import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.bench.BenchHoldings;
import dev.paohuzi.runtime.bench.HoldingsBenchmark;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.HandContext;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.WinContext;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What scoring adds to analysis: the winning holdings of the fixed bench file win21 (those with 15 huxi or more),
 * under a compiled bundled variant, one thread. `maxHuxi` is the analyzer's figure of issue 3; `best` finds the
 * best decomposition, the analysis of a win (what `analyze` prints, and what a score is worked out from);
 * `bestByListing` finds it as `best` did before the analyzer's table path, as the first of every decomposition.
 * `bestAndScore` is `score`: the context check, the analysis, the hand quantities, grade, patterns, fan, base and
 * payments. It asks the analyzer only for `bestTally`, the best decomposition's group counts and huxi, looked up
 * from the same tables without building the decomposition. `scoreOnly` is the scoring steps alone, from
 * decompositions found in the set-up (20,000 of them, so it reads groups from memory rather than from cache).
 * One operation is one holding; the JMH settings are {@link HoldingsBenchmark}'s. Run with the command in
 * docs/performance.md ("Scoring").
 */
public class ScoringBenchmark extends HoldingsBenchmark {
    private static final int HOLDINGS = 20_000;

    /** hunan: 4 patterns; hunan-full: 12 patterns, the largest table. */
    @Param({"hunan", "hunan-full"})
    public String variant;

    private Decomposition[] decompositions;
    private Scorer scorer;
    private final WinContext context = WinContext.builder().selfDraw(true).build();

    @Setup
    public void load() {
        RuleSet rules = VariantCompiler.compile(Path.of("..", "variants", variant + ".variant")).variant()
                .orElseThrow(() -> new IllegalStateException(variant + " does not compile")).rules();
        HandAnalyzer analyzer = HandAnalyzer.of(rules);
        subject = analyzer;
        scorer = Scorer.of(analyzer);
        holdings = winningHoldings(rules.win().minimumHuxi());
        decompositions = new Decomposition[holdings.length];
        for (int i = 0; i < holdings.length; i++) {
            decompositions[i] = analyzer.best(holdings[i]).orElseThrow();
        }
    }

    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long maxHuxi() {
        return maxHuxiChecksum();
    }

    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long best() {
        return bestChecksum();
    }

    /** What `bestAndScore` asks of the analyzer: the best decomposition's group tally, not the decomposition. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long bestTally() {
        long checksum = 0;
        for (Holding holding : holdings) {
            checksum += subject.bestTally(holding);
        }
        return checksum;
    }

    /** The best decomposition as `best` found it before the analyzer's table path: the first of all listed. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long bestByListing() {
        return bestByListingChecksum();
    }

    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long bestAndScore() {
        long checksum = 0;
        for (Holding holding : holdings) {
            ScoreResult result = scorer.score(holding, context, HandContext.NONE);
            checksum += ((ScoreResult.Scored) result).score().payments().get(0).points();
        }
        return checksum;
    }

    /** Scoring alone: the same wins from their best decompositions, found in the set-up. */
    @Benchmark
    @OperationsPerInvocation(HOLDINGS)
    public long scoreOnly() {
        long checksum = 0;
        for (Decomposition decomposition : decompositions) {
            ScoreResult result = scorer.score(decomposition, context, HandContext.NONE);
            checksum += ((ScoreResult.Scored) result).score().payments().get(0).points();
        }
        return checksum;
    }

    /** The first HOLDINGS holdings of win21 whose expected huxi wins (the file's own second column). */
    private static Holding[] winningHoldings(int minimumHuxi) {
        BenchHoldings win21 = BenchHoldings.load(BenchHoldings.WIN21);
        List<Holding> wins = new ArrayList<>();
        for (int i = 0; i < win21.size() && wins.size() < HOLDINGS; i++) {
            if (win21.expectedHuxi(i) >= minimumHuxi) {
                wins.add(win21.holding(i));
            }
        }
        if (wins.size() != HOLDINGS) {
            throw new IllegalStateException("win21 has " + wins.size() + " winning holdings, expected " + HOLDINGS);
        }
        return wins.toArray(new Holding[0]);
    }
}
