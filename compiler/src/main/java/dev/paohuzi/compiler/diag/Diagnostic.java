package dev.paohuzi.compiler.diag;

/**
 * One finding about a variant file, in words a rule designer understands.
 *
 * @param hint what to do about it; empty when there is nothing useful to add
 */
public record Diagnostic(Severity severity, Position position, String message, String hint) {

    /** The `check` form: {@code file:line:col: error: message}, the hint indented on the next line. */
    public String render() {
        String head = position + ": " + severity.word() + ": " + message;
        return hint.isEmpty() ? head : head + System.lineSeparator() + "    " + hint;
    }
}
