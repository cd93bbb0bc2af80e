package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Size;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.ImmutableIntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;

/**
 * The groups of one size (small or big) — sentences, its 二七十 and 一五十, pairs, and kans made with a joker — and a
 * precomputed table of the most huxi those groups make of every hand of that size with at most 2 of each point.
 * After the kans are taken out a jokerless hand has at most 2 of a card, so its value per size is one look-up
 * in 3^10 = 59,049 entries; the only groups across sizes (mixed, mixed-size 二七十) are chosen before.
 */
final class SizeTable {
    static final int POINTS = 10;
    static final int STATES = 59_049;
    static final int[] POW3 = new int[POINTS];

    static {
        POW3[0] = 1;
        for (int p = 1; p < POINTS; p++) {
            POW3[p] = POW3[p - 1] * 3;
        }
    }

    /** The offsets from a size's first card (point 1 at 0) of its 二七十 and 一五十, as {@link GroupShapes} has them. */
    private static final int[] TWO_SEVEN_TEN = offsets(GroupKind.TWO_SEVEN_TEN);
    private static final int[] ONE_FIVE_TEN = offsets(GroupKind.ONE_FIVE_TEN);

    private static int[] offsets(GroupKind kind) {
        int[] points = GroupShapes.points(kind);
        for (int i = 0; i < points.length; i++) {
            points[i]--;
        }
        return points;
    }

