package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Structure;

import java.util.Arrays;

/**
 * Why three cards a holding lays as a chi form no group under a variant: the one rule that forbids them, with the
 * variant's value and that value's own source. The shapes every structure shares are the seeds' (a sentence of one
 * size, 000:39-40); the others are the variant's choices, and the shape the cards would make under the most
 * permissive table ({@link GroupShapes#ofIndex} 15) names the rule that is off.
 */
final class ChiRefusal {
    private static final int EVERY_SHAPE = 15;

    private ChiRefusal() {}

    /** The reason, after "cannot exist: ", that the cards (none a joker) form no group in the named variant. */
    static String why(int a, int b, int c, Structure structure, String variant) {
        GroupKind would = GroupShapes.ofIndex(EVERY_SHAPE).kindOf(a, b, c);
        if (would == GroupKind.TWO_SEVEN_TEN) {
            return structure.twoSevenTen()
                    ? "a 二七十 of mixed sizes is no group in " + variant + " (`two-seven-ten: same size`: 大字和小字"
                            + "不能混合组成一句话, 000:41)"
                    : "二七十 is no group in " + variant + " (its `two-seven-ten: none`; the seeds have it, 000:41)";
        }
        if (would == GroupKind.ONE_FIVE_TEN) {
            return "一五十 is no group in " + variant + " (its `one-five-ten: none`, a reading of the seeds' silence: "
                    + "000:39-41 define a sentence as a run of one size or 二七十, and no seed names 一五十)";
        }
        if (would == GroupKind.MIXED) {
            return "a mixed group 绞 is no group in " + variant + " (its `mixed groups: no`; the seeds have it, 000:42)";
        }
        int[] points = sortedPoints(a, b, c);
        if (points[1] == points[0] + 1 && points[2] == points[1] + 1) {
            return "a run of mixed sizes is no sentence (大字和小字不能混合组成一句话, 000:40)";
        }
        if (points[0] == 1 && points[1] == 5 && points[2] == 10 && structure.oneFiveTen()) {
            return "a 一五十 of mixed sizes is no group in " + variant + " (its `one-five-ten: same size`, "
                    + "isoundy000/HuyooPaoHuZi src/game/hyphz/GameLogic.lua:284-300)";
        }
        if (a == b && b == c) {
            return "three copies of one card are a pong or a kan (000:26-27), not a chi";
        }
        return "those cards form no group: a sentence is three points in a row of one size (000:39), and "
                + "二七十 and 绞 are the only others (000:41-42)";
    }

    private static int[] sortedPoints(int a, int b, int c) {
        int[] points = {Cards.point(a), Cards.point(b), Cards.point(c)};
        Arrays.sort(points);
        return points;
    }
}
