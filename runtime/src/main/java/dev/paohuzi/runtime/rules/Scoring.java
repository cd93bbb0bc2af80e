package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.IntFormula;

import java.util.List;

/**
 * How a win is scored, as compiled formulas (RULES.md §3, §7). The scoring issue extends this record.
 *
 * @param grade    等 of a win (000:58: (huxi - 12) / 3)
 * @param patterns the variant's patterns, in file order
 * @param combine  how the fan of several patterns combine (000:84 sum, 000:287-289 product)
 */
public record Scoring(IntFormula grade, List<Pattern> patterns, FanCombination combine) {
    public Scoring {
        patterns = List.copyOf(patterns);
    }

    public enum FanCombination {
        SUM,
        PRODUCT
    }
}
