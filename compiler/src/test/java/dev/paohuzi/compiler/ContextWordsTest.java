package dev.paohuzi.compiler;

import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.ContextWords;
import dev.paohuzi.runtime.scoring.HandContext;
import dev.paohuzi.runtime.scoring.ScoreLine;
import dev.paohuzi.runtime.scoring.WinContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one list of `score` context words ({@link ContextWords}, shown by `score --help`, the hand API and the hand
 * page) holds every word the line's readers apply, and each word it lists is one they apply.
 */
class ContextWordsTest {
    /** Hunan's 15-huxi win of the conformance case citing 000:69, 一 (s1) among its cards. */
    private static final String WIN = "b1 b1 b1 b9 b9 b9 s1 s2 s3 s4 s5 s6 s3 s4 s5 s6 s7 s8 b3 b4 b5";

    @TempDir
    Path dir;

    /** Each listed form, with its placeholder filled in, is applied by the win's or the hand's reader. */
    @Test
    void everyListedWordIsRead() {
        // a variant with a 醒 card, a counting seat, 飘 and 坨, so that every word has a variant that reads it
        Compilation compilation = TestVariants.child(dir, """
                  xing: win card   source "test"
                  counting seat: opposite dealer   source "test"
                  piao: chosen from 0, 2   source "test"
                  tuo: chosen from 0, 2   source "test"
                """);
        RuleSet rules = compilation.variant().orElseThrow(() -> new AssertionError(compilation.diagnostics()))
                .rules();
        for (ContextWords word : ContextWords.values()) {
            String example = word.form().replace("CARD", "s1").replace("SEAT", "next").replace("1|2", "1")
                    .replace("W,N,P", "0,2,0")
                    .replace("dead-hands:N", "dead-hands:2").replace("seats:N", "seats:3");
            String win = WinContext.builder().word(example, rules);
            String hand = HandContext.builder().word(example, rules);
            assertTrue(win == null || hand == null, () -> example + ": the win's reader says '" + win
                    + "', the hand's '" + hand + "'");
        }
    }

    /** A word neither reader knows is refused, so the list above is all there is to show: spot-check near misses. */
    @Test
    void aWordOffTheListIsRefused() {
        RuleSet rules = TestVariants.child(dir, "").variant().orElseThrow().rules();
        for (String word : List.of("selfdraw", "last", "haidi", "jokers:1", "seat:3", "dead:1")) {
            assertInstanceOf(ScoreLine.Invalid.class, new ScoreLine(rules).parse(WIN + " " + word), word);
        }
    }
}
