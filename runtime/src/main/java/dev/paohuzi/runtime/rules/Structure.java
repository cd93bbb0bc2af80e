package dev.paohuzi.runtime.rules;

/**
 * Which groups exist and what shape a win has (000:39-42, 000:54, 000:62, 000:66).
 *
 * @param groupsToWin          groups a winning holding forms (7)
 * @param twoSevenTen          二七十 counts as a sentence (000:41)
 * @param twoSevenTenMixedSizes 二七十 may mix sizes (004:14); huxi as given for TWO_SEVEN_TEN keyed by its 二
 * @param mixed                绞 groups (2+1 of one point, sizes mixed) exist (000:42)
 * @param pair                 when a pair (将) may or must be a group
 * @param oneFiveTen           一五十 of one size counts as a sentence (no seed; 衡阳六胡抢, isoundy000/HuyooPaoHuZi
 *                             src/app/static/Games.lua:14); huxi as given for ONE_FIVE_TEN keyed by its 一
 */
public record Structure(int groupsToWin, boolean twoSevenTen, boolean twoSevenTenMixedSizes, boolean mixed,
                        PairRule pair, boolean oneFiveTen) {

    public enum PairRule {
        /** Exactly one pair iff a pao or ti is on the table, otherwise none (000:54, 000:62). */
        ONE_IFF_PAO_OR_TI,
        /** Never a group. */
        NEVER
    }
}
