package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An upper bound on the huxi jokerless concealed cards can make, from their counts alone, and the least huxi the
 * variant's win rule may allow: where the bound and the table's huxi stay below it, no card completes the hand into
 * a win, whatever the analyzer would find. A concealed triple is a kan (000:26); of the other cards, the bound is the
 * most huxi any groups of one size taken from them make, leaving the rest in no group (a table per size, as
 * {@link SizeTable} but without asking that every card be used), plus, for the groups across sizes (绞, 二七十 of mixed
 * sizes), each card's largest share (a third) of such a group's huxi. Immutable; the tables are shared by variants
 * with the same groups and huxi.
 */
final class HuxiCeiling {
    private static final Map<List<Integer>, short[]> TABLES = new HashMap<>();
    /** The last ceiling made: bots are made anew every hand, and a run of hands plays one variant. */
    private static volatile HuxiCeiling last;

    private final RuleSet rules;

    // a bound's parts, summed in one long: both sizes' base-3 states, the kans' huxi, the shares across sizes
    private static final int BIG = 16;
    private static final int KANS = 32;
    private static final int CROSS = 47;
    private static final long STATE = (1L << BIG) - 1;
    private static final long KAN_FIELD = (1L << CROSS - KANS) - 1;

    /**
     * By size (small, big): the most huxi of groups of that size with huxi within each base-3 number of the counts,
     * kans out, of the cards in such groups (others add nothing to the bound; the i-th such card of a size is digit
     * i): a few hundred states where few groups have huxi, as in the bundled variants.
     */
    private final short[] small;
    private final short[] big;
    /**
     * Per card, what one copy of it not in a kan adds to the parts: its digit's weight in its size's state, and three
     * times its largest share in a group across sizes (none where no such group has huxi).
     */
    private final long[] copy = new long[Cards.KINDS];
    /** Per card, what its kan adds to the parts. */
    private final long[] kan = new long[Cards.KINDS];
    /** The cards whose copies add something (bits 3k). */
    private final long countedFields;
    /**
     * The most one card added lifts the bound ({@link #mayWinWithAnyCard}): the most huxi of any one group (the group
     * it joins, or the kan it makes, is all a bound without it lacks), and its share of a group across sizes.
     */
    private final int mostAdded;
    /**
     * The least huxi {@link dev.paohuzi.runtime.rules.WinRule#mayWin} allows below 256; 256 if none; 0 (nothing ruled
     * out) where huxi too large for the parts' fields could arise.
     */
    private final int leastWin;

