package dev.paohuzi.runtime.sim;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StatsTest {
    /** 0 of 10: Wilson's interval is [0, z²/(n + z²)] = [0, 0.2775] at z = 1.96, worked by hand. */
    @Test
    void wilsonIntervalOfNoSuccesses() {
        Stats.Interval interval = Stats.wilson(0, 10, 1.96);
        assertEquals(0, interval.low(), 1e-12);
        assertEquals(1.96 * 1.96 / (10 + 1.96 * 1.96), interval.high(), 1e-12);
    }

    /** 5 of 10: symmetric about 0.5, half-width z/(1 + z²/n) · √(1/40 + z²/400) = 0.2693 at z = 1.96. */
    @Test
    void wilsonIntervalOfAHalf() {
        Stats.Interval interval = Stats.wilson(5, 10, 1.96);
        double half = 1.96 / (1 + 1.96 * 1.96 / 10) * Math.sqrt(0.025 + 1.96 * 1.96 / 400);
        assertEquals(0.5 - half, interval.low(), 1e-12);
        assertEquals(0.5 + half, interval.high(), 1e-12);
    }

    /** The sign test against the binomial tail summed exactly in BigInteger, on seeded random splits. */
    @Test
    void signTestIsTheExactBinomialTail() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + random.nextInt(400);
            int above = random.nextInt(n + 1);
            int k = Math.min(above, n - above);
            BigInteger tail = BigInteger.ZERO;
            BigInteger choose = BigInteger.ONE;
            for (int j = 0; j <= k; j++) {
                tail = tail.add(choose);
                choose = choose.multiply(BigInteger.valueOf(n - j)).divide(BigInteger.valueOf(j + 1));
            }
            double exact = Math.min(1, new BigDecimal(tail.shiftLeft(1))
                    .divide(new BigDecimal(BigInteger.ONE.shiftLeft(n)), MathContext.DECIMAL64).doubleValue());
            if (2 * k == n) {
                exact = 1;
            }
            double p = Stats.signTest(above, n - above);
            assertEquals(exact, p, 1e-9 * Math.max(exact, 1e-300) + 1e-300, "n " + n + ", above " + above);
        }
        assertEquals(2.0 / 1024, Stats.signTest(10, 0), 1e-15); // all ten one way: 2 · 2⁻¹⁰
    }

    @Test
    void normalQuantileInvertsTheDistributionFunction() {
        for (double p : List.of(1e-6, 0.01, 0.025, 0.3, 0.5, 0.9, 0.975, 0.999)) {
            assertEquals(p, Stats.normalCdf(Stats.normalQuantile(p)), 2e-7 + 1e-6 * p);
        }
        assertEquals(1.959964, Stats.normalQuantile(0.975), 1e-6);
    }

    /** The looks' levels spend exactly α, mostly at the end. */
    @Test
    void theSequentialLevelsAddUpToAlpha() {
        SequentialTest test = new SequentialTest(10_000, 0.05);
        List<Long> looks = test.looks();
        assertEquals(10, looks.size());
        double total = 0;
        long previous = 0;
        for (long look : looks) {
            total += test.level(previous, look);
            previous = look;
        }
        assertEquals(0.05, total, 1e-6);
        assertTrue(test.level(0, looks.get(0)) < 1e-6, "almost nothing spent at the first look");
    }

    /**
     * Under no difference (every untied hand a fair coin), the sequential test stops falsely at most α of the time:
     * 2,000 seeded comparisons of up to 2,000 untied hands.
     */
    @Test
    void theSequentialTestControlsItsErrorRate() {
        SplittableRandom random = new SplittableRandom(3);
        int falseStops = 0;
        int runs = 2000;
        SequentialTest test = new SequentialTest(2000, 0.05);
        for (int run = 0; run < runs; run++) {
            long above = 0;
            long played = 0;
            long previous = 0;
            for (long look : test.looks()) {
                for (; played < look; played++) {
                    above += random.nextBoolean() ? 1 : 0;
                }
                if (Stats.signTest(above, played - above) < test.level(previous, look)) {
                    falseStops++;
                    break;
                }
                previous = look;
            }
        }
        // α = 5%: 100 of 2,000 expected at most; 3 standard errors of slack over that
        assertTrue(falseStops <= 100 + 3 * Math.sqrt(2000 * 0.05 * 0.95), falseStops + " false stops");
    }
}
