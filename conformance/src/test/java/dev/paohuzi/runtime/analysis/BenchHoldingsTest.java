package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.paohuzi.runtime.bench.BenchHoldings;
import dev.paohuzi.conformance.fixture.RealVariants;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The shared benchmark holdings as a regression test: their max huxi under Hunan is given in the files. */
class BenchHoldingsTest {
    private static final int REFERENCE_SAMPLE = 2_000;

    @ParameterizedTest
    @ValueSource(strings = {BenchHoldings.WIN21, BenchHoldings.DEAL21})
    void fastAnalyzerGivesEveryExpectedHuxi(String file) {
        BenchHoldings bench = BenchHoldings.load(file);
        HandAnalyzer analyzer = HandAnalyzer.of(RealVariants.HUNAN);
        int wrong = 0;
        StringBuilder firstWrong = new StringBuilder();
        for (int i = 0; i < bench.size(); i++) {
            int huxi = analyzer.maxHuxi(bench.holding(i));
            if (huxi != bench.expectedHuxi(i)) {
                wrong++;
                if (firstWrong.length() == 0) {
                    firstWrong.append("line ").append(i + 1).append(' ').append(bench.holding(i))
                            .append(": expected ").append(bench.expectedHuxi(i)).append(", got ").append(huxi);
                }
            }
        }
        assertEquals(0, wrong, () -> "holdings with a wrong max huxi; first: " + firstWrong);
    }

    @ParameterizedTest
    @ValueSource(strings = {BenchHoldings.WIN21, BenchHoldings.DEAL21})
    void referenceAnalyzerGivesExpectedHuxiOnASample(String file) {
        BenchHoldings bench = BenchHoldings.load(file);
        ReferenceAnalyzer analyzer = new ReferenceAnalyzer(RealVariants.HUNAN);
        SplittableRandom random = new SplittableRandom(20261129L);
        for (int n = 0; n < REFERENCE_SAMPLE; n++) {
            int i = random.nextInt(bench.size());
            assertEquals(bench.expectedHuxi(i), analyzer.maxHuxi(bench.holding(i)),
                    "line " + (i + 1) + " " + bench.holding(i));
        }
    }
}
