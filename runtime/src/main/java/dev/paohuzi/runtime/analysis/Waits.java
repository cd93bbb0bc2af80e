package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Arrays;
import java.util.List;

/**
 * The cards that complete a hand one card from a win, for bots that ask about many hands a decision: which cards
 * (and the joker), added as a loose card to the concealed cards beside one table, make a complete holding, and the
 * most huxi of each — what {@link Analyzer#maxHuxi} says of each card added, without building a {@link Holding}.
 * Unlike {@link Analyzer#waits} it does not read the card as the engine would (a wei, a pao): a bot weighs the
 * shape, and the engine checks the win.
 * <p>
 * Fast because most hands are far from a win: the table is read once ({@link #table}); on the fast analyzer a card
 * is tried only if every concealed card no group of the hand could take ({@link LonelyCards}) shares a shape with it
 * ({@link GroupShapes#partners}), since the added card is in one group only: there are at most two such cards; two
 * form a shape with it, one is a copy of it or in a shape with it and a card held. A hand with jokers is tried card
 * by card only if one more joker completes it (a joker stands for any card, so a hand no joker completes no card
 * completes).
 * The answers are kept by packed hand (a small cache: a seat asks about the hand it kept at every claim round).
 * Mutable and for one thread: one per bot.
 */
public final class Waits {
    private static final int ALL_CARDS = (1 << Cards.KINDS) - 1;
    private static final int CACHED = 64;
    /** By shape table and card, the two other cards of each shape with the card ({@link GroupShapes#withCard}). */
    private static final int[][][] FIRST = new int[GroupShapes.tables()][Cards.KINDS][];
    private static final int[][][] SECOND = new int[GroupShapes.tables()][Cards.KINDS][];

    static {
        for (int index = 0; index < GroupShapes.tables(); index++) {
            for (int card = 0; card < Cards.KINDS; card++) {
                List<GroupShapes.WithCard> shapes = GroupShapes.ofIndex(index).withCard(card);
                FIRST[index][card] = shapes.stream().mapToInt(GroupShapes.WithCard::first).toArray();
                SECOND[index][card] = shapes.stream().mapToInt(GroupShapes.WithCard::second).toArray();
            }
        }
    }

    private final Analyzer analyzer;
    private final HandAnalyzer fast;
    private final RuleSet rules;
    private final GroupShapes shapes;
    private final int[] partners = new int[Cards.KINDS];
    private final HuxiCeiling ceiling;
    /** Whether the joker is among the cards asked about (where the deck has jokers). */
    private final boolean jokerAsked;

    // the table of the calls
    private List<Meld> table = List.of();
    private int tableHuxi;
    private int cardsNeeded;
    private boolean pair;

    // the last hand asked about: per card (and the joker) the concealed cards' most huxi with it, -1 none
    private final int[] concealedHuxi = new int[Cards.ALL_KINDS];
    /** A joker holder's hand: per card held at most once, its huxi from the one search of its readings. */
    private final int[] jokerWaits = new int[Cards.KINDS];
    private int completing;

    // the cache: key (see #key), the completing cards, the huxi per card; made when first asked (greedy never asks)
    private long[] keys;
    private int[] masks;
    private short[] huxis;
    // the cache of #winningAmong: jokerless hand and pair, table huxi, the winning cards
    private long[] winningKeys;
    private int[] winningTableHuxi;
    private int[] winningMasks;

    /** @param jokerAsked whether {@link #completing} answers for the joker too (it costs a search of its own) */
    public Waits(Analyzer analyzer, boolean jokerAsked) {
        this.analyzer = analyzer;
        this.fast = analyzer instanceof HandAnalyzer hand && hand.packedPath() ? hand : null;
        this.rules = analyzer.rules();
        this.shapes = GroupShapes.of(rules.structure());
        for (int card = 0; card < Cards.KINDS; card++) {
            partners[card] = shapes.partners(card) | 1 << card;
        }
        this.jokerAsked = jokerAsked && rules.deck().jokers() > 0;
        this.ceiling = HuxiCeiling.of(rules);
    }

    /** The table melds (in the analyzer's form) the next hands lie beside. */
    public Waits table(List<Meld> melds) {
        int huxi = 0;
        for (Meld meld : melds) {
            huxi += meld.huxi(rules.huxi());
        }
        return table(melds, huxi);
    }

    /** As {@link #table(List)}, for a caller that knows the table's huxi (a seat keeps its own in step). */
    public Waits table(List<Meld> melds, int huxi) {
        table = melds;
        tableHuxi = huxi;
        boolean paoOrTi = false;
        for (int i = 0; i < melds.size(); i++) {
            paoOrTi |= melds.get(i).isPaoOrTi();
        }
        pair = WinShape.needsPair(rules, paoOrTi);
        cardsNeeded = WinShape.concealedCards(rules.structure().groupsToWin() - melds.size() - (pair ? 1 : 0), pair);
        return this;
    }

