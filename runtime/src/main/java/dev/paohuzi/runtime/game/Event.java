package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.Collections;
import java.util.List;

/**
 * One step of a hand, as recorded in its trace, and the one way a hand changes: {@link HandState#emit} appends the
 * event and applies its {@link #apply effect}. Each event says everything about itself — how it changes the state
 * (which cards move where, the next phase and the seat to act) and what each seat may see of it ({@link #seenBy}) —
 * so an event type without either does not compile. The procedures of play ({@link HandStart}, {@link WallDraw},
 * {@link DiscardTurn}, {@link ClaimResolution}, {@link WinSettlement}, ...) decide which event happens; they never
 * change the state themselves. Every phase the hand enters is set here, by an effect or by {@link Turns}.
 * <p>
 * Seats are absolute (0..players-1); cards are ints (see Cards). {@code TraceJson} gives each event a stable JSON
 * form: {@code type} first, then the components in order. What a seat sees follows the seeds' face-down rules
 * ("Who sees what", docs/engine.md): another seat's dealt cards are face down (000:15, its jokers too, 000:133), as
 * are a draw that made a wei or ti (000:55) and, under `wei shown: face down`, a wei until its pao or ti shows it
 * (000:29, 000:34, 000:38), with the table huxi that would tell its size (000:56); another seat's offers, choices and
 * 臭牌/臭胡 memory are its own; discards, piles, the reveal card, the stakes (飘, 坨), the settlement and the end are
 * public.
 */
public sealed interface Event {
    /** The JSON {@code type} of the event. */
    String type();

    /** The seat the event is about (a record with a {@code seat} component gives it), or -1 for the whole table. */
    default int seat() {
        return -1;
    }

    /** The event's effect on the hand: the only code that changes a hand in play. */
    void apply(HandState hand);

    /**
     * The event as the sight's seat sees it (the event itself when nothing of it is hidden), or null when the seat
     * does not see it at all; it may update what the sight remembers (a wei seen face down).
     */
    Event seenBy(Sight sight);

    /**
     * The hand begins: variant, seats, dealer, and the whole deck in deal order (see DeckOrder). The cards stay in
     * the deck until dealt; where the variant has stakes (飘, 坨) the dealer chooses first, else the deal follows.
     */
    record Start(String variant, int players, int dealer, int deadHandsBefore, List<Integer> deck) implements Event {
        public String type() {
            return "start";
        }

        public void apply(HandState hand) {
            StakeKind first = StakeRound.first(hand.rules);
            if (first != null) {
                hand.stakes = StakeRound.unchosen(hand);
                hand.staking = first;
                hand.actor = hand.dealer;
                hand.phase = Game.Phase.STAKE;
            } else {
                hand.phase = Game.Phase.DEAL;
            }
        }

        public Event seenBy(Sight sight) {
            return new Start(variant, players, dealer, deadHandsBefore, List.of());    // the deck order is hidden
        }
    }

    /**
     * A seat's stake of one kind chosen before the deal (the variant's `piao` or `tuo`), shown to all; once every seat
     * has chosen it, the dealer chooses the next kind, and after the last, the deal.
     */
    record Stake(StakeKind kind, int seat, int stake) implements Event {
        public String type() {
            return kind.word();
        }

