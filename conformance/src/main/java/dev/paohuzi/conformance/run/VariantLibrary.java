package dev.paohuzi.conformance.run;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.rules.RuleSet;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The variants cases run under, compiled once each. A name means {@code DIR/NAME.variant} in the first of the
 * variants directories that has it (`conformance --variants DIR`: DIR, then the bundled ones); a path (with a slash
 * or a dot) is taken relative to the case file that names it. Thread-safe: cases may run in parallel on one library.
 */
public final class VariantLibrary {
    private final List<Path> folders;
    private final Function<RuleSet, Analyzer> analyzers;
    private final VariantCompiler.RoomSource compiler;
    private final Map<String, Loaded> loaded = new ConcurrentHashMap<>();

    /** A compiled variant's analyzer and the rules it plays, or why there is none (and {@code played} is null). */
    public record Loaded(Analyzer analyzer, String error, PlayedRoom played) {
    }

    /**
     * The rules a room plays: its variant's file and the options in effect. Two room strings that play the same rules
     * are equal ({@code youxian} and {@code youxian[自摸加3息]}, an option on by default), whatever their order.
     */
    public record PlayedRoom(Path file, Set<String> options) {
        public PlayedRoom {
            file = file.toAbsolutePath().normalize();
            options = Set.copyOf(options);
        }

        public static PlayedRoom of(Path file, CompiledVariant room) {
            return new PlayedRoom(file, Set.copyOf(room.options()));
        }
    }

    /** Cases run on the fast analyzer, as the workbench does. */
    public VariantLibrary(Path variantsDirectory) {
        this(variantsDirectory, HandAnalyzer::of);
    }

    /** Cases run on the analyzer {@code analyzers} makes for each variant (the reference one, in tests). */
    public VariantLibrary(Path variantsDirectory, Function<RuleSet, Analyzer> analyzers) {
        this(variantsDirectory, analyzers, (file, picks) -> VariantCompiler.compile(file, new ParentCache(), List.of(),
                picks));
    }

    /**
     * Variants compiled by {@code compiler}: through a cache that outlives the library (the workbench's), or as a
     * proposed save would leave them (the dependants check).
     */
    public VariantLibrary(Path variantsDirectory, Function<RuleSet, Analyzer> analyzers,
                          VariantCompiler.RoomSource compiler) {
        this(List.of(variantsDirectory), analyzers, compiler);
    }

    private VariantLibrary(List<Path> folders, Function<RuleSet, Analyzer> analyzers,
                           VariantCompiler.RoomSource compiler) {
        this.folders = List.copyOf(folders);
        this.analyzers = analyzers;
        this.compiler = compiler;
    }

    /** Variants compiled through {@code cache}, which outlives the library (the workbench's one cache). */
    public static VariantLibrary through(List<Path> folders, ParentCache cache) {
        return new VariantLibrary(folders, HandAnalyzer::of,
                (file, picks) -> VariantCompiler.compile(file, cache, List.of(), picks));
    }

    /** A variant or a room ({@code youxian[无名堂]}) as a case file names it. */
    public Loaded load(String room, Path caseFile) {
        return loaded.computeIfAbsent(room + "\u0000" + caseFile.toAbsolutePath().getParent(),
                key -> compile(room, caseFile));
    }

    /** The file of the variant a room string names, as a case file locates it (absolute). */
    public Path file(String room, Path caseFile) {
        return locate(Room.variantOf(room), caseFile).toAbsolutePath().normalize();
    }

    private Path locate(String nameOrPath, Path caseFile) {
        if (VariantCompiler.isName(nameOrPath)) {
            return VariantCompiler.locate(nameOrPath, folders).normalize();
        }
        Path directory = caseFile.toAbsolutePath().getParent();
        return (directory == null ? Path.of(nameOrPath) : directory.resolve(nameOrPath)).normalize();
    }

    private Loaded compile(String room, Path caseFile) {
        Compilation compilation = VariantCompiler.compile(room, name -> locate(name, caseFile), compiler);
        String file = Room.hasOptions(room) ? room : locate(room, caseFile).toString();
        return compilation.variant()
                .map(variant -> new Loaded(analyzers.apply(variant.rules()), null,
                        PlayedRoom.of(file(room, caseFile), variant)))
                .orElseGet(() -> new Loaded(null, "variant " + file + " does not compile ("
                        + compilation.errors().size() + " errors, the first: " + compilation.errors().get(0).message()
                        + "); `workbench check " + file + "` lists them", null));
    }
}
