package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.WinRule;
import dev.paohuzi.runtime.holding.Meld;

import java.util.List;

/**
 * A seat's own cards read fast, for bots that weigh many holdings in one decision: the table in the analyzer's form
 * is built once, each holding asked about is the concealed cards as packed counts plus a card, and the cards that
 * cannot complete a hand are left out before the analyzer is asked (see {@link #candidates}).
 */
final class HandReader {
    /**
     * Per card, the other cards that could share a group with it under any variant (bit per card): the same size
     * within two points (a sentence), the other size of its point (a mixed group), and 二七十 of either size. A
     * superset of every variant's groups (docs/language.md), so leaving out by it never leaves out a win.
     */
    private static final int[] PARTNERS = new int[Cards.KINDS];

    static {
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int other = 0; other < Cards.KINDS; other++) {
                boolean sameSize = Cards.size(other) == Cards.size(card);
                boolean sentence = sameSize && Math.abs(Cards.point(other) - Cards.point(card)) <= 2;
                boolean mixed = other == Cards.otherSize(card);
                boolean twoSevenTen = isTwoSevenTen(card) && isTwoSevenTen(other);
                if (other != card && (sentence || mixed || twoSevenTen)) {
                    PARTNERS[card] |= 1 << other;
                }
            }
        }
    }

    private final Analyzer analyzer;
    private final WinRule win;
    private final List<Meld> table;
    private final int jokers;

    HandReader(Observation view) {
        Holding own = view.holding();
        this.analyzer = view.analyzer();
        this.win = view.rules().win();
        this.table = own.melds();
        this.jokers = own.jokers();
    }

    /** The same seat with other table melds (after a claim it weighs). */
    HandReader(HandReader seat, List<Meld> table) {
        this.analyzer = seat.analyzer;
        this.win = seat.win;
        this.table = table;
        this.jokers = seat.jokers;
    }

    Analyzer analyzer() {
        return analyzer;
    }

    List<Meld> table() {
        return table;
    }

    int jokers() {
        return jokers;
    }

    /** The most huxi of the concealed cards plus one card, with the table; -1 when they are not complete. */
    int huxiWith(int[] hand, int card) {
        return analyzer.maxHuxi(holdingWith(hand, card));
    }

    Holding holdingWith(int[] hand, int card) {
        return Holding.of(Counts.add(Counts.pack(hand), card, 1), jokers, table);
    }

    /** Whether the cards plus one card may win: complete, at a huxi the variant's win rule allows. */
    boolean winsWith(int[] hand, int card) {
        return win.mayWin(huxiWith(hand, card));
    }

    /**
     * The cards (bit per card) that might complete the concealed cards when added. A lone card — one copy, no
     * partner among the others — can only end in a pair with the added card: one lone card leaves only itself, two
     * leave nothing; otherwise the added card needs a copy or a partner in the hand. A joker partners anything, so
     * with one nothing is left out.
     */
    int candidates(int[] hand) {
        if (jokers > 0) {
            return (1 << Cards.KINDS) - 1;
        }
        int present = present(hand);
        int lone = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand[card] == 1 && (PARTNERS[card] & present) == 0) {
                if (lone != 0) {
                    return 0;
                }
                lone = 1 << card;
            }
        }
        if (lone != 0) {
            return lone;
        }
        int reach = present;
        for (int card = 0; card < Cards.KINDS; card++) {
            reach |= (PARTNERS[card] & present) != 0 ? 1 << card : 0;
        }
        return reach;
    }

    /** Cards in the hand without a copy or a partner beside them: what a discard is best spent on. */
    static int lone(int[] hand) {
        int present = present(hand);
        int lone = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            lone += hand[card] == 1 && (PARTNERS[card] & present) == 0 ? 1 : 0;
        }
        return lone;
    }

    /** How many hand cards could share a group with the card: copies, neighbours of its size, the other size, 二七十. */
    static int connections(int[] hand, int card) {
        int point = Cards.point(card);
        int links = (hand[card] - 1) * 3 + hand[Cards.otherSize(card)];
        for (int other = card - 2; other <= card + 2; other++) {
            if (other != card && other >= 0 && other < Cards.KINDS && Cards.size(other) == Cards.size(card)) {
                links += hand[other];
            }
        }
        if (point == 2 || point == 7 || point == 10) {
            int two = card - (point - 2);
            links += hand[two] + hand[two + 5] + hand[two + 8] - hand[card];
        }
        return links;
    }

    private static int present(int[] hand) {
        int present = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            present |= hand[card] > 0 ? 1 << card : 0;
        }
        return present;
    }

    private static boolean isTwoSevenTen(int card) {
        int point = Cards.point(card);
        return point == 2 || point == 7 || point == 10;
    }
}
