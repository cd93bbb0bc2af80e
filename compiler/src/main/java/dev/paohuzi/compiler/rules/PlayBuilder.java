package dev.paohuzi.compiler.rules;

import dev.paohuzi.runtime.rules.Play;

import java.util.Set;

/** The part of {@link RuleSetBuilder} the rules of play ({@link PlayRules}) write. */
final class PlayBuilder {
    Play.DealtTi dealtTi;
    Play.StaleCards staleCards;
    Play.StaleWin staleWin;
    boolean winOnShownLastCard;
    boolean redShownLastCardMoves;
    Set<Play.Move> mandatory;
    Play.MustWin mustWin;
    Play.Xing xing;
    Play.WeiShown weiShown;
    Play.Winners winners;

    Play build() {
        return new Play(dealtTi, staleCards, staleWin,
                new Play.ShownLastCard(winOnShownLastCard, redShownLastCardMoves), new Play.Mandatory(mandatory), mustWin,
                xing, weiShown, winners);
    }
}
