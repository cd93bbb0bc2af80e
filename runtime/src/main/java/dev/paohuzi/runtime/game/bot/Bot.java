package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
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
     * The choice that needs no weighing: the one option there is, a win (the weighing bots always take it), or the
     * smallest 飘 ({@link #piao}); else null.
     */
    static Action obvious(List<Action> options) {
        if (options.size() == 1) {
            return options.get(0);
        }
        Action piao = piao(options);
        return piao != null ? piao : Action.winAmong(options);
    }

    /**
     * Where the options are the 飘 chosen before the deal, the smallest stake (listed first); else null. A seat's 飘
     * is paid by it to the winner when it loses and paid to it by each loser when it wins (`payer_piao +
     * payee_piao`), so at a table of equal seats it is even money that only widens the swings; a bot that cannot
     * price its edge over the table before seeing a card takes the least (docs/bots.md).
     */
    static Action piao(List<Action> options) {
        return options.get(0).type() == ActionType.PIAO ? options.get(0) : null;
    }

    /** Plays a hand to its end, each seat's decisions by its bot. Returns the game. */
    static Game playOut(Game game, Bot... bots) {
        if (bots.length != game.players()) {
            throw new IllegalArgumentException("one bot per seat: " + game.players() + " seats, " + bots.length
                    + " bots");
        }
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            game.choose(bots[seat].choose(game.observation(seat), game.legalActions()));
        }
        return game;
    }
}
