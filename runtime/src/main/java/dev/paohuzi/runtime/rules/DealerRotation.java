package dev.paohuzi.runtime.rules;

/**
 * Who deals the next hand (000:18, 003:13).
 *
 * @param afterWin              who deals after a win
 * @param afterDeadHand         who deals after a dead hand (荒庄)
 * @param deadHandsBeforeNext   with STAY: after this many dead hands in a row the dealer's next player deals (000:18: 3)
 */
public record DealerRotation(AfterWin afterWin, AfterDeadHand afterDeadHand, int deadHandsBeforeNext) {
    public enum AfterWin {
        WINNER
    }

    public enum AfterDeadHand {
        STAY,
        NEXT
    }
}
