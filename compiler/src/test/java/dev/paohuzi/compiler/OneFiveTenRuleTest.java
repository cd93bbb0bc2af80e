package dev.paohuzi.compiler;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `one-five-ten:` and `huxi one-five-ten:` (issue 9 item 3): each reading lowers; a mixed-size 一五十 is refused. */
class OneFiveTenRuleTest {
    @TempDir
    Path dir;

    private RuleSet child(String lines) {
        Compilation compilation = TestVariants.child(dir, lines);
        assertEquals(java.util.List.of(), compilation.errors());
        return compilation.variant().orElseThrow().rules();
    }

    @Test
    void bothReadingsLowerWithTheirHuxiKeyedByTheOne() {
        assertFalse(child("").structure().oneFiveTen());
        RuleSet rules = child("  one-five-ten: same size  source \"x\"\n"
                + "  huxi one-five-ten: small 3, big 6  source \"x\"");
        assertTrue(rules.structure().oneFiveTen());
        assertEquals(3, rules.huxi().of(GroupKind.ONE_FIVE_TEN, Cards.parse("s1")));
        assertEquals(6, rules.huxi().of(GroupKind.ONE_FIVE_TEN, Cards.parse("b1")));
        assertEquals(0, rules.huxi().of(GroupKind.ONE_FIVE_TEN, Cards.parse("s5")));
        // its own row: 一二三 keeps its huxi
        assertEquals(rules.huxi().of(GroupKind.SENTENCE, Cards.parse("s1")),
                child("").huxi().of(GroupKind.SENTENCE, Cards.parse("s1")));
    }

    @Test
    void aMixedSizeOneFiveTenSaysWhatTheEngineSupports() {
        TestVariants.assertOnlyError(dir, "  one-five-ten: any size  source \"x\"", 3, 17,
                "'any size' (一五十 of mixed sizes, which no source gives) is not supported by the engine yet",
                "the engine supports same size or none");
    }
}
