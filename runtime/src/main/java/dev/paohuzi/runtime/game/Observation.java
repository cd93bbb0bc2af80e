package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What one seat may see of a hand in play, the same reading as {@link SeatView} ("Who sees what", docs/engine.md):
 * its own cards, table, 臭牌; every seat's shown melds (another seat's wei face down, by
 * {@link SeatView#asSeenByOthers}), piles, table huxi where no wei hides it ({@link SeatView#hidesHuxi}); the card in
 * flight as {@link SeatView#see} shows it; how many cards each seat holds; the wall's count. Bots are handed this and
 * their legal options, never the {@link Game}: nothing here reaches another seat's concealed cards, its 臭牌, or the
 * wall's order. A view over the live hand: read it during the decision it was handed for.
 */
public final class Observation {
    private final Game game;
    private final int seat;

    Observation(Game game, int seat) {
        this.game = game;
        this.seat = seat;
    }

    /** The observing seat. */
    public int seat() {
        return seat;
    }

    public RuleSet rules() {
        return game.rules();
    }

    public int players() {
        return game.players();
    }

    public int dealer() {
        return game.dealer();
    }

    /** The hand analysis of this hand, for the seat to ask about its own cards (on the hand's thread). */
    public WinCheck winCheck() {
        return game.winCheck();
    }

    /** The seat's own concealed cards as counts by card (a copy). */
    public int[] hand() {
        return game.hand(seat);
    }

    /** The seat's own cards for hand analysis: its concealed cards and its table. */
    public Holding holding() {
        int[] hand = game.hand(seat);
        List<Meld> table = game.table(seat);
        dev.paohuzi.runtime.holding.Meld[] melds = new dev.paohuzi.runtime.holding.Meld[table.size()];
        for (int i = 0; i < melds.length; i++) {
            melds[i] = table.get(i).forAnalysis();
        }
        return Holding.of(Counts.pack(hand), hand[Cards.JOKER], List.of(melds));
    }

    /** How many concealed cards a seat holds (counted, face down for the others). */
    public int concealedCount(int of) {
        int total = 0;
        for (int count : game.hand(of)) {
            total += count;
        }
        return total;
    }

    /** A seat's table as this seat sees it: its own as it lies, another's with each wei face down. */
    public List<Meld> table(int of) {
        List<Meld> table = game.table(of);
        if (of == seat) {
            return table;
        }
        List<Meld> seen = new ArrayList<>(table.size());
        for (Meld meld : table) {
            seen.add(SeatView.asSeenByOthers(meld));
        }
        return Collections.unmodifiableList(seen);
    }

    /** A seat's table huxi, or {@link Event.Laid#HIDDEN_HUXI} for another seat with a wei face down. */
    public int tableHuxi(int of) {
        return of != seat && SeatView.hidesHuxi(game.table(of)) ? Event.Laid.HIDDEN_HUXI : game.tableHuxi(of);
    }

    /** A seat's pile: discards and drawn cards nobody took, which lie face up. */
    public List<Integer> pile(int of) {
        return game.pile(of);
    }

    /** The seat's own 臭牌 (000:44); another seat's are its own memory. */
    public List<Integer> staleCards() {
        return game.staleCards(seat);
    }

    public int wallLeft() {
        return game.wallLeft();
    }

    /** The card a claim round is about, {@link Cards#HIDDEN} when this seat does not see it, or -1 for none. */
    public int offeredCard() {
        int offered = game.offeredCard();
        if (offered < 0) {
            return -1;
        }
        List<Event> trace = game.trace();
        for (int i = trace.size() - 1; i >= 0; i--) {
            Event event = trace.get(i);
            if (event instanceof Event.Draw || event instanceof Event.Discard) {
                return SeatView.of(trace.get(0), seat).see(event) instanceof Event.Draw draw ? draw.card() : offered;
            }
        }
        return offered;
    }

    /**
     * The copies of each card (0..19, joker at 20) this seat has not seen: the deck less its own hand, every card
     * shown on a table, the piles and the card in flight. What another seat may hold, or the wall may give.
     */
    public int[] unseen() {
        RuleSet rules = game.rules();
        int[] unseen = new int[Cards.ALL_KINDS];
        java.util.Arrays.fill(unseen, 0, Cards.KINDS, rules.deck().copies());
        unseen[Cards.JOKER] = rules.deck().jokers();
        int[] hand = game.hand(seat);
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            unseen[card] -= hand[card];
        }
        for (int of = 0; of < game.players(); of++) {
            for (Meld meld : table(of)) {
                for (int i = 0; i < meld.size(); i++) {
                    int card = meld.card(i);
                    if (card != Cards.HIDDEN) {
                        unseen[card]--;
                    }
                }
            }
            for (int card : game.pile(of)) {
                unseen[card]--;
            }
        }
        int offered = offeredCard();
        if (offered >= 0 && offered != Cards.HIDDEN) {
            unseen[offered]--;
        }
        return unseen;
    }
}
