package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A pattern restated in a child replaces the inherited one part by part (issue 12 item 5): `pattern 红胡 { fan: 4 }`
 * keeps the parent's `when:`. The test hunan's 红胡 is `when: red >= 10 and red < 13`, `fan: 2`, source 000:86,
 * with the choice "红胡 range".
 */
class PatternOverrideTest {
    private static final String PARENT_WHEN = "red >= 10 and red < 13";

    @TempDir
    Path dir;

    @BeforeEach
    void parent() {
        TestVariants.copy("hunan", dir);
    }

    private static RuleEntry hongHu(Compilation compilation) {
        assertEquals(List.of(), compilation.diagnostics());
        return compilation.variant().orElseThrow().entry("pattern 红胡").orElseThrow();
    }

    private RuleEntry child(String block) {
        return hongHu(TestVariants.child(dir, block));
    }

    @Test
    void restatingTheFanKeepsTheInheritedCondition() {
        RuleEntry entry = child("  pattern 红胡 {\n    fan: 4\n    source \"000:140\"\n  }");
        assertEquals("when " + PARENT_WHEN + "; fan 4", entry.value());
        assertEquals("000:140", entry.source());
        assertEquals("child", entry.from());
        assertEquals(List.of("红胡: 10-12 red = 2 fan (000:86)"), entry.choices(),
                "the parent's reading stays until restated");
    }

    @Test
    void restatingTheConditionKeepsTheInheritedFan() {
        RuleEntry entry = child("  pattern 红胡 {\n    when: red >= 10\n    source \"000:59\"\n    choice \"红胡 range\": "
                + "\"10 or more\"\n  }");
        assertEquals("when red >= 10; fan 2", entry.value());
        assertEquals("000:59", entry.source());
        assertEquals(List.of("红胡 range: 10 or more"), entry.choices());
    }

    @Test
    void restatingBothPartsReplacesThePattern() {
        RuleEntry entry = child("  pattern 红胡 {\n    when: red = 4\n    fan: 3\n    source \"000:114\"\n  }");
        assertEquals("when red = 4; fan 3", entry.value());
    }

    @Test
    void aCitationOnlyRestatementKeepsBothParts() {
        RuleEntry entry = child("  pattern 红胡 {\n    source \"000:86-87\"\n  }");
        assertEquals("when " + PARENT_WHEN + "; fan 2", entry.value());
        assertEquals("000:86-87", entry.source());
    }

    @Test
    void anUncitedRestatementWarnsAndKeepsTheInheritedCitation() {
        Compilation compilation = TestVariants.child(dir, "  pattern 红胡 {\n    fan: 3\n  }");
        Diagnostic warning = compilation.diagnostics().get(0);
        assertEquals(Severity.WARNING, warning.severity());
        assertEquals("pattern '红胡' cites no source", warning.message());
        RuleEntry entry = compilation.variant().orElseThrow().entry("pattern 红胡").orElseThrow();
        assertEquals("000:86", entry.source());
    }

    @Test
    void theLoweredPatternTakesTheMergedParts() {
        Compilation compilation = TestVariants.child(dir, "  pattern 红胡 {\n    fan: 4\n    source \"x\"\n  }");
        var pattern = compilation.variant().orElseThrow().rules().scoring().patterns().stream()
                .filter(p -> p.name().equals("红胡")).findFirst().orElseThrow();
        assertTrue(pattern.when().test(new Facts().set(Quantity.RED, 12)), "the inherited 10-12 red");
        assertFalse(pattern.when().test(new Facts().set(Quantity.RED, 13)));
        assertEquals(4, pattern.fan().evaluate(new Facts()));
        assertEquals("x", pattern.source());
    }

    @Test
    void aGrandchildOverridesAPartOfAPartlyOverriddenPattern() throws Exception {
        TestVariants.child(dir, "  pattern 红胡 {\n    when: red >= 10\n    source \"c\"\n  }");
        Files.writeString(dir.resolve("grandchild.variant"),
                "variant grandchild extends child \"g\" {\n  source \"g\"\n  pattern 红胡 {\n    fan: 5\n    source "
                + "\"g\"\n  }\n}\n");
        RuleEntry entry = hongHu(VariantCompiler.compile(dir.resolve("grandchild.variant")));
        assertEquals("when red >= 10; fan 5", entry.value());
    }

    @Test
    void aDeltaRestatesOnePartToo() throws Exception {
        Files.writeString(dir.resolve("rich.delta"),
                "delta rich \"r\" {\n  source \"r\"\n  pattern 红胡 {\n    fan: 3\n    source \"r:1\"\n  }\n}\n");
        RuleEntry entry = hongHu(TestVariants.compile(dir, "child",
                "variant child extends hunan with rich \"c\" {\n  source \"c\"\n}\n"));
        assertEquals("when " + PARENT_WHEN + "; fan 3", entry.value());
        assertEquals("delta rich", entry.from());
    }

    @Test
    void withoutStillDropsThePattern() {
        Compilation compilation = TestVariants.child(dir, "  without pattern 红胡");
        assertTrue(compilation.variant().orElseThrow().entry("pattern 红胡").isEmpty());
    }

    @Test
    void aDroppedPatternRestatedInPartHasNothingToKeep() {
        TestVariants.assertOnlyError(dir, "  without pattern 红胡\n  pattern 红胡 {\n    fan: 4\n    source \"x\"\n  }", 4,
                3,
                "pattern 红胡 has no `when:`", "a pattern has `when:`");
    }

    @Test
    void aNewPatternNeedsBothParts() {
        TestVariants.assertOnlyError(dir, "  pattern 新 {\n    fan: 4\n    source \"x\"\n  }", 3, 3,
                "pattern 新 has no `when:`", "a pattern has `when:`");
    }
}
