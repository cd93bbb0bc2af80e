package dev.paohuzi.runtime.scoring;

import java.math.BigDecimal;

/** Points to money at a stake given in hundredths, exactly (0.5 a point is 50). */
public final class Stake {
    private Stake() {}

    public static BigDecimal money(long points, int stakeCents) {
        BigDecimal money = BigDecimal.valueOf(points * stakeCents, 2).stripTrailingZeros();
        return money.scale() < 0 ? money.setScale(0) : money;
    }
}
