package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.Event;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Common random numbers (`RandomBot`): hunan and hunan with a 飘 phase that pays nothing
 * (conformance/cases/variants/piao-pays-nothing.variant), played from the same seeds by the same random bots, play
 * every hand identically once the 飘 phase is set aside — the 飘 draws come from their own stream, so they shift no
 * later choice. (Before, every one of these hands parted from the first decision.)
 */
class CommonRandomNumbersTest {
    @Test
    void aPiaoPhaseThatPaysNothingShiftsNoLaterChoice() {
        int identical = identicalAfterPiao(new HandStarter(RealVariants.HUNAN),
                new HandStarter(RealVariants.testVariant("piao-pays-nothing")), BotLineup.parse("random", 3), 1, 60);
        assertEquals(60, identical);
    }

    /**
     * Of the hands from these seeds, how many A and B (the same bots) play identically once each side's 飘 is set
     * aside: the 飘 offers, choices and stakes left out, the start compared by its deal and dealer.
     */
    static int identicalAfterPiao(HandStarter a, HandStarter b, BotLineup bots, long first, int hands) {
        int identical = 0;
        for (long seed = first; seed < first + hands; seed++) {
            List<Event> left = withoutPiao(Simulation.hand(a, bots, seed));
            List<Event> right = withoutPiao(Simulation.hand(b, bots, seed));
            identical += left.equals(right) ? 1 : 0;
        }
        return identical;
    }

    private static List<Event> withoutPiao(Game game) {
        List<Event> events = new ArrayList<>();
        for (Event event : game.trace()) {
            boolean piao = event instanceof Event.Stake
                    || event instanceof Event.Offer offer && offer.options().get(0).type() == ActionType.PIAO
                    || event instanceof Event.Choice choice && choice.action().type() == ActionType.PIAO;
            if (event instanceof Event.Start start) {
                events.add(new Event.Start("", start.players(), start.dealer(), start.deadHandsBefore(),
                        start.deck()));
            } else if (!piao) {
                events.add(event);
            }
        }
        return events;
    }
}
