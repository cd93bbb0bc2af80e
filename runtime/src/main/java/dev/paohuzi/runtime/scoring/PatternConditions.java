package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.Bounds;
import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.rules.Pattern;
import java.util.ArrayList;
import java.util.List;

/**
 * A variant's pattern conditions, tested together. The bounds of the conditions that only bound quantities
 * ({@link Bounds}: most patterns of the seeds, {@code red >= 10}, {@code last_card}) are laid out in arrays and
 * tested in one loop without branches, each failed bound setting its pattern's bit; any other condition is called.
 */
final class PatternConditions {
    /** A pattern's bit in the masks; patterns past the 64th are called like other conditions. */
    private static final int MASK_BITS = Long.SIZE;

    private final int patterns;
    /** Per bound: the quantity's slot, its range and the bit of its pattern. */
    private final int[] slot;
    private final int[] low;
    private final int[] high;
    private final long[] bit;
    /** The patterns whose conditions are called, and those conditions. */
    private final int[] calledIndex;
    private final Condition[] called;

    PatternConditions(List<Pattern> all) {
        patterns = all.size();
        List<Bounds.Bound> bounds = new ArrayList<>();
        List<Integer> boundPattern = new ArrayList<>();
        List<Integer> calledPatterns = new ArrayList<>();
        for (int p = 0; p < patterns; p++) {
            if (all.get(p).when() instanceof Bounds laidOut && p < MASK_BITS) {
                for (Bounds.Bound bound : laidOut.all()) {
                    bounds.add(bound);
                    boundPattern.add(p);
                }
            } else {
                calledPatterns.add(p);
            }
        }
        slot = new int[bounds.size()];
        low = new int[bounds.size()];
        high = new int[bounds.size()];
        bit = new long[bounds.size()];
        for (int b = 0; b < bounds.size(); b++) {
            slot[b] = bounds.get(b).quantity().ordinal();
            low[b] = bounds.get(b).low();
            high[b] = bounds.get(b).high();
            bit[b] = 1L << boundPattern.get(b);
        }
        calledIndex = calledPatterns.stream().mapToInt(Integer::intValue).toArray();
        called = calledPatterns.stream().map(p -> all.get(p).when()).toArray(Condition[]::new);
    }

    /** Writes the index of each pattern that applies to {@code out}, in table order; returns how many. */
    int applying(Facts facts, int[] out) {
        long failed = 0;
        for (int b = 0; b < slot.length; b++) {
            int value = facts.get(slot[b]);
            failed |= value < low[b] | value > high[b] ? bit[b] : 0;
        }
        int count = 0;
        int next = 0;
        for (int p = 0; p < patterns; p++) {
            boolean applies;
            if (next < calledIndex.length && calledIndex[next] == p) {
                applies = called[next++].test(facts);
            } else {
                applies = (failed >>> p & 1) == 0;
            }
            out[count] = p;
            count += applies ? 1 : 0;
        }
        return count;
    }
}
