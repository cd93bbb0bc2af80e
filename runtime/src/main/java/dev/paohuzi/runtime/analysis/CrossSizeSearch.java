package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongPredicate;

/**
 * The general path of {@link HandAnalyzer}: jokers, mixed-size 二七十, and listing decompositions. It fixes what
 * crosses sizes before each size is looked up in its {@link SizeTable}: the kans, what each joker stands for, the
 * mixed-size 二七十 groups and the mixed groups at each point.
 *
 * <p>Jokers are read as cards up front, as in {@link JokerReadings} (C(19 + k, k) readings for k jokers, 210 for
 * two); each reading is then a plain hand, with a card possibly 3 or 4 times, which a kan may take.
 */
final class CrossSizeSearch {

    /** What is left for the size tables after the cross-size choices. */
    private interface Split {
        void at(int[] counts, int crossHuxi);
    }

    private final RuleSet rules;
    private final SizeTable small;
    private final SizeTable big;
    /** By point: the mixed groups 2 small + 1 big and 1 small + 2 big. */
    private final Group[] twoSmall = new Group[SizeTable.POINTS];
    private final Group[] twoBig = new Group[SizeTable.POINTS];
    /** The mixed-size 二七十s the variant allows (none unless 004:14's reading is taken). */
    private final List<Group> mixedSizeTwoSevenTens = new ArrayList<>();
    private final LonelyCards lonelyCards;

    CrossSizeSearch(RuleSet rules, SizeTable small, SizeTable big, LonelyCards lonelyCards) {
        this.rules = rules;
        this.lonelyCards = lonelyCards;
        this.small = small;
        this.big = big;
        for (int point = 0; point < SizeTable.POINTS; point++) {
            int smallCard = point;
            int bigCard = point + SizeTable.POINTS;
            twoSmall[point] = Group.concealed(GroupKind.MIXED, new int[] {smallCard, smallCard, bigCard}, rules.huxi());
            twoBig[point] = Group.concealed(GroupKind.MIXED, new int[] {smallCard, bigCard, bigCard}, rules.huxi());
        }
        for (GroupShapes.Shape shape : GroupShapes.of(rules.structure()).all()) {
            if (shape.kind() == GroupKind.TWO_SEVEN_TEN && Cards.size(shape.low()) != Cards.size(shape.high())) {
                mixedSizeTwoSevenTens.add(Group.concealed(GroupKind.TWO_SEVEN_TEN, shape.cards(), rules.huxi()));
            }
        }
    }

    /** The most huxi of the concealed cards in the shape, -1 if none. */
    int maxHuxi(Holding holding, WinShape shape) {
        int[] best = {-1};
        forEachSplit(holding, shape.pair(), new ArrayDeque<>(), read -> true, most(shape.pair(), best));
        return best[0];
    }

    /** A split that keeps in {@code best[0]} the most huxi seen. */
    private Split most(boolean pair, int[] best) {
        return (counts, crossHuxi) -> {
            int sizes = pair ? Math.max(bothSizes(counts, true, false), bothSizes(counts, false, true))
                    : bothSizes(counts, false, false);
            if (sizes >= 0) {
                best[0] = Math.max(best[0], crossHuxi + sizes);
            }
        };
    }

    /**
     * Calls {@code found} with the concealed groups of each decomposition, once each; with {@code atLeast} >= 0 only
     * with those whose split (the cross-size choices and the pair's size) can reach {@code atLeast} concealed huxi,
     * which the size tables say before any group is listed (others may still come: the caller filters by huxi).
     */
    void forEachDecomposition(Holding holding, WinShape shape, int atLeast, Consumer<List<Group>> found) {
        forEachDecomposition(holding, shape, atLeast, read -> true, found);
    }

    /**
     * As {@link #forEachDecomposition(Holding, WinShape, int, Consumer)}, only for the readings of the jokers
     * ({@code reading}: packed counts of what they stand for) that {@code readings} lets through: a caller that knows
     * which readings complete the holding spares the cross-size choices of all the others.
     */
    void forEachDecomposition(Holding holding, WinShape shape, int atLeast, LongPredicate readings,
                              Consumer<List<Group>> found) {
        Deque<Group> groups = new ArrayDeque<>();
        forEachSplit(holding, shape.pair(), groups, readings, (counts, crossHuxi) -> {
            if (shape.pair()) {
                forEachReaching(counts, crossHuxi, atLeast, true, false, groups, found);
                forEachReaching(counts, crossHuxi, atLeast, false, true, groups, found);
            } else {
                forEachReaching(counts, crossHuxi, atLeast, false, false, groups, found);
            }
        });
    }

    private void forEachReaching(int[] counts, int crossHuxi, int atLeast, boolean pairSmall, boolean pairBig,
                                 Deque<Group> groups, Consumer<List<Group>> found) {
        int sizes = atLeast < 0 ? 0 : bothSizes(counts, pairSmall, pairBig);
        if (sizes >= 0 && crossHuxi + sizes >= atLeast) {
            forEachInBothSizes(counts, pairSmall, pairBig, groups, found);
        }
    }

