package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.card.Cards;

/**
 * The worths {@link ExpertBot} reads under the cards its seat has not seen, kept in step card by card: each card's
 * pair, what discarding it offers the next seats, and each two-card group's ({@link ExpertVariant.Partial}) by the
 * unseen cards completing it. In the bot's whole units. A fresh bot starts from {@link ExpertVariant#fullDeck} (every
 * copy unseen) and brings in only what its own hand takes out, instead of reading every card from nothing.
 */
final class UnseenWorths {
    /** A pair with a copy unseen (a wei or pong to come), and one whose copies are all seen. */
    private static final long PAIR = 40;
    private static final long DEAD_PAIR = 20;
    private static final long PARTIAL = 20;
    /** Per unseen card completing a two-card group. */
    private static final long COMPLETER = 5;
    /** Per huxi the completed group, or the pair's wei, would add. */
    private static final long GROUP_HUXI = 6;
    /** Per unseen copy of the discarded card (a pong, a pao, a win for another seat). */
    private static final long OFFERED_COPY = 7;
    /** Per unseen card another seat might chi the discard with. */
    private static final long OFFERED_NEIGHBOUR = 1;

    private final ExpertVariant variant;
    /** By card, its pair's worth. */
    final long[] pairWorth;
    /**
     * By card, what discarding it offers the next seats: its unseen copies (a pong, a pao, a win for another seat)
     * and the unseen cards sharing a sentence or 绞 with it (the few 二七十 and 一五十 partners are left out: the
     * weights were set without them).
     */
    final long[] offered;
    /** By partial ({@link ExpertVariant#partial}), its worth, and the unseen cards completing it. */
    final long[] partialWorth;
    private final int[] completers;
    /** The unseen copies of each card the worths were read under. */
    private final int[] read;

    private UnseenWorths(ExpertVariant variant, long[] pairWorth, long[] offered, long[] partialWorth,
                         int[] completers, int[] read) {
        this.variant = variant;
        this.pairWorth = pairWorth;
        this.offered = offered;
        this.partialWorth = partialWorth;
        this.completers = completers;
        this.read = read;
    }

    /** The worths with every copy of every card unseen. */
    static UnseenWorths fullDeck(ExpertVariant variant) {
        int copies = variant.rules.deck().copies();
        int partials = variant.partials();
        UnseenWorths worths = new UnseenWorths(variant, new long[Cards.KINDS], new long[Cards.KINDS],
                new long[partials], new int[partials], new int[Cards.KINDS]);
        for (int card = 0; card < Cards.KINDS; card++) {
            worths.changed(card, copies);
        }
        return worths;
    }

    /** A copy to read on its own. */
    UnseenWorths copy() {
        return new UnseenWorths(variant, pairWorth.clone(), offered.clone(), partialWorth.clone(), completers.clone(),
                read.clone());
    }

    /** Brings the worths in step with the unseen copies of each card (0..19 read). */
    void read(int[] unseen) {
        for (int card = 0; card < Cards.KINDS; card++) {
            int change = unseen[card] - read[card];
            if (change != 0) {
                changed(card, change);
            }
        }
    }

    /** The worths that read the card's unseen copies, after they changed by {@code change}. */
    private void changed(int card, int change) {
        int unseen = read[card] += change;
        pairWorth[card] = unseen > 0 ? PAIR + GROUP_HUXI * variant.weiHuxi[card] : DEAD_PAIR;
        offered[card] += OFFERED_COPY * change;
        for (int left = variant.neighbours[card]; left != 0; left &= left - 1) {
            offered[Integer.numberOfTrailingZeros(left)] += OFFERED_NEIGHBOUR * change;
        }
        for (int partial : variant.completedBy[card]) {
            int count = completers[partial] += change;
            partialWorth[partial] = count == 0 ? 0
                    : PARTIAL + COMPLETER * count + GROUP_HUXI * variant.partial(partial).huxi();
        }
    }
}
