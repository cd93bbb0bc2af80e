package dev.paohuzi.runtime.rules;

/**
 * The flow of play a variant states: the rules of a hand's course that were Java before issue 9 (the start of the
 * hand, the turn, what a pass costs). Each part is the one object the engine asks about its rule.
 *
 * @param dealtTi what a seat dealt enough ti for 八块 skips (000:22-24; Shaoyang 003:17)
 */
public record Play(DealtTi dealtTi) {

    /** Whether a non-dealer dealt enough ti for 八块 skips the discards after its first intakes (000:24). */
    public enum DealtTi {
        /**
         * 000:24: after its first intake no discard; if that intake was a pao or ti, not after the second either, and
         * so on until an intake that is not a pao or ti.
         */
        SKIP_NEXT_DISCARDS,
        /** 003:17: 任何吃碰等动作后都要打牌 — every chi or pong is followed by a discard; only 八块 runs skip one. */
        DISCARD_AFTER_CHI_OR_PONG;

        /** Whether a seat starts the hand owing no discard after its next intakes (the dealer's own case is 000:22-23). */
        public boolean skipsAfterDeal(boolean dealer, int dealtRuns, int runsBeforeNoDiscard) {
            return this == SKIP_NEXT_DISCARDS && !dealer && dealtRuns >= runsBeforeNoDiscard;
        }
    }
}
