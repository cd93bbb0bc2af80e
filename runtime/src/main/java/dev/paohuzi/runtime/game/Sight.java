package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Play;

/**
 * What one seat has seen of a hand so far, as each {@link Event#seenBy} reads it: the viewer, the variant's `wei
 * shown` rule, and per seat the cards of its wei still face down (a wei seen face down stays hidden until its pao
 * or ti shows it, 000:34, 000:38). Fed the trace's events in order by {@code SeatView}.
 */
public final class Sight {
    private final int viewer;
    private final Play.WeiShown weiShown;
    /** Per seat, the cards (as bits) of its wei still face down. */
    private final int[] faceDownWei;

    /** A sight of a hand of {@code players} seats before its first event. */
    public Sight(int viewer, int players, Play.WeiShown weiShown) {
        this.viewer = viewer;
        this.weiShown = weiShown;
        this.faceDownWei = new int[players];
    }

    /** A table meld as other seats see it: a wei face down where the rule lays it so (000:29), else as it lies. */
    static Meld asSeenByOthers(Meld meld, Play.WeiShown weiShown) {
        return weiShown.hides() && meld.kind() == GroupKind.WEI ? Meld.same(GroupKind.WEI, Cards.HIDDEN) : meld;
    }

    int viewer() {
        return viewer;
    }

    /** Whether the event is about the viewer's own seat, which sees all of it. */
    boolean owns(Event event) {
        return event.seat() == viewer;
    }

    Play.WeiShown weiShown() {
        return weiShown;
    }

    /** Another seat laid a wei face down: its card is hidden until a pao or ti shows it. */
    void hideWei(int seat, int card) {
        faceDownWei[seat] |= 1 << card;
    }

    /** A pao or ti of another seat shows the card of a wei it lays over. */
    void showWei(int seat, int card) {
        faceDownWei[seat] &= ~(1 << card);
    }

    /** Whether the seat has a wei the viewer has not seen: its table huxi would tell the wei's size (000:56). */
    boolean hidesHuxi(int seat) {
        return faceDownWei[seat] != 0;
    }
}
