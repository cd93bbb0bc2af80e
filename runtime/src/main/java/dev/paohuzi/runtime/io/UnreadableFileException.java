package dev.paohuzi.runtime.io;

import java.io.IOException;

/** Why {@link TextFiles} refused a file, in words for the user, with a hint and the place (line 1, column 1 unless
 * a bad byte is further in). */
public final class UnreadableFileException extends IOException {
    /** What was wrong, for a caller whose hint says more (a missing variant name). */
    public enum Kind { MISSING, DIRECTORY, NOT_REGULAR, TOO_LARGE, NOT_UTF8, UNREADABLE }

    private final Kind kind;
    private final String hint;
    private final int line;
    private final int column;

    /** A file that is not there (or would not be, once a proposed removal is made). */
    public static UnreadableFileException missing() {
        return new UnreadableFileException(Kind.MISSING, "no such file", "check the path");
    }

    UnreadableFileException(Kind kind, String message, String hint) {
        this(kind, message, hint, 1, 1);
    }

    UnreadableFileException(Kind kind, String message, String hint, int line, int column) {
        super(message);
        this.kind = kind;
        this.hint = hint;
        this.line = line;
        this.column = column;
    }

    public Kind kind() {
        return kind;
    }

    public String hint() {
        return hint;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