    private static final int CACHE_SIZE = 32;
    private static final Map<ImmutableIntList, SizeTable> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ImmutableIntList, SizeTable> eldest) {
            return size() > CACHE_SIZE;
        }
    };

    /** A group of this size that contains {@code point} as its lowest. */
    private record Option(GroupKind kind, int[] points, int huxi, int delta3, int[] cards) {
    }

    private final Option[][] optionsAt = new Option[POINTS][];
    /** [2 * state + 1 if a pair must be among the groups]: most huxi, or -1 when the cards form no groups. */
    private final short[] best = new short[2 * STATES];
    /** The groups a table state can hold, in {@link Group} order (kind, then cards); no kans, a state has no triple. */
    private final Option[] inGroupOrder;
    /**
     * [as {@link #best}]: the index in {@link #inGroupOrder} of the first group, in that order, of any decomposition
     * with the most huxi, or -1. Taking it away and repeating gives, of all decompositions with the most huxi, the
     * one whose sorted groups come first ({@link Decomposition} order), without listing them.
     */
    private final byte[] first = new byte[2 * STATES];
    /** [as {@link #best}]: the {@link GroupTally} of the decomposition {@link #firstBest} gives, 0 when none. */
    private final long[] firstTally = new long[2 * STATES];

    /** {@code twoSevenTen} / {@code oneFiveTen}: that group's huxi, -1 where the variant has no such group. */
    private SizeTable(int firstCard, int[] sentence, int twoSevenTen, int oneFiveTen, int[] pair, int[] kan) {
        for (int p = 0; p < POINTS; p++) {
            List<Option> options = new ArrayList<>();
            if (p + 2 < POINTS) {
                options.add(option(GroupKind.SENTENCE, firstCard, sentence[p], p, p + 1, p + 2));
            }
            if (p == TWO_SEVEN_TEN[0] && twoSevenTen >= 0) {
                options.add(option(GroupKind.TWO_SEVEN_TEN, firstCard, twoSevenTen, TWO_SEVEN_TEN));
            }
            if (p == ONE_FIVE_TEN[0] && oneFiveTen >= 0) {
                options.add(option(GroupKind.ONE_FIVE_TEN, firstCard, oneFiveTen, ONE_FIVE_TEN));
            }
            options.add(option(GroupKind.PAIR, firstCard, pair[p], p, p));
            options.add(option(GroupKind.KAN, firstCard, kan[p], p, p, p));
            optionsAt[p] = options.toArray(new Option[0]);
        }
        List<Option> ordered = new ArrayList<>();
        for (GroupKind kind : new GroupKind[] {GroupKind.SENTENCE, GroupKind.TWO_SEVEN_TEN, GroupKind.PAIR,
                GroupKind.ONE_FIVE_TEN}) {
            for (Option[] options : optionsAt) {
                for (Option option : options) {
                    if (option.kind == kind) {
                        ordered.add(option);
                    }
                }
            }
        }
        inGroupOrder = ordered.toArray(new Option[0]);
        fill();
    }

    private static Option option(GroupKind kind, int firstCard, int huxi, int... points) {
        int delta3 = 0;
        int[] cards = new int[points.length];
        for (int i = 0; i < points.length; i++) {
            delta3 += POW3[points[i]];
            cards[i] = firstCard + points[i];
        }
        return new Option(kind, points, huxi, delta3, cards);
    }

    /** The table for one size under a variant, shared by variants with the same huxi for these groups. */
    static SizeTable of(RuleSet rules, Size size) {
        int firstCard = size == Size.BIG ? POINTS : 0;
        HuxiTable table = rules.huxi();
        int[] sentence = new int[POINTS];
        int[] pair = new int[POINTS];
        int[] kan = new int[POINTS];
        MutableIntList values = IntLists.mutable.empty();
        for (int p = 0; p < POINTS; p++) {
            sentence[p] = p + 2 < POINTS ? table.of(GroupKind.SENTENCE, firstCard + p) : 0;
            pair[p] = table.of(GroupKind.PAIR, firstCard + p);
            kan[p] = table.of(GroupKind.KAN, firstCard + p);
            values.addAll(sentence[p], pair[p], kan[p]);
        }
        boolean twoSevenTenExists = rules.structure().twoSevenTen();
        int twoSevenTen = twoSevenTenExists ? table.of(GroupKind.TWO_SEVEN_TEN, firstCard + TWO_SEVEN_TEN[0]) : 0;
        boolean oneFiveTenExists = rules.structure().oneFiveTen();
        int oneFiveTen = oneFiveTenExists ? table.of(GroupKind.ONE_FIVE_TEN, firstCard + ONE_FIVE_TEN[0]) : 0;
        values.addAll(twoSevenTen, oneFiveTen);
        // The table keeps -1 for "forms no groups" and stores shorts.
        int groups = rules.structure().groupsToWin();
        if (values.min() < 0 || (long) values.max() * groups > Short.MAX_VALUE) {
            throw new IllegalArgumentException("hand analysis needs huxi 0.." + Short.MAX_VALUE / groups + " in "
                    + rules.name());
        }
        values.addAll(firstCard, twoSevenTenExists ? 1 : 0, oneFiveTenExists ? 1 : 0);
        synchronized (CACHE) {
            return CACHE.computeIfAbsent(values.toImmutable(), k -> new SizeTable(firstCard, sentence,
                    twoSevenTenExists ? twoSevenTen : -1, oneFiveTenExists ? oneFiveTen : -1, pair, kan));
        }
    }

    /** Dynamic programming over states in increasing order: taking a group away always lowers the state. */
    private void fill() {
        int[] counts = new int[POINTS];
        best[0] = 0;
        best[1] = -1;
        for (int state = 1; state < STATES; state++) {
            for (int p = 0; counts[p]++ == 2; p++) {
                counts[p] = 0;
            }
            int lowest = 0;
            while (counts[lowest] == 0) {
                lowest++;
            }
            int plain = -1;
            int withPair = -1;
            for (Option option : optionsAt[lowest]) {
                if (!take(counts, 0, option)) {
                    continue;
                }
                give(counts, 0, option);
                int rest = 2 * (state - option.delta3);
                if (option.kind == GroupKind.PAIR) {
                    withPair = Math.max(withPair, plus(best[rest], option.huxi));
                } else {
                    plain = Math.max(plain, plus(best[rest], option.huxi));
                    withPair = Math.max(withPair, plus(best[rest + 1], option.huxi));
                }
            }
            best[2 * state] = (short) plain;
            best[2 * state + 1] = (short) withPair;
            for (int needsPair = 0; needsPair < 2; needsPair++) {
                int at = 2 * state + needsPair;
                first[at] = firstOfBest(counts, state, needsPair == 1);
                if (first[at] >= 0) {
                    Option option = inGroupOrder[first[at]];
                    int pairLeft = option.kind == GroupKind.PAIR ? 0 : needsPair;
                    firstTally[at] = GroupTally.of(option.kind, option.huxi)
                            + firstTally[2 * (state - option.delta3) + pairLeft];
                }
            }
        }
        first[0] = -1;
        first[1] = -1;
    }

    /** The first group in {@link Group} order that some decomposition with the most huxi holds, or -1. */
    private byte firstOfBest(int[] counts, int state, boolean pair) {
        int most = best(state, pair);
        for (int i = 0; most >= 0 && i < inGroupOrder.length; i++) {
            Option option = inGroupOrder[i];
            boolean isPair = option.kind == GroupKind.PAIR;
            if (isPair && !pair || !take(counts, 0, option)) {
                continue;
            }
            give(counts, 0, option);
            int rest = best(state - option.delta3, pair && !isPair);
            if (rest >= 0 && rest + option.huxi == most) {
                return (byte) i;
            }
        }
        return -1;
    }

    private static int plus(int rest, int huxi) {
        return rest < 0 ? -1 : rest + huxi;
    }

    /** The table look-up: {@code state} is the base-3 number of a hand with at most 2 of each point. */
    int best(int state, boolean pair) {
        return best[2 * state + (pair ? 1 : 0)];
    }

    /** How many groups {@link #firstBest} numbers: the groups of this size, kans aside. */
    int groupCount() {
        return inGroupOrder.length;
    }

    /** Group {@code index} of {@link #firstBest}'s numbering, as a concealed group under a variant's huxi. */
    Group group(int index, HuxiTable table) {
        return Group.concealed(inGroupOrder[index].kind, inGroupOrder[index].cards, table);
    }

    /**
     * Of the decompositions of {@code state} with the most huxi, the one that comes first in {@link Decomposition}
     * order: writes {@code rank[index]} of each of its groups to {@code out} from {@code at}, in group order, and
     * returns the position after the last. The state must form groups ({@link #best} not -1).
     */
    int firstBest(int state, boolean pair, int[] rank, int[] out, int at) {
        int end = at;
        for (int left = state, withPair = pair ? 1 : 0; left != 0; ) {
            int index = first[2 * left + withPair];
            Option option = inGroupOrder[index];
            out[end++] = rank[index];
            left -= option.delta3;
            withPair = option.kind == GroupKind.PAIR ? 0 : withPair;
        }
        return end;
    }

    /** The {@link GroupTally} of the groups {@link #firstBest} writes, looked up. */
    long firstTally(int state, boolean pair) {
        return firstTally[2 * state + (pair ? 1 : 0)];
    }

    /** The table itself, shared: [2 * state + 1 if a pair is needed]. Not to be written. */
    short[] table() {
        return best;
    }

    /**
     * A bit per entry of {@link #table}, set where the cards form groups: 15 KB that stay in the cache where the
     * table's 118 KB do not, for a search that asks mostly about cards forming none.
     */
    long[] forming() {
        long[] forming = new long[(best.length + Long.SIZE - 1) / Long.SIZE];
        for (int i = 0; i < best.length; i++) {
            forming[i / Long.SIZE] |= best[i] >= 0 ? 1L << i : 0;
        }
        return forming;
    }

    /**
     * The most huxi the 10 counts from {@code counts[from]} make (they may exceed 2 where jokers were read as
     * cards), or -1.
     */
    int best(int[] counts, int from, boolean pair) {
        int state = 0;
        int most = 0;
        int lowest = -1;
        for (int p = 0; p < POINTS; p++) {
            int count = counts[from + p];
            lowest = lowest < 0 && count > 0 ? p : lowest;
            most = Math.max(most, count);
            state += Math.min(count, 2) * POW3[p];
        }
        if (most <= 2) {
            return best(state, pair);
        }
        int result = -1;
        for (Option option : optionsAt[lowest]) {
            if (option.kind == GroupKind.PAIR && !pair || !take(counts, from, option)) {
                continue;
            }
            result = Math.max(result, plus(best(counts, from, pair && option.kind != GroupKind.PAIR), option.huxi));
            give(counts, from, option);
        }
        return result;
    }

    /**
     * Calls {@code found} once for each way the 10 counts from {@code counts[from]} form groups, the groups pushed
     * on {@code groups}. Groups are taken lowest point first, and among groups with the same lowest point in
     * option order, so each way comes once.
     */
    void forEach(int[] counts, int from, boolean pair, HuxiTable table, Deque<Group> groups, Runnable found) {
        forEach(counts, from, pair, table, groups, found, -1, 0);
    }

    private void forEach(int[] counts, int from, boolean pair, HuxiTable table, Deque<Group> groups, Runnable found,
                         int lastPoint, int firstOption) {
        int lowest = 0;
        while (lowest < POINTS && counts[from + lowest] == 0) {
            lowest++;
        }
        if (lowest == POINTS) {
            if (!pair) {
                found.run();
            }
            return;
        }
        Option[] options = optionsAt[lowest];
        for (int i = lowest == lastPoint ? firstOption : 0; i < options.length; i++) {
            Option option = options[i];
            if (option.kind == GroupKind.PAIR && !pair || !take(counts, from, option)) {
                continue;
            }
            boolean pairLeft = pair && option.kind != GroupKind.PAIR;
            if (best(counts, from, pairLeft) >= 0) {
                groups.push(Group.concealed(option.kind, option.cards, table));
                forEach(counts, from, pairLeft, table, groups, found, lowest, i);
                groups.pop();
            }
            give(counts, from, option);
        }
    }

    private static boolean take(int[] counts, int from, Option option) {
        for (int i = 0; i < option.points.length; i++) {
            if (--counts[from + option.points[i]] < 0) {
                for (int j = 0; j <= i; j++) {
                    counts[from + option.points[j]]++;
                }
                return false;
            }
        }
        return true;
    }

    private static void give(int[] counts, int from, Option option) {
        for (int point : option.points) {
            counts[from + point]++;
        }
    }
}
