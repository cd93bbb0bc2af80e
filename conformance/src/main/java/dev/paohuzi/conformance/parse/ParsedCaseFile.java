package dev.paohuzi.conformance.parse;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.conformance.model.CaseFile;

import java.util.List;

/** A case file and everything wrong with it. With any error, {@link #cases()} holds only the sound cases. */
public record ParsedCaseFile(CaseFile cases, List<Diagnostic> diagnostics) {
    public ParsedCaseFile {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
