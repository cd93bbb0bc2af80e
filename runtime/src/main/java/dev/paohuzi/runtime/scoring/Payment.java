package dev.paohuzi.runtime.scoring;

import java.math.BigDecimal;

/**
 * What one seat gains (positive) or pays (negative) for a win.
 *
 * @param seat       the seat, relative to the winner
 * @param points     in the variant's points (等, 分)
 * @param stakeCents the variant's money per point, in hundredths
 */
public record Payment(Seat seat, int points, int stakeCents) {

    /** Points times the stake, exactly; worked out when asked, as most scores are never turned into money. */
    public BigDecimal money() {
        return Stake.money(points, stakeCents);
    }
}
