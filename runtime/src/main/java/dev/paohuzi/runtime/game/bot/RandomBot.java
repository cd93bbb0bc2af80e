package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Observation;

import java.util.List;
import java.util.SplittableRandom;

/** Picks uniformly among the legal options, from its own seeded random sequence. */
public final class RandomBot implements Bot {
    private final SplittableRandom random;

    public RandomBot(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Action choose(Observation view, List<Action> options) {
        return options.get(random.nextInt(options.size()));
    }

    @Override
    public String name() {
        return "random";
    }
}
