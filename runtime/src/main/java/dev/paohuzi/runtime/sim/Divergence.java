package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Event;

import java.util.List;

/**
 * Where two plays of the same deal first part: the step of the trace stepper (0 the deal, K the K-th decision and
 * what follows it up to the next one) whose events first differ — often an offer that one variant makes and the
 * other does not, at the end of the step, just before the decision it asks for. The variant's name in the start event
 * is not a difference, nor is what the hand settles for: two variants that differ only in scoring play every hand
 * alike.
 */
final class Divergence {
    private Divergence() {}

    /** The first step whose events differ, or -1 when the two were played alike. */
    static int firstStep(List<Event> a, List<Event> b) {
        int step = 0;
        int length = Math.min(a.size(), b.size());
        for (int i = 0; i < length; i++) {
            Event left = a.get(i);
            Event right = b.get(i);
            if (left instanceof Event.Choice choice && !choice.forced()) {
                step++; // the stepper's step K begins with the K-th decision
            }
            if (!alike(left, right)) {
                if (left instanceof Event.End && right instanceof Event.End) {
                    return -1; // the same play; the result differs only by rules applied after it
                }
                return step;
            }
        }
        return a.size() == b.size() ? -1 : step;
    }

    private static boolean alike(Event left, Event right) {
        if (left instanceof Event.Start x && right instanceof Event.Start y) {
            return x.players() == y.players() && x.dealer() == y.dealer() && x.deck().equals(y.deck());
        }
        return left instanceof Event.Settle && right instanceof Event.Settle || left.equals(right);
    }
}
