package dev.paohuzi.runtime.analysis;

/**
 * A card that completes a holding one card short (听牌).
 *
 * @param card the card (0..19, or the joker 20)
 * @param huxi the most huxi the completed holding makes, the card read as the engine reads it in play
 * @param win  whether the variant's win rule allows that huxi ({@link dev.paohuzi.runtime.rules.WinRule#mayWin})
 */
public record Wait(int card, int huxi, boolean win) {
}
