package dev.paohuzi.runtime.rules;

/**
 * How a match of several hands is settled, and when it ends.
 *
 * @param method   per hand (each win's payments, 001:53-74) or 剥皮 (accumulated huxi settled pairwise, 001:29-47)
 * @param matchEnd when the match ends
 */
public record Settlement(Method method, MatchEnd matchEnd) {

    public enum Method {
        /** Every hand is paid when it is won; a match is the sum of its hands. */
        PER_HAND,
        /** 剥皮: each seat's huxi over the match, rounded half up to tens, settled against every other seat. */
        PEEL
    }

    /**
     * The match-end condition: after {@code limit} hands, or when a seat's accumulated huxi reaches {@code limit}.
     */
    public record MatchEnd(Kind kind, int limit) {
        public enum Kind {
            HANDS,
            HUXI
        }

        /** Whether a match with these accumulated huxi per seat after this many hands is over. */
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
