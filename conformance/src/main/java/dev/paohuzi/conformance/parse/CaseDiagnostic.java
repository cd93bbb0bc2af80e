package dev.paohuzi.conformance.parse;

import dev.paohuzi.conformance.model.Position;

/**
 * A problem in a case file, printed as {@code file:line:col: error: message} with the hint on the next line
 * (the same shape as the variant checker's diagnostics).
 */
public record CaseDiagnostic(Position position, Severity severity, String message, String hint) {
    public enum Severity {
        ERROR,
        WARNING
    }

    public static CaseDiagnostic error(Position position, String message, String hint) {
        return new CaseDiagnostic(position, Severity.ERROR, message, hint);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    public String render() {
        String head = position + ": " + severity.name().toLowerCase() + ": " + message;
        return hint == null ? head : head + "\n  hint: " + hint;
    }
}