    /** The most huxi the small and the big cards left make, with the pair (if any) in the size named; or -1. */
    private int bothSizes(int[] counts, boolean pairSmall, boolean pairBig) {
        int smallHuxi = small.best(counts, 0, pairSmall);
        int bigHuxi = big.best(counts, SizeTable.POINTS, pairBig);
        return smallHuxi < 0 || bigHuxi < 0 ? -1 : smallHuxi + bigHuxi;
    }

    private void forEachInBothSizes(int[] counts, boolean pairSmall, boolean pairBig, Deque<Group> groups,
                                    Consumer<List<Group>> found) {
        small.forEach(counts, 0, pairSmall, rules.huxi(), groups,
                () -> big.forEach(counts, SizeTable.POINTS, pairBig, rules.huxi(), groups,
                        () -> found.accept(new ArrayList<>(groups))));
    }

    private void forEachSplit(Holding holding, boolean pair, Deque<Group> groups, LongPredicate readings,
                              Split split) {
        int[] counts = new int[Cards.KINDS];
        int kanHuxi = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            counts[card] = holding.count(card);
            if (counts[card] == 3) {
                counts[card] = 0;
                Group kan = Group.concealed(GroupKind.KAN, new int[] {card, card, card}, rules.huxi());
                groups.push(kan);
                kanHuxi += kan.huxi();
            }
        }
        readJokers(counts, holding.jokers(), 0, kanHuxi, pair, groups, split, JokerRoom.of(rules, holding),
                Counts.EMPTY, readings);
    }

    /**
     * Reads each joker as a card, from {@code fromCard} on, where the {@link JokerRoom} leaves room for it;
     * {@code read}: what the jokers read so far stand for.
     */
    private void readJokers(int[] counts, int jokers, int fromCard, int huxi, boolean pair, Deque<Group> groups,
                            Split split, long room, long read, LongPredicate readings) {
        if (jokers == 0) {
            if (readings.test(read) && !lonely(counts, pair)) {
                mixedSizeTwoSevenTen(counts, 0, huxi, groups, split);
            }
            return;
        }
        for (int card = fromCard; card < Cards.KINDS; card++) {
            if (Counts.of(room, card) > 0) {
                counts[card]++;
                readJokers(counts, jokers - 1, card, huxi, pair, groups, split, Counts.add(room, card, -1),
                        Counts.add(read, card, 1), readings);
                counts[card]--;
            }
        }
    }

    /**
     * Whether a reading holding every card at most twice has a card no group of its cards could take
     * ({@link LonelyCards}): then it has no decomposition, and most of a joker holding's readings are turned away
     * before the cross-size choices are tried.
     */
    private boolean lonely(int[] counts, boolean pair) {
        long packed = Counts.EMPTY;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (counts[card] > 2) {
                return false;
            }
            packed = Counts.add(packed, card, counts[card]);
        }
        return lonelyCards.alone(packed, pair, rules.structure().mixed()) != 0;
    }

    private void mixedSizeTwoSevenTen(int[] counts, int fromType, int huxi, Deque<Group> groups, Split split) {
        mixed(counts, 0, huxi, groups, split);
        for (int type = fromType; type < mixedSizeTwoSevenTens.size(); type++) {
            Group group = mixedSizeTwoSevenTens.get(type);
            if (group.cards().allSatisfy(card -> counts[card] > 0)) {
                place(counts, groups, group, 1, -1);
                mixedSizeTwoSevenTen(counts, type, huxi + group.huxi(), groups, split);
                place(counts, groups, group, 1, 1);
            }
        }
    }

    /** Chooses how many mixed groups of each form (2 small + 1 big, 1 small + 2 big) to make at each point. */
    private void mixed(int[] counts, int point, int huxi, Deque<Group> groups, Split split) {
        if (point == SizeTable.POINTS) {
            split.at(counts, huxi);
            return;
        }
        if (!rules.structure().mixed()) {
            mixed(counts, point + 1, huxi, groups, split);
            return;
        }
        int smalls = counts[point];
        int bigs = counts[point + SizeTable.POINTS];
        for (int x = 0; 2 * x <= smalls && x <= bigs; x++) {
            for (int y = 0; 2 * x + y <= smalls && x + 2 * y <= bigs; y++) {
                place(counts, groups, twoSmall[point], x, -1);
                place(counts, groups, twoBig[point], y, -1);
                mixed(counts, point + 1, huxi + x * twoSmall[point].huxi() + y * twoBig[point].huxi(), groups, split);
                place(counts, groups, twoBig[point], y, 1);
                place(counts, groups, twoSmall[point], x, 1);
            }
        }
    }

    /** Takes ({@code sign} -1) or gives back (+1) {@code n} copies of a group, pushing or popping it. */
    private static void place(int[] counts, Deque<Group> groups, Group group, int n, int sign) {
        for (int i = 0; i < n; i++) {
            group.cards().forEach(card -> counts[card] += sign);
            if (sign < 0) {
                groups.push(group);
            } else {
                groups.pop();
            }
        }
    }
}
