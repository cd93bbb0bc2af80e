package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Max huxi of a holding with jokers, for variants whose 二七十 keep to one size. The search is bounded by the
 * jokers: each step spends at least one.
 * <ul>
 * <li>While some card is in no group of real cards ({@link LonelyCards}), the group that takes the lowest such
 * card needs a joker: each group with that card is tried, jokers standing for the cards the hand lacks. More
 * lonely cards than two per joker: no reading completes the hand.</li>
 * <li>Otherwise the jokers left are read as cards, every multiset: k jokers, C(19 + k, k) readings — 20 for one,
 * 210 for two (Yongzhou's deck has 2, 000:133; the Deck record allows at most 4, 8,855), the last joker only as a
 * card held or sharing a shape with one. A reading holding a card 3 or 4 times (the real kans are out, so a joker
 * is among them) first tries each group that card can be in.</li>
 * </ul>
 * Once no joker is left and every card is held at most twice, the jokerless path finishes. A joker stands only for
 * a card the {@link JokerRoom} leaves room for (`joker stands for:`). The search can keep what the jokers stand for
 * in each reading ({@link Found}): the waits of a joker holder and the listing of its decompositions read it.
 */
final class JokerReadings {

    /** The jokerless path: most huxi of packed counts holding every card at most twice, or -1. */
    interface Jokerless {
        int maxHuxi(long packed, int cardsNeeded, boolean pair);
    }

    /** A concealed group, as packed counts to take away. */
    private record Taken(long counts, int size, int huxi, boolean pair) {
    }

    /** Per card, the groups it may be in (an array: the searches loop over them for every reading). */
    private final Taken[][] groupsWith = new Taken[Cards.KINDS][];
    /** Per card, the cards a group of it may hold: itself and its {@link GroupShapes#partners} (bit per card). */
    private final int[] beside = new int[Cards.KINDS];
    private final LonelyCards lonelyCards;
    private final boolean mixed;
    private final Jokerless jokerless;

    JokerReadings(RuleSet rules, LonelyCards lonelyCards, Jokerless jokerless) {
        this.lonelyCards = lonelyCards;
        this.mixed = rules.structure().mixed();
        this.jokerless = jokerless;
        GroupShapes shapes = GroupShapes.of(rules.structure());
        for (int card = 0; card < Cards.KINDS; card++) {
            beside[card] = shapes.partners(card) | 1 << card;
            List<Taken> groups = new ArrayList<>();
            for (GroupShapes.WithCard with : shapes.withCard(card)) {
                GroupShapes.Shape shape = with.shape();
                groups.add(taken(rules, shape.kind(), shape.key(), shape.cards()));
            }
            groups.add(taken(rules, GroupKind.PAIR, card, card, card));
            groups.add(taken(rules, GroupKind.KAN, card, card, card, card));
            groupsWith[card] = groups.toArray(new Taken[0]);
        }
    }

    private static Taken taken(RuleSet rules, GroupKind kind, int keyCard, int... cards) {
        long counts = Counts.EMPTY;
        for (int card : cards) {
            counts = Counts.add(counts, card, 1);
        }
        return new Taken(counts, cards.length, rules.huxi().of(kind, keyCard), kind == GroupKind.PAIR);
    }

    /**
     * @param packed      concealed counts with the kans taken out
     * @param jokers      jokers to read
     * @param cardsNeeded the concealed cards the shape takes, kans out
     * @param room        how many jokers may stand for each card ({@link JokerRoom})
     */
    int maxHuxi(long packed, int jokers, int cardsNeeded, boolean pair, long room) {
        Found found = new Found(false, false);
        search(packed, jokers, cardsNeeded, pair, room, Counts.EMPTY, 0, found);
        return found.most;
    }

    /**
     * Every reading the search reaches, with the most huxi of the cards it makes ({@link Found}): as {@link #maxHuxi},
     * but what the jokers stand for is kept. The search reaches every multiset of cards the jokers stand for in some
     * decomposition: the group of a lonely card takes the hand's own cards first, and a decomposition that reads a
     * joker as a card held uses the same multiset (the held copy then sits where the joker would).
     */
    void search(long packed, int jokers, int cardsNeeded, boolean pair, long room, Found found) {
        search(packed, jokers, cardsNeeded, pair, room, Counts.EMPTY, 0, found);
    }

    /** {@code read}: what the jokers spent so far stand for (packed counts); {@code huxi}: their groups' huxi. */
    private void search(long packed, int jokers, int cardsNeeded, boolean pair, long room, long read, int huxi,
                        Found found) {
        if (jokers == 0) {
            found.reached(read, huxi, jokerless.maxHuxi(packed, cardsNeeded, pair));
            return;
        }
        long left = PackedHand.left(packed);
        long paired = PackedHand.paired(packed);
        long mixedPoints = mixed ? LonelyCards.mixedPoints(left, paired) : 0;
        long lonely = left & ~(lonelyCards.sameSizeCover(left, paired, pair) | mixedPoints
                | mixedPoints << PackedHand.SIZE_SHIFT);
        if (lonely == 0) {
            read(packed, jokers, 0, cardsNeeded, pair, room, read, huxi, found);
            return;
        }
        if (Long.bitCount(lonely) > 2 * jokers) {
            return;     // a joker's group holds at most two cards of the hand; taking it leaves no card less lonely
        }
        for (Taken group : groupsWith[Long.numberOfTrailingZeros(lonely) / 3]) {
            long real = realPart(packed, group.counts);
            int missing = group.size - Counts.total(real);
            long asJokers = group.counts - real;
            if ((!group.pair || pair) && missing > 0 && missing <= jokers && JokerRoom.fits(asJokers, room)) {
                search(packed - real, jokers - missing, cardsNeeded - group.size, pair && !group.pair,
                        room - asJokers, read + asJokers, huxi + group.huxi, found);
            }
        }
    }

    private void read(long packed, int jokers, int fromCard, int cardsNeeded, boolean pair, long room, long read,
                      int huxi, Found found) {
        if (jokers == 0) {
            found.reached(read, huxi, reading(packed, cardsNeeded, pair));
            return;
        }
        // the last joker stands only for a card held or sharing a shape with one: any other would be a lonely card;
        // and where the cards read so far leave lonely cards, only for one sharing a shape with each of them: a card
        // no group of those cards takes can end only in a group with the last one, and the last card is in one group
        int held = jokers == 1 ? Counts.cards((packed | packed >>> 1 | packed >>> 2) & PackedHand.FIELDS) : ~0;
        int alone = jokers == 1 && PackedHand.aboveTwo(packed) == 0
                ? Counts.cards(lonelyCards.alone(packed, pair, mixed)) : 0;
        if (Integer.bitCount(alone) > 3) {
            return;     // the last card's group holds at most two cards besides it
        }
        for (int card = fromCard; card < Cards.KINDS; card++) {
            if (Counts.of(room, card) > 0 && (held & beside[card]) != 0 && (alone & ~beside[card]) == 0) {
                read(Counts.add(packed, card, 1), jokers - 1, card, cardsNeeded, pair, Counts.add(room, card, -1),
                        Counts.add(read, card, 1), huxi, found);
            }
        }
    }

    private int reading(long packed, int cardsNeeded, boolean pair) {
        long over = PackedHand.aboveTwo(packed);
        if (over == 0) {
            return jokerless.maxHuxi(packed, cardsNeeded, pair);
        }
        int card = Long.numberOfTrailingZeros(over) / 3;
        int best = -1;
        for (Taken group : groupsWith[card]) {
            if ((!group.pair || pair) && Counts.covers(packed, group.counts)) {
                int rest = reading(packed - group.counts, cardsNeeded - group.size, pair && !group.pair);
                best = Math.max(best, rest < 0 ? -1 : rest + group.huxi);
            }
        }
        return best;
    }

    /**
     * What a search found: the most huxi of all its readings (-1: none complete the hand), and where asked, per card
     * the most huxi of the readings with a joker standing for it, and each reading that completes the hand with its
     * most huxi (a reading may come more than once, by different groups of its lonely cards).
     */
    static final class Found {
        int most = -1;
        /** Per card, the most huxi of a reading with a joker standing for it; -1 none. Null when not asked. */
        final int[] byCard;
        private long[] readings;
        private int[] huxis;
        private int count;

        Found(boolean byCard, boolean readings) {
            this.byCard = byCard ? new int[Cards.KINDS] : null;
            if (byCard) {
                Arrays.fill(this.byCard, -1);
            }
            if (readings) {
                this.readings = new long[16];
                this.huxis = new int[16];
            }
        }

        private void reached(long read, int huxi, int rest) {
            if (rest < 0) {
                return;
            }
            int total = huxi + rest;
            most = Math.max(most, total);
            if (byCard != null) {
                for (long cards = read; cards != 0; cards &= cards - 1) {
                    int card = Long.numberOfTrailingZeros(cards) / 3;
                    byCard[card] = Math.max(byCard[card], total);
                }
            }
            if (readings != null) {
                if (count == readings.length) {
                    readings = Arrays.copyOf(readings, 2 * count);
                    huxis = Arrays.copyOf(huxis, 2 * count);
                }
                readings[count] = read;
                huxis[count++] = total;
            }
        }

        /** Whether a complete reading stands the jokers for exactly {@code read} with {@code atLeast} huxi or more. */
        boolean reaches(long read, int atLeast) {
            for (int i = 0; i < count; i++) {
                if (readings[i] == read && huxis[i] >= atLeast) {
                    return true;
                }
            }
            return false;
        }

        /** Each reading that completes the hand with {@code huxi} most huxi, once. */
        long[] reaching(int huxi) {
            return IntStream.range(0, count).filter(i -> huxis[i] == huxi).mapToLong(i -> readings[i]).distinct()
                    .toArray();
        }
    }

    /** The cards of the group the hand holds; jokers stand for the others. */
    private static long realPart(long packed, long group) {
        long real = Counts.EMPTY;
        for (long cards = group; cards != 0; ) {
            int card = Long.numberOfTrailingZeros(cards) / 3;
            real = Counts.add(real, card, Math.min(Counts.of(packed, card), Counts.of(group, card)));
            cards &= ~(7L << 3 * card);     // the card's whole field: a count of 2 or 3 sets more than one bit
        }
        return real;
    }
}
