package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.scoring.ScoredPattern;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What some hands of one variant came to: the sums of every {@link Measures measure}, the distributions a designer
 * reads, and the sums per block of seeds that the bootstrap resamples. Every part is a sum of counts over hands, so
 * {@link #merge} is associative and commutative and a run's tally is the same however its seeds were split across
 * threads or machines. Serializable (Spark ships it between JVMs) and written as JSON by {@link #toMap()}.
 */
public final class Tally implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private final int players;
    private final int blockSize;
    /** Whole matches were played: hands within a block (a match) are not independent, and match fields count. */
    private final boolean matches;
    private long hands;
    private final long[] sum;
    private final long[] sumOfSquares;
    /** Block of seeds ({@code floorDiv(seed, blockSize)}) → its hands, then its sum of each measure. */
    private final TreeMap<Long, long[]> blocks = new TreeMap<>();
    private final TreeMap<Integer, Long> huxi = new TreeMap<>();
    private final TreeMap<Integer, Long> grade = new TreeMap<>();
    private final TreeMap<Integer, Long> fan = new TreeMap<>();
    private final TreeMap<String, Long> patterns = new TreeMap<>();
    /** Per seat from the dealer: how many hands it settled with each number of points. */
    private final List<TreeMap<Integer, Long>> points = new ArrayList<>();

    /**
     * @param blockSize seeds per bootstrap block; fixed for a run (see {@link Simulation#blockSize}), so that every
     *                  shard of it cuts the same blocks
     */
    public Tally(int players, int blockSize) {
        this(players, blockSize, false);
    }

    /**
     * @param matches whole matches were played, block keys are matches (every hand of match m in block
     *                {@code floorDiv(m, blockSize)}), so the bootstrap resamples matches
     */
    public Tally(int players, int blockSize, boolean matches) {
        this.matches = matches;
        if (blockSize < 1) {
            throw new IllegalArgumentException("a block holds at least one seed, got " + blockSize);
        }
        this.players = players;
        this.blockSize = blockSize;
        int measures = Measures.count(players);
        this.sum = new long[measures];
        this.sumOfSquares = new long[measures];
        for (int seat = 0; seat < players; seat++) {
            points.add(new TreeMap<>());
        }
    }

    /** Adds one finished hand, dealt from {@code seed}, whose measures are {@code measured}. */
    void add(long seed, Game game, long[] measured) {
        hands++;
        long[] block = blocks.computeIfAbsent(Math.floorDiv(seed, blockSize), b -> new long[1 + sum.length]);
        block[0]++;
        for (int m = 0; m < sum.length; m++) {
            sum[m] += measured[m];
            sumOfSquares[m] += measured[m] * measured[m];
            block[1 + m] += measured[m];
        }
        for (int seat = 0; seat < players; seat++) {
            points.get(seat).merge((int) measured[Measures.points(players, seat)], 1L, Long::sum);
        }
        if (measured[Measures.DEAD] == 1) {
            return;
        }
        for (HandResult.Win win : game.result().wins()) {
            huxi.merge(win.huxi(), 1L, Long::sum);
        }
        HandSettlement paid = game.settlement();
        if (paid.kind() == HandSettlement.Kind.WIN) {
            for (HandSettlement.Paid win : paid.wins()) {
                grade.merge(win.grade(), 1L, Long::sum);
                fan.merge(win.fan(), 1L, Long::sum);
                for (ScoredPattern pattern : win.patterns()) {
                    patterns.merge(pattern.name(), 1L, Long::sum);
                }
            }
        }
    }

    /** The hands of both, as one tally; neither changes. */
    public static Tally merge(Tally left, Tally right) {
        if (left.players != right.players || left.blockSize != right.blockSize || left.matches != right.matches) {
            throw new IllegalArgumentException("tallies of " + left.players + " and " + right.players
                    + " seats, blocks of " + left.blockSize + " and " + right.blockSize + " seeds do not merge");
        }
        Tally merged = new Tally(left.players, left.blockSize, left.matches);
        for (Tally part : List.of(left, right)) {
            merged.hands += part.hands;
            add(merged.sum, part.sum);
            add(merged.sumOfSquares, part.sumOfSquares);
            part.blocks.forEach((block, sums) -> add(merged.blocks.computeIfAbsent(block, b -> new long[sums.length]),
                    sums));
            mergeCounts(merged.huxi, part.huxi);
            mergeCounts(merged.grade, part.grade);
            mergeCounts(merged.fan, part.fan);
            mergeCounts(merged.patterns, part.patterns);
            for (int seat = 0; seat < merged.players; seat++) {
                mergeCounts(merged.points.get(seat), part.points.get(seat));
            }
        }
        return merged;
    }

    /** Adds {@code other} into {@code into}, element by element. */
    static void add(long[] into, long[] other) {
        for (int i = 0; i < into.length; i++) {
            into[i] += other[i];
        }
    }

    private static <K> void mergeCounts(Map<K, Long> into, Map<K, Long> other) {
        other.forEach((key, count) -> into.merge(key, count, Long::sum));
    }

    public int players() {
        return players;
    }

    public int blockSize() {
        return blockSize;
    }

    /** The hands are whole matches' (blocks are matches), not hands played alone. */
    public boolean matches() {
        return matches;
    }

    public long hands() {
        return hands;
    }

    /** The sum over hands of a measure. */
    public long sum(int measure) {
        return sum[measure];
    }

    public long sumOfSquares(int measure) {
        return sumOfSquares[measure];
    }

    /** The tally's sums, as metrics read them. */
    public Metric.Sums sums() {
        return new Metric.Sums() {
            @Override
            public double hands() {
                return hands;
            }

            @Override
            public double sum(int measure) {
                return sum[measure];
            }
        };
    }

    /** Wins (paid or refused); a hand of several winners (一炮多响) counts each paid one. */
    public long wins() {
        return sum[Measures.SETTLED] + sum[Measures.REFUSED];
    }

    /** Each block's hands (index 0) and measure sums (index 1 + measure), in block order. */
    public List<long[]> blockSums() {
        return blocks.values().stream().map(long[]::clone).toList();
    }

    /** Winning huxi → wins with it. */
    public Map<Integer, Long> huxi() {
        return java.util.Collections.unmodifiableMap(huxi);
    }

    /** Grade 等 → paid wins with it. */
    public Map<Integer, Long> grade() {
        return java.util.Collections.unmodifiableMap(grade);
    }

    /** Combined fan → paid wins with it. */
    public Map<Integer, Long> fan() {
        return java.util.Collections.unmodifiableMap(fan);
    }

    /** Pattern name → paid wins that had it. */
    public Map<String, Long> patterns() {
        return java.util.Collections.unmodifiableMap(patterns);
    }

    /** The seat this far from the dealer: points settled → hands. */
    public Map<Integer, Long> points(int fromDealer) {
        return java.util.Collections.unmodifiableMap(points.get(fromDealer));
    }

    /** The whole tally as plain maps and lists (JSON's shape), in a fixed order: equal tallies write equal JSON. */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("players", players);
        map.put("blockSize", blockSize);
        map.put("matches", matches);
        map.put("hands", hands);
        Map<String, Object> measures = new LinkedHashMap<>();
        List<String> names = Measures.names(players);
        for (int m = 0; m < names.size(); m++) {
            measures.put(names.get(m), List.of(sum[m], sumOfSquares[m]));
        }
        map.put("measures", measures);
        map.put("huxi", huxi);
        map.put("grade", grade);
        map.put("fan", fan);
        map.put("patterns", patterns);
        map.put("points", points);
        Map<String, long[]> byBlock = new LinkedHashMap<>();
        blocks.forEach((block, sums) -> byBlock.put(String.valueOf(block), sums));
        map.put("blocks", byBlock);
        return map;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Tally that)) {
            return false;
        }
        boolean sameBlocks = blocks.size() == that.blocks.size() && blocks.entrySet().stream().allMatch(
                e -> Arrays.equals(e.getValue(), that.blocks.get(e.getKey())));
        return players == that.players && blockSize == that.blockSize && matches == that.matches
                && hands == that.hands
                && Arrays.equals(sum, that.sum) && Arrays.equals(sumOfSquares, that.sumOfSquares) && sameBlocks
                && huxi.equals(that.huxi) && grade.equals(that.grade) && fan.equals(that.fan)
                && patterns.equals(that.patterns) && points.equals(that.points);
    }

    @Override
    public int hashCode() {
        return Objects.hash(players, blockSize, hands, Arrays.hashCode(sum), huxi, fan, patterns);
    }
}
