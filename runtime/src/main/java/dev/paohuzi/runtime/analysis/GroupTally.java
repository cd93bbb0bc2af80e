package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.group.GroupKind;
import java.util.List;

/**
 * What scoring reads off a decomposition's groups, packed into one {@code long} so that a tally is a sum: a 4-bit
 * count per {@link GroupKind}, the groups without huxi other than the pair and loose cards (水门子), and the total huxi.
 * Adding the tallies of groups gives the tally of the decomposition, so the analyzer can hand scoring its best
 * decomposition's tally without building the decomposition ({@link Analyzer#bestTally}).
 */
public final class GroupTally {
    /** No complete decomposition. */
    public static final long NONE = -1;
    private static final int COUNT_BITS = 4;
    private static final int ZERO_HUXI_SHIFT = COUNT_BITS * GroupKind.values().length;
    private static final int HUXI_SHIFT = ZERO_HUXI_SHIFT + COUNT_BITS;
    private static final long COUNT_MASK = (1L << COUNT_BITS) - 1;

    private GroupTally() {}

    /** One group of this kind and huxi. */
    public static long of(GroupKind kind, int huxi) {
        long zeroHuxi = huxi == 0 && kind != GroupKind.PAIR && kind != GroupKind.LOOSE ? 1 : 0;
        return 1L << (COUNT_BITS * kind.ordinal()) | zeroHuxi << ZERO_HUXI_SHIFT | (long) huxi << HUXI_SHIFT;
    }

    public static long of(Group group) {
        return of(group.kind(), group.huxi());
    }

    public static long of(Decomposition decomposition) {
        long tally = 0;
        List<Group> groups = decomposition.groups();
        for (int g = 0; g < groups.size(); g++) {
            tally += of(groups.get(g));
        }
        return tally;
    }

    public static int count(long tally, GroupKind kind) {
        return (int) (tally >>> (COUNT_BITS * kind.ordinal()) & COUNT_MASK);
    }

    public static int zeroHuxiGroups(long tally) {
        return (int) (tally >>> ZERO_HUXI_SHIFT & COUNT_MASK);
    }

    public static int huxi(long tally) {
        return (int) (tally >>> HUXI_SHIFT);
    }
}
