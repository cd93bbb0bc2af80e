package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Game;

import java.io.Serial;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The same hands played under variants A and B: each variant's {@link Tally}, and per measure what only pairs know —
 * how many hands measured more under A than under B and fewer, and the sum of squared differences — and where the
 * two plays first parted. Merges like a tally: associative, commutative, independent of how the seeds were split.
 */
public final class PairedTally implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;
    /** Diverging hands kept as examples: the ones of the lowest seeds, so merging keeps the same ones. */
    static final int EXAMPLES = 20;

    private final Tally a;
    private final Tally b;
    private final long[] above;
    private final long[] below;
    private final long[] squaredDifference;
    /** The stepper's step of the first difference in play → hands; hands played identically are not counted. */
    private final TreeMap<Integer, Long> divergence = new TreeMap<>();
    /** Seed → step of the first difference, for the lowest seeds that diverged. */
    private final TreeMap<Long, Integer> examples = new TreeMap<>();

    public PairedTally(int players, int blockSize) {
        this(players, blockSize, false);
    }

    /** @param matches whole matches are compared: match m under A with match m under B, not hand with hand */
    public PairedTally(int players, int blockSize, boolean matches) {
        this(new Tally(players, blockSize, matches), new Tally(players, blockSize, matches));
    }

    private PairedTally(Tally a, Tally b) {
        this.a = a;
        this.b = b;
        int measures = Measures.count(a.players());
        above = new long[measures];
        below = new long[measures];
        squaredDifference = new long[measures];
    }

    /** Adds the hand dealt from {@code seed} as A and B played it. */
    void add(long seed, Game underA, long[] measuredA, Game underB, long[] measuredB) {
        a.add(seed, underA, measuredA);
        b.add(seed, underB, measuredB);
        for (int m = 0; m < above.length; m++) {
            long difference = measuredA[m] - measuredB[m];
            above[m] += difference > 0 ? 1 : 0;
            below[m] += difference < 0 ? 1 : 0;
            squaredDifference[m] += difference * difference;
        }
        int step = Divergence.firstStep(underA.trace(), underB.trace());
        if (step >= 0) {
            divergence.merge(step, 1L, Long::sum);
            examples.put(seed, step);
            if (examples.size() > EXAMPLES) {
                examples.pollLastEntry();
            }
        }
    }

    /**
     * Adds a hand of match {@code match} as one side played it. Matches pair as wholes (match m under A and under B):
     * their hands do not pair one by one (a match can run longer under one variant), so nothing per hand is counted.
     */
    void addToSide(long match, Game game, long[] measured, boolean underA) {
        (underA ? a : b).add(match, game, measured);
    }

    public static PairedTally merge(PairedTally left, PairedTally right) {
        PairedTally merged = new PairedTally(Tally.merge(left.a, right.a), Tally.merge(left.b, right.b));
        for (PairedTally part : List.of(left, right)) {
            for (int m = 0; m < merged.above.length; m++) {
                merged.above[m] += part.above[m];
                merged.below[m] += part.below[m];
                merged.squaredDifference[m] += part.squaredDifference[m];
            }
            part.divergence.forEach((step, count) -> merged.divergence.merge(step, count, Long::sum));
            merged.examples.putAll(part.examples);
        }
        while (merged.examples.size() > EXAMPLES) {
            merged.examples.pollLastEntry();
        }
        return merged;
    }

    public Tally a() {
        return a;
    }

    public Tally b() {
        return b;
    }

    public long hands() {
        return a.hands();
    }

    /** Hands where the measure came out higher under A. */
    public long above(int measure) {
        return above[measure];
    }

    /** Hands where the measure came out lower under A. */
    public long below(int measure) {
        return below[measure];
    }

    /** The sum over hands of (A − B)². */
    public long squaredDifference(int measure) {
        return squaredDifference[measure];
    }

    /** Hands whose play differed under A and B (not only their settlement). */
    public long diverged() {
        return divergence.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Step of the first difference → hands. */
    public Map<Integer, Long> divergence() {
        return Collections.unmodifiableMap(divergence);
    }

    /** Seed → step of the first difference, for the lowest seeds whose play differed (at most 20). */
    public Map<Long, Integer> examples() {
        return Collections.unmodifiableMap(examples);
    }

    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("a", a.toMap());
        map.put("b", b.toMap());
        Map<String, Object> pairs = new LinkedHashMap<>();
        List<String> names = Measures.names(a.players());
        for (int m = 0; m < names.size(); m++) {
            pairs.put(names.get(m), List.of(above[m], below[m], squaredDifference[m]));
        }
        map.put("pairs", pairs);
        map.put("divergence", divergence);
        map.put("examples", examples);
        return map;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PairedTally that && a.equals(that.a) && b.equals(that.b)
                && Arrays.equals(above, that.above) && Arrays.equals(below, that.below)
                && Arrays.equals(squaredDifference, that.squaredDifference) && divergence.equals(that.divergence)
                && examples.equals(that.examples);
    }

    @Override
    public int hashCode() {
        return Objects.hash(a, b, divergence);
    }
}
