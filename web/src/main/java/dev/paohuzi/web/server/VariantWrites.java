package dev.paohuzi.web.server;

import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.parse.ParsedVariant;
import dev.paohuzi.compiler.parse.VariantReader;
import dev.paohuzi.web.store.StoreException;
import dev.paohuzi.web.store.VariantFiles;
import dev.paohuzi.web.store.VariantHistory;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Saves, deletes and renames, each checked before it lands: the client's {@link Precondition} against the stored
 * file (409 {@code stale} or {@code exists}), and the variants that extend the file against the change
 * ({@link Dependants}, 409 {@code dependants} unless the client accepts breaking them). One write at a time per
 * directory: a check and its write must see the same files, and a dependant's check reads every file, so a lock
 * per name would let a parent change between the check of its child and the child's save.
 */
final class VariantWrites {
    private final VariantFiles files;
    private final VariantHistory history;
    private final Path cases;
    /** The server's compile cache, which the dependants check compiles through. */
    private final ParentCache parents;
    private final ReentrantLock lock = new ReentrantLock();

    VariantWrites(VariantFiles files, VariantHistory history, Path cases, ParentCache parents) {
        this.files = files;
        this.history = history;
        this.cases = cases;
        this.parents = parents;
    }

    /** Who asks for a write, and the words its commit adds (the client's message, where it came from). */
    record Change(VariantHistory.Author author, String note) {
    }

    /**
     * A save that landed: the new version, whether it made a new file, and what it was checked against (the variant's
     * own cases and its dependants; null when the client accepted breaking them, which skips the check).
     */
    record Saved(String version, boolean created, Dependants.Report checked) {
    }

    /** Saves the text; {@code subject} is the commit's first line, or empty for "Create" or "Save" and the file. */
    Saved save(String name, String text, Precondition precondition, boolean acceptBreaking, Change change,
               Optional<String> subject) {
        lock.lock();
        try {
            precondition.check(files.stored(name));
            Dependants.Report checked = refuseBreaking(name, Optional.of(text), acceptBreaking);
            Saved saved = precondition.creates() ? new Saved(files.create(name, text, Optional.empty()), true, checked)
                    : new Saved(files.replace(name, text), false, checked);
            record(change, subject.orElse((saved.created() ? "Create " : "Save ") + file(name)), file(name));
            return saved;
        } finally {
            lock.unlock();
        }
    }

    void delete(String name, Precondition precondition, boolean acceptBreaking, Change change) {
        lock.lock();
        try {
            precondition.check(files.stored(name));
            refuseBreaking(name, Optional.empty(), acceptBreaking);
            files.delete(name);
            record(change, "Delete " + file(name), file(name));
        } finally {
            lock.unlock();
        }
    }

    /**
     * Renames {@code name} to {@code to}: the file's text under the new name, its declaration {@code variant NAME}
     * renamed too, the permissions kept; then the old file removed. Returns the new file's version.
     */
    String rename(String name, String to, Precondition precondition, boolean acceptBreaking, Change change) {
        files.file(to); // a bad name is a 400 before anything else
        lock.lock();
        try {
            Optional<VariantFiles.Stored> current = files.stored(name);
            precondition.check(current);
            files.stored(to).ifPresent(taken -> {
                throw StoreException.exists(taken);
            });
            refuseBreaking(name, Optional.empty(), acceptBreaking);
            String version = files.create(to, declaredAs(current.orElseThrow().text(), name, to), Optional.of(name));
            files.delete(name);
            record(change, "Rename " + file(name) + " to " + file(to), file(name), file(to));
            return version;
        } finally {
            lock.unlock();
        }
    }

    /** The past versions of the variant, newest first. */
    List<VariantHistory.Version> versions(String name) {
        files.file(name);
        return history.versions(name);
    }

    /** The variant's text at one version; {@code MISSING} when that version has no such file. */
    String text(String name, String commit) {
        files.file(name);
        return history.text(name, commit);
    }

    private void record(Change change, String subject, String... fileNames) {
        history.record(List.of(fileNames), change.author(), subject + (change.note().isEmpty() ? ""
                : "\n\n" + change.note()));
    }

    private static String file(String name) {
        return name + VariantFiles.EXTENSION;
    }

    /** A dry run of the save of {@code text} as {@code name}: what it would do to the variants extending it. */
    Dependants.Report dependants(String name, String text) {
        files.file(name);
        return Dependants.proposed(files, parents, name, Optional.of(text), cases);
    }

    /** The check of the write, or null when the client accepts breaking (then nothing is checked). */
    private Dependants.Report refuseBreaking(String name, Optional<String> text, boolean acceptBreaking) {
        if (acceptBreaking) {
            return null;
        }
        Dependants.Report report = Dependants.proposed(files, parents, name, text, cases);
        if (report.breaks() > 0) {
            throw Conflicts.dependants(report);
        }
        return report;
    }

    /**
     * {@code text} with its declaration {@code variant FROM} made {@code variant TO}; unchanged if it declares another
     * name.
     */
    static String declaredAs(String text, String from, String to) {
        Optional<VariantAst> ast = VariantReader.parse(from + VariantFiles.EXTENSION,
                text.getBytes(StandardCharsets.UTF_8), new Diagnostics()).map(ParsedVariant::ast);
        if (ast.isEmpty() || !ast.get().name().equals(from)) {
            return text;
        }
        int offset = 0;
        for (int line = 1; line < ast.get().position().line(); line++) {
            offset = text.indexOf('\n', offset) + 1;
        }
        offset += ast.get().position().column() - 1;
        return text.startsWith(from, offset) ? text.substring(0, offset) + to + text.substring(offset + from.length())
                : text; // a column that does not count UTF-16 units (a character outside the BMP before the name)
    }
}
