package dev.paohuzi.runtime.rules;

/**
 * Who deals the next hand (000:18, 003:13).
 *
 * @param afterWin              who deals after a win
 * @param afterDeadHand         who deals after a dead hand (荒庄)
 * @param deadHandsBeforeNext   with STAY: after this many dead hands in a row the dealer's next player deals
 *                              (000:18: 3)
 */
public record DealerRotation(AfterWin afterWin, AfterDeadHand afterDeadHand, int deadHandsBeforeNext) {
    /**
     * Whether the deal moves to the dealer's next player after a dead hand that makes {@code inARow} dead hands in a
     * row since the last win. Counted since the last win (not since the deal last moved) so that 黄番 can read the
     * same count: with STAY the deal moves at every {@code deadHandsBeforeNext}-th dead hand in a row.
     */
    public boolean movesAfter(int inARow) {
        return afterDeadHand == AfterDeadHand.NEXT || inARow % deadHandsBeforeNext == 0;
    }

    public enum AfterWin {
        WINNER
    }

    public enum AfterDeadHand {
        STAY,
        NEXT
    }
}
