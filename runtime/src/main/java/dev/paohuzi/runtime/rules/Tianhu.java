package dev.paohuzi.runtime.rules;

/**
 * 天胡 conditions (000:72-79, 000:25, 003:35-39, 000:68 for Luzhou).
 *
 * @param tiAfterDeal       this many ti after the deal win at once (3)
 * @param kanAfterDeal      this many kan (a ti counts as a kan, not vice versa) win at once (5)
 * @param onRevealCard      a win on the reveal card is a 天胡, by choice (000:74)
 * @param sevenGroupsBeforeFirstDiscard a holding forming its groups before the first discard is a 天胡 (Luzhou, 000:68)
 * @param selfDraw          every 天胡 counts as a self-drawn win 自摸 (000:69)
 */
public record Tianhu(int tiAfterDeal, int kanAfterDeal, boolean onRevealCard, boolean sevenGroupsBeforeFirstDiscard,
                     boolean selfDraw) {
}
