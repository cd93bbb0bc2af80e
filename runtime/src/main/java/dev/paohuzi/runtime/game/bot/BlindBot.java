package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Observation;

import java.util.List;

/**
 * A bot that decides from the legal options alone and sees nothing of the hand, so the engine builds it no
 * {@link Observation} ({@link Bot#decide}): building one (every seat's table, pile and counters) is the largest cost of
 * a hand played by random bots.
 */
public interface BlindBot extends Bot {
    /** The choice among the options, from nothing else. */
    Action choose(List<Action> options);

    @Override
    default Action choose(Observation view, List<Action> options) {
        return choose(options);
    }
}
