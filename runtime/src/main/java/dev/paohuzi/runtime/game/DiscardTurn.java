package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;

import java.util.List;

/**
 * The discard (whether one follows an intake is {@link Event.Turns#afterIntake}): what a seat may discard (never a
 * kan card, 000:26, nor a joker, 000:133), the win a drawn joker or 偎胡 may give first (and 有胡必胡 forcing it), and
 * the discard itself, offered to the other seats.
 */
final class DiscardTurn {
    private DiscardTurn() {
    }

    /**
     * Whether the seat may win on its holding before discarding, the card drawn in it: a drawn joker that went to
     * the hand (000:133; the draw's effect asks, since a seat with neither that win nor a card to discard passes its
     * turn), or a drawn card it wei'd (偎胡).
     */
    static boolean winsOnHeld(HandState hand, int seat, int card) {
        SeatState state = hand.seats[seat];
        return !state.winBarred(hand.claims) && WinSettlement.offersWin(hand, seat, hand.huFinder.held(state),
                card, seat, false, TianhuKind.NONE);
    }

    /** Any loose card or a card of a pair; never a kan card (000:26) nor a joker (000:133). */
    static List<Action> options(HandState hand, int seat) {
        SeatState state = hand.seats[seat];
        int heldWin = hand.heldWin;
        if (heldWin >= 0 && hand.rules.play().mustWin().forces(false)) {
            return List.of(Action.of(ActionType.HU, heldWin));   // 有胡必胡: no discard instead
        }
        int[] held = state.hand;
        int cards = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (held[card] == 1 || held[card] == 2) {
                cards |= 1 << card;
            }
        }
        return new DiscardOptions(cards, heldWin);
    }

    static void discard(HandState hand, int seat, int card) {
        hand.emit(new Event.Discard(seat, card));
    }
}
