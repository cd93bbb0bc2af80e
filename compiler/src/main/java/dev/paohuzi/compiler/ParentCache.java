package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.parse.ParsedVariant;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Function;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Parent files parsed and compiled by earlier compilations, for a caller that compiles the same tree again and
 * again: the editor checks its buffer on every pause in typing, and parsing and checking the parents (hunan under
 * every regional file) was most of each check. Each compilation still reads every file it needs afresh; an entry
 * is used only while the bytes it was made from, and for a compilation those of every file it read (parents,
 * deltas), are unchanged, so an edit on disk is seen at the next check. Thread-safe; a throwaway instance caches
 * nothing beyond one compilation.
 */
public final class ParentCache {
    /** More files than any variants folder holds; past it the cache starts again rather than grow. */
    private static final int MAX_ENTRIES = 1024;

    /** The folder no file read through this cache may lie outside of (a link out of it is refused); or null. */
    private final Path boundary;
    private final Map<Path, Parsed> parsed = new ConcurrentHashMap<>();
    private final Map<Path, Compiled> compiled = new ConcurrentHashMap<>();

    public ParentCache() {
        this(null);
    }

    /** A cache whose compilations read no file whose real path is outside {@code boundary} (a server's folder). */
    public ParentCache(Path boundary) {
        this.boundary = boundary;
    }

    /** A file's bytes, as every compilation through this cache reads them. */
    byte[] read(Path file) throws UnreadableFileException {
        return boundary == null ? TextFiles.readBytes(file) : TextFiles.readBytesWithin(file, boundary);
    }

    /** A file's parse, and the bytes it came from. */
    record Parsed(byte[] bytes, Optional<ParsedVariant> variant, List<Diagnostic> diagnostics) {
    }

    /** A file's compilation, and the bytes of every file it read. */
    record Compiled(Map<Path, byte[]> inputs, Compilation compilation) {
    }

    Optional<Parsed> parsed(Path file, byte[] bytes) {
        Parsed entry = parsed.get(file);
        return entry != null && Arrays.equals(entry.bytes(), bytes) ? Optional.of(entry) : Optional.empty();
    }

    void parsed(Path file, Parsed entry) {
        bound(parsed).put(file, entry);
    }

    /** The cached compilation of a file, when every file it read still has the bytes it had. */
    Optional<Compilation> compiled(Path file, Function<Path, byte[]> currentBytes) {
        Compiled entry = compiled.get(file);
        if (entry == null) {
            return Optional.empty();
        }
        for (Map.Entry<Path, byte[]> input : entry.inputs().entrySet()) {
            if (!Arrays.equals(input.getValue(), currentBytes.apply(input.getKey()))) {
                return Optional.empty();
            }
        }
        return Optional.of(entry.compilation());
    }

    void compiled(Path file, Compiled entry) {
        bound(compiled).put(file, entry);
    }

    private static <V> Map<Path, V> bound(Map<Path, V> map) {
        if (map.size() >= MAX_ENTRIES) {
            map.clear();
        }
        return map;
    }
}
