package dev.paohuzi.runtime.scoring;

import java.util.List;

/**
 * A win, scored: its huxi and grade 等, the patterns that apply, their combined fan, the base 底, and what each seat
 * pays or gets.
 */
public record Score(int huxi, int grade, List<ScoredPattern> patterns, int fan, int base, List<Payment> payments) {
    public Score {
        patterns = List.copyOf(patterns);
        payments = List.copyOf(payments);
    }
}
