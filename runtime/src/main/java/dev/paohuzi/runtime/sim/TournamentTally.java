package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;

import java.io.Serial;
import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What some deals of a {@link Tournament} came to: per entrant its hands (seats held), points, wins, 放炮 (a discard
 * of its won on by another seat) and dead hands, summed over all and per block of deals for the bootstrap; hands
 * played per table; the counting seat's points (数醒, so the books balance where a fourth person counts); and the
 * decisions and their CPU time per entrant. Every part is a sum over deals, so {@link #merge} is associative and
 * commutative and a run's tally is the same however its seeds were split — except the CPU times, which vary from run
 * to run and which {@link #equals} leaves out.
 */
public final class TournamentTally implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    static final int HANDS = 0;
    static final int POINTS = 1;
    static final int WINS = 2;
    static final int DEAL_INS = 3;
    static final int DEAD = 4;
    static final int FIGURES = 5;

    private final List<String> entrants;
    private final int players;
    private final int blockSize;
    private long deals;
    /** Per entrant e and figure f, at {@code FIGURES * e + f}. */
    private final long[] sum;
    /** Block of seeds ({@code floorDiv(seed, blockSize)}) → its deals, then its sum of each figure. */
    private final TreeMap<Long, long[]> blocks = new TreeMap<>();
    private final long[] tableHands;
    private long counting;
    private final long[] decisions;
    private final long[] nanos;

    TournamentTally(List<String> entrants, int players, int blockSize) {
        if (blockSize < 1) {
            throw new IllegalArgumentException("a block holds at least one deal, got " + blockSize);
        }
        this.entrants = List.copyOf(entrants);
        this.players = players;
        this.blockSize = blockSize;
        int k = entrants.size();
        sum = new long[FIGURES * k];
        tableHands = new long[k];
        decisions = new long[k];
        nanos = new long[k];
    }

    /** Adds the deal dealt from {@code seed}: its hand at each table, and each table's timed bots by seat. */
    void add(long seed, Tournament tournament, Game[] games, TimedBot[][] bots) {
        deals++;
        long[] block = blocks.computeIfAbsent(Math.floorDiv(seed, blockSize), b -> new long[1 + sum.length]);
        block[0]++;
        for (int table = 0; table < games.length; table++) {
            tableHands[table]++;
            HandResult result = games[table].result();
            HandSettlement paid = games[table].settlement();
            counting += paid.counting();
            for (int seat = 0; seat < players; seat++) {
                int entrant = tournament.entrant(table, seat);
                boolean won = false;
                boolean dealtIn = false;
                for (HandResult.Win win : result.wins()) {
                    won |= win.winner() == seat;     // any of several winners (一炮多响)
                    dealtIn |= win.how().onDiscard() && win.fromSeat() == seat;
                }
                long[] figures = new long[FIGURES];
                figures[HANDS] = 1;
                figures[POINTS] = paid.points().get(seat);
                figures[WINS] = won ? 1 : 0;
                figures[DEAL_INS] = !won && dealtIn ? 1 : 0;
                figures[DEAD] = result.outcome() == HandResult.Outcome.DEAD ? 1 : 0;
                for (int f = 0; f < FIGURES; f++) {
                    sum[FIGURES * entrant + f] += figures[f];
                    block[1 + FIGURES * entrant + f] += figures[f];
                }
                decisions[entrant] += bots[table][seat].decisions();
                nanos[entrant] += bots[table][seat].nanos();
            }
        }
    }

    /** The deals of both, as one tally; neither changes. */
    public static TournamentTally merge(TournamentTally left, TournamentTally right) {
        if (!left.entrants.equals(right.entrants) || left.players != right.players
                || left.blockSize != right.blockSize) {
            throw new IllegalArgumentException("tallies of " + left.entrants + " and " + right.entrants
                    + " at " + left.players + " and " + right.players + " seats, blocks of " + left.blockSize
                    + " and " + right.blockSize + " deals do not merge");
        }
        TournamentTally merged = new TournamentTally(left.entrants, left.players, left.blockSize);
        for (TournamentTally part : List.of(left, right)) {
            merged.deals += part.deals;
            merged.counting += part.counting;
            Tally.add(merged.sum, part.sum);
            Tally.add(merged.tableHands, part.tableHands);
            Tally.add(merged.decisions, part.decisions);
            Tally.add(merged.nanos, part.nanos);
            part.blocks.forEach((block, sums) -> Tally.add(merged.blocks.computeIfAbsent(block,
                    b -> new long[sums.length]),
                    sums));
        }
        return merged;
    }

    public List<String> entrants() {
        return entrants;
    }

    public int players() {
        return players;
    }

    public long deals() {
        return deals;
    }

    /** Hands played, every table of every deal once. */
    public long hands() {
        return Arrays.stream(tableHands).sum();
    }

    /** Hands played at a table: each deal once. */
    public long tableHands(int table) {
        return tableHands[table];
    }

    /** The seats an entrant held: one per seat per deal. */
    public long hands(int entrant) {
        return sum[FIGURES * entrant + HANDS];
    }

    /** An entrant's points over all its hands (negative: paid). */
    public long points(int entrant) {
        return sum[FIGURES * entrant + POINTS];
    }

    public long wins(int entrant) {
        return sum[FIGURES * entrant + WINS];
    }

    /** 放炮: hands another seat won on this entrant's discard. */
    public long dealIns(int entrant) {
        return sum[FIGURES * entrant + DEAL_INS];
    }

    public long deadHands(int entrant) {
        return sum[FIGURES * entrant + DEAD];
    }

    /** The counting seat's points over all hands (0 where nobody counts); with the entrants' they sum to 0. */
    public long counting() {
        return counting;
    }

    public long decisions(int entrant) {
        return decisions[entrant];
    }

    /** CPU time of an entrant's decisions, in nanoseconds (varies from run to run). */
    public long decisionNanos(int entrant) {
        return nanos[entrant];
    }

    /** The figures summed over all deals ({@code hands()} counts the deals), as the bootstrap's resamples are. */
    Metric.Sums sums() {
        return new Metric.Sums() {
            @Override
            public double hands() {
                return deals;
            }

            @Override
            public double sum(int figure) {
                return sum[figure];
            }
        };
    }

    /** Each block's deals (index 0) and figure sums, in block order, for {@link Bootstrap}. */
    List<long[]> blockSums() {
        return blocks.values().stream().map(long[]::clone).toList();
    }

    /** Equal deals played alike; the CPU times are not compared. */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof TournamentTally that)) {
            return false;
        }
        boolean sameBlocks = blocks.size() == that.blocks.size() && blocks.entrySet().stream().allMatch(
                e -> Arrays.equals(e.getValue(), that.blocks.get(e.getKey())));
        return entrants.equals(that.entrants) && players == that.players && blockSize == that.blockSize
                && deals == that.deals && counting == that.counting && Arrays.equals(sum, that.sum)
                && Arrays.equals(tableHands, that.tableHands) && Arrays.equals(decisions, that.decisions)
                && sameBlocks;
    }

    @Override
    public int hashCode() {
        return Objects.hash(entrants, deals, Arrays.hashCode(sum));
    }
}
