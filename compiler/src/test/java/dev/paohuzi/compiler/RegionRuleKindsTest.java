package dev.paohuzi.compiler;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.DiscardWinPayer;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The deal and scoring rule kinds the regional variants need (issue 9 item 3): `unplayed cards:` (抽牌) and
 * `discard win paid by:` (放炮), `one-five-ten:` with `huxi one-five-ten:` (一五十): each reading lowers to its runtime
 * value, and what the engine cannot do is an error that says what it can.
 */
class RegionRuleKindsTest {
    @TempDir
    Path dir;

    private RuleSet child(String lines) {
        Compilation compilation = TestVariants.child(dir, lines);
        assertEquals(java.util.List.of(), compilation.errors());
        return compilation.variant().orElseThrow().rules();
    }

    @Test
    void everyDiscardWinReadingLowers() {
        assertEquals(DiscardWinPayer.EACH_LOSER, child("").scoring().payments().discardWin());
        assertEquals(DiscardWinPayer.DISCARDER_FOR_EVERYONE,
                child("  discard win paid by: discarder for everyone  source \"x\"").scoring().payments().discardWin());
        assertEquals(DiscardWinPayer.DISCARDER_ALONE,
                child("  discard win paid by: discarder alone  source \"x\"").scoring().payments().discardWin());
    }

    @Test
    void aCappedDiscardPaymentSaysWhatTheEngineSupports() {
        TestVariants.assertOnlyError(dir, "  discard win paid by: discarder capped  source \"x\"", 3, 24,
                "'discarder capped' (a capped 放炮 payment) is not supported by the engine yet",
                "the engine supports each loser, discarder for everyone or discarder alone");
    }

    @Test
    void anUnknownPayerIsAnUnknownWord() {
        TestVariants.assertOnlyError(dir, "  discard win paid by: the winner  source \"x\"", 3, 24,
                "'the winner' is not a value of 'discard win paid by'", "each loser");
    }

    @Test
    void unplayedCardsCountInTheDeal() {
        assertEquals(20, child("  players: 2  source \"x\"\n  unplayed cards: 20  source \"x\"").seating().unplayed());
        // the child sets no wall, so the deal error stands at its name
        var error = TestVariants.assertOnlyError(dir, "  unplayed cards: 2  source \"x\"", 1, 9,
                "the deck is too small for the deal: it needs 21 + 20 x 2 + 19 + 2 unplayed = 82 cards, the deck has "
                        + "4 x 20 + 0 jokers = 80", "lower the deal");
        assertTrue(error.render().contains("unplayed"));
    }

    @Test
    void bothOneFiveTenReadingsLowerWithTheirHuxiKeyedByTheOne() {
        assertFalse(child("").structure().oneFiveTen());
        RuleSet rules = child("  one-five-ten: same size  source \"x\"\n"
                + "  huxi one-five-ten: small 3, big 6  source \"x\"");
        assertTrue(rules.structure().oneFiveTen());
        assertEquals(3, rules.huxi().of(GroupKind.ONE_FIVE_TEN, Cards.parse("s1")));
        assertEquals(6, rules.huxi().of(GroupKind.ONE_FIVE_TEN, Cards.parse("b1")));
        assertEquals(0, rules.huxi().of(GroupKind.ONE_FIVE_TEN, Cards.parse("s5")));
        // its own row: 一二三 keeps its huxi
        assertEquals(child("").huxi().of(GroupKind.SENTENCE, Cards.parse("s1")),
                rules.huxi().of(GroupKind.SENTENCE, Cards.parse("s1")));
    }

    @Test
    void aMixedSizeOneFiveTenSaysWhatTheEngineSupports() {
        TestVariants.assertOnlyError(dir, "  one-five-ten: any size  source \"x\"", 3, 17,
                "'any size' (一五十 of mixed sizes, which no source gives) is not supported by the engine yet",
                "the engine supports same size or none");
    }
}
