package dev.paohuzi.compiler.diag;

/**
 * One finding about a variant file, in words a rule designer understands. Control characters quoted from the file
 * (a NUL, an ESC that would drive the terminal) are shown escaped, as {@code \u001b}.
 *
 * @param hint what to do about it; empty when there is nothing useful to add
 */
public record Diagnostic(Severity severity, Position position, String message, String hint) {
    public Diagnostic {
        message = escapeControls(message);
        hint = escapeControls(hint);
    }

    /** The `check` form: {@code file:line:col: error: message}, the hint indented on the next line. */
    public String render() {
        String head = escapeControls(position.toString()) + ": " + severity.word() + ": " + message;
        return hint.isEmpty() ? head : head + System.lineSeparator() + "    " + hint;
    }

    /** The text with every control character (C0, DEL, C1, line breaks included) as {@code \}{@code uXXXX}. */
    public static String escapeControls(String text) {
        if (text.chars().noneMatch(Character::isISOControl)) {
            return text;
        }
        StringBuilder escaped = new StringBuilder(text.length() + 8);
        text.chars().forEach(c -> {
            if (Character.isISOControl(c)) {
                escaped.append(String.format("\\u%04x", c));
            } else {
                escaped.append((char) c);
            }
        });
        return escaped.toString();
    }
}
