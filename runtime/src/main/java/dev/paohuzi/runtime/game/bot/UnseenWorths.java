package dev.paohuzi.runtime.game.bot;

/**
 * The worths {@link ExpertBot} reads under the cards its seat has not seen: each card's pair, what discarding it
 * offers the next seats, and each two-card group's ({@link ExpertVariant.Partial}) by the unseen cards completing it.
 * In the bot's whole units. Each is worked out from the unseen copies when a weighing asks for it: a weighing reads
 * only the few its hand holds, fewer than keeping every worth in step with every card seen would touch. Immutable.
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

    UnseenWorths(ExpertVariant variant) {
        this.variant = variant;
    }

    /** The card's pair. */
    long pair(int[] unseen, int card) {
        return unseen[card] > 0 ? PAIR + GROUP_HUXI * variant.weiHuxi[card] : DEAD_PAIR;
    }

    /**
     * What discarding the card offers the next seats: its unseen copies (a pong, a pao, a win for another seat) and
     * the unseen cards sharing a sentence or 绞 with it (the few 二七十 and 一五十 partners are left out: the weights
     * were set without them).
     */
    long offered(int[] unseen, int card) {
        long offered = OFFERED_COPY * unseen[card];
        for (int left = variant.neighbours[card]; left != 0; left &= left - 1) {
            offered += OFFERED_NEIGHBOUR * unseen[Integer.numberOfTrailingZeros(left)];
        }
        return offered;
    }

    /** The partial's ({@link ExpertVariant#partial}), by the unseen cards completing it. */
    long partial(int[] unseen, int index) {
        ExpertVariant.Partial partial = variant.partial(index);
        int completers = 0;
        for (int left = partial.completers(); left != 0; left &= left - 1) {
            completers += unseen[Integer.numberOfTrailingZeros(left)];
        }
        return completers == 0 ? 0 : PARTIAL + COMPLETER * completers + GROUP_HUXI * partial.huxi();
    }
}
