package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;

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
 * @param dihu       when a win is an earth win 地胡 (`dihu when:`), so `score` can refuse one that cannot happen
 */
public record Scoring(IntFormula grade, IntFormula base, int plainFan, List<Pattern> patterns,
                      FanCombination combine, Payments payments, Settlement settlement, Dihu dihu) {
    public Scoring {
        patterns = List.copyOf(patterns);
    }

    /**
     * Whether a win's payments depend on which seat discarded the card won on: the discarder pays otherwise than
     * the other losers (`discard win paid by:`), or `loser pays:` or `match takes:` reads `payer_discarder`.
     */
    public boolean readsDiscarder() {
        return payments.discardWin() != DiscardWinPayer.EACH_LOSER
                || payments.loserPays().reads(Quantity.PAYER_DISCARDER)
                || settlement.matchTakes().reads(Quantity.PAYER_DISCARDER);
    }

    public enum FanCombination {
        /** 000:84, 000:114: 番数可以累加. */
        SUM,
        /** 番上番 (000:287-288), and the Yongzhou multipliers (000:133: 红胡 x2, 自摸 x2 = x4). */
        PRODUCT;

        /** @throws ArithmeticException past the int range, as every formula's arithmetic (Arithmetic) */
        public int combine(int left, int right) {
            return this == SUM ? Math.addExact(left, right) : Math.multiplyExact(left, right);
        }
    }

    /**
     * 地胡, as the seeds disagree (RULES.md §6): the variant's `dihu when:` condition over where the win happened —
     * {@code on_reveal_card}, {@code dealers_first_discard}, {@code next_to_dealer}, {@code dealer},
     * {@code first_draw}, {@code one_own_discard}. The readings: none (000:72-74: such a win is a 天胡),
     * {@code on_reveal_card and not dealer} (000:147, 004:47), {@code dealers_first_discard and next_to_dealer}
     * (000:68), {@code first_draw and not dealer} (湘潭) and {@code one_own_discard} (二人). Immutable, shared
     * between threads.
     */
    public static final class Dihu {
        /** The quantities `dihu when:` reads, each yes/no. */
        public static final List<Quantity> READS = List.of(Quantity.ON_REVEAL_CARD, Quantity.DEALERS_FIRST_DISCARD,
                Quantity.NEXT_TO_DEALER, Quantity.DEALER, Quantity.FIRST_DRAW, Quantity.ONE_OWN_DISCARD);
        /** `dihu when: no`: no win is a 地胡 (000:72-74), for rule sets built in code. */
        public static final Dihu NONE = new Dihu(facts -> false, "no");

        private final Condition when;
        private final String text;
        /** Per combination of {@link #READS} (bit i set: READS[i] is yes) that a hand can give, whether it is 地胡. */
        private final boolean[] byCombination = new boolean[1 << READS.size()];

        /**
         * @param when the compiled condition
         * @param text the condition as written, for messages
         */
        public Dihu(Condition when, String text) {
            this.when = when;
            this.text = text;
            Facts facts = new Facts();
            for (int combination = 0; combination < byCombination.length; combination++) {
                for (int i = 0; i < READS.size(); i++) {
                    facts.set(READS.get(i), (combination >> i & 1) != 0);
                }
                byCombination[combination] = happens(combination) && when.test(facts);
            }
        }

        /**
         * A win is on one card: the reveal card, a discard or one's own draw, never two of them; the dealer is not his
         * own next seat; nobody has discarded when the reveal card is won on.
         */
        private static boolean happens(int combination) {
            boolean onReveal = (combination & 1) != 0;
            boolean firstDiscard = (combination & 2) != 0;
            boolean next = (combination & 4) != 0;
            boolean dealer = (combination & 8) != 0;
            boolean firstDraw = (combination & 16) != 0;
            boolean oneDiscard = (combination & 32) != 0;
            return !(onReveal && firstDiscard) && !(next && dealer) && !(firstDraw && (onReveal || firstDiscard))
                    && !(onReveal && oneDiscard);
        }

        /** The condition as written. */
        public String text() {
            return text;
        }

        /**
         * Whether a win is this variant's 地胡.
         *
         * @param onReveal            won on the dealer's reveal card (a 天胡 on it, 000:74)
         * @param dealersFirstDiscard won on the dealer's first discard, whether or not his dealt ti skipped an
         *                            earlier one (000:68)
         * @param firstDraw           won by self-draw on the first wall card the winner drew
         * @param oneOwnDiscard       the winner has discarded exactly one card
         */
        public boolean applies(int winner, int dealer, int players, boolean onReveal, boolean dealersFirstDiscard,
                               boolean firstDraw, boolean oneOwnDiscard) {
            int combination = (onReveal ? 1 : 0) | (dealersFirstDiscard ? 2 : 0)
                    | (winner == Turns.after(dealer, 1, players) ? 4 : 0) | (winner == dealer ? 8 : 0)
                    | (firstDraw ? 16 : 0) | (oneOwnDiscard ? 32 : 0);
            return byCombination[combination];
        }

        /** Whether any win can be 地胡 here. */
        public boolean possible() {
            for (boolean dihu : byCombination) {
                if (dihu) {
                    return true;
                }
            }
            return false;
        }

        /** Whether a 地胡 can happen with the quantity (one of {@link #READS}) at this value. */
        public boolean possibleWith(Quantity quantity, boolean value) {
            int bit = 1 << READS.indexOf(quantity);
            for (int combination = 0; combination < byCombination.length; combination++) {
                if (byCombination[combination] && ((combination & bit) != 0) == value) {
                    return true;
                }
            }
            return false;
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
