package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.bot.RestrictedBot;
import dev.paohuzi.runtime.game.bot.RestrictedBot.Restriction;

import java.util.List;

/**
 * Restricted play (Jaffe et al., AIIDE 2012): what a restriction costs a bot under a variant. For each restriction a
 * duplicate {@link Tournament} of two entrants, the bot and the same bot restricted ({@link RestrictedBot}), plays
 * the same deals (each at two tables, every entrant holding every seat's cards once); the restriction's cost is the
 * unrestricted bot's points per hand less the restricted one's over those deals, with the paired 95% bootstrap
 * interval over deals of {@link TournamentReport}. A rule set whose restrictions cost much rewards the skill they
 * take away; one where they cost nothing leaves that skill unused.
 */
public final class TournamentCosts {
    private TournamentCosts() {
    }

    /** A restriction's cost in points per hand, and the tournament report it is read from. */
    public record Cost(Restriction restriction, String restricted, TournamentReport.Figure cost,
                       TournamentReport report) {
    }

    /** The tournament measuring one restriction: the bot, then the same bot restricted. */
    public static Tournament tournament(String bot, Restriction restriction, int players) {
        return Tournament.of(List.of(bot, RestrictedBot.name(restriction, bot)), players);
    }

    /**
     * The cost read off a finished tournament of {@link #tournament}: points per hand of entrant 0 (the bot) less
     * entrant 1's (restricted).
     */
    public static Cost cost(Restriction restriction, TournamentTally tally, long seed) {
        TournamentReport report = TournamentReport.of(tally, seed);
        String restricted = tally.entrants().get(1);
        return new Cost(restriction, restricted, report.difference(tally.entrants().get(0), restricted), report);
    }
}
