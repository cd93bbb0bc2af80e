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
     * Two seats, 30 and 10 wins: the gap is |2p − 1| for the first seat's share p, and with two categories Pearson's
     * region is Wilson's interval for p, [0.59806, 0.85813] at z = 1.96 (worked by hand), so the gap's interval is
     * [0.19612, 0.71626].
     */
    @Test
    void withTwoSeatsTheIntervalIsWilsonsMappedToTheGap() {
        Stats.Interval interval = SeatGap.interval(wins(100, 30, 10), 2);
        assertEquals(0.5, SeatGap.value(wins(100, 30, 10), 2), 1e-12);
        assertEquals(0.19612, interval.low(), 5e-5);
        assertEquals(0.71626, interval.high(), 5e-5);
    }

    /** The interval leaves out 0 exactly when the chi-square test of equal seats rejects at 5%; it holds the value. */
    @Test
    void theIntervalStartsAboveZeroExactlyWhenEqualSeatsAreRejected() {
        int rejected = 0;
        for (long a = 0; a <= 30; a += 3) {
            for (long b = 0; b <= 30; b += 3) {
                for (long c = 1; c <= 30; c += 4) {
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
        assertTrue(rejected > 100, "the grid should hold rejections too: " + rejected);
    }

    /** No decided hand: no value, the whole range for an interval, no test. */
    @Test
    void noDecidedHand() {
        assertTrue(Double.isNaN(SeatGap.value(wins(50, 0, 0, 0), 3)));
        assertTrue(Double.isNaN(SeatGap.equalSeats(wins(50, 0, 0, 0), 3)));
        assertEquals(new Stats.Interval(0, 1), SeatGap.interval(wins(50, 0, 0, 0), 3));
    }
}
