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
 * tested in one loop without branches, a failed bound clearing its pattern's bit; any other condition is called.
 */
final class PatternConditions {
    /** Patterns past the 64th have no bit in the mask and are called like other conditions. */
    private static final int MASK_BITS = Long.SIZE;

    /** The patterns (among the first 64) whose conditions are bounds. */
    private final long boundsPatterns;
    /** Per bound: the quantity's slot, its low end, its width (high - low, unsigned) and its pattern's bit. */
    private final int[] slot;
    private final int[] low;
    private final int[] width;
    private final long[] bit;
    /** The patterns whose conditions are called, in table order, and those conditions. */
    private final int[] calledIndex;
    private final Condition[] called;

    PatternConditions(List<Pattern> all) {
        List<Bounds.Bound> bounds = new ArrayList<>();
        List<Integer> boundPattern = new ArrayList<>();
        List<Integer> calledPatterns = new ArrayList<>();
        long laidOut = 0;
        for (int p = 0; p < all.size(); p++) {
            if (all.get(p).when() instanceof Bounds conjunction && p < MASK_BITS) {
                laidOut |= 1L << p;
                for (Bounds.Bound bound : conjunction.all()) {
                    bounds.add(bound);
                    boundPattern.add(p);
                }
            } else {
                calledPatterns.add(p);
            }
        }
        boundsPatterns = laidOut;
        slot = new int[bounds.size()];
        low = new int[bounds.size()];
        width = new int[bounds.size()];
        bit = new long[bounds.size()];
        for (int b = 0; b < bounds.size(); b++) {
            slot[b] = bounds.get(b).quantity().ordinal();
            low[b] = bounds.get(b).low();
            width[b] = bounds.get(b).high() - bounds.get(b).low();
            bit[b] = 1L << boundPattern.get(b);
        }
        calledIndex = calledPatterns.stream().mapToInt(Integer::intValue).toArray();
        called = calledPatterns.stream().map(p -> all.get(p).when()).toArray(Condition[]::new);
    }

    /** Writes the index of each pattern that applies to {@code out}, in table order; returns how many. */
    int applying(Facts facts, int[] out) {
        long failed = 0;
        for (int b = 0; b < slot.length; b++) {
            // low <= value <= high, as one unsigned comparison
            failed |= Integer.compareUnsigned(facts.get(slot[b]) - low[b], width[b]) > 0 ? bit[b] : 0;
        }
        long applies = boundsPatterns & ~failed;
        int late = 0;
        for (; late < called.length && calledIndex[late] < MASK_BITS; late++) {
            applies |= called[late].test(facts) ? 1L << calledIndex[late] : 0;
        }
        int count = 0;
        for (long rest = applies; rest != 0; rest &= rest - 1) {
            out[count++] = Long.numberOfTrailingZeros(rest);
        }
        for (; late < called.length; late++) {
            if (called[late].test(facts)) {
                out[count++] = calledIndex[late];
            }
        }
        return count;
    }
}