    private HuxiCeiling(RuleSet rules) {
        this.rules = rules;
        HuxiTable huxi = rules.huxi();
        List<GroupShapes.Shape> sameSize = new ArrayList<>();
        int[] crossThirds = new int[Cards.KINDS];
        int most = 0;
        for (GroupShapes.Shape shape : GroupShapes.of(rules.structure()).all()) {
            int value = huxi.of(shape.kind(), shape.key());
            most = Math.max(most, value);
            if (Cards.size(shape.low()) == Cards.size(shape.high())) {
                sameSize.add(shape);
            } else {
                for (int card : shape.cards()) {
                    crossThirds[card] = Math.max(crossThirds[card], Math.max(0, value));
                }
            }
        }
        int mostKan = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            int kanHuxi = Math.max(0, huxi.of(GroupKind.KAN, card));
            kan[card] = (long) kanHuxi << KANS;
            mostKan = Math.max(mostKan, kanHuxi);
            most = Math.max(most, Math.max(kanHuxi, huxi.of(GroupKind.PAIR, card)));
            copy[card] = (long) crossThirds[card] << CROSS;
        }
        int mostAcross = Arrays.stream(crossThirds).max().orElse(0);
        mostAdded = most + mostAcross;
        List<int[]> groups = new ArrayList<>();   // {lowest card, huxi, cards...}
        for (GroupShapes.Shape shape : sameSize) {
            groups.add(new int[] {shape.low(), huxi.of(shape.kind(), shape.key()), shape.low(), shape.mid(),
                    shape.high()});
        }
        for (int card = 0; card < Cards.KINDS; card++) {
            groups.add(new int[] {card, huxi.of(GroupKind.PAIR, card), card, card});
        }
        groups.removeIf(group -> group[1] <= 0);
        short[][] tables = new short[2][];
        for (int size = 0; size < 2; size++) {
            boolean ofBig = size == 1;
            List<int[]> ofSize = groups.stream().filter(group -> Cards.isBig(group[0]) == ofBig).toList();
            int[] counted = ofSize.stream().flatMapToInt(group -> Arrays.stream(group, 2, group.length)).distinct()
                    .sorted().toArray();
            for (int digit = 0; digit < counted.length; digit++) {
                copy[counted[digit]] += (long) pow3(digit) << (ofBig ? BIG : 0);
            }
            tables[size] = table(ofSize, counted);
        }
        small = tables[0];
        big = tables[1];
        long fields = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            fields |= copy[card] != 0 ? 1L << 3 * card : 0;
        }
        countedFields = fields;
        // at most 7 kans and 28 cards: beyond that the fields would overflow, and the bound is not used
        boolean fits = 7L * mostKan <= KAN_FIELD && 28L * mostAcross < 1L << Long.SIZE - CROSS;
        int least = 0;
        while (fits && least < 256 && !rules.win().mayWin(least)) {
            least++;
        }
        leastWin = least;
    }

    /** The variant's ceiling. */
    static HuxiCeiling of(RuleSet rules) {
        HuxiCeiling ceiling = last;
        if (ceiling == null || ceiling.rules != rules) {
            ceiling = new HuxiCeiling(rules);
            last = ceiling;
        }
        return ceiling;
    }

    /** The bound's parts for concealed cards ({@link Counts}, each count 0..3): read with {@link #bound}. */
    long parts(long concealed) {
        long left = PackedHand.withoutKans(concealed);
        long parts = 0;
        for (long ones = left & countedFields; ones != 0; ones &= ones - 1) {  // a count of 1 is bit 3k, 2 bit 3k+1
            parts += copy[Long.numberOfTrailingZeros(ones) / 3];
        }
        for (long twos = left >>> 1 & countedFields; twos != 0; twos &= twos - 1) {
            parts += 2 * copy[Long.numberOfTrailingZeros(twos) / 3];
        }
        for (long kans = PackedHand.kans(concealed); kans != 0; kans &= kans - 1) {
            parts += kan[Long.numberOfTrailingZeros(kans) / 3];
        }
        return parts;
    }

    /** The parts of the concealed cards ({@code parts} of them) with a copy of a card they hold at most twice. */
    long withCard(long parts, long concealed, int card) {
        return Counts.of(concealed, card) == 2 ? parts - 2 * copy[card] + kan[card] : parts + copy[card];
    }

    /** The bound on the huxi of concealed cards of these parts. */
    int bound(long parts) {
        return small[(int) (parts & STATE)] + big[(int) (parts >>> BIG & STATE)] + (int) (parts >>> KANS & KAN_FIELD)
                + (int) (parts >>> CROSS) / 3;
    }

    /** Whether concealed cards of this bound beside a table of this huxi may reach a huxi the win rule allows. */
    boolean mayWin(int bound, int tableHuxi) {
        return bound + tableHuxi >= leastWin;
    }

    /** Whether some card added to concealed cards of this bound may reach a win ({@link #mostAdded}). */
    boolean mayWinWithAnyCard(int bound, int tableHuxi) {
        return mayWinWithCards(bound, 1, tableHuxi);
    }

    /**
     * Whether concealed cards of this bound with {@code cards} more, any cards or jokers, may reach a win: each lifts
     * the bound by at most {@link #mostAdded}. A joker is in one group, whose huxi is at most the most of any group;
     * the groups of real cards alone stay within their bound.
     */
    boolean mayWinWithCards(int bound, int cards, int tableHuxi) {
        return mayWin(bound + cards * mostAdded, tableHuxi);
    }

    /** The table of {@link #most}, made once per set of groups and huxi. */
    private static short[] table(List<int[]> groups, int[] counted) {
        List<int[]> byDigits = new ArrayList<>();   // {lowest digit, huxi, the group's cards' state}
        List<Integer> key = new ArrayList<>();
        for (int[] group : groups) {
            int state = 0;
            for (int i = 2; i < group.length; i++) {
                state += pow3(Arrays.binarySearch(counted, group[i]));
            }
            byDigits.add(new int[] {Arrays.binarySearch(counted, group[0]), group[1], state});
            key.addAll(List.of(byDigits.get(byDigits.size() - 1)[0], group[1], state));
        }
        key.add(counted.length);
        synchronized (TABLES) {
            return TABLES.computeIfAbsent(key, any -> fill(byDigits, pow3(counted.length)));
        }
    }

    /**
     * In increasing order of state: the lowest card held is either in no group (one copy less) or in a group of
     * which it is the lowest card, so each state reads only smaller ones.
     */
    private static short[] fill(List<int[]> groups, int states) {
        short[] most = new short[states];
        for (int state = 1; state < states; state++) {
            int digit = 0;
            while (digit(state, digit) == 0) {
                digit++;
            }
            int best = most[state - pow3(digit)];
            for (int[] group : groups) {
                if (group[0] == digit && fits(state, group[2])) {
                    best = Math.max(best, group[1] + most[state - group[2]]);
                }
            }
            most[state] = (short) best;
        }
        return most;
    }

    private static boolean fits(int state, int group) {
        for (int rest = state, cards = group; cards != 0; rest /= 3, cards /= 3) {
            if (cards % 3 > rest % 3) {
                return false;
            }
        }
        return true;
    }

    private static int digit(int state, int digit) {
        return state / pow3(digit) % 3;
    }

    private static int pow3(int exponent) {
        int power = 1;
        for (int i = 0; i < exponent; i++) {
            power *= 3;
        }
        return power;
    }
}
