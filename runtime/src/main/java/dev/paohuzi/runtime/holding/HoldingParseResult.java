package dev.paohuzi.runtime.holding;

/** What {@link HoldingParser} makes of one line: a holding, or an error naming the offending token. */
public sealed interface HoldingParseResult {

    record Valid(Holding holding) implements HoldingParseResult {
    }

    /**
     * @param token   the offending token as written (empty for an empty line)
     * @param column  its 1-based column in the line
     * @param message a plain message that names the token
     */
    record Invalid(String token, int column, String message) implements HoldingParseResult {
    }
}
