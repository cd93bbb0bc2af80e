package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.Bot;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;

/**
 * A seated bot whose decisions are timed in the CPU time of the thread that plays the hand (so a busy machine does
 * not lengthen them); reading that clock around a decision adds about a microsecond to it.
 */
final class TimedBot implements Bot {
    private static final ThreadMXBean CLOCK = ManagementFactory.getThreadMXBean();

    private final Bot bot;
    private long decisions;
    private long nanos;

    private TimedBot(Bot bot) {
        this.bot = bot;
    }

    static TimedBot[] all(Bot[] bots) {
        TimedBot[] timed = new TimedBot[bots.length];
        for (int seat = 0; seat < bots.length; seat++) {
            timed[seat] = new TimedBot(bots[seat]);
        }
        return timed;
    }

    @Override
    public Action choose(Observation view, List<Action> options) {
        long start = CLOCK.getCurrentThreadCpuTime();
        Action choice = bot.choose(view, options);
        nanos += CLOCK.getCurrentThreadCpuTime() - start;
        decisions++;
        return choice;
    }

    @Override
    public String name() {
        return bot.name();
    }

    long decisions() {
        return decisions;
    }

    long nanos() {
        return nanos;
    }
}
