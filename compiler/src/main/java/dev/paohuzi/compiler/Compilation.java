package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;

import java.util.List;
import java.util.Optional;

/** The outcome of compiling one file: the variant when there were no errors, and every diagnostic in file order. */
public record Compilation(Optional<CompiledVariant> variant, List<Diagnostic> diagnostics) {
    public Compilation {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).toList();
    }
}
