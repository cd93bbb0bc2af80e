package dev.paohuzi.runtime.rules;

import java.util.List;

/**
 * 飘 chosen before the deal (望城 活飘, 宁乡 飘鸟): each seat in turn from the dealer picks a side stake from the
 * variant's list, shown to all, which the payments read as `payer_piao` and `payee_piao`. Without it there is no such
 * phase and both read 0; a fixed 飘 (坐飘 N) needs no choice and is a term of `loser pays:`.
 *
 * @param choices the stakes a seat may pick, ascending; empty for none
 */
public record PiaoRule(List<Integer> choices) {
    /** No 飘 is chosen (the seeds). */
    public static final PiaoRule NONE = new PiaoRule(List.of());

    public PiaoRule {
        choices = List.copyOf(choices);
    }

    /** Whether the seats choose a 飘 before the deal. */
    public boolean chosen() {
        return !choices.isEmpty();
    }

    /** Whether a seat may pick this stake. */
    public boolean allows(int stake) {
        return choices.contains(stake);
    }
}
