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
                    "after every chi or pong", Play.DealtTi.DISCARD_AFTER_CHI_OR_PONG), (b, v) -> b.play.dealtTi = v)));
}
