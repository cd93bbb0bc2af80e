package dev.paohuzi.compiler.rules;

import dev.paohuzi.runtime.rules.Play;

import java.util.List;

import static dev.paohuzi.compiler.rules.RuleCatalogue.words;

/**
 * The rules of the flow of play (issue 9 item 2): the start of the hand, the turn, what a pass costs. Each lowers
 * into {@link Play}, the one object the engine asks.
 */
final class PlayRules {
    private PlayRules() {}

    static final RuleCatalogue.Section SECTION = new RuleCatalogue.Section("Play", List.of(
            new WordRule<>("dealt ti discard", "whether a non-dealer dealt ti enough for 八块 skips the discard after "
                    + "its next intakes", words(
                    "skip after next intakes", Play.DealtTi.SKIP_NEXT_DISCARDS,
                    "after every chi or pong", Play.DealtTi.DISCARD_AFTER_CHI_OR_PONG), (b, v) -> b.play.dealtTi = v),
            new WordRule<>("stale cards", "whether a card a seat could chi or pong and passed becomes stale 臭牌 for it "
                    + "(never chi'd by it again; `pong passed card` and `win on passed card` say the rest)", words(
                    "after a passed chi or pong", Play.StaleCards.PASSED_CHI_OR_PONG,
                    "none", Play.StaleCards.NONE), (b, v) -> b.play.staleCards = v),
            new WordRule<>("stale win", "whether a win a seat passed is barred on that card 臭胡", words(
                    "until huxi changes", Play.StaleWin.UNTIL_HUXI_CHANGES,
                    "none", Play.StaleWin.NONE), (b, v) -> b.play.staleWin = v),
            WordRule.yesNo("win on shown last card", "with `reveal: last wall card shown`, whether a seat may win on "
                    + "the wall's last card when it is drawn", (b, v) -> b.play.winOnShownLastCard = v),
            new WordRule<>("red shown last card", "with `reveal: last wall card shown`, whether a red last card is "
                    + "moved to the top of the wall (until the last is black)", words(
                    "moved to top", true,
                    "stays", false), (b, v) -> b.play.redShownLastCardMoves = v)));
}
