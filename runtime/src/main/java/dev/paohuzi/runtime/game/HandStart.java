package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.game.trace.CardList;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

import java.util.List;

/**
 * The start of a hand (000:20-25): the deal, the reveal card or the shown last wall card, a dealt 天胡, the ti from
 * the deal laid out, the 天胡 that may be claimed on the reveal card, and the dealer's first turn.
 */
final class HandStart {
    private HandStart() {
    }

    /** A hand dealt from the deck and started up to its first decision's phase (the engine's loop runs it on). */
    static HandState deal(RuleSet rules, DeckOrder deck, int dealer, int deadHandsBefore, WinCheck winCheck,
                          Settler settler) {
        Seating seating = checked(rules, deck, dealer).seating();
        int players = seating.players();
        SeatState[] seats = new SeatState[players];
        for (int seat = 0; seat < players; seat++) {
            seats[seat] = new SeatState();
        }
        // the deal hands out the deck's first cards; the wall follows them, then the cards set aside
        Wall wall = new Wall(deck, seating.cardsNeeded() - seating.wall() - seating.unplayed(), seating.unplayed());
        HandState hand = new HandState(rules, dealer, deadHandsBefore, winCheck, settler,
                new SeatRing(players, dealer, rules.claims()), seats, wall);
        hand.trace.add(new Event.Start(rules.name(), players, dealer, deadHandsBefore, deck.asList()));
        if (rules.play().piao().chosen()) {
            PiaoRound.begin(hand, deck);
        } else {
            dealAndBegin(hand, deck);
        }
        return hand;
    }

    /** The deal and the start of play, at once or once every seat has chosen its 飘 ({@link PiaoRound}). */
    static void dealAndBegin(HandState hand, DeckOrder deck) {
        dealCards(hand, deck);
        begin(hand);
    }

    private static RuleSet checked(RuleSet rules, DeckOrder deck, int dealer) {
        int players = rules.seating().players();
        if (dealer < 0 || dealer >= players) {
            throw new IllegalArgumentException("dealer must be a seat 0.." + (players - 1) + ", got " + dealer);
        }
        if (rules.seating().cardsNeeded() != rules.deck().size()) {
            throw new IllegalArgumentException(rules.name() + " deals " + rules.seating().cardsNeeded()
                    + " cards (hands, wall and cards set aside) from a deck of " + rules.deck().size());
        }
        if (deck.size() != rules.deck().size()) {
            throw new IllegalArgumentException("the deck has " + deck.size() + " cards, " + rules.name() + " needs "
                    + rules.deck().size());
        }
        return rules;
    }

    /** Deals in turn order from the dealer. */
    private static void dealCards(HandState hand, DeckOrder deck) {
        Seating seating = hand.rules.seating();
        int index = 0;
        for (int i = 0; i < hand.players; i++) {
            int seat = (hand.dealer + i) % hand.players;
            int size = i == 0 ? seating.dealerCards() : seating.otherCards();
            SeatState state = hand.seats[seat];
            for (int k = 0; k < size; k++) {
                state.add(deck.card(index++), 1);
            }
            int[] cardsHeld = state.hand;
            if (i == 0 && seating.reveal() == Seating.Reveal.DEALERS_LAST_CARD) {
                hand.revealCard = deck.card(index - 1);
            }
            // the dealt cards in order, read off the counts
            int[] cards = new int[size];
            int dealt = 0;
            for (int card = 0; card < Cards.ALL_KINDS; card++) {
                for (int copy = 0; copy < cardsHeld[card]; copy++) {
                    cards[dealt++] = card;
                }
            }
            hand.trace.add(new Event.Deal(seat, CardList.of(cards)));
        }
    }

    private static void begin(HandState hand) {
        RuleSet rules = hand.rules;
        if (hand.revealCard >= 0) {
            hand.trace.add(new Event.Reveal(hand.dealer, hand.revealCard));
        } else if (rules.seating().reveal() == Seating.Reveal.LAST_WALL_CARD_SHOWN) {
            hand.shownLastCard = hand.wall.showLastCard(rules.deck(), rules.play().shownLastCard().redMovesToTop());
            hand.trace.add(new Event.Reveal(-1, hand.shownLastCard));
        }
        for (int seat : hand.ring.order(hand.claims.tianhuOrder(), hand.dealer)) {
            int[] held = hand.seats[seat].hand;
            if (DealtTianhu.applies(held, rules.tianhu())) {
                List<Meld> groups = DealtTianhu.groups(held, rules.huxi(), rules.structure());
                WinSettlement.finishWin(hand, seat, -1, seat, false, TianhuKind.DEAL, List.of(groups));
                return;
            }
        }
        for (int i = 0; i < hand.players; i++) {
            layOutDealtTi(hand, (hand.dealer + i) % hand.players);
        }
        hand.round = ClaimRound.atStart(hand);
        hand.phase = hand.round.isEmpty() ? Game.Phase.DRAW : Game.Phase.CLAIM;
        if (hand.round.isEmpty()) {
            dealerTurn(hand);
        }
    }

    /** Ti from the deal are laid out after the reveal (000:22); they count toward 八块 (003:17). */
    private static void layOutDealtTi(HandState hand, int seat) {
        SeatState state = hand.seats[seat];
        for (int card = 0; card < Cards.KINDS; card++) {
            if (state.hand[card] == 4) {
                state.removeAll(card);
                Meld ti = Meld.same(GroupKind.TI, card);
                state.table.add(ti);
                state.runs++;
                hand.trace.add(new Event.Laid(seat, new Action(ActionType.TI, card, List.of(ti)),
                        hand.tableHuxi(seat)));
            }
        }
        // the dealer skips its first discard instead (000:22-23), which the 八块 count gives
        state.skipDiscard = hand.rules.play().dealtTi().skipsAfterDeal(seat == hand.dealer, state.runs,
                hand.claims.runsBeforeNoDiscard());
    }

    /** 000:22-23, 003:29: the dealer discards first, unless its dealt ti already reach 八块. */
    static void dealerTurn(HandState hand) {
        int dealer = hand.dealer;
        if (hand.seats[dealer].runs >= hand.claims.runsBeforeNoDiscard() || !DiscardTurn.canDiscard(hand, dealer)) {
            hand.actor = hand.ring.next(dealer);
            hand.phase = Game.Phase.DRAW;
        } else {
            hand.actor = dealer;
            hand.phase = Game.Phase.DISCARD;
        }
    }
}
