package dev.paohuzi.runtime.sim;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The interaction's sums: mean contrast, its deviation and normal interval, worked out by hand. */
class InteractionTest {
    /** One deal's four arms x0, xA, xB, xAB as a tally of one hand. */
    private static Interaction.Tally deal(double x0, double xA, double xB, double xAB) {
        double c = xAB - xA - xB + x0;
        return new Interaction.Tally(1, new double[] {x0, xA, xB, xAB}, c, c * c);
    }

    @Test
    void theContrastOfEachDealAddsUpAndMerges() {
        // contrasts: 4 - 1 - 2 + 0 = 1; 0 - 0 - 0 + 3 = 3; 2 - 2 - 0 + 0 = 0; 1 - 0 - 1 + 0 = 0
        Interaction.Tally tally = Interaction.Tally.merge(Interaction.Tally.merge(deal(0, 1, 2, 4), deal(3, 0, 0, 0)),
                Interaction.Tally.merge(deal(0, 2, 0, 2), deal(0, 0, 1, 1)));
        assertEquals(4, tally.hands());
        assertEquals(1.0, tally.interaction(), 1e-12); // (1 + 3 + 0 + 0) / 4
        assertEquals(0.75, tally.mean(0), 1e-12);      // x0: (0 + 3 + 0 + 0) / 4
        assertEquals(1.75, tally.mean(3), 1e-12);      // xAB: (4 + 0 + 2 + 1) / 4
        // the mean of the contrast is the interaction of the arms' means: 1.75 - 0.75 - 0.75 + 0.75
        assertEquals(tally.mean(3) - tally.mean(1) - tally.mean(2) + tally.mean(0), tally.interaction(), 1e-12);
        // sample variance: ((1-1)^2 + (3-1)^2 + (0-1)^2 + (0-1)^2) / 3 = 6 / 3 = 2
        assertEquals(Math.sqrt(2), tally.deviation(), 1e-12);
        double half = 1.959963984540054 * Math.sqrt(2) / 2; // z · sd / sqrt(4)
        assertArrayEquals(new double[] {1 - half, 1 + half}, tally.interval(), 1e-12);
    }

    @Test
    void oneDealHasNoSpread() {
        assertEquals(0, deal(1, 2, 3, 4).deviation());
    }
}
