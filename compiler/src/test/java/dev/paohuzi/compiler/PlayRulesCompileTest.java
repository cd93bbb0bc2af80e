package dev.paohuzi.compiler;

import dev.paohuzi.compiler.render.RuleTable;
import dev.paohuzi.compiler.render.VariantDiff;
import dev.paohuzi.runtime.rules.Play;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules of play (issue 9 item 2): a reading the engine does not play is an error at its value, never a default. */
class PlayRulesCompileTest {
    @TempDir
    Path dir;

    @Test
    void aReadingAnotherSourceNamesIsRefusedWithTheOneTheEngineSupports() {
        TestVariants.assertOnlyError(dir, "  kan: may split   source \"000:64\"", 3, 8,
                "'may split' (no seed: 000:64 calls 拆垅破坎 a violation) is a reading of 'kan' the engine does not play",
                "the engine supports `kan: never split`");
    }

    @Test
    void anUnknownValueNamesTheSupportedReadingAndTheOthers() {
        TestVariants.assertOnlyError(dir, "  turn order: widdershins   source \"x\"", 3, 15,
                "'widdershins' is not a value of 'turn order'",
                "the engine supports `turn order: counterclockwise`; other readings the sources name: clockwise");
    }

    @Test
    void aListValueIsComparedWhole() {
        TestVariants.assertOnlyError(dir, "  drawn jokers: shown   source \"000:133\"", 3, 17,
                "'shown' is not a value of 'drawn jokers'", "the engine supports `drawn jokers: shown, kept in hand`");
    }

    @Test
    void aWordRuleOfPlayRefusesAnUnknownWord() {
        TestVariants.assertOnlyError(dir, "  stale win: never   source \"000:81\"", 3, 14,
                "'never' is not a value of 'stale win'", "until huxi changes");
    }

    @Test
    void aMandatorySetWithoutTheMovesTheEngineForcesIsRefused() {
        TestVariants.assertOnlyError(dir, "  mandatory: wei, ti, bi   source \"000:326\"", 3, 14,
                "the engine does not play 'mandatory: wei, ti, bi'", "`mandatory: wei, ti, pao, bi` or");
    }

    /** A repeated word is an error at the repeat, in a set of words as in an order of seats (one check for both). */
    @Test
    void aWordListedTwiceIsRefusedAtTheRepeat() {
        TestVariants.assertOnlyError(dir, "  mandatory: wei, ti, pao, ti, bi   source \"000:326\"", 3, 28,
                "'ti' is listed twice", "list each once");
        TestVariants.assertOnlyError(dir, "  winners order: drawer, next, drawer   source \"000:71\"", 3, 32,
                "'drawer' is listed twice", "list each seat once");
    }

    @Test
    void aXingReadingIsOneOfItsWords() {
        TestVariants.assertOnlyError(dir, "  xing: 翻醒   source \"x\"", 3, 9,
                "'翻醒' is not a value of 'xing'", "next point of turned card");
    }

    /** The 醒 is named once the win is made, so whether a seat may win cannot depend on it. */
    @Test
    void theWinRuleCannotReadTheXing() {
        TestVariants.assertOnlyError(dir, "  win when: huxi + xing >= 15   source \"x\"", 3, 20,
                "'xing' is not known when `win when:` is worked out", "minimum_huxi");
    }

    /** `joker stands for` has two readings the engine plays; explain and diff show the one taken. */
    @Test
    void theJokerReadingIsLoweredExplainedAndCompared() {
        CompiledVariant base = TestVariants.child(dir, "").variant().orElseThrow();
        assertEquals(Play.JokerStandsFor.ANY_CARD, base.rules().play().jokerStandsFor());
        CompiledVariant noFifth = TestVariants.child(dir,
                "  joker stands for: any card but a fifth copy   source \"000:133\"")
                .variant().orElseThrow();
        assertEquals(Play.JokerStandsFor.ANY_CARD_BUT_A_FIFTH_COPY, noFifth.rules().play().jokerStandsFor());
        assertEquals("any card but a fifth copy", noFifth.entry("joker stands for").orElseThrow().value());
        assertTrue(RuleTable.render(noFifth).contains("any card but a fifth copy"));
        assertTrue(VariantDiff.differences(base, noFifth).stream()
                .anyMatch(row -> String.join(" ", row).contains("any card but a fifth copy")));
    }

    @Test
    void aMisspeltJokerReadingIsRefusedWithTheNearestOne() {
        TestVariants.assertOnlyError(dir, "  joker stands for: any card but fifth copy   source \"000:133\"", 3, 21,
                "'any card but fifth copy' is not a value of 'joker stands for'", "any card but a fifth copy");
    }
}
