package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.analysis.GroupTally;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.Deck;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.eclipse.collections.api.list.primitive.ImmutableIntList;

/**
 * The quantities patterns read off a win, for one variant's deck: card colours and sizes (which cards the hand
 * holds) and group kinds (how the best decomposition splits them). A joker counts as the card it stands for in its
 * group (a joker standing for 柒 is red), which only the decomposition shows; without jokers the cards are the
 * holding's own, counted from its packed counts without a loop over cards.
 */
final class HandFeatures {
    /** Fields of {@link #run}. */
    private static final int RED = 0;
    private static final int BIG = 16;
    private static final int CARDS = 32;
    private static final int RED_PAO_TI = 48;

    /**
     * The quantities that differ between the decompositions of one holding whose jokers stand for the same cards: the
     * group counts, and whether the red cards are one group ({@link #fill(Facts, Holding, long, int, int)}).
     */
    static final Set<Quantity> SPLIT = Collections.unmodifiableSet(EnumSet.of(Quantity.SENTENCE_GROUPS,
            Quantity.MIXED_GROUPS, Quantity.KAN_GROUPS, Quantity.WEI_GROUPS, Quantity.ZERO_HUXI_GROUPS,
            Quantity.LOOSE_CARDS, Quantity.RED_ONE_GROUP));

    private final long redFields;
    private final long bigFields;

    HandFeatures(Deck deck) {
        this.redFields = Counts.fields(deck::isRed);
        this.bigFields = Counts.fields(Cards::isBig);
    }

    /**
     * A jokerless win's quantities from the holding (its cards) and its best decomposition's {@link GroupTally}; false
     * when they need the decomposition itself: two red cards held as two copies of one card are 二扁 only when they
     * are its pair, which the tally does not say.
     *
     * @param winCard the card won on, -1 for none (a dealt 天胡, or a `score` line without `win:CARD`)
     */
    boolean fill(Facts facts, Holding holding, long tally, int winCard) {
        long concealed = holding.packedConcealed();
        long table = 0;
        int paoTi = 0;
        int redSame = 0;
        List<Meld> melds = holding.melds();
        for (int m = 0; m < melds.size(); m++) {
            Meld meld = melds.get(m);
            table += run(meld.cards(), meld.isPaoOrTi());
            paoTi |= meld.isPaoOrTi() ? 1 << meld.cards().get(0) : 0;
            redSame = Math.max(redSame, sameRed(meld.cards()));
        }
        int heldRed = Counts.sum(concealed, redFields);
        int red = heldRed + field(table, RED);
        if (heldRed > 0) {
            // every red card held and copies of one card: three are a kan (a concealed triple, 000:26); two are
            // 二扁 only if they are the pair
            int card = heldRed == red && (heldRed == 2 || heldRed == 3) ? onlyCard(concealed, heldRed) : -1;
            if (card >= 0 && heldRed == 2) {
                return false;
            }
            redSame = card >= 0 && heldRed == 3 ? 3 : 0;
        }
        cards(facts, red, Counts.sum(concealed, bigFields) + field(table, BIG), Counts.total(concealed)
                + field(table, CARDS), 0);
        groups(facts, tally, field(table, RED_PAO_TI));
        shapes(facts, Counts.total(concealed) - (winCard >= 0 && Counts.of(concealed, winCard) > 0 ? 1 : 0),
                redSame == red ? red : 0, paoTi);
        return true;
    }

    /** A win's quantities from its decomposition alone, each joker counted as the card it stands for. */
    void fill(Facts facts, Decomposition decomposition, int winCard) {
        long all = 0;
        int jokers = 0;
        int held = 0;
        boolean wonInHand = false;
        int paoTi = 0;
        int redSame = 0;
        List<Group> groups = decomposition.groups();
        for (int g = 0; g < groups.size(); g++) {
            Group group = groups.get(g);
            boolean paoOrTi = group.kind() == GroupKind.PAO || group.kind() == GroupKind.TI;
            all += run(group.cards(), paoOrTi);
            jokers += Integer.bitCount(group.jokerMask());
            paoTi |= paoOrTi ? 1 << group.cards().get(0) : 0;
            redSame = Math.max(redSame, sameRed(group.cards()));
            if (group.concealed()) {
                held += group.cards().size();
                wonInHand |= winCard == Cards.JOKER ? group.jokerMask() != 0 : group.cards().contains(winCard);
            }
        }
        int red = field(all, RED);
        cards(facts, red, field(all, BIG), field(all, CARDS), jokers);
        groups(facts, GroupTally.of(decomposition), field(all, RED_PAO_TI));
        shapes(facts, held - (winCard >= 0 && wonInHand ? 1 : 0), redSame == red ? red : 0, paoTi);
    }

    /**
     * The quantities of a joker holding's decompositions that one reading of its jokers decides ({@code reading}:
     * packed counts of the cards they stand for), each joker counted as its card, as {@link #fill(Facts,
     * Decomposition, int)} gives them for every decomposition of the reading: all but {@link #SPLIT}, left unset.
     *
     * @param huxi the decompositions' huxi
     */
    void fill(Facts facts, Holding holding, long reading, int huxi, int winCard) {
        long cards = holding.packedConcealed() + reading;     // what the concealed groups hold, jokers as their cards
        long table = tableRun(holding.melds());
        int held = Counts.total(cards);
        boolean wonInHand = winCard == Cards.JOKER || winCard >= 0 && Counts.of(cards, winCard) > 0;
        cards(facts, Counts.sum(cards, redFields) + field(table, RED), Counts.sum(cards, bigFields) + field(table, BIG),
                held + field(table, CARDS), holding.jokers());
        facts.set(Quantity.HUXI, huxi).set(Quantity.RED_PAO_TI, field(table, RED_PAO_TI));
        handShape(facts, held - (wonInHand ? 1 : 0), paoTi(holding.melds()));
    }

