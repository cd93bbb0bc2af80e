package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.scoring.ScoredPattern;
import dev.paohuzi.runtime.scoring.Stake;

import java.math.BigDecimal;
import java.util.List;

/**
 * What a finished hand pays, worked out by the variant's scoring (issue 4) from the hand's result.
 *
 * @param kind       a paid win, a dead hand, or a win the variant's scoring refuses (see {@code reason})
 * @param wins       what each win pays, in the order of {@link HandResult#wins()} (several only under 一炮多响); empty
 *                   for a dead or refused hand
 * @param points     per seat (absolute seats), in the variant's points: positive gains, negative payments; under
 *                   一炮多响 the sum of each win's
 * @param counting   the counting seat's points (数牌, 001:53-74); 0 when there is none
 * @param stakeCents money per point, in hundredths
 * @param reason     why a win is refused, empty otherwise
 */
public record HandSettlement(Kind kind, List<Paid> wins, List<Integer> points, int counting, int stakeCents,
                             String reason) {
    public HandSettlement {
        wins = List.copyOf(wins);
        points = List.copyOf(points);
    }

    /**
     * What one win pays.
     *
     * @param winner     the winning seat
     * @param grade      the win's grade 等
     * @param patterns   the patterns that apply, with their fan
     * @param fan        the combined fan
     * @param base       the base 底
     * @param points     per seat (absolute seats), this win's payments alone
     * @param counting   the counting seat's points from this win
     * @param matchValue what the win adds to its winner's match total (`match adds:`)
     * @param matchTaken per seat (absolute seats), what the win takes from its match total (`match takes:`, 放炮罚);
     *                   0 for the winner
     */
    public record Paid(int winner, int grade, List<ScoredPattern> patterns, int fan, int base, List<Integer> points,
                       int counting, int matchValue, List<Integer> matchTaken) {
        public Paid {
            patterns = List.copyOf(patterns);
            points = List.copyOf(points);
            matchTaken = List.copyOf(matchTaken);
        }

        /** Adds what this win changes of each seat's match total to {@code totals} (absolute seats). */
        public void addToMatch(int[] totals) {
            totals[winner] = Math.addExact(totals[winner], matchValue);
            for (int seat = 0; seat < matchTaken.size(); seat++) {
                totals[seat] = Math.subtractExact(totals[seat], matchTaken.get(seat));
            }
        }
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

    /**
     * The hand's one win, for a reader that knows the hand has exactly one winner (a scoring case, a test of a single
     * win); a reader of any hand reads {@link #wins()}, since under 一炮多响 a first win would drop the others.
     *
     * @throws IllegalStateException for a dead or refused hand or several wins, so no win is ever dropped silently
     */
    public Paid onlyWin() {
        if (wins.size() != 1) {
            throw new IllegalStateException("a hand of one win expected, got " + kind.word() + " with " + wins.size()
                    + " wins");
        }
        return wins.get(0);
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
