package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.IntFormula;

/**
 * The payments of a variant, in points; money is points times the stake. The winner gets what the losers pay,
 * less the counting seat's share (赢家获得积分=输家失去积分之和, 000:120; 001:56-61), so every settlement sums to 0.
 *
 * @param loserPays        what each losing seat pays for a win (000:124: x * f * d; 001:61: 等 x 0.5)
 * @param countingSeatGets what the counting seat takes out of each loser's payment (001:61: 其中有0.5是要给数牌的人)
 * @param roomBase         the room's base points d (000:121), readable as {@code room_base}
 * @param stakeCents       money per point in hundredths: 50 is 0.5 a point (打五毛, 001:31)
 * @param escapePenalty    what a seat that leaves a hand pays (000:125-127)
 * @param deadHandPays     on a dead hand, what one seat pays another (000:133 jokers, 004:48 the dealer)
 * @param discardWin       who pays for a win on a discard 放炮 (`discard win paid by:`)
 * @param xianggongPays    at a hand's end, won or dead, what a 相公 seat pays each other seat ({@link
 *                         Claims#xianggong()}; 郴州: billee1011/repository Table_ChenZhou.java:454-465)
 */
public record Payments(IntFormula loserPays, IntFormula countingSeatGets, int roomBase, int stakeCents,
                       IntFormula escapePenalty, IntFormula deadHandPays, DiscardWinPayer discardWin,
                       int xianggongPays) {
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these payments, so that a test changes one of them by name. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Builds the payments by name; every part must be set (a base variant states them all). */
    public static final class Builder {
        private IntFormula loserPays;
        private IntFormula countingSeatGets;
        private int roomBase;
        private int stakeCents;
        private IntFormula escapePenalty;
        private IntFormula deadHandPays;
        private DiscardWinPayer discardWin;
        private int xianggongPays;

        private Builder() {
        }

        private Builder(Payments payments) {
            loserPays = payments.loserPays;
            countingSeatGets = payments.countingSeatGets;
            roomBase = payments.roomBase;
            stakeCents = payments.stakeCents;
            escapePenalty = payments.escapePenalty;
            deadHandPays = payments.deadHandPays;
            discardWin = payments.discardWin;
            xianggongPays = payments.xianggongPays;
        }

        public Builder loserPays(IntFormula loserPays) {
            this.loserPays = loserPays;
            return this;
        }

        public Builder countingSeatGets(IntFormula countingSeatGets) {
            this.countingSeatGets = countingSeatGets;
            return this;
        }

        public Builder roomBase(int roomBase) {
            this.roomBase = roomBase;
            return this;
        }

        public Builder stakeCents(int stakeCents) {
            this.stakeCents = stakeCents;
            return this;
        }

        public Builder escapePenalty(IntFormula escapePenalty) {
            this.escapePenalty = escapePenalty;
            return this;
        }

        public Builder deadHandPays(IntFormula deadHandPays) {
            this.deadHandPays = deadHandPays;
            return this;
        }

        public Builder discardWin(DiscardWinPayer discardWin) {
            this.discardWin = discardWin;
            return this;
        }

        public Builder xianggongPays(int xianggongPays) {
            this.xianggongPays = xianggongPays;
            return this;
        }

        public Payments build() {
            return new Payments(loserPays, countingSeatGets, roomBase, stakeCents, escapePenalty, deadHandPays,
                    discardWin, xianggongPays);
        }
    }
}
