package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Observation;

import java.util.List;

/**
 * A player: picks one of the legal options the engine lists for its seat, knowing only what that seat may see
 * (Catanatron's rule: bot logic depends on an observation, never on the game).
 */
public interface Bot {
    Action choose(Observation view, List<Action> options);

    /** The bot's name in {@link BotLineup#KINDS}. */
    String name();

    /**
     * The choice that needs no weighing: the one option there is, or a win (the weighing bots always take it); else
     * null. A 飘 before the deal is weighed ({@link Stakes}).
     */
    static Action obvious(List<Action> options) {
        return options.size() == 1 ? options.get(0) : Action.winAmong(options);
    }

    /** Plays a hand to its end, each seat's decisions by its bot. Returns the game. */
    static Game playOut(Game game, Bot... bots) {
        if (bots.length != game.players()) {
            throw new IllegalArgumentException("one bot per seat: " + game.players() + " seats, " + bots.length
                    + " bots");
        }
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            game.choose(decide(bots[seat], game, seat));
        }
        return game;
    }

    /**
     * The bot's choice for the seat the game waits on: its observation of the game (none for a {@link BlindBot})
     * and the legal options. Whatever plays bots against a game asks through this.
     */
    static Action decide(Bot bot, Game game, int seat) {
        List<Action> options = game.legalActions();
        return bot instanceof BlindBot blind ? blind.choose(options) : bot.choose(game.observation(seat), options);
    }
}
