package dev.paohuzi.web.common;

import dev.paohuzi.runtime.game.bot.BotLineup;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** A link to the trace stepper at one step of a simulated hand: the seed's deal, seat 0 dealing, its bots. */
public final class StepperLink {
    private StepperLink() {}

    /** @param bots the run's lineup; the hand of this seed seats it turned by the seed, as the simulation does */
    public static String of(String variant, BotLineup bots, long seed, int step) {
        return "/trace.html?variant=" + URLEncoder.encode(variant, StandardCharsets.UTF_8) + "&seed=" + seed
                + "&bots=" + bots.rotated(seed) + "&step=" + step;
    }
}
