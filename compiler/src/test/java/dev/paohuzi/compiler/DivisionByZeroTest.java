package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.sim.Measures;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.TablePenalties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 13.2: a formula whose divisor is 0 only for some inputs compiles with a warning at the divisor, and the
 * engine counts x / 0 as 0 (docs/language.md) instead of throwing in `simulate`, `play` or `score`.
 */
class DivisionByZeroTest {
    private static final Path BUNDLED = Path.of("..", "variants");

    @TempDir
    Path dir;

    private Compilation child(String parent, String rules) throws IOException {
        for (String file : List.of("hunan", parent)) {
            Files.copy(BUNDLED.resolve(file + ".variant"), dir.resolve(file + ".variant"),
                    StandardCopyOption.REPLACE_EXISTING);
        }
        return TestVariants.compile(dir, "child", "variant child extends " + parent + " \"test\" {\n  source \"test\"\n"
                + rules + "\n}\n");
    }

    private static Diagnostic onlyWarning(Compilation compilation) {
        assertFalse(compilation.hasErrors(), () -> compilation.diagnostics().toString());
        assertEquals(1, compilation.diagnostics().size(), () -> compilation.diagnostics().toString());
        Diagnostic warning = compilation.diagnostics().get(0);
        assertEquals(Severity.WARNING, warning.severity());
        return warning;
    }

    /** `dead hand pays: 5 / payer_jokers` made `simulate`, `play` and `score dead-hand` exit 3. */
    @Test
    void deadHandPaysFiveOverThePayersJokers() throws IOException {
        Compilation compilation = child("yongzhou", "  dead hand pays: 5 / payer_jokers   source \"test\"");
        Diagnostic warning = onlyWarning(compilation);
        assertEquals("3:23", warning.position().line() + ":" + warning.position().column());
        assertEquals("this divisor can be 0 (it can be 0 and up), and x / 0 counts as 0", warning.message());
        assertTrue(warning.hint().contains("max(1, ...)"), warning.hint());
        RuleSet rules = compilation.variant().orElseThrow().rules();
        // a payer without jokers pays 5 / 0 = 0; one with 2 jokers pays 5 / 2 = 2 to each of the other seats
        assertEquals(List.of(new BigDecimal(-4), new BigDecimal(2), new BigDecimal(2)),
                TablePenalties.deadHand(rules, new int[] {2, 0, 0}).stream().map(BigDecimal::stripTrailingZeros)
                .toList());
        Tally tally = Simulation.play(new HandStarter(rules), BotLineup.parse("random", 3), new Shard(13, 300),
                Simulation.blockSize(300), () -> false);
        assertEquals(300, tally.hands());
        assertTrue(tally.sum(Measures.DEAD) > 0, "the run must reach the dead-hand payment it is about");
    }

    /** `escape penalty: others_huxi / (room_base - 1)` made `score escape` exit 3 under room base 1. */
    @Test
    void escapePenaltyOverRoomBaseLessOne() throws IOException {
        Compilation compilation = child("hunan", "  escape penalty: others_huxi / (room_base - 1)   source \"test\"");
        Diagnostic warning = onlyWarning(compilation);
        // the divisor `(room_base - 1)` is placed at its operator
        assertEquals("3:44", warning.position().line() + ":" + warning.position().column());
        assertEquals("this divisor can be 0 (it can be -1 and up), and x / 0 counts as 0", warning.message());
        assertEquals(0, TablePenalties.escape(compilation.variant().orElseThrow().rules(), 40).signum());
    }

    @Test
    void aRemainderByZeroIsTheDividend() throws IOException {
        Compilation compilation = child("hunan", "  escape penalty: others_huxi % (room_base - 1)   source \"test\"");
        assertEquals("this divisor can be 0 (it can be -1 and up), and x % 0 counts as x",
                onlyWarning(compilation).message());
        Compilation dividend = child("hunan", "  escape penalty: others_huxi   source \"test\"");
        assertEquals(TablePenalties.escape(dividend.variant().orElseThrow().rules(), 40),
                TablePenalties.escape(compilation.variant().orElseThrow().rules(), 40));
    }

    /** The hint's way out, and divisors the quantities' ranges keep from 0 (a win's grade is at least 1). */
    @Test
    void aDivisorThatCannotBeZeroIsNotWarnedOf() throws IOException {
        for (String rule : List.of("dead hand pays: 5 / max(1, payer_jokers)", "dead hand pays: 5 / (payer_jokers + 1)",
                "base: fan / grade", "base: fan / (if self_draw then 2 else 3)", "base: fan / -2")) {
            Compilation compilation = child("hunan", "  " + rule + "   source \"test\"");
            assertTrue(compilation.diagnostics().isEmpty(), () -> rule + ": " + compilation.diagnostics());
        }
    }

    @Test
    void aDivisorThatIsAlwaysZeroIsStillAnError() throws IOException {
        Compilation compilation = child("hunan", "  dead hand pays: payer_jokers / (2 * 3 - 6)   source \"test\"");
        assertTrue(compilation.hasErrors(), () -> compilation.diagnostics().toString());
    }

    @Test
    void noBundledVariantIsWarnedOf() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".variant")).sorted().toList()) {
                Compilation compilation = VariantCompiler.compile(file);
                assertTrue(compilation.diagnostics().isEmpty(), () -> file + " " + compilation.diagnostics());
            }
        }
    }
}
