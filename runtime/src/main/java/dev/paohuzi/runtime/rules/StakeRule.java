package dev.paohuzi.runtime.rules;

import java.util.List;

/**
 * A stake each seat chooses before the deal, of one {@link StakeKind} (飘: 望城 活飘, 宁乡 飘鸟; 坨: 湘乡 打坨): each seat in
 * turn from the dealer picks one of the variant's values, shown to all, which `loser pays:` reads as the kind's payer
 * and payee quantities. Without it there is no such choice and both read 0; a fixed stake (坐飘 N) needs no choice and
 * is a term of `loser pays:`.
 *
 * @param choices the values a seat may pick, ascending; empty for none
 */
public record StakeRule(List<Integer> choices) {
    /** No stake of this kind is chosen (the seeds). */
    public static final StakeRule NONE = new StakeRule(List.of());

    public StakeRule {
        choices = List.copyOf(choices);
    }

    /** Whether the seats choose this stake before the deal. */
    public boolean chosen() {
        return !choices.isEmpty();
    }

    /** Whether a seat may pick this value. */
    public boolean allows(int stake) {
        return choices.contains(stake);
    }
}
