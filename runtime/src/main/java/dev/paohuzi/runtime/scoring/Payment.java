package dev.paohuzi.runtime.scoring;

import java.math.BigDecimal;

/**
 * What one seat gains (positive) or pays (negative) for a win.
 *
 * @param seat   the seat, relative to the winner
 * @param points in the variant's points (等, 分)
 * @param money  points times the variant's stake
 */
public record Payment(Seat seat, int points, BigDecimal money) {
    static Payment of(Seat seat, int points, int stakeCents) {
        return new Payment(seat, points, Stake.money(points, stakeCents));
    }
}