    /**
     * The cards (bit per card, bit {@link Cards#JOKER} for the joker if asked) that complete the concealed cards with
     * the table, each at {@link #huxi}; a card is left out when the hand holds three (a fourth is a ti, not a loose
     * card).
     *
     * @param concealed packed counts ({@link Counts}), each 0..3
     */
    public int completing(long concealed, int jokers) {
        if (Counts.total(concealed) + jokers + 1 != cardsNeeded) {
            Arrays.fill(concealedHuxi, -1);
            completing = 0;
            return 0;
        }
        long key = concealed | (long) jokers << 60 | (pair ? 1L << 63 : 0);
        int slot = slot(key);
        if (keys == null) {
            keys = new long[CACHED];
            masks = new int[CACHED];
            huxis = new short[CACHED * Cards.ALL_KINDS];
        }
        if (keys[slot] != key) {
            search(concealed, jokers);
            keys[slot] = key;
            masks[slot] = completing;
            for (int card = 0; card < Cards.ALL_KINDS; card++) {
                huxis[slot * Cards.ALL_KINDS + card] = (short) concealedHuxi[card];
            }
        } else {
            completing = masks[slot];
            for (int card = 0; card < Cards.ALL_KINDS; card++) {
                concealedHuxi[card] = huxis[slot * Cards.ALL_KINDS + card];
            }
        }
        return completing;
    }

    /**
     * A superset of {@link #completing} that asks the analyzer nothing (for a bot that needs the exact cards only
     * when they might change its choice): on the fast analyzer a jokerless hand's cards that share a shape with
     * every lonely card, else every card there is to ask about.
     */
    public int mayComplete(long concealed, int jokers) {
        if (Counts.total(concealed) + jokers + 1 != cardsNeeded) {
            return 0;
        }
        return fast != null && jokers == 0 ? jokerlessCandidates(concealed)
                : ALL_CARDS | (jokerAsked ? 1 << Cards.JOKER : 0);
    }

    /**
     * The cards (bit per card) whose discard, one held once or twice, may leave a hand {@link #completing} names a
     * card for, asking the analyzer nothing: a superset, for a bot that weighs many discards of one hand. Letting a
     * card go makes no other card less lonely (the cards left form fewer groups), so a hand with more lonely cards
     * than one more card's group and the jokers' groups could take, the discarded one aside, has no discard that
     * waits; with one lonely card more than they take, only a lonely card's discard may.
     *
     * @param held packed counts ({@link Counts}), each 0..3, one card more than a waiting hand holds
     */
    public int discardsMayWait(long held, int jokers) {
        if (Counts.total(held) + jokers != cardsNeeded) {
            return 0;
        }
        if (fast == null) {
            return ALL_CARDS;
        }
        int alone = alone(held);
        int taken = 2 * (jokers + 1);   // what the added card's group and each joker's take, as in search
        int lonely = Integer.bitCount(alone);
        return lonely > taken + 1 ? 0 : lonely == taken + 1 ? alone : ALL_CARDS;
    }

    /**
     * {@link #discardsMayWait}, but none where no discard may leave a hand {@link #winning} names a card for, as
     * {@link #mayWin} finds by the huxi bound alone: letting a card held once or twice go lowers the bound of the
     * cards left, or leaves it, so where one more card and the jokers would not lift the bound of all the cards held
     * to a win, they lift that of none of the hands their discards leave ({@link #jokersMayWin}).
     */
    public int discardsMayWin(long held, int jokers) {
        int cards = discardsMayWait(held, jokers);
        return cards == 0 || ceiling.mayWinWithCards(ceiling.bound(ceiling.parts(held)), jokers + 1, tableHuxi)
                ? cards : 0;
    }

    /**
     * Whether a card or the joker may complete concealed cards held with jokers into a win ({@link #winning} names
     * none where not), by the huxi bound alone, asking the analyzer nothing: each joker, and the card added, lifts the
     * bound of the real cards by at most what one card does ({@link HuxiCeiling#mayWinWithCards}).
     */
    public boolean jokersMayWin(long concealed, int jokers) {
        return ceiling.mayWinWithCards(ceiling.bound(ceiling.parts(concealed)), jokers + 1, tableHuxi);
    }

