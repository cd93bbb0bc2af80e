package dev.paohuzi.web.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The commands around the renderers (whose output is approval-tested in the compiler module). */
class ExplainAndDiffTest {
    @Test
    void explainPrintsTheRuleTable() {
        Cli cli = Cli.run("explain", Cli.variant("luzhou"));
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("luzhou — 泸州大贰\nextends: hunan\n"), cli.out());
        assertTrue(cli.out().contains("Chosen readings"));
    }

    @Test
    void diffListsTheRulesThatDiffer() {
        Cli cli = Cli.run("diff", Cli.variant("hunan"), Cli.variant("shaoyang"));
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("hunan (湖南跑胡子) vs shaoyang (邵阳剥皮胡): 7 rules differ"), cli.out());
        assertTrue(cli.out().contains("choice win on a passed card: allowed: 可以胡过张 (000:67)"), cli.out());
        assertTrue(cli.out().contains("choice win on a passed card: forbidden (003:43)"), cli.out());
    }

    @Test
    void aVariantWithErrorsIsNotExplained() {
        Cli cli = Cli.run("explain", "missing/nothing.variant");
        assertEquals(1, cli.exitCode());
        assertEquals("", cli.out());
        assertTrue(cli.err().contains("missing/nothing.variant:1:1: error: no such file"), cli.err());
        assertTrue(cli.err().contains("the variant has errors; nothing to show"), cli.err());
    }

    @Test
    void diffNeedsTwoVariants() {
        Cli cli = Cli.run("diff", Cli.variant("hunan"));
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("Missing required parameter: 'OTHER'"), cli.err());
    }
}
