package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Settlement;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * 剥皮 (001:29-47): each seat's total over a match (what its won hands added, {@code match adds:}; 001:32's totals
 * are huxi), rounded half up to tens (四舍五入), is settled against every other seat: net_i = stake x Σ_j (v_i - v_j).
 * 001:31-40 computes it by first taking the smallest total off all (三家减掉最少一家), which changes nothing, as every pairwise
 * difference stays the same.
 */
public final class MatchSettlement {
    private MatchSettlement() {}

    /** The outcome: each seat's net money in seat order, and whether the totals meet the match end. */
    public record Net(List<BigDecimal> net, boolean ended) {
        public Net {
            net = List.copyOf(net);
        }
    }

    /**
     * Settles one match's totals per seat, or explains why this variant does not settle that way. A total may be
     * negative where the variant's {@code match adds:} can be; half rounds up (toward +infinity) there too.
     */
    public static Net settle(RuleSet rules, int[] totals, int hands) {
        Settlement settlement = rules.scoring().settlement();
        if (settlement.method() != Settlement.Method.PEEL) {
            throw new IllegalArgumentException(rules.name() + " pays every hand as it is won (settlement: per hand),"
                    + " so match totals do not settle it; use a 剥皮 variant (settlement: peel)");
        }
        long sum = 0;
        long[] rounded = new long[totals.length];
        for (int seat = 0; seat < totals.length; seat++) {
            rounded[seat] = Math.floorDiv(totals[seat] + 5L, 10) * 10;
            sum += rounded[seat];
        }
        List<BigDecimal> net = new ArrayList<>(totals.length);
        for (long value : rounded) {
            net.add(Stake.money(totals.length * value - sum, rules.scoring().payments().stakeCents()));
        }
        return new Net(net, settlement.matchEnd().reached(hands, totals));
    }
}
