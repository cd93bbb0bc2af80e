package dev.paohuzi.runtime.game.trace;

import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.game.Sight;
import dev.paohuzi.runtime.rules.Play;

import java.util.ArrayList;
import java.util.List;

/**
 * A hand's trace as one seat could see it, read off the complete (referee) trace, which stays as it is. Cards face
 * down (暗置, 000:15) become {@code Cards.HIDDEN}; what the seeds show face up (明示, 000:14) stays:
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
 * <li>discards, piles, the reveal card (000:21, 002:13), the stakes each seat chose before the deal (`piao`,
 *     `tuo`), the settlement and the end are public: the hands are laid open when a hand ends.
 * </ul>
 * Each event type answers for itself ({@link Event#seenBy}): none passes through unread. Feed events in trace
 * order: a wei seen face down is remembered until its pao or ti.
 */
public final class SeatView {
    private final Sight sight;

    private SeatView(Sight sight) {
        this.sight = sight;
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
        return new SeatView(new Sight(viewer, s.players(), weiShown));
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

    /** The event as the viewer sees it (each event type says so itself), or null when the viewer does not see it. */
    public Event see(Event event) {
        return event.seenBy(sight);
    }
}
