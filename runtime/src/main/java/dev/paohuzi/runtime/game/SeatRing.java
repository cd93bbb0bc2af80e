package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.SeatOrder;
import dev.paohuzi.runtime.rules.Turns;

import java.util.List;

/**
 * The seats around the table of one hand: who is next and previous (下家 / 上家, 003:29), and the variant's seat
 * orders relative to a seat (the winner order, 000:71, and the 天胡 order, 000:76). Immutable: copies of a hand
 * share it.
 */
final class SeatRing {
    private final int players;
    private final int dealer;
    /** Seats in the order they win a card drawn or discarded by the seat of the index (000:71). */
    private final int[][] winnerOrders;
    /** By that seat, each seat's index in its winner order. */
    private final int[][] winnerPositions;

    SeatRing(int players, int dealer, Claims claims) {
        this.players = players;
        this.dealer = dealer;
        this.winnerOrders = new int[players][];
        this.winnerPositions = new int[players][];
        for (int seat = 0; seat < players; seat++) {
            winnerOrders[seat] = order(claims.winnerOrder(), seat);
            winnerPositions[seat] = ClaimRound.positions(winnerOrders[seat]);
        }
    }

    int next(int seat) {
        return after(seat, 1);
    }

    int previous(int seat) {
        return after(seat, players - 1);
    }

    /** The seat {@code steps} places after this one in turn order (0 steps or more). */
    int after(int seat, int steps) {
        return after(seat, steps, players);
    }

    /** The seat {@code steps} places after this one in turn order, at a table of {@code players} seats. */
    static int after(int seat, int steps, int players) {
        return Turns.after(seat, steps, players);
    }

    /** Seats in a variant order relative to a seat (000:71, 000:76), then any seats it does not name, in turn order. */
    int[] order(List<SeatOrder> order, int relativeTo) {
        int[] seatsInOrder = new int[players];
        boolean[] placed = new boolean[players];
        int n = 0;
        for (SeatOrder position : order) {
            int seat = switch (position) {
                case DRAWER -> relativeTo;
                case DEALER -> dealer;
                case NEXT -> next(relativeTo);
                case PREVIOUS -> previous(relativeTo);
            };
            if (!placed[seat]) {
                placed[seat] = true;
                seatsInOrder[n++] = seat;
            }
        }
        for (int i = 0; i < players; i++) {
            int seat = after(relativeTo, i);
            if (!placed[seat]) {
                placed[seat] = true;
                seatsInOrder[n++] = seat;
            }
        }
        return seatsInOrder;
    }

    /** A fresh copy of the winner order from a seat (the claim round sorts it). */
    int[] winnerOrder(int from) {
        return winnerOrders[from].clone();
    }

    /** By seat, its index in the winner order from a seat: shared, not to be written. */
    int[] winnerPositions(int from) {
        return winnerPositions[from];
    }
}
