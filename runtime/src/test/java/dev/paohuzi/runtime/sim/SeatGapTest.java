package dev.paohuzi.runtime.sim;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SeatGapTest {
    /** Sums with these wins by seat (counted from the dealer) over {@code hands} hands, nothing else. */
    private static Metric.Sums wins(long hands, long... bySeat) {
        return new Metric.Sums() {
            @Override
            public double hands() {
                return hands;
            }

            @Override
            public double sum(int measure) {
                for (int seat = 0; seat < bySeat.length; seat++) {
                    if (measure == Measures.win(seat)) {
                        return bySeat[seat];
                    }
                }
                return 0;
            }
        };
    }

    /**
     * Two seats, 30 and 10 wins: the gap is |2p − 1| for the first seat's share p, so the shares with gap g are the two
     * points p = (1 ± g) / 2, and the test of "the gap is g" rejects when the observed share is far from both. Worked
     * here in closed form, not by draws: under p = a = (1 + g) / 2 the share is a + σZ (σ² = a(1 − a) / 40), its
     * distance to the nearer point exceeds sσ exactly when |Z| > s and |Z + g/σ| > s, and s is where that chance is
     * 5%. Far from g = 0 the second point is out of reach and the test is the score test, so the upper end is Wilson's
     * 0.85813 mapped to the gap, 0.71626; the lower end's point (p = 0.598) has the other point 2.5σ away, which lowers
     * the critical value and lifts the end from Wilson's 0.19612 to 0.24805.
     */
    @Test
    void withTwoSeatsTheTestFoldsAtEqualShares() {
        Stats.Interval interval = SeatGap.interval(wins(100, 30, 10), 2);
        assertEquals(0.5, SeatGap.value(wins(100, 30, 10), 2), 1e-12);
        // the lower end's critical value comes from 4,000 draws near the fold: steady to about 1%, 2e-3 of the gap
        assertEquals(closedFormEnd(30, 10, 0), interval.low(), 4e-3);
        assertEquals(closedFormEnd(30, 10, 1), interval.high(), 2e-4);
        assertEquals(0.24805, closedFormEnd(30, 10, 0), 5e-5);
        assertEquals(0.71626, closedFormEnd(30, 10, 1), 5e-5);
    }

    /** The end of the two-seat interval towards {@code rejected}, by the closed form above. */
    private static double closedFormEnd(long first, long second, double rejected) {
        double n = first + second;
        double share = first / n;
        double accepted = Math.abs(2 * share - 1);
        for (int step = 0; step < 60; step++) {
            double g = (rejected + accepted) / 2;
            double a = (1 + g) / 2;
            double sigma = Math.sqrt(a * (1 - a) / n);
            if (Math.abs(share - a) <= foldedPoint(g / sigma) * sigma) {
                accepted = g;
            } else {
                rejected = g;
            }
        }
        return accepted;
    }

    /** The s with P(|Z| > s and |Z + t| > s) = 5%, by bisection. */
    private static double foldedPoint(double t) {
        double low = 0;
        double high = 10;
        for (int step = 0; step < 100; step++) {
            double s = (low + high) / 2;
            double tail = 1 - Stats.normalCdf(s) + Stats.normalCdf(-s - t)
                    + (t > 2 * s ? Stats.normalCdf(-s) - Stats.normalCdf(s - t) : 0);
            if (tail > 0.05) {
                low = s;
            } else {
                high = s;
            }
        }
        return low;
    }

    /** The interval leaves out 0 exactly when the chi-square test of equal seats rejects at 5%; it holds the value. */
    @Test
    void theIntervalStartsAboveZeroExactlyWhenEqualSeatsAreRejected() {
        int rejected = 0;
        for (long a = 0; a <= 30; a += 5) {
            for (long b = 0; b <= 30; b += 5) {
                for (long c = 1; c <= 30; c += 6) {
                    Metric.Sums sums = wins(500, a, b, c);
                    Stats.Interval interval = SeatGap.interval(sums, 3);
                    boolean rejects = SeatGap.equalSeats(sums, 3) < 0.05;
                    rejected += rejects ? 1 : 0;
                    assertEquals(rejects, interval.low() > 0, a + " " + b + " " + c);
                    double value = SeatGap.value(sums, 3);
                    assertTrue(interval.low() <= value + 1e-9 && value <= interval.high() + 1e-9,
                            a + " " + b + " " + c);
                }
            }
        }
        assertTrue(rejected > 40, "the grid should hold rejections too: " + rejected);
    }

    /** No decided hand: no value, the whole range for an interval, no test. */
    @Test
    void noDecidedHand() {
        assertTrue(Double.isNaN(SeatGap.value(wins(50, 0, 0, 0), 3)));
        assertTrue(Double.isNaN(SeatGap.equalSeats(wins(50, 0, 0, 0), 3)));
        assertEquals(new Stats.Interval(0, 1), SeatGap.interval(wins(50, 0, 0, 0), 3));
    }
}
