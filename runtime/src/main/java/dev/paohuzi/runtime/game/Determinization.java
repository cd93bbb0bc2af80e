package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The cards a seat cannot see, dealt at random in a way its observation allows (for {@link Game#sample}): each
 * other seat's face-down wei becomes three copies of a card with three copies unseen (a wei laid face up, `wei shown:
 * face up`, is seen and keeps its card, as every shown meld does); each other seat gets as many
 * concealed cards as it holds, never four of a card (they would have been a ti, 000:32) nor a copy of a card it has
 * a pong, wei or run of (its hand takes no card after the deal, 003:17: the copy would have been laid with them);
 * the rest is the wall in random order, a card the variant shows at its bottom staying there (002:13). The
 * dealer's reveal card (亮张, the last card it dealt itself and showed every seat, 000:21) stays in the dealer's
 * concealed hand while nothing shown says it may have left (see {@link #heldReveal}). Made from the observation alone.
 *
 * @param seats every seat's state: the observer's as observed, the others' public counters with the cards drawn
 * @param wall  the undrawn wall, top first
 */
record Determinization(SeatState[] seats, int[] wall) {
    /** Draws are retried when the order of the random picks left no card a seat may take (rare). */
    private static final int TRIES = 64;

    static Determinization draw(Observation view, SplittableRandom random) {
        for (int attempt = 0; attempt < TRIES; attempt++) {
            Determinization dealt = tryDraw(view, random);
            if (dealt != null) {
                return dealt;
            }
        }
        throw new IllegalStateException("no deal of the unseen cards fits what seat " + view.seat() + " observed");
    }

    private static Determinization tryDraw(Observation view, SplittableRandom random) {
        int[] pool = view.unseen();
        int shown = view.shownWallCard();
        if (shown >= 0) {
            pool[shown]--;
        }
        int players = view.players();
        SeatState[] seats = new SeatState[players];
        for (int of = 0; of < players; of++) {
            seats[of] = publicState(view, of);
        }
        // the face-down wei of the other seats first: three copies each
        for (int of = 0; of < players; of++) {
            List<Meld> table = seats[of].table;
            for (int i = 0; i < table.size(); i++) {
                if (table.get(i).card() == Cards.HIDDEN) {
                    int card = pickTriple(pool, random);
                    if (card < 0) {
                        return null;
                    }
                    pool[card] -= 3;
                    table.set(i, Meld.same(GroupKind.WEI, card));
                }
            }
        }
        int revealed = heldReveal(view, pool);
        if (revealed >= 0) {
            pool[revealed]--;
            seats[view.dealer()].add(revealed, 1);
        }
        int size = 0;
        for (int count : pool) {
            size += count;
        }
        int[] cards = new int[size];
        int n = 0;
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            for (int copy = 0; copy < pool[card]; copy++) {
                cards[n++] = card;
            }
        }
        for (int i = cards.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = cards[i];
            cards[i] = cards[j];
            cards[j] = t;
        }
        boolean[] taken = new boolean[cards.length];
        for (int of = 0; of < players; of++) {
            if (of == view.seat()) {
                continue;
            }
            SeatState state = seats[of];
            int barred = laidCards(state.table);
            int need = view.concealedCount(of) - (revealed >= 0 && of == view.dealer() ? 1 : 0);
            for (int i = 0; i < cards.length && need > 0; i++) {
                int card = cards[i];
                if (!taken[i] && state.hand[card] < 3 && (card >= Cards.KINDS || (barred >> card & 1) == 0)) {
                    taken[i] = true;
                    state.add(card, 1);
                    need--;
                }
            }
            if (need > 0) {
                return null;
            }
        }
        int wallSize = view.wallLeft();
        int[] wall = new int[wallSize];
        int w = 0;
        int setAside = 0;
        for (int i = 0; i < cards.length; i++) {
            if (!taken[i]) {
                // the rest, once the wall is full, are the cards set aside unplayed (抽牌), which nobody sees
                if (w < wallSize - (shown >= 0 ? 1 : 0)) {
                    wall[w++] = cards[i];
                } else {
                    setAside++;
                }
            }
        }
        if (shown >= 0) {
            wall[w++] = shown;
        }
        if (w != wallSize || setAside != view.rules().seating().unplayed()) {
            throw new IllegalStateException("the unseen cards do not add up to the hands and the wall");
        }
        return new Determinization(seats, wall);
    }

    /**
     * The reveal card when the dealer is another seat and must still hold it (000:21): the dealer has not discarded
     * it, it is not the card in flight (the start's claim round is about it, 000:22), and no seat shows a meld or a
     * pile holding it or a face-down meld that might (a conservative reading: a copy seen anywhere may be the
     * revealed one), and a copy of it is unseen; else -1.
     */
    private static int heldReveal(Observation view, int[] pool) {
        int card = view.revealCard;
        int dealer = view.dealer();
        if (card < 0 || card >= Cards.KINDS || dealer == view.seat() || (view.discarded(dealer) >> card & 1) != 0
                || view.concealedCount(dealer) == 0 || view.offeredCard() == card || pool[card] == 0) {
            return -1;
        }
        for (int of = 0; of < view.players(); of++) {
            if (view.pile(of).contains(card)) {
                return -1;
            }
            for (Meld meld : view.table(of)) {
                for (int i = 0; i < meld.size(); i++) {
                    if (meld.card(i) == card || meld.card(i) == Cards.HIDDEN) {
                        return -1;
                    }
                }
            }
        }
        return card;
    }

    /** A card with three copies in the pool, each such card alike likely; -1 when there is none. */
    private static int pickTriple(int[] pool, SplittableRandom random) {
        int choices = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            choices += pool[card] >= 3 ? 1 : 0;
        }
        if (choices == 0) {
            return -1;
        }
        int pick = random.nextInt(choices);
        for (int card = 0; card < Cards.KINDS; card++) {
            if (pool[card] >= 3 && pick-- == 0) {
                return card;
            }
        }
        return -1;
    }

    /** Cards of the table's groups of identical cards (pong, wei, runs), bit per card. */
    private static int laidCards(List<Meld> table) {
        int laid = 0;
        for (Meld meld : table) {
            if (meld.size() != 3 || meld.card(0) == meld.card(2)) {
                laid |= 1 << meld.card();
            }
        }
        return laid;
    }

    /** A seat's state as the observer knows it: all of it for its own seat, the public counters for another. */
    private static SeatState publicState(Observation view, int of) {
        SeatState state = new SeatState();
        state.table.addAll(view.table(of));
        state.pile.addAll(view.pile(of));
        state.runs = view.runs(of);
        state.intakes = view.intakes(of);
        state.skipDiscard = view.skipsDiscard(of);
        state.discarded = view.discarded(of);
        state.draws = view.draws(of);
        state.discards = view.discards(of);
        state.xianggong = view.xianggong(of);
        if (of == view.seat()) {
            state.setHand(view.hand());
            state.stale = view.stale;
            System.arraycopy(view.staleWinAt, 0, state.staleWinAt, 0, state.staleWinAt.length);
            state.passedPong = view.passedPong;
        }
        return state;
    }
}
