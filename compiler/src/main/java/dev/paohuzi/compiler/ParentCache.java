package dev.paohuzi.compiler;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.parse.ParsedVariant;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Parses and compilations kept by content, for a caller that compiles the same files again and again: the editor
 * checks its buffer on every pause in typing, the hand page analyses under the saved variant on every click, and
 * the dependants check compiles every child of a parent. Each compilation still reads every file it needs afresh;
 * an entry is used only while the bytes it was made from, and for a compilation those of every file it read
 * (itself, parents, deltas), are what the compilation reads now, so an edit on disk is seen at the next one. A
 * draft (text not saved) is kept by its text too. Bounded: a few versions of each file (as saved, as a proposed
 * parent would make it) and {@value #MAX_FILES} files, {@value #MAX_DRAFTS} drafts; past that an older entry goes.
 * Thread-safe; a throwaway instance caches nothing beyond one compilation. (Once a cache of parents only, hence
 * the name.)
 */
public final class ParentCache {
    /** More files than any variants folder holds. */
    private static final int MAX_FILES = 1024;
    /** Versions kept of one file: as saved, and as a parent's proposed text or two would compile it. */
    private static final int VERSIONS = 4;
    /** Drafts kept: a few editors, each with a few recent texts. */
    private static final int MAX_DRAFTS = 64;

    private static final ParentCache SHARED = new ParentCache();

    private final Map<Path, List<Parsed>> parsed = new ConcurrentHashMap<>();
    private final Map<Key, List<Compiled>> compiled = new ConcurrentHashMap<>();
    private final Map<Draft, Compiled> drafts = new ConcurrentHashMap<>();
    /** The folder no file read through this cache may lie outside of (a link out of it is refused); or null. */
    private final Path boundary;
    /** The bundled variants a file may extend when its own folder has no such parent; readable beside the boundary. */
    private final Path library;

    public ParentCache() {
        this(null, VariantCompiler.VARIANTS);
    }

    /** A cache bounded by {@code boundary}, which is its bundled variants too (a test's stand-in for them). */
    public ParentCache(Path boundary) {
        this(boundary, boundary);
    }

    /**
     * A cache whose compilations read no file whose real path is outside {@code boundary}, or outside {@code library}
     * for a parent the folder does not have: a server's (its folder, then the bundled variants, as `--variants DIR`
     * reads them), one for all its endpoints. Every compilation reads its files afresh through {@link #read} before
     * any entry is used, so keeping entries by content never lets a link out of either folder in.
     */
    public ParentCache(Path boundary, Path library) {
        this.boundary = boundary;
        this.library = library;
    }

    /** The bundled variants a file may extend when its own folder has no such parent. */
    Path library() {
        return library;
    }

    /** A file's bytes, as every compilation through this cache reads them: within the folder it lies in. */
    byte[] read(Path file) throws UnreadableFileException {
        if (boundary == null) {
            return TextFiles.readBytes(file);
        }
        Path bundled = library.toAbsolutePath().normalize();
        return TextFiles.readBytesWithin(file, file.toAbsolutePath().normalize().startsWith(bundled) ? bundled
                : boundary);
    }

    /**
     * The process's one cache, which every command compiles through: keyed by content, it is right for any folder
     * and any caller. The server keeps its own, bounded by its folder ({@link #ParentCache(Path)}).
     */
    public static ParentCache shared() {
        return SHARED;
    }

    /** A file's parse, and the bytes it came from. */
    record Parsed(byte[] bytes, Optional<ParsedVariant> variant, List<Diagnostic> diagnostics) {
    }

    /** A compilation, and the bytes of every file it read (null for one it could not read). */
    record Compiled(Map<Path, byte[]> inputs, Compilation compilation) {
        boolean current(Function<Path, byte[]> currentBytes) {
            return inputs.entrySet().stream()
                    .allMatch(e -> Arrays.equals(e.getValue(), currentBytes.apply(e.getKey())));
        }
    }

    /** Unsaved text as compiled: its name in diagnostics, the folder its parents come from, the text itself. */
    record Draft(String shownAs, Path directory, byte[] text) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Draft d && d.shownAs.equals(shownAs) && d.directory.equals(directory)
                    && Arrays.equals(d.text, text);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shownAs, directory, Arrays.hashCode(text));
        }
    }

    Optional<Parsed> parsed(Path file, byte[] bytes) {
        return find(parsed, file, entry -> Arrays.equals(entry.bytes(), bytes));
    }

    void parsed(Path file, Parsed entry) {
        keep(parsed, file, entry);
    }

    /** What a compilation is kept by: its file, and the options of the room it compiles (docs: Room). */
    record Key(Path file, String room) {
    }

    /** A compilation of a file as a room, when every file it read still has the bytes it had. */
    Optional<Compilation> compiled(Key key, Function<Path, byte[]> currentBytes) {
        return find(compiled, key, entry -> entry.current(currentBytes)).map(Compiled::compilation);
    }

    void compiled(Key key, Compiled entry) {
        keep(compiled, key, entry);
    }

    Optional<Compilation> draft(Draft draft, Function<Path, byte[]> currentBytes) {
        return Optional.ofNullable(drafts.get(draft)).filter(entry -> entry.current(currentBytes))
                .map(Compiled::compilation);
    }

    void draft(Draft draft, Compiled entry) {
        if (drafts.size() >= MAX_DRAFTS) {
            drafts.clear();
        }
        drafts.put(draft, entry);
    }

    private static <K, V> Optional<V> find(Map<K, List<V>> map, K file, Predicate<V> fits) {
        return map.getOrDefault(file, List.of()).stream().filter(fits).findFirst();
    }

    /** The newest entry first; the oldest past {@link #VERSIONS} goes. */
    private static <K, V> void keep(Map<K, List<V>> map, K file, V entry) {
        if (map.size() >= MAX_FILES) {
            map.clear();
        }
        map.compute(file, (f, versions) -> {
            List<V> kept = new ArrayList<>(VERSIONS);
            kept.add(entry);
            if (versions != null) {
                kept.addAll(versions.subList(0, Math.min(versions.size(), VERSIONS - 1)));
            }
            return List.copyOf(kept);
        });
    }
}
