package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import java.util.List;
import java.util.StringJoiner;

/**
 * One player's cards: the concealed hand (手牌) as packed counts plus its jokers, and the table melds (进牌区).
 * A concealed card appears at most 3 times: four identical cards are a ti and belong on the table (000:32).
 */
public final class Holding {
    /** The top bit of every card's 3-bit count: set where a count is 4 or more. */
    private static final long FOUR_OR_MORE = Counts.fields(card -> true) << 2;
    private final long concealed;
    private final int jokers;
    private final List<Meld> melds;

    private Holding(long concealed, int jokers, List<Meld> melds) {
        if ((concealed & FOUR_OR_MORE) != 0 || jokers < 0) {
            throw invalid(concealed, jokers);
        }
        this.concealed = concealed;
        this.jokers = jokers;
        this.melds = List.copyOf(melds);
    }

    /** Out of line: the engine builds holdings at nearly every offer, and the JIT compiles this message once. */
    private static IllegalArgumentException invalid(long concealed, int jokers) {
        if (jokers < 0) {
            return new IllegalArgumentException("negative jokers");
        }
        int card = Long.numberOfTrailingZeros(concealed & FOUR_OR_MORE) / 3;
        return new IllegalArgumentException("four concealed " + Cards.name(card) + " are a ti on the table");
    }

    /** @param concealed packed counts (see {@link Counts}), each 0..3 */
    public static Holding of(long concealed, int jokers, List<Meld> melds) {
        return new Holding(concealed, jokers, melds);
    }

    /** The same jokers and melds with other concealed cards (packed counts, each 0..3). */
    public Holding withConcealed(long otherConcealed) {
        return new Holding(otherConcealed, jokers, melds);
    }

    /** A concealed hand with no jokers and nothing on the table. */
    public static Holding concealed(long concealed) {
        return new Holding(concealed, 0, List.of());
    }

    public long packedConcealed() {
        return concealed;
    }

    /** Concealed copies of a real card. */
    public int count(int card) {
        return card == Cards.JOKER ? jokers : Counts.of(concealed, card);
    }

    public int jokers() {
        return jokers;
    }

    public List<Meld> melds() {
        return melds;
    }

    /** Concealed cards, jokers included. */
    public int concealedSize() {
        return Counts.total(concealed) + jokers;
    }

    /** Copies of a card (or of the joker) in the hand and on the table together. */
    public int copiesHeld(int card) {
        return count(card) + melds.stream().mapToInt(meld -> meld.copiesOf(card)).sum();
    }

    public boolean hasPaoOrTi() {
        return melds.stream().anyMatch(Meld::isPaoOrTi);
    }

    /** The text form {@link HoldingParser} reads: concealed cards, then the melds. */
    @Override
    public String toString() {
        StringJoiner joiner = new StringJoiner(" ");
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int i = Counts.of(concealed, card); i > 0; i--) {
                joiner.add(Cards.name(card));
            }
        }
        for (int i = 0; i < jokers; i++) {
            joiner.add(Cards.name(Cards.JOKER));
        }
        melds.forEach(meld -> joiner.add(meld.text()));
        return joiner.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Holding
                && ((Holding) other).concealed == concealed
                && ((Holding) other).jokers == jokers
                && ((Holding) other).melds.equals(melds);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(concealed) * 31 + jokers * 7 + melds.hashCode();
    }
}
