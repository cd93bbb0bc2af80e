package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;

import java.util.List;

/** A player: picks one of the legal options the engine lists for its seat. */
public interface Bot {
    Action choose(Game game, int seat, List<Action> options);

    /** Plays a hand to its end, each seat's decisions by its bot. Returns the game. */
    static Game playOut(Game game, Bot... bots) {
        if (bots.length != game.players()) {
            throw new IllegalArgumentException("one bot per seat: " + game.players() + " seats, " + bots.length + " bots");
        }
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            game.choose(bots[seat].choose(game, seat, game.legalActions()));
        }
        return game;
    }
}
