package dev.paohuzi.runtime.rules;

/**
 * Who pays for a win on a discarded card 放炮 (`discard win paid by:`). The scorer works out what each losing seat
 * pays for the win; on a discard this moves those payments between the losers. What the winner gets and what the
 * counting seat takes stay consistent, so a settlement still sums to 0.
 */
public enum DiscardWinPayer {
    /** Every losing seat pays its share, as for any other win (000:60-61; Luzhou wins on discards, 000:67). */
    EACH_LOSER,
    /** 放炮包赔: the discarder pays every loser's share, the others pay nothing. */
    DISCARDER_FOR_EVERYONE,
    /** The discarder pays his own share; the others pay nothing, so the winner gets that share alone. */
    DISCARDER_ALONE;

    /**
     * Re-settles a win on a discard; the scorer calls it, so a `score` line naming the discarder and a played hand
     * pay alike.
     *
     * @param points    the win's points by seat (the scorer's: the winner, then the losers in turn order), as each
     *                  loser's `loser pays:` gave them; changed in place
     * @param winner    the winner's index in {@code points}
     * @param discarder the discarder's index in {@code points} (not the winner)
     * @throws ArithmeticException where a seat's sum leaves the int range (never wrapped)
     */
    public void settle(int[] points, int winner, int discarder) {
        if (this == EACH_LOSER) {
            return;
        }
        int others = 0;
        for (int seat = 0; seat < points.length; seat++) {
            if (seat != winner && seat != discarder) {
                others = Math.addExact(others, points[seat]);
                points[seat] = 0;
            }
        }
        if (this == DISCARDER_FOR_EVERYONE) {
            points[discarder] = Math.addExact(points[discarder], others);
        } else {
            points[winner] = Math.addExact(points[winner], others);
        }
    }
}
