package dev.paohuzi.conformance.bots;

import dev.paohuzi.runtime.game.bot.PairedDeals;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small paired comparison on the bundled hunan (the full figures: {@link BotStrength}): on the same deals with the
 * seats rotated, the expert bot wins more points per hand than the greedy one. Seeded, so it is the same comparison
 * on every run; it fails when a change makes the expert no better than greedy on these deals.
 */
class BotStrengthTest {
    @Test
    void expertBeatsGreedyOnHunan() {
        RuleSet rules = BotStrength.compile("hunan");
        PairedDeals.Gap gap = PairedDeals.gap(rules, 1_000_000, 400, "expert", "greedy");
        assertTrue(gap.mean() > 0, "expert - greedy on hunan: " + gap);
    }
}