    /** Of {@link #completing}, the cards whose win the variant's win rule allows at their huxi. */
    public int winning(long concealed, int jokers) {
        int winning = 0;
        for (int left = completing(concealed, jokers); left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            winning |= rules.win().mayWin(huxi(card)) ? 1 << card : 0;
        }
        return winning;
    }

    /**
     * A superset of the cards {@link #winning} names for jokerless concealed cards that asks the analyzer nothing:
     * of the cards {@link #mayComplete} names, those whose huxi bound ({@link HuxiCeiling}) with the table's huxi may
     * reach a win: the lonely cards rule out most hands, the bound most of the rest where the minimum is high.
     */
    public int mayWin(long concealed) {
        int cards = mayComplete(concealed, 0) & ALL_CARDS;
        if (cards == 0) {
            return 0;   // most hands: three lonely cards or more
        }
        long parts = ceiling.parts(concealed);
        if (!ceiling.mayWinWithAnyCard(ceiling.bound(parts), tableHuxi)) {
            return 0;
        }
        for (int left = cards; left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            cards &= Counts.of(concealed, card) < 3
                    && ceiling.mayWin(ceiling.bound(ceiling.withCard(parts, concealed, card)), tableHuxi)
                    ? ~0 : ~(1 << card);
        }
        return cards;
    }

    /**
     * How many of the cards in {@code among} win with jokerless concealed cards (those {@link #winning} names), or a
     * number below {@code atLeast} once fewer than that are left to try: for a bot that needs the count only where it
     * could beat its best so far. Asks the analyzer about each card of {@code among} afresh (neither the cache nor
     * {@link #huxi} is touched), so {@code among} is best within {@link #mayWin}.
     */
    public int winningCount(long concealed, int among, int atLeast) {
        int found = 0;
        for (int left = among & ALL_CARDS; left != 0 && found + Integer.bitCount(left) >= atLeast;
             left &= left - 1) {
            found += wins(concealed, Integer.numberOfTrailingZeros(left)) ? 1 : 0;
        }
        return found;
    }

    /**
     * {@link #winning} of jokerless concealed cards for a caller that has their {@link #mayWin} ({@code among}, not
     * 0): only those cards are asked about, and the joker where it is asked (one more joker completing the hand at a
     * huxi that wins). Kept by hand, pair and table huxi in a cache of its own; {@link #huxi} is not touched.
     */
    public int winningAmong(long concealed, int among) {
        long key = concealed | (pair ? 1L << 63 : 0);
        int slot = slot(key);
        if (winningKeys == null) {
            winningKeys = new long[CACHED];
            winningTableHuxi = new int[CACHED];
            winningMasks = new int[CACHED];
            Arrays.fill(winningTableHuxi, -1);     // no table huxi is negative: nothing is kept yet
        }
        if (winningKeys[slot] == key && winningTableHuxi[slot] == tableHuxi) {
            return winningMasks[slot];
        }
        int winning = 0;
        for (int left = among & ALL_CARDS | (jokerAsked ? 1 << Cards.JOKER : 0); left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            winning |= wins(concealed, card) ? 1 << card : 0;
        }
        winningKeys[slot] = key;
        winningTableHuxi[slot] = tableHuxi;
        winningMasks[slot] = winning;
        return winning;
    }

    /**
     * Whether the card (the joker: one joker held) added to jokerless concealed cards completes them at a huxi that
     * wins beside the table.
     */
    private boolean wins(long concealed, int card) {
        int huxi = card == Cards.JOKER ? concealedHuxi(concealed, 1)
                : Counts.of(concealed, card) < 3 ? concealedHuxi(Counts.add(concealed, card, 1), 0) : -1;
        return huxi >= 0 && rules.win().mayWin(huxi + tableHuxi);
    }

    /** A cache slot of a key: the top bits of its Fibonacci hash, one of {@link #CACHED}. */
    private static int slot(long key) {
        return (int) (key * 0x9E3779B97F4A7C15L >>> Long.SIZE - Integer.numberOfTrailingZeros(CACHED));
    }

    /** The most huxi, table included, of the last hand asked about with the card added; -1 when it is not complete. */
    public int huxi(int card) {
        return concealedHuxi[card] < 0 ? -1 : concealedHuxi[card] + tableHuxi;
    }

    /** The table melds of the calls. */
    public List<Meld> table() {
        return table;
    }

