package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.scoring.ScoredPattern;
import dev.paohuzi.runtime.scoring.Stake;

import java.math.BigDecimal;
import java.util.List;

/**
 * What a finished hand pays, worked out by the variant's scoring (issue 4) from the hand's result.
 *
 * @param kind       a paid win, a dead hand, or a win the variant's scoring refuses (see {@code reason})
 * @param grade      the win's grade 等 (0 for a dead hand)
 * @param patterns   the patterns that apply, with their fan
 * @param fan        the combined fan
 * @param base       the base 底
 * @param points     per seat (absolute seats), in the variant's points: positive gains, negative payments
 * @param counting   the counting seat's points (数牌, 001:53-74); 0 when there is none
 * @param stakeCents money per point, in hundredths
 * @param matchValue what the hand adds to its winner's match total (`match adds:`); 0 for a dead or refused hand
 * @param reason     why a win is refused, empty otherwise
 */
public record HandSettlement(Kind kind, int grade, List<ScoredPattern> patterns, int fan, int base,
                             List<Integer> points, int counting, int stakeCents, int matchValue, String reason) {
    public HandSettlement {
        patterns = List.copyOf(patterns);
        points = List.copyOf(points);
    }

    public enum Kind {
        WIN("win"),
        DEAD("dead"),
        REFUSED("refused");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    /** Every seat's points and the counting seat's: zero whenever the payments balance (000:120). */
    public int sum() {
        int total = counting;
        for (int value : points) {
            total += value;
        }
        return total;
    }

    /** A seat's points as money at the variant's stake. */
    public BigDecimal money(int seat) {
        return Stake.money(points.get(seat), stakeCents);
    }
}
