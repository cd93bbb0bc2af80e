package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * One player's cards: the concealed hand (手牌) as packed counts plus its jokers, and the table melds (进牌区).
 * A concealed card appears at most 3 times: four identical cards are a ti and belong on the table (000:32).
 */
public final class Holding {
    private final long concealed;
    private final int jokers;
    private final List<Meld> melds;

    private Holding(long concealed, int jokers, List<Meld> melds) {
        for (int card = 0; card < Cards.KINDS; card++) {
            if (Counts.of(concealed, card) > 3) {
                throw new IllegalArgumentException("four concealed " + Cards.name(card) + " are a ti on the table");
            }
        }
        if (jokers < 0) {
            throw new IllegalArgumentException("negative jokers");
        }
        this.concealed = concealed;
        this.jokers = jokers;
        this.melds = List.copyOf(melds);
    }

    /** @param concealed packed counts (see {@link Counts}), each 0..3 */
    public static Holding of(long concealed, int jokers, List<Meld> melds) {
        return new Holding(concealed, jokers, melds);
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

    /**
     * The holding after its owner draws {@code card} (a self-drawn card can always be won on, 000:67): the 4th
     * card of a kan or a wei makes a ti (000:33-34), of a pong a pao (000:37); any other card joins the hand.
     */
    public Holding withDrawn(int card) {
        if (card == Cards.JOKER) {
            return new Holding(concealed, jokers + 1, melds);
        }
        if (Counts.of(concealed, card) == 3) {
            return new Holding(Counts.add(concealed, card, -3), jokers, append(melds, Meld.of(GroupKind.TI, card)));
        }
        List<Meld> upgraded = new ArrayList<>(melds);
        for (int i = 0; i < upgraded.size(); i++) {
            Meld meld = upgraded.get(i);
            if (meld.cards().get(0) == card && Meld.isOfOneCard(meld.kind()) && !meld.isPaoOrTi()) {
                upgraded.set(i, Meld.of(meld.kind() == GroupKind.PONG ? GroupKind.PAO : GroupKind.TI, card));
                return new Holding(concealed, jokers, upgraded);
            }
        }
        return new Holding(Counts.add(concealed, card, 1), jokers, melds);
    }

    private static List<Meld> append(List<Meld> melds, Meld meld) {
        List<Meld> longer = new ArrayList<>(melds);
        longer.add(meld);
        return longer;
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
