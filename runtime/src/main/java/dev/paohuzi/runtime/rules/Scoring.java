package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.IntFormula;

import java.util.List;

/**
 * How a win is scored and paid, as compiled formulas (RULES.md §3, §7): grade 等, the patterns 名堂 and their
 * combined fan 番, the base 底, the payments and how a match settles.
 *
 * @param grade      等 of a win (000:58: (huxi - 12) / 3); below 1 there is no win (000:108)
 * @param base       底 of a win, over grade, fan and the win's context (000:60-61, 000:70, 000:107)
 * @param plainFan   the fan of a win with no pattern (平胡, 000:113)
 * @param patterns   the variant's patterns, in file order
 * @param combine    how the fan of several patterns combine (000:84 sum, 000:287-289 product)
 * @param payments   who pays whom for a win, an escape and a dead hand
 * @param settlement how a match is settled and when it ends
 * @param dihu       what an earth win 地胡 is, so `score` can refuse one that cannot happen
 */
public record Scoring(IntFormula grade, IntFormula base, int plainFan, List<Pattern> patterns,
                      FanCombination combine, Payments payments, Settlement settlement, Dihu dihu) {
    public Scoring {
        patterns = List.copyOf(patterns);
    }

    public enum FanCombination {
        /** 000:84, 000:114: 番数可以累加. */
        SUM,
        /** 番上番 (000:287-288), and the Yongzhou multipliers (000:133: 红胡 x2, 自摸 x2 = x4). */
        PRODUCT;

        public int combine(int left, int right) {
            return this == SUM ? left + right : left * right;
        }
    }

    /** 地胡, as the seeds disagree (RULES.md §6). */
    public enum Dihu {
        /** The variant has none. */
        NONE,
        /** A non-dealer wins on the reveal card (000:147, 004:47). */
        NON_DEALER_ON_REVEAL,
        /** The next player wins on the dealer's first discard (000:68, Luzhou). */
        NEXT_ON_DEALERS_FIRST_DISCARD;

        /**
         * Whether a win is this variant's 地胡.
         *
         * @param onReveal            a 天胡 on the reveal card (000:74)
         * @param dealersFirstDiscard won on the dealer's first discard (000:68)
         */
        public boolean applies(int winner, int dealer, int players, boolean onReveal, boolean dealersFirstDiscard) {
            return switch (this) {
                case NONE -> false;
                case NON_DEALER_ON_REVEAL -> onReveal && winner != dealer;
                case NEXT_ON_DEALERS_FIRST_DISCARD -> dealersFirstDiscard && winner == (dealer + 1) % players;
            };
        }
    }

    /** Scoring built part by part (the compiler's lowering). */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this scoring's parts, to change some of them (a test that alters a real variant's). */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** Sets the parts by name: a new part is a field, a method and a line here, not an argument at every call. */
    public static final class Builder {
        private IntFormula grade;
        private IntFormula base;
        private int plainFan;
        private List<Pattern> patterns;
        private FanCombination combine;
        private Payments payments;
        private Settlement settlement;
        private Dihu dihu;

        private Builder() {
        }

        private Builder(Scoring scoring) {
            grade = scoring.grade;
            base = scoring.base;
            plainFan = scoring.plainFan;
            patterns = scoring.patterns;
            combine = scoring.combine;
            payments = scoring.payments;
            settlement = scoring.settlement;
            dihu = scoring.dihu;
        }

        public Builder grade(IntFormula grade) {
            this.grade = grade;
            return this;
        }

        public Builder base(IntFormula base) {
            this.base = base;
            return this;
        }

        public Builder plainFan(int plainFan) {
            this.plainFan = plainFan;
            return this;
        }

        public Builder patterns(List<Pattern> patterns) {
            this.patterns = patterns;
            return this;
        }

        public Builder combine(FanCombination combine) {
            this.combine = combine;
            return this;
        }

        public Builder payments(Payments payments) {
            this.payments = payments;
            return this;
        }

        public Builder settlement(Settlement settlement) {
            this.settlement = settlement;
            return this;
        }

        public Builder dihu(Dihu dihu) {
            this.dihu = dihu;
            return this;
        }

        public Scoring build() {
            return new Scoring(grade, base, plainFan, patterns, combine, payments, settlement, dihu);
        }
    }
}