    private void search(long concealed, int jokers) {
        Arrays.fill(concealedHuxi, -1);
        completing = 0;
        int candidates = ALL_CARDS | (jokerAsked ? 1 << Cards.JOKER : 0);
        if (fast != null && jokers == 0) {
            candidates = jokerlessCandidates(concealed);
        } else if (jokers > 0) {
            // each group with a lonely card holds a joker and at most two lonely cards; one more joker must complete
            int alone = fast == null ? 0 : alone(concealed);
            if (Integer.bitCount(alone) > 2 * (jokers + 1)) {
                return;
            }
            if (fast != null) {     // one search: one more joker's readings answer for the cards held at most once
                int huxi = fast.jokerWaits(concealed, jokers, cardsNeeded, pair, jokerWaits);
                if (huxi < 0) {
                    return;
                }
                concealedHuxi[Cards.JOKER] = huxi;
                completing = 1 << Cards.JOKER;
            } else if (!tryCard(concealed, jokers, Cards.JOKER)) {
                return;
            }
            if (!jokerAsked) {
                completing = 0;
                concealedHuxi[Cards.JOKER] = -1;
            }
            // the added card's group takes only lonely cards sharing a shape with it; the jokers' groups the others
            for (int card = 0; card < Cards.KINDS; card++) {
                candidates &= Integer.bitCount(alone & ~partners[card]) <= 2 * jokers ? ~0 : ~(1 << card);
            }
        }
        for (int left = candidates & ~completing; left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            if (jokers > 0 && fast != null && Counts.of(concealed, card) < 2) {
                concealedHuxi[card] = jokerWaits[card];
                completing |= jokerWaits[card] < 0 ? 0 : 1 << card;
            } else {
                tryCard(concealed, jokers, card);
            }
        }
    }

    /**
     * The cards (bit per card, and the joker's if asked) that may complete a jokerless hand on the fast analyzer, by
     * its lonely cards alone: a superset of {@link #completing}.
     */
    private int jokerlessCandidates(long concealed) {
        int alone = alone(concealed);
        int lonely = Integer.bitCount(alone);
        if (lonely > 2) {
            return 0;   // the added card (or joker) joins one group, which takes at most two lonely cards
        }
        if (lonely == 0) {
            return ALL_CARDS | (jokerAsked ? 1 << Cards.JOKER : 0);  // no lonely card for a card to leave out
        }
        int candidates = 0;
        for (int left = joining(concealed, Integer.numberOfTrailingZeros(alone), alone); left != 0;
             left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            // a third copy makes a kan, which leaves the cards lonely that were
            int needed = Counts.of(concealed, card) == 2 ? 1 << card : partners[card];
            candidates |= (alone & ~needed) == 0 ? 1 << card : 0;
        }
        return candidates | (jokerAsked ? 1 << Cards.JOKER : 0);
    }

    /**
     * The cards (bit per card) whose group, added, may take the lonely cards ({@code alone}, one or two, the first
     * {@code lonely}): two form a shape with the card; one is a copy of it, or in a shape with it and a third card
     * held beside the lonely one.
     */
    private int joining(long concealed, int lonely, int alone) {
        int others = alone & ~(1 << lonely);
        int cards = others == 0 ? 1 << lonely : 0;
        int[] firsts = FIRST[shapes.index()][lonely];
        int[] seconds = SECOND[shapes.index()][lonely];
        for (int i = 0; i < firsts.length; i++) {
            int first = firsts[i];
            int second = seconds[i];
            if (others != 0) {
                cards |= first == Integer.numberOfTrailingZeros(others) ? 1 << second : 0;
                cards |= second == Integer.numberOfTrailingZeros(others) ? 1 << first : 0;
            } else {
                cards |= Counts.of(concealed, second) > (second == lonely ? 1 : 0) ? 1 << first : 0;
                cards |= Counts.of(concealed, first) > (first == lonely ? 1 : 0) ? 1 << second : 0;
            }
        }
        return cards;
    }

    private boolean tryCard(long concealed, int jokers, int card) {
        int huxi;
        if (card == Cards.JOKER) {
            huxi = concealedHuxi(concealed, jokers + 1);
        } else if (Counts.of(concealed, card) < 3) {
            huxi = concealedHuxi(Counts.add(concealed, card, 1), jokers);
        } else {
            return false;
        }
        if (huxi >= 0) {
            concealedHuxi[card] = huxi;
            completing |= 1 << card;
        }
        return huxi >= 0;
    }

    private int concealedHuxi(long concealed, int jokers) {
        if (fast != null) {
            return fast.concealedMaxHuxi(concealed, jokers, cardsNeeded, pair);
        }
        int huxi = analyzer.maxHuxi(Holding.of(concealed, jokers, table));
        return huxi < 0 ? -1 : huxi - tableHuxi;
    }

    /** The concealed cards no group of the hand's own cards could take (bit per card). */
    private int alone(long concealed) {
        return Counts.cards(fast.lonelyCards().alone(concealed, pair, rules.structure().mixed()));
    }
}
