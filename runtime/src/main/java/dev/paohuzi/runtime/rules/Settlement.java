package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.IntFormula;

/**
 * How a match of several hands is settled, and when it ends.
 *
 * @param method     per hand (each win's payments, 001:53-74) or 剥皮 (the match's totals settled pairwise, 001:29-47)
 * @param matchAdds  what a scored win adds to its winner's match total (`match adds:`, over the win's quantities,
 *                   grade, fan and base): the totals 剥皮 settles and `match end: huxi N` reads
 * @param matchTakes what a scored win takes from each losing seat's match total (`match takes:`, over what
 *                   `match adds:` reads and `payer_discarder`): 放炮罚, the discarder's total falling; 0 in the seeds,
 *                   where a total only grows (001:32)
 * @param matchEnd   when the match ends
 */
public record Settlement(Method method, IntFormula matchAdds, IntFormula matchTakes, MatchEnd matchEnd) {

    public enum Method {
        /** Every hand is paid when it is won; a match is the sum of its hands. */
        PER_HAND,
        /** 剥皮: each seat's match total, rounded half up to tens, settled against every other seat. */
        PEEL
    }

    /**
     * The match-end condition: after {@code limit} hands, or when a seat's match total reaches {@code limit}.
     */
    public record MatchEnd(Kind kind, int limit) {
        public enum Kind {
            HANDS,
            HUXI
        }

        /** Whether a match with these totals per seat after this many hands is over. */
        public boolean reached(int hands, int[] totals) {
            if (kind == Kind.HANDS) {
                return hands >= limit;
            }
            for (int total : totals) {
                if (total >= limit) {
                    return true;
                }
            }
            return false;
        }
    }
}
