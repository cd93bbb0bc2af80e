package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.sim.TournamentReport;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small duplicate tournament on the bundled hunan (the full figures: {@link Ladder}): on the
 * same deals with the seats rotated, the expert bot wins more points per hand than the greedy one. Seeded, so it is
 * the same tournament on every run; it fails when a change makes the expert no better than greedy on these deals.
 */
class BotStrengthTest {
    @Test
    void expertBeatsGreedyOnHunan() throws InterruptedException {
        TournamentReport report = Ladder.play(RealVariants.bundled("hunan"), List.of("expert", "greedy"), 400, 2);
        TournamentReport.Figure gap = Ladder.gap(report, "expert", "greedy");
        assertTrue(gap.value() > 0, "expert - greedy on hunan: " + gap);
    }
}