    /** The {@link #run}s of the table melds, added. */
    private long tableRun(List<Meld> melds) {
        long table = 0;
        for (int m = 0; m < melds.size(); m++) {
            table += run(melds.get(m).cards(), melds.get(m).isPaoOrTi());
        }
        return table;
    }

    /** A bit per card (0..19) of which the table has a pao or ti. */
    private static int paoTi(List<Meld> melds) {
        int paoTi = 0;
        for (int m = 0; m < melds.size(); m++) {
            paoTi |= melds.get(m).isPaoOrTi() ? 1 << melds.get(m).cards().get(0) : 0;
        }
        return paoTi;
    }

    /** The cards of a decomposition that are this card (a joker counted as the card it stands for); 0 for -1. */
    static int copies(Decomposition decomposition, int card) {
        int copies = 0;
        for (int g = 0; card >= 0 && g < decomposition.groups().size(); g++) {
            copies += decomposition.groups().get(g).cards().count(c -> c == card);
        }
        return copies;
    }

    /** The red, big and all cards of a group or meld, and whether it is a red pao or ti, in 16-bit fields that add. */
    private long run(ImmutableIntList cards, boolean paoOrTi) {
        long counts = (long) cards.size() << CARDS;
        for (int i = 0; i < cards.size(); i++) {
            int card = cards.get(i);
            counts += (long) isRed(card) << RED | (Cards.isBig(card) ? 1L : 0) << BIG;
        }
        return counts + (paoOrTi ? (long) isRed(cards.get(0)) << RED_PAO_TI : 0);
    }

    private static int field(long counts, int shift) {
        return (int) (counts >>> shift & 0xFFFF);
    }

    /** The cards of a group of identical red cards (pair, kan, pong, wei, pao, ti: 扁胡's shapes); 0 for any other. */
    private int sameRed(ImmutableIntList cards) {
        boolean identical = cards.size() >= 2 && cards.get(0) == cards.get(cards.size() - 1);
        return identical && isRed(cards.get(0)) == 1 ? cards.size() : 0;
    }

    /** The red card of which all {@code red} concealed red cards are copies, or -1. */
    private int onlyCard(long concealed, int red) {
        for (int card = 0; card < Cards.KINDS; card++) {
            if (isRed(card) == 1 && Counts.of(concealed, card) == red) {
                return card;
            }
        }
        return -1;
    }

    /**
     * 耍猴's hand, 扁胡's red group and 团圆's points.
     *
     * @param paoTi a bit per card (0..19) of which the win has a pao or ti
     */
    private static void shapes(Facts facts, int handCards, int redOneGroup, int paoTi) {
        handShape(facts, handCards, paoTi);
        facts.set(Quantity.RED_ONE_GROUP, redOneGroup >= 2 ? redOneGroup : 0);
    }

    /** 耍猴's hand and 团圆's points, which the cards decide, not the groups. */
    private static void handShape(Facts facts, int handCards, int paoTi) {
        facts.set(Quantity.HAND_CARDS, handCards)
                .set(Quantity.BIG_SMALL_PAO_TI, Integer.bitCount(paoTi & paoTi >>> Cards.KINDS / 2 & 0x3FF));
    }

    private int isRed(int card) {
        return (int) (redFields >>> (3 * card) & 1);
    }

    private static void cards(Facts facts, int red, int big, int cards, int jokers) {
        facts.set(Quantity.RED, red)
                .set(Quantity.BLACK, cards - red)
                .set(Quantity.BIG, big)
                .set(Quantity.SMALL, cards - big)
                .set(Quantity.CARDS, cards)
                .set(Quantity.JOKERS, jokers);
    }

    /** Pao and ti are always on the table (000:32), so their red count comes from the melds or table groups. */
    private static void groups(Facts facts, long tally, int redPaoTi) {
        facts.set(Quantity.HUXI, GroupTally.huxi(tally))
                .set(Quantity.SENTENCE_GROUPS, GroupTally.count(tally, GroupKind.SENTENCE)
                        + GroupTally.count(tally, GroupKind.TWO_SEVEN_TEN)
                        + GroupTally.count(tally, GroupKind.ONE_FIVE_TEN))
                .set(Quantity.MIXED_GROUPS, GroupTally.count(tally, GroupKind.MIXED))
                .set(Quantity.KAN_GROUPS, GroupTally.count(tally, GroupKind.KAN))
                .set(Quantity.WEI_GROUPS, GroupTally.count(tally, GroupKind.WEI))
                .set(Quantity.ZERO_HUXI_GROUPS, GroupTally.zeroHuxiGroups(tally))
                .set(Quantity.LOOSE_CARDS, GroupTally.count(tally, GroupKind.LOOSE))
                .set(Quantity.RED_PAO_TI, redPaoTi);
    }
}
