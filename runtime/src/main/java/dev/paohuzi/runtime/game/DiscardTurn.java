package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.game.trace.Event;

import java.util.List;

/**
 * The discard: whether one follows an intake (000:56, 003:17, 八块, the dealt-ti skips of 000:24), what a seat may
 * discard (never a kan card, 000:26, nor a joker, 000:133), the win a drawn joker may give first (and 有胡必胡
 * forcing it), and the discard itself, offered to the other seats.
 */
final class DiscardTurn {
    private DiscardTurn() {
    }

    /**
     * Every intake is followed by a discard (000:56, 003:17), except: from the {@code runsBeforeNoDiscard}-th pao or
     * ti on (八块), and the skip of a non-dealer dealt two ti where the variant has it (000:24). With nothing left to
     * discard (every held card in a kan, or only jokers), no discard follows either: a reading, the seeds are silent.
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
        if (mustDiscard && canDiscard(hand, seat)) {
            hand.actor = seat;
            hand.phase = Game.Phase.DISCARD;
        } else {
            hand.actor = hand.ring.next(seat);
            hand.phase = Game.Phase.DRAW;
        }
    }

    static boolean canDiscard(HandState hand, int seat) {
        int[] held = hand.seats[seat].hand;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (held[card] == 1 || held[card] == 2) {
                return true;
            }
        }
        return false;
    }

    /** Any loose card or a card of a pair; never a kan card (000:26) nor a joker (000:133). */
    static List<Action> options(HandState hand, int seat) {
        SeatState state = hand.seats[seat];
        boolean jokerWin = hand.jokerDrawn && !state.winBarred(hand.claims) && WinSettlement.offersWin(hand, seat,
                hand.huFinder.held(state), Cards.JOKER, seat, false, TianhuKind.NONE);
        hand.jokerDrawn = false;
        if (jokerWin && hand.rules.play().mustWin().forces(false)) {
            return List.of(Action.of(ActionType.HU, Cards.JOKER));   // 有胡必胡: no discard instead
        }
        int[] held = state.hand;
        int cards = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (held[card] == 1 || held[card] == 2) {
                cards |= 1 << card;
            }
        }
        return new DiscardOptions(cards, jokerWin);
    }

    static void discard(HandState hand, int seat, int card) {
        SeatState state = hand.seats[seat];
        state.add(card, -1);
        state.discarded |= 1 << card;
        if (seat == hand.dealer) {
            hand.dealerDiscards++;
        }
        hand.trace.add(new Event.Discard(seat, card));
        ClaimResolution.offer(hand, card, seat, ClaimRound.Source.DISCARD);
    }
}
