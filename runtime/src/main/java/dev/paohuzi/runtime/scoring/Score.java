package dev.paohuzi.runtime.scoring;

import java.util.List;

/**
 * A win, scored: its huxi and grade 等, the patterns that apply, their combined fan, the base 底, what each seat
 * pays or gets (the winner first), what the win adds to its winner's match total ({@code match adds:}, 剥皮
 * 001:29-47) and what it takes from each loser's ({@code match takes:}, 放炮罚), the losers in turn order from the
 * winner.
 */
public record Score(int huxi, int grade, List<ScoredPattern> patterns, int fan, int base, List<Payment> payments,
                    int matchValue, List<Integer> matchTakes) {
    public Score {
        patterns = List.copyOf(patterns);
        payments = List.copyOf(payments);
        matchTakes = List.copyOf(matchTakes);
    }

    /** The points the winner gets: its payment, the first. */
    public int winnerPoints() {
        return payments.get(0).points();
    }
}