        public void apply(HandState hand) {
            hand.stakes[kind.ordinal()][seat] = stake;
            int next = hand.ring.next(seat);
            if (next != hand.dealer) {
                hand.actor = next;
                return;
            }
            StakeKind after = StakeRound.after(hand.rules, kind);
            if (after == null) {
                hand.phase = Game.Phase.DEAL;
            } else {
                hand.staking = after;
                hand.actor = hand.dealer;
            }
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /** A seat's dealt cards, sorted: they go from the deck to its hand. */
    record Deal(int seat, List<Integer> cards) implements Event {
        public String type() {
            return "deal";
        }

        public void apply(HandState hand) {
            SeatState state = hand.seats[seat];
            for (int i = 0; i < cards.size(); i++) {
                state.add(cards.get(i), 1);
            }
            hand.seatsDealt++;
            Turns.afterDealStep(hand);
        }

        public Event seenBy(Sight sight) {
            return sight.owns(this) ? this : new Deal(seat, Collections.nCopies(cards.size(), Cards.HIDDEN));
        }
    }

    /**
     * The reveal card (亮张, 000:21) of the dealer, which stays in its hand, or with seat -1 the wall's last card
     * shown (Luzhou, 002:13), a red one moved to the wall's top first where the variant says so.
     */
    record Reveal(int seat, int card) implements Event {
        public String type() {
            return "reveal";
        }

        public void apply(HandState hand) {
            if (seat >= 0) {
                hand.revealCard = card;
            } else {
                hand.wall.showLastCard(hand.rules.deck(), hand.rules.play().shownLastCard().redMovesToTop());
                hand.shownLastCard = card;
            }
            Turns.afterDealStep(hand);
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /**
     * A wall card drawn; not shown when it makes a wei or ti for the drawer (000:55). A joker goes to the drawer's
     * hand and the drawer discards (000:133); a card shown is offered to the seats; one not shown is in flight to
     * the drawer's wei or ti, the next event.
     */
    record Draw(int seat, int card, boolean shown, int wallLeft) implements Event {
        public String type() {
            return "draw";
        }

        public void apply(HandState hand) {
            hand.wall.draw(card);
            hand.seats[seat].draws++;
            hand.actor = seat;
            hand.heldWin = -1;
            if (card == Cards.JOKER) {
                hand.seats[seat].add(Cards.JOKER, 1);
                // the drawer may win first; one with neither that win nor a card to discard passes the turn
                hand.heldWin = DiscardTurn.winsOnHeld(hand, seat, Cards.JOKER) ? Cards.JOKER : -1;
                if (hand.heldWin >= 0 || Turns.canDiscard(hand, seat)) {
                    hand.phase = Game.Phase.DISCARD;
                } else {
                    Turns.nothingToDiscard(hand, seat);
                }
            } else {
                hand.offered = card;
                if (shown) {
                    Turns.offer(hand, card, seat, ClaimRound.Source.DRAW);
                }
            }
        }

        public Event seenBy(Sight sight) {
            return shown || sight.owns(this) ? this : new Draw(seat, Cards.HIDDEN, false, wallLeft);
        }
    }

    /** The legal options put to a seat. */
    record Offer(int seat, List<Action> options) implements Event {
        public String type() {
            return "offer";
        }

        public void apply(HandState hand) {
            hand.pendingOptions = options;
        }

        public Event seenBy(Sight sight) {
            return sight.owns(this) ? this : null;
        }
    }

    /** A seat's choice; forced when it was the only legal option. In a claim round it is the seat's answer. */
    record Choice(int seat, Action action, boolean forced) implements Event {
        public String type() {
            return "choice";
        }

        public void apply(HandState hand) {
            if (hand.phase == Game.Phase.CLAIM) {
                hand.round.answer(seat, action);
            }
        }

        public Event seenBy(Sight sight) {
            return sight.owns(this) ? this : null;
        }
    }

    /** An answer given in a claim round. */
    record Answer(int seat, Action action) {
    }

    /**
     * A claim round resolved by priority: the answers considered, in asking order, and who took the card (-1:
     * nobody). A seat that could pong and did neither pong nor pao has passed a pong (有碰不碰, 000:64: whether that
     * bars its wins is the variant's rule). The reveal card taken by nobody leaves the dealer to its first turn.
     */
    record Claim(int card, int winner, List<Answer> answers) implements Event {
        public String type() {
            return "claim";
        }

        public void apply(HandState hand) {
            ClaimRound done = hand.round;
            hand.round = null;
            for (int a = 0; a < answers.size(); a++) {
                Answer answer = answers.get(a);
                ActionType chosen = answer.action().type();
                if (chosen != ActionType.PONG && chosen != ActionType.PAO && offersPong(done.options(answer.seat()))) {
                    hand.seats[answer.seat()].passedPong = true;
                }
            }
            if (winner < 0 && done.source() == ClaimRound.Source.REVEAL) {
                Turns.dealerTurn(hand);
            }
        }

        private static boolean offersPong(List<Action> options) {
            for (int o = 0; o < options.size(); o++) {     // indexed: this runs after every claim round
                if (options.get(o).type() == ActionType.PONG) {
                    return true;
                }
            }
            return false;
        }

        /** The viewer's own answer and the winner's (the taking is seen); a round with neither is not seen. */
        public Event seenBy(Sight sight) {
            List<Answer> seen = answers.stream()
                    .filter(answer -> answer.seat() == sight.viewer() || answer.seat() == winner).toList();
            return seen.isEmpty() && winner < 0 ? null : new Claim(card, winner, seen);
        }
    }

    /**
     * Cards laid on the table (chi, pong, wei, pao, ti), with the seat's table huxi after the step ({@link
     * #HIDDEN_HUXI} in a seat's view where it would count another seat's face-down wei). The cards come from the
     * card in flight (the one offered or drawn), the rest from the seat's hand; a pao or ti covers the pong or wei of
     * its card where one lies. In the deal it is a dealt ti (000:22); in play an intake, and a discard follows or
     * not ({@link Turns#afterIntake}).
     */
    record Laid(int seat, Action action, int tableHuxi) implements Event {
        public static final int HIDDEN_HUXI = -1;

        /** The action laid by the seat, with its table huxi once laid. */
        static Laid of(HandState hand, int seat, Action action) {
            return new Laid(seat, action, hand.seats[seat].tableHuxiAfter(hand.rules.huxi(), action.melds()));
        }

        public String type() {
            return "meld";
        }

        public void apply(HandState hand) {
            SeatState state = hand.seats[seat];
            boolean run = action.type() == ActionType.PAO || action.type() == ActionType.TI;
            if (run) {
                int card = action.card();
                int base = state.runBaseIndex(card);
                take(hand, state, card, base >= 0 ? 1 : 4);
                if (base >= 0) {
                    state.table.set(base, action.melds().get(0));
                } else {
                    state.table.add(action.melds().get(0));
                }
                state.runs++;
            } else {
                for (Meld meld : action.melds()) {
                    for (int i = 0; i < meld.size(); i++) {
                        take(hand, state, meld.card(i), 1);
                    }
                }
                state.table.addAll(action.melds());
            }
            if (hand.phase == Game.Phase.DEAL) {
                // a non-dealer dealt two ti skips discards (000:24), which the 八块 count gives
                state.skipDiscard = hand.rules.play().dealtTi().skipsAfterDeal(seat == hand.dealer, state.runs,
                        hand.claims.runsBeforeNoDiscard());
                Turns.afterDealStep(hand);
            } else {
                state.intakes++;
                Turns.afterIntake(hand, seat, run);
                weiWin(hand, seat);
            }
        }

        /**
         * 偎胡 (`win on own third copy: yes`): a wei is always laid from one's own draw (000:29); where the seat then
         * discards, it may win on its holding first, the wei on its table.
         */
        private void weiWin(HandState hand, int seat) {
            boolean wei = action.type() == ActionType.WEI || action.type() == ActionType.STALE_WEI;
            if (wei && hand.claims.winOnOwnThirdCopy() && hand.phase == Game.Phase.DISCARD && hand.actor == seat
                    && DiscardTurn.winsOnHeld(hand, seat, action.card())) {
                hand.heldWin = action.card();
            }
        }

        /** Copies of the card taken: the card in flight first, the rest from the seat's hand. */
        private static void take(HandState hand, SeatState state, int card, int copies) {
            int fromHand = copies;
            if (hand.offered == card) {
                hand.offered = -1;
                fromHand--;
            }
            state.add(card, -fromHand);
        }

        public Event seenBy(Sight sight) {
            if (sight.owns(this)) {
                return this;
            }
            Action seen = action;
            if (action.type() == ActionType.WEI && sight.weiShown().hides()) {
                sight.hideWei(seat, action.card());
                seen = new Action(ActionType.WEI, Cards.HIDDEN,
                        List.of(Sight.asSeenByOthers(action.melds().get(0), sight.weiShown())));
            } else if (action.type() == ActionType.PAO || action.type() == ActionType.TI) {
                sight.showWei(seat, action.card());     // the pao or ti shows the wei's card
            }
            return new Laid(seat, seen, sight.hidesHuxi(seat) ? HIDDEN_HUXI : tableHuxi);
        }
    }

    /** A seat's discard: from its hand into flight, offered to the other seats; it may never take it (000:45). */
    record Discard(int seat, int card) implements Event {
        public String type() {
            return "discard";
        }

        public void apply(HandState hand) {
            SeatState state = hand.seats[seat];
            state.add(card, -1);
            state.discarded |= 1 << card;
            state.discards++;
            if (seat == hand.dealer) {
                hand.dealerDiscards++;
            }
            hand.heldWin = -1;
            hand.offered = card;
            Turns.offer(hand, card, seat, ClaimRound.Source.DISCARD);
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /** A card nobody took goes to the pile of the seat that drew or discarded it; the next seat draws. */
    record Pile(int seat, int card) implements Event {
        public String type() {
            return "pile";
        }

        public void apply(HandState hand) {
            // 相公 (CZTABLE HandlerDispatchCard_ChenZhou.java:526-536): the drawer of a card nobody took, left with
            // nothing it could discard; the variant is asked first, so no other variant pays for the look
            if (hand.claims.xianggong() && hand.round != null && hand.round.source() == ClaimRound.Source.DRAW
                    && !Turns.canDiscard(hand, seat)) {
                Turns.becomesXianggong(hand, seat);
            }
            hand.round = null;
            hand.offered = -1;
            hand.seats[seat].pile.add(card);
            hand.actor = hand.ring.next(seat);
            hand.phase = Game.Phase.DRAW;
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /** A seat passed a chi or pong of the card: 臭牌 for it (000:44). */
    record Stale(int seat, int card) implements Event {
        public String type() {
            return "stale";
        }

        public void apply(HandState hand) {
            hand.seats[seat].stale |= 1 << card;
        }

        public Event seenBy(Sight sight) {
            return sight.owns(this) ? this : null;
        }
    }

    /** A seat passed a win on the card at this table huxi: 臭胡 (000:81). */
    record StaleWin(int seat, int card, int tableHuxi) implements Event {
        public String type() {
            return "stale-win";
        }

        public void apply(HandState hand) {
            hand.seats[seat].staleWinAt[card] = tableHuxi;
        }

        public Event seenBy(Sight sight) {
            return sight.owns(this) ? this : null;
        }
    }

    /**
     * The 醒 named after a win (the variant's `xing` rule): the wall card turned over for a 翻醒 (-1 when none is
     * turned: a 跟醒 names the card won on) and the 醒 card itself (-1 for none).
     */
    record Xing(int turned, int card) implements Event {
        public String type() {
            return "xing";
        }

        /** The turned card is looked at, not drawn: nothing moves. */
        public void apply(HandState hand) {
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /** What the hand pays, from the variant's scoring; recorded just before the end. */
    record Settle(HandSettlement settlement) implements Event {
        public String type() {
            return "settle";
        }

        public void apply(HandState hand) {
            hand.settlement = settlement;
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /** The hand is over: the hands are laid open. */
    record End(HandResult result) implements Event {
        public String type() {
            return "end";
        }

        public void apply(HandState hand) {
            hand.result = result;
            hand.phase = Game.Phase.OVER;
            hand.pendingOptions = List.of();
        }

        public Event seenBy(Sight sight) {
            return this;
        }
    }

    /**
     * The phases a hand enters that follow from its state rather than from the event alone: the start of play once
     * the deal is laid out, the dealer's first turn, a card offered to the seats, and whether a discard follows an
     * intake. Only the effects above call them.
     */
    final class Turns {
        private Turns() {
        }

        /**
         * After each step of the deal: once every seat has its cards, the reveal card is shown (where the variant
         * has one) and every dealt ti is laid out (000:22), play begins — with a claim round on the reveal card where
         * a seat may win on it (000:74, 000:68), else with the dealer's first turn.
         */
        static void afterDealStep(HandState hand) {
            if (hand.seatsDealt < hand.players || !revealed(hand) || holdsFour(hand)) {
                return;
            }
            hand.round = ClaimRound.atStart(hand);
            if (hand.round.isEmpty()) {
                dealerTurn(hand);
            } else {
                hand.phase = Game.Phase.CLAIM;
            }
        }

        private static boolean revealed(HandState hand) {
            return switch (hand.rules.seating().reveal()) {
                case DEALERS_LAST_CARD -> hand.revealCard >= 0;
                case LAST_WALL_CARD_SHOWN -> hand.shownLastCard >= 0;
                default -> true;
            };
        }

        private static boolean holdsFour(HandState hand) {
            for (SeatState seat : hand.seats) {
                for (int card = 0; card < Cards.KINDS; card++) {
                    if (seat.hand[card] == 4) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** 000:22-23, 003:29: the dealer discards first, unless its dealt ti already reach 八块. */
        static void dealerTurn(HandState hand) {
            int dealer = hand.dealer;
            if (hand.seats[dealer].runs >= hand.claims.runsBeforeNoDiscard()) {
                toDraw(hand, hand.ring.next(dealer));
            } else if (!canDiscard(hand, dealer)) {
                nothingToDiscard(hand, dealer);
            } else {
                hand.actor = dealer;
                hand.phase = Game.Phase.DISCARD;
            }
        }

        /** A drawn or discarded card in flight: the seats are asked for it. */
        static void offer(HandState hand, int card, int from, ClaimRound.Source source) {
            hand.round = ClaimRound.forCard(hand, card, from, source);
            hand.phase = Game.Phase.CLAIM;
        }

        /**
         * Every intake is followed by a discard (000:56, 003:17), except: from the {@code runsBeforeNoDiscard}-th
         * pao or ti on (八块), and the skip of a non-dealer dealt two ti where the variant has it (000:24). With
         * nothing left to discard (every held card in a kan, or only jokers), see {@link #nothingToDiscard}.
         */
        static void afterIntake(HandState hand, int seat, boolean run) {
            SeatState state = hand.seats[seat];
            boolean mustDiscard;
            if (run && state.runs >= hand.claims.runsBeforeNoDiscard()) {
                mustDiscard = false;
            } else if (state.skipDiscard) {
                state.skipDiscard = run;
                mustDiscard = false;
            } else {
                mustDiscard = true;
            }
            if (!mustDiscard) {
                toDraw(hand, hand.ring.next(seat));
            } else if (canDiscard(hand, seat)) {
                hand.actor = seat;
                hand.phase = Game.Phase.DISCARD;
            } else {
                nothingToDiscard(hand, seat);
            }
        }

        /**
         * A seat that would discard holds nothing it may: no discard follows and the next seat draws (the seeds are
         * silent), and under `nothing to discard: xianggong` it is 相公 (CZTABLE HandlerGang_ChenZhou.java:382-386,
         * HandlerChuLiFirstCard_ChenZhou.java:393-402).
         */
        static void nothingToDiscard(HandState hand, int seat) {
            becomesXianggong(hand, seat);
            toDraw(hand, hand.ring.next(seat));
        }

        /** 相公 where the variant has it: no win for the rest of the hand, and a payment at its end (Settler). */
        static void becomesXianggong(HandState hand, int seat) {
            if (hand.claims.xianggong()) {
                hand.seats[seat].xianggong = true;
            }
        }

        /** Whether the seat holds a card it may discard: a loose card or one of a pair (000:26). */
        static boolean canDiscard(HandState hand, int seat) {
            int[] held = hand.seats[seat].hand;
            for (int card = 0; card < Cards.KINDS; card++) {
                if (held[card] == 1 || held[card] == 2) {
                    return true;
                }
            }
            return false;
        }

        static void toDraw(HandState hand, int seat) {
            hand.actor = seat;
            hand.phase = Game.Phase.DRAW;
        }
    }
}
