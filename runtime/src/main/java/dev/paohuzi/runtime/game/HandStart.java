package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

import java.util.Arrays;
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
                          Settler settler, Referee referee) {
        HandState hand = fresh(checked(rules, deck, dealer), deck, dealer, deadHandsBefore, winCheck, settler);
        hand.referee = referee;
        hand.emit(new Event.Start(rules.name(), hand.players, dealer, deadHandsBefore, deck.asList()));
        if (hand.phase == Game.Phase.DEAL) {
            dealAndBegin(hand);
        }
        return hand;
    }

    /** A hand of this deck before its start event: nothing dealt, the wall the deck's cards after the deal. */
    static HandState fresh(RuleSet rules, DeckOrder deck, int dealer, int deadHandsBefore, WinCheck winCheck,
                           Settler settler) {
        Seating seating = rules.seating();
        int players = seating.players();
        SeatState[] seats = new SeatState[players];
        for (int seat = 0; seat < players; seat++) {
            seats[seat] = new SeatState();
        }
        // the deal hands out the deck's first cards; the wall follows them, then the cards set aside
        Wall wall = new Wall(deck, seating.cardsNeeded() - seating.wall() - seating.unplayed(), seating.unplayed());
        return new HandState(rules, dealer, deadHandsBefore, winCheck, settler,
                new SeatRing(players, dealer, rules.claims()), seats, wall, deck);
    }

    /** The deal and the start of play, at once or once every seat has chosen its stakes ({@link StakeRound}). */
    static void dealAndBegin(HandState hand) {
        dealCards(hand);
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

    /** Deals in turn order from the dealer, each seat's cards sorted (read off their counts). */
    private static void dealCards(HandState hand) {
        Seating seating = hand.rules.seating();
        int index = 0;
        int[] counts = new int[Cards.ALL_KINDS];
        for (int i = 0; i < hand.players; i++) {
            int size = i == 0 ? seating.dealerCards() : seating.otherCards();
            Arrays.fill(counts, 0);
            for (int k = 0; k < size; k++) {
                counts[hand.deck.card(index++)]++;
            }
            int[] cards = new int[size];
            int dealt = 0;
            for (int card = 0; card < Cards.ALL_KINDS; card++) {
                for (int copy = 0; copy < counts[card]; copy++) {
                    cards[dealt++] = card;
                }
            }
            hand.emit(new Event.Deal(hand.ring.after(hand.dealer, i), CardList.of(cards)));
        }
    }

    private static void begin(HandState hand) {
        RuleSet rules = hand.rules;
        if (rules.seating().reveal() == Seating.Reveal.DEALERS_LAST_CARD) {
            // the dealer is dealt first: its last card is the deck's
            hand.emit(new Event.Reveal(hand.dealer, hand.deck.card(rules.seating().dealerCards() - 1)));
        } else if (rules.seating().reveal() == Seating.Reveal.LAST_WALL_CARD_SHOWN) {
            hand.emit(new Event.Reveal(-1, hand.wall.copy().showLastCard(rules.deck(),
                    rules.play().shownLastCard().redMovesToTop())));
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
            layOutDealtTi(hand, hand.ring.after(hand.dealer, i));
        }
    }

    /**
     * Ti from the deal are laid out after the reveal (000:22); they count toward 八块 (003:17). Once the last is,
     * play begins ({@link Event.Turns#afterDealStep}).
     */
    private static void layOutDealtTi(HandState hand, int seat) {
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand.seats[seat].hand[card] == 4) {
                Meld ti = Meld.same(GroupKind.TI, card);
                hand.emit(Event.Laid.of(hand, seat, new Action(ActionType.TI, card, List.of(ti))));
            }
        }
    }
}
