package dev.paohuzi.compiler;

import dev.paohuzi.runtime.rules.Scoring;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Who discarded (放炮): `on_discard`, a win's quantity, and `payer_discarder`, which only the per-loser formulas
 * (`loser pays:`, `match takes:`) may read; whether a variant's payments depend on the discarder, which a `score`
 * line's bare `discard` then cannot leave open.
 */
class DiscarderCompileTest {
    @TempDir
    Path dir;

    private Scoring scoring(String lines) {
        return TestVariants.child(dir, lines).variant().orElseThrow().rules().scoring();
    }

    @Test
    void hunanPaysEveryLoserAlike() {
        assertFalse(scoring("").readsDiscarder());
    }

    @Test
    void aPerLoserFormulaThatReadsTheDiscarderOrAMovedPaymentDependsOnHim() {
        assertTrue(scoring("  loser pays: if payer_discarder then 3 * base else 0   source \"x\"").readsDiscarder());
        assertTrue(scoring("  match takes: if payer_discarder then huxi else 0   source \"x\"").readsDiscarder());
        assertTrue(scoring("  discard win paid by: discarder alone   source \"x\"").readsDiscarder());
        assertFalse(scoring("  loser pays: if on_discard then 2 * base else base   source \"x\"").readsDiscarder());
    }

    @Test
    void onDiscardIsAWinsQuantity() {
        assertFalse(TestVariants.child(dir, "  grade: if on_discard then 1 else (huxi - 12) / 3   source \"x\"")
                .hasErrors());
    }

    /** A base, a grade and a match's gain have no paying seat: naming one there is an error listing what they read. */
    @Test
    void payerDiscarderOutsideThePerLoserFormulasIsRefused() {
        TestVariants.assertOnlyError(dir, "  base: if payer_discarder then 3 else 1   source \"x\"", 3, 12,
                "'payer_discarder' is not known when 'base' is worked out", "on_discard");
        TestVariants.assertOnlyError(dir, "  match adds: if payer_discarder then huxi else 0   source \"x\"", 3, 18,
                "'payer_discarder' is not known when 'match adds' is worked out", "base");
    }
}
