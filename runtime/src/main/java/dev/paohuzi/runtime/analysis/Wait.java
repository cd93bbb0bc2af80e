package dev.paohuzi.runtime.analysis;

/**
 * A card that completes a holding one card short (听牌).
 *
 * @param card the card (0..19, or the joker 20)
 * @param huxi the most huxi the completed holding makes
 * @param win  whether that reaches the variant's minimum huxi
 */
public record Wait(int card, int huxi, boolean win) {
}
