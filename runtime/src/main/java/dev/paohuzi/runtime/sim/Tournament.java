package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.bot.BotLineup;

import java.util.ArrayList;
import java.util.List;

/**
 * A duplicate tournament's format (as duplicate bridge and poker, and Mortal's evaluation, play): who takes part and
 * at which tables every deal is played. With k entrants and n seats there are k tables; at table t, seat s holds
 * entrant {@code (s + t) mod k}. So over a deal's k tables every entrant holds every seat's cards exactly once — the
 * luck of the deal cancels in the differences — whatever k is: with k = n the tables are the lineup's n rotations
 * ({@link BotLineup#rotated}); with fewer entrants than seats they repeat round the table (two entrants at three
 * seats: a,b,a then b,a,b); with more, each table seats n of them in turn (a,b,c / b,c,d / c,d,a / d,a,b). Every
 * table deals the same cards (the deal's seed, seat 0 dealing); the bots are seated by the registry for that seed
 * ({@link BotLineup#seat}), so a random bot in a seat plays the same sequence at every table.
 *
 * <p>Entrants are the names as given, in order; a name given twice enters twice (labelled {@code greedy#2}), which is
 * how a bot is matched against itself.
 */
public final class Tournament {
    private final List<String> entrants;
    private final List<BotLineup> tables;

    private Tournament(List<String> entrants, List<BotLineup> tables) {
        this.entrants = List.copyOf(entrants);
        this.tables = List.copyOf(tables);
    }

    /**
     * The tournament of these bots at a variant with this many seats.
     *
     * @throws IllegalArgumentException a plain message when there are no bots or one the registry does not know
     */
    public static Tournament of(List<String> bots, int players) {
        if (bots.isEmpty()) {
            throw new IllegalArgumentException("name at least one bot");
        }
        List<BotLineup> tables = new ArrayList<>();
        for (int table = 0; table < bots.size(); table++) {
            List<String> seats = new ArrayList<>(players);
            for (int seat = 0; seat < players; seat++) {
                seats.add(bots.get((seat + table) % bots.size()));
            }
            tables.add(BotLineup.parse(String.join(",", seats), players));
        }
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            String name = bots.get(i).strip();
            long before = bots.subList(0, i).stream().filter(b -> b.strip().equals(name)).count();
            labels.add(before == 0 ? name : name + "#" + (before + 1));
        }
        return new Tournament(labels, tables);
    }

    /** The entrants' labels, in the order given. */
    public List<String> entrants() {
        return entrants;
    }

    public int players() {
        return tables.get(0).players();
    }

    /** The lineups a deal is played with, one per table. */
    public List<BotLineup> tables() {
        return tables;
    }

    /** The entrant holding a seat at a table. */
    public int entrant(int table, int seat) {
        return (seat + table) % entrants.size();
    }

    /** An empty result for this tournament, its bootstrap blocks {@code blockSize} deals long. */
    public TournamentTally tally(int blockSize) {
        return new TournamentTally(entrants, players(), blockSize);
    }
}
