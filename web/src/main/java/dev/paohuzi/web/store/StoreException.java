package dev.paohuzi.web.store;

import java.util.Optional;

/**
 * Why the variant store refused or failed: a kind the caller maps to its own answer (the server to an HTTP status,
 * the command line to a message), the words for the user, a hint, and for a conflict the stored file as it is now.
 */
public final class StoreException extends RuntimeException {
    /** What went wrong, in the store's own terms. */
    public enum Kind {
        /** Not a variant name (a path, a dot, too long). */
        BAD_NAME,
        /** No such variant, or no such version in its history. */
        MISSING,
        /** A file that is there but cannot be read as a variant's text (not UTF-8, a link out of the folder). */
        UNREADABLE,
        /** The stored file is not the version the writer expected (or it was deleted since). */
        STALE,
        /** A writer meant to create a variant whose name is taken. */
        EXISTS,
        /** The disk or the history failed; nothing was changed. */
        FAILED
    }

    private final Kind kind;
    private final String hint;
    private final VariantFiles.Stored current;

    public StoreException(Kind kind, String message, String hint) {
        this(kind, message, hint, null);
    }

    public StoreException(Kind kind, String message, String hint, VariantFiles.Stored current) {
        super(message, null, false, false); // an answer to a user, not a bug: no stack trace to keep
        this.kind = kind;
        this.hint = hint;
        this.current = current;
    }

    public Kind kind() {
        return kind;
    }

    public String hint() {
        return hint;
    }

    /** For {@link Kind#STALE} and {@link Kind#EXISTS}: the stored file now (empty when it is gone). */
    public Optional<VariantFiles.Stored> current() {
        return Optional.ofNullable(current);
    }

    /** A write that expected a version finds another one, or none. */
    public static StoreException stale(VariantFiles.Stored current) {
        return new StoreException(Kind.STALE, current == null ? "not saved: the variant was deleted since you loaded it"
                : "not saved: the variant changed since you loaded it",
                "merge your text with current.text, then save again with If-Match: \"<current.version>\"", current);
    }

    /** A write that meant to create a variant finds one there. */
    public static StoreException exists(VariantFiles.Stored current) {
        return new StoreException(Kind.EXISTS, "not saved: a variant '" + current.name() + "' exists already",
                "pick another name, or load it and save with its version to replace it", current);
    }
}
