package dev.paohuzi.web.server;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.web.store.VariantFiles;

import java.util.List;

/** A diagnostic as the API shows it: where, how bad, what, and what to do. */
public record DiagnosticView(String file, int line, int column, String severity, String message, String hint) {
    static DiagnosticView of(Diagnostic d) {
        return new DiagnosticView(d.position().file(), d.position().line(), d.position().column(),
                d.severity().word(), d.message(), d.hint());
    }

    static List<DiagnosticView> all(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(DiagnosticView::of).toList();
    }

    /** The diagnostics of variant files, naming files relative to their directory, never by a server path. */
    static List<DiagnosticView> all(List<Diagnostic> diagnostics, VariantFiles shownFrom) {
        return diagnostics.stream().map(DiagnosticView::of).map(d -> new DiagnosticView(shownFrom.relative(d.file()),
                d.line(), d.column(), d.severity(), shownFrom.relative(d.message()), shownFrom.relative(d.hint())))
                .toList();
    }
}
