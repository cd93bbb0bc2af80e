package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Max huxi of a holding with jokers, for variants whose 二七十 keep to one size. The search is bounded by the
 * jokers: each step spends at least one.
 * <ul>
 * <li>While some card is in no group of real cards ({@link LonelyCards}), the group that takes the lowest such
 * card needs a joker: each group with that card is tried, jokers standing for the cards the hand lacks.</li>
 * <li>Otherwise the jokers left are read as cards, every multiset: k jokers, C(19 + k, k) readings — 20 for one,
 * 210 for two (Yongzhou's deck has 2, 000:133; the Deck record allows at most 4, 8,855). A reading holding a card
 * 3 or 4 times (the real kans are out, so a joker is among them) first tries each group that card can be in.</li>
 * </ul>
 * Once no joker is left and every card is held at most twice, the jokerless path finishes. A joker stands only for
 * a card the {@link JokerRoom} leaves room for (`joker stands for:`).
 */
final class JokerReadings {

    /** The jokerless path: most huxi of packed counts holding every card at most twice, or -1. */
    interface Jokerless {
        int maxHuxi(long packed, int cardsNeeded, boolean pair);
    }

    /** A concealed group, as packed counts to take away. */
    private record Taken(long counts, int size, int huxi, boolean pair) {
    }

    private final List<List<Taken>> groupsWith = new ArrayList<>();
    private final LonelyCards lonelyCards;
    private final boolean mixed;
    private final Jokerless jokerless;

    JokerReadings(RuleSet rules, LonelyCards lonelyCards, Jokerless jokerless) {
        this.lonelyCards = lonelyCards;
        this.mixed = rules.structure().mixed();
        this.jokerless = jokerless;
        for (int card = 0; card < Cards.KINDS; card++) {
            List<Taken> groups = new ArrayList<>();
            for (GroupShapes.WithCard with : GroupShapes.of(rules.structure()).withCard(card)) {
                GroupShapes.Shape shape = with.shape();
                groups.add(taken(rules, shape.kind(), shape.key(), shape.cards()));
            }
            groups.add(taken(rules, GroupKind.PAIR, card, card, card));
            groups.add(taken(rules, GroupKind.KAN, card, card, card, card));
            groupsWith.add(groups);
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
        if (jokers == 0) {
            return jokerless.maxHuxi(packed, cardsNeeded, pair);
        }
        long left = PackedHand.left(packed);
        long paired = PackedHand.paired(packed);
        long mixedPoints = mixed ? LonelyCards.mixedPoints(left, paired) : 0;
        long lonely = left & ~(lonelyCards.sameSizeCover(left, paired, pair) | mixedPoints
                | mixedPoints << PackedHand.SIZE_SHIFT);
        if (lonely == 0) {
            return read(packed, jokers, 0, cardsNeeded, pair, room);
        }
        int best = -1;
        for (Taken group : groupsWith.get(Long.numberOfTrailingZeros(lonely) / 3)) {
            long real = realPart(packed, group.counts);
            int missing = group.size - Counts.total(real);
            long asJokers = group.counts - real;
            if ((!group.pair || pair) && missing > 0 && missing <= jokers && JokerRoom.fits(asJokers, room)) {
                int rest = maxHuxi(packed - real, jokers - missing, cardsNeeded - group.size, pair && !group.pair,
                        room - asJokers);
                best = Math.max(best, rest < 0 ? -1 : rest + group.huxi);
            }
        }
        return best;
    }

    private int read(long packed, int jokers, int fromCard, int cardsNeeded, boolean pair, long room) {
        if (jokers == 0) {
            return reading(packed, cardsNeeded, pair);
        }
        int best = -1;
        for (int card = fromCard; card < Cards.KINDS; card++) {
            if (Counts.of(room, card) > 0) {
                best = Math.max(best, read(Counts.add(packed, card, 1), jokers - 1, card, cardsNeeded, pair,
                        Counts.add(room, card, -1)));
            }
        }
        return best;
    }

    private int reading(long packed, int cardsNeeded, boolean pair) {
        long over = PackedHand.aboveTwo(packed);
        if (over == 0) {
            return jokerless.maxHuxi(packed, cardsNeeded, pair);
        }
        int card = Long.numberOfTrailingZeros(over) / 3;
        int best = -1;
        for (Taken group : groupsWith.get(card)) {
            if ((!group.pair || pair) && holds(packed, group.counts)) {
                int rest = reading(packed - group.counts, cardsNeeded - group.size, pair && !group.pair);
                best = Math.max(best, rest < 0 ? -1 : rest + group.huxi);
            }
        }
        return best;
    }

    /** The cards of the group the hand holds; jokers stand for the others. */
    private static long realPart(long packed, long group) {
        long real = Counts.EMPTY;
        for (int card = 0; card < Cards.KINDS; card++) {
            real = Counts.add(real, card, Math.min(Counts.of(packed, card), Counts.of(group, card)));
        }
        return real;
    }

    private static boolean holds(long packed, long group) {
        for (long cards = group; cards != 0; cards &= cards - 1) {
            int card = Long.numberOfTrailingZeros(cards) / 3;
            if (Counts.of(packed, card) < Counts.of(group, card)) {
                return false;
            }
        }
        return true;
    }
}
