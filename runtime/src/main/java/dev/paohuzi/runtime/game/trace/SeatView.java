package dev.paohuzi.runtime.game.trace;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A hand's trace as one seat could see it, read off the complete (referee) trace, which stays as it is. Cards face
 * down (暗置, 000:15) become {@link Cards#HIDDEN}; what the seeds show face up (明示, 000:14) stays:
 * <ul>
 * <li>another seat's dealt cards are face down (its dealt jokers too, 000:133); the deck order goes from {@code start};
 * <li>another seat's draw is face down where the trace says it was not shown (it made a wei or ti, 000:55); a drawn
 *     joker is shown (000:133);
 * <li>another seat's wei is face down (000:29; Yongzhou's 煨起的牌不用亮牌, 000:133) until it becomes a pao (000:38)
 *     or a ti (000:34), which show it — under `wei shown: face down`; under `face up` (明偎) it is laid face up;
 *     a stale wei shows one card (000:30), a ti one card (000:32-34), and chi, pong, pao are laid face up (000:43,
 *     000:27, 000:36-38), so their cards stay;
 * <li>while another seat has a wei face down, its table huxi is hidden ({@link Event.Laid#HIDDEN_HUXI}): a wei's
 *     huxi tells its size (000:56);
 * <li>the seeds are silent on the rest; we read another seat's offers, choices, passes and 臭牌/臭胡 memory as its
 *     own: dropped. A claim keeps the viewer's own answer and the winner's (the taking is seen); a claim round with
 *     neither is dropped, since that it happened at all says another seat could take the card;
 * <li>discards, piles, the reveal card (000:21, 002:13), the 飘 each seat chose before the deal (`piao`), the
 *     settlement and the end are public: the hands are laid open when a hand ends.
 * </ul>
 * Feed events in trace order: a wei seen face down is remembered until its pao or ti.
 */
public final class SeatView {
    private final int viewer;
    private final Play.WeiShown weiShown;
    /** Per seat, the cards (as bits) of its wei still face down. */
    private final int[] faceDownWei;

    private SeatView(int viewer, int players, Play.WeiShown weiShown) {
        this.viewer = viewer;
        this.weiShown = weiShown;
        this.faceDownWei = new int[players];
    }

    /**
     * A view to feed event by event; the trace's first event must be its start.
     *
     * @param weiShown the variant's `wei shown` rule: whether another seat's wei is seen face down
     */
    public static SeatView of(Event start, int viewer, Play.WeiShown weiShown) {
        if (!(start instanceof Event.Start s)) {
            throw new IllegalArgumentException("a trace begins with a start event");
        }
        if (viewer < 0 || viewer >= s.players()) {
            throw new IllegalArgumentException("no seat " + viewer + ": this hand has seats 0 to " + (s.players() - 1));
        }
        return new SeatView(viewer, s.players(), weiShown);
    }

    /** The whole trace as the seat sees it, under the variant's `wei shown` rule. */
    public static List<Event> events(List<Event> trace, int viewer, Play.WeiShown weiShown) {
        SeatView view = of(trace.isEmpty() ? null : trace.get(0), viewer, weiShown);
        List<Event> seen = new ArrayList<>(trace.size());
        for (Event event : trace) {
            Event shown = view.see(event);
            if (shown != null) {
                seen.add(shown);
            }
        }
        return seen;
    }

    /** A table meld as other seats see it: a wei face down where the rule lays it so (000:29), else as it lies. */
    public static Meld asSeenByOthers(Meld meld, Play.WeiShown weiShown) {
        return weiShown.hides() && meld.kind() == GroupKind.WEI ? Meld.same(GroupKind.WEI, Cards.HIDDEN) : meld;
    }

    /** The event as the viewer sees it, or null when the viewer does not see it at all. */
    public Event see(Event event) {
        if (event.seat() == viewer) {
            return event;
        } else if (event instanceof Event.Start e) {
            return new Event.Start(e.variant(), e.players(), e.dealer(), e.deadHandsBefore(), List.of());
        } else if (event instanceof Event.Deal e) {
            return new Event.Deal(e.seat(), Collections.nCopies(e.cards().size(), Cards.HIDDEN));
        } else if (event instanceof Event.Draw e && !e.shown()) {
            return new Event.Draw(e.seat(), Cards.HIDDEN, false, e.wallLeft());
        } else if (event instanceof Event.Offer || event instanceof Event.Choice || event instanceof Event.Stale
                || event instanceof Event.StaleWin) {
            return null;
        } else if (event instanceof Event.Claim e) {
            return claim(e);
        } else if (event instanceof Event.Laid e) {
            return laid(e);
        }
        return event;
    }

    private Event claim(Event.Claim claim) {
        List<Event.Answer> seen = claim.answers().stream()
                .filter(answer -> answer.seat() == viewer || answer.seat() == claim.winner()).toList();
        if (seen.isEmpty() && claim.winner() < 0) {
            return null;
        }
        return new Event.Claim(claim.card(), claim.winner(), seen);
    }

    private Event laid(Event.Laid laid) {
        int seat = laid.seat();
        Action action = laid.action();
        if (action.type() == ActionType.WEI && weiShown.hides()) {
            faceDownWei[seat] |= 1 << action.card();
            action = new Action(ActionType.WEI, Cards.HIDDEN, List.of(asSeenByOthers(action.melds().get(0), weiShown)));
        } else if (action.type() == ActionType.PAO || action.type() == ActionType.TI) {
            faceDownWei[seat] &= ~(1 << action.card());     // the pao or ti shows the wei's card
        }
        return new Event.Laid(seat, action, faceDownWei[seat] != 0 ? Event.Laid.HIDDEN_HUXI : laid.tableHuxi());
    }
}
