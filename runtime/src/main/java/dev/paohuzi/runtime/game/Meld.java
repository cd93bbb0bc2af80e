package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.HuxiTable;

import java.util.Arrays;

/**
 * One group (门子) with its cards: a table meld (chi'd group, pong, wei, stale wei, pao, ti) or a concealed group of a
 * winning decomposition (kan, sentence, mixed, pair). Immutable; cards are kept sorted.
 */
public final class Meld implements Comparable<Meld> {
    private final GroupKind kind;
    private final int[] cards;
    /**
     * The group as hand analysis reads it, made on first use: the table is read at nearly every offer. Melds can be
     * shared between threads (the chi shapes); a race only makes an equal value twice, and a record is safely
     * published.
     */
    private dev.paohuzi.runtime.holding.Meld forAnalysis;

    private Meld(GroupKind kind, int[] cards) {
        this.kind = kind;
        this.cards = cards;
    }

    /** A group of identical cards: pair, kan, pong, wei, stale wei, pao or ti. */
    public static Meld same(GroupKind kind, int card) {
        int[] cards = new int[kind.size()];
        Arrays.fill(cards, card);
        return new Meld(kind, cards);
    }

    /** A three-card group of the given kind (sentence, 二七十 or mixed); the caller has checked its shape. */
    public static Meld of(GroupKind kind, int a, int b, int c) {
        int low = Math.min(a, Math.min(b, c));
        int high = Math.max(a, Math.max(b, c));
        return new Meld(kind, new int[] {low, a + b + c - low - high, high});
    }

    /** A meld of hand analysis (a table meld, or a group beside a held pair or kan) as the engine's. */
    static Meld of(dev.paohuzi.runtime.holding.Meld meld) {
        var cards = meld.cards();
        return cards.size() == 3 && cards.get(0) != cards.get(2)
                ? of(meld.kind(), cards.get(0), cards.get(1), cards.get(2))
                : same(meld.kind(), cards.get(0));
    }

    public GroupKind kind() {
        return kind;
    }

    public int size() {
        return cards.length;
    }

    public int card(int index) {
        return cards[index];
    }

    /** The card a group of identical cards is made of (its first card for other groups). */
    public int card() {
        return cards[0];
    }

    public boolean contains(int card) {
        for (int c : cards) {
            if (c == card) {
                return true;
            }
        }
        return false;
    }

    /** The HuxiTable key card ({@link GroupKind#key}). */
    public int key() {
        return kind.key(cards[0], cards[cards.length / 2], cards[cards.length - 1]);
    }

    /** The meld as hand analysis reads it (made once). */
    public dev.paohuzi.runtime.holding.Meld forAnalysis() {
        if (forAnalysis == null) {
            forAnalysis = size() == 3 && cards[0] != cards[2]
                    ? dev.paohuzi.runtime.holding.Meld.chi(kind, cards)
                    : dev.paohuzi.runtime.holding.Meld.of(kind, cards[0]);
        }
        return forAnalysis;
    }

    public int huxi(HuxiTable table) {
        return table.of(kind, key());
    }

    /** Returns a group of identical cards of the same card, as another kind (pong to pao, wei to ti...). */
    public Meld as(GroupKind newKind) {
        return same(newKind, cards[0]);
    }

    /** {@code kind:card,card,card} with ASCII card names, e.g. {@code sentence:s1,s2,s3}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(kind.word()).append(':');
        for (int i = 0; i < cards.length; i++) {
            if (i > 0) {
                text.append(',');
            }
            text.append(Cards.name(cards[i]));
        }
        return text.toString();
    }

    /** The cards only, e.g. {@code s1,s2,s3}. */
    public String cardsText() {
        String text = toString();
        return text.substring(text.indexOf(':') + 1);
    }

    /** By kind (GroupKind order), then by cards. */
    @Override
    public int compareTo(Meld other) {
        int byKind = kind.compareTo(other.kind);
        return byKind != 0 ? byKind : Arrays.compare(cards, other.cards);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Meld meld && meld.kind == kind && Arrays.equals(meld.cards, cards);
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + Arrays.hashCode(cards);
    }
}
