package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Seating;

import java.util.List;

/**
 * A card drawn from the wall and where it goes (000:29-34, 000:55, 000:133): a joker to the drawer's hand, a ti or a
 * wei onto the drawer's own cards, otherwise shown and offered to the seats; an empty wall ends the hand dead.
 */
final class WallDraw {
    private WallDraw() {
    }

    static void draw(HandState hand) {
        if (hand.wall.isEmpty()) {
            WinSettlement.finishDead(hand);
            return;
        }
        int drawer = hand.actor;
        SeatState seat = hand.seats[drawer];
        int card = hand.wall.next();
        int left = hand.wall.left() - 1;
        if (card == Cards.JOKER) {
            // A joker drawn later is shown and goes to the hand; it is never discarded (000:133, 001:27).
            hand.emit(new Event.Draw(drawer, card, true, left));
        } else if (seat.hand[card] == 3 || seat.weiIndex(card) >= 0) {
            // 000:33: kan + own draw = ti; 000:34: a wei on the table + own draw = ti; mandatory, one card shown.
            hand.emit(new Event.Draw(drawer, card, false, left));
            Meld ti = Meld.same(GroupKind.TI, card);
            hand.emit(Event.Laid.of(hand, drawer, new Action(ActionType.TI, card, List.of(ti))));
        } else if (seat.hand[card] == 2) {
            // 000:29-30, 000:46: a pair + own draw = wei, mandatory; a stale wei when the card is stale for the seat.
            hand.emit(new Event.Draw(drawer, card, false, left));
            GroupKind kind = seat.isStale(card) ? GroupKind.STALE_WEI : GroupKind.WEI;
            hand.emit(Event.Laid.of(hand, drawer, new Action(kind == GroupKind.WEI ? ActionType.WEI
                    : ActionType.STALE_WEI, card, List.of(Meld.same(kind, card)))));
        } else {
            hand.emit(new Event.Draw(drawer, card, true, left));
        }
    }

    /** The card being offered is the wall's last card, shown instead of a reveal card, and no win on it (002:13). */
    static boolean barsWinOnShownLastCard(HandState hand, ClaimRound.Source source) {
        return source == ClaimRound.Source.DRAW && hand.wall.isEmpty()
                && hand.rules.seating().reveal() == Seating.Reveal.LAST_WALL_CARD_SHOWN
                && !hand.rules.play().shownLastCard().mayWinOn();
    }

}
