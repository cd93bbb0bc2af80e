package dev.paohuzi.compiler;

import dev.paohuzi.compiler.ast.Citation;
import dev.paohuzi.compiler.ast.DeltaRef;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.check.DeckSize;
import dev.paohuzi.compiler.check.FormulaRanges;
import dev.paohuzi.compiler.check.WinRefusals;
import dev.paohuzi.compiler.check.XianggongPayment;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.parse.ParsedVariant;
import dev.paohuzi.compiler.parse.VariantReader;
import dev.paohuzi.compiler.pass.Inherited;
import dev.paohuzi.compiler.pass.Lower;
import dev.paohuzi.compiler.pass.OptionChecks;
import dev.paohuzi.compiler.pass.ResolveInheritance;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.compiler.pass.Validate;
import dev.paohuzi.compiler.rules.ReadRule;
import dev.paohuzi.compiler.rules.RuleCatalogue;
import dev.paohuzi.runtime.io.UnreadableFileException;
import dev.paohuzi.runtime.rules.RuleSet;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The compiler's entry point: variant text -> {@link Compilation} (a {@link CompiledVariant} when there are no
 * errors, and every diagnostic). Passes, in order: read (parse to AST), resolve inheritance and deltas, validate,
 * lower. A delta file compiles to its diagnostics only: it becomes rules in the variants that apply it.
 */
public final class VariantCompiler {
    /** Where `NAME` finds its file, relative to the working directory. */
    public static final Path VARIANTS = Path.of("variants");
    private static final Set<String> DEAL_RULES = Set.of("copies", "jokers", "players", "dealer cards", "other cards",
            "wall");

    private VariantCompiler() {}

    /** Whether this names a variant (`hunan`), not a path (with a slash or an extension). */
    public static boolean isName(String nameOrPath) {
        return !nameOrPath.contains("/") && !nameOrPath.contains("\\") && !nameOrPath.contains(".");
    }

    /** A variant name means {@code variants/NAME.variant}; anything with a slash or an extension is a path. */
    public static Path locate(String nameOrPath) {
        return locate(nameOrPath, List.of(VARIANTS));
    }

    /**
     * A variant name means {@code NAME.variant} in the first of the folders that has it, else in the last (so that
     * a missing file is reported where the bundled ones are); anything with a slash or an extension is a path. The
     * command line's `--variants DIR` puts DIR before {@link #VARIANTS}.
     */
    public static Path locate(String nameOrPath, List<Path> folders) {
        if (!isName(nameOrPath)) {
            return Path.of(nameOrPath);
        }
        for (Path folder : folders) {
            Path file = folder.resolve(nameOrPath + ".variant");
            if (Files.isRegularFile(file)) {
                return file;
            }
        }
        return folders.get(folders.size() - 1).resolve(nameOrPath + ".variant");
    }

    /**
     * Compiles a variant or a room given by name or path (see {@link #locate} and {@link Room}), for a command that
     * needs one: a delta file, which checks clean but is no game of its own, is an error here.
     */
    public static Compilation compile(String nameOrPath) {
        return compile(nameOrPath, List.of(VARIANTS));
    }

    /**
     * {@link #compile(String)} with a name looked up in the folders in turn ({@link #locate(String, List)}); the name
     * may be a room ({@link Room}).
     */
    public static Compilation compile(String nameOrPath, List<Path> folders) {
        return compile(nameOrPath, name -> locate(name, folders), (file, picks) -> compile(file, new ParentCache(),
                List.of(), picks));
    }

    /** Compiles a file as a room chooses its options. */
    @FunctionalInterface
    public interface RoomSource {
        Compilation compile(Path file, List<Room.Pick> picks);
    }

    /**
     * The one way a variant a user names — a room string, {@code youxian[无名堂]} or a plain name or path — becomes a
     * compilation, for the commands, the web API and the case files alike: the string's syntax errors at their
     * columns, else {@code source}'s compilation of the file {@code locate} finds for its variant part, with the
     * room's options. A delta, which checks clean but is no game of its own, is an error here.
     */
    public static Compilation compile(String room, Function<String, Path> locate, RoomSource source) {
        Diagnostics syntax = new Diagnostics();
        Optional<Room> parsed = Room.parse(room, syntax);
        if (parsed.isEmpty()) {
            return new Compilation(Optional.empty(), syntax.all());
        }
        Path file = locate.apply(parsed.get().variant());
        Compilation compilation = source.compile(file, parsed.get().picks());
        if (compilation.variant().isPresent() || compilation.hasErrors()) {
            return compilation;
        }
        List<Diagnostic> diagnostics = new ArrayList<>(compilation.diagnostics());
        diagnostics.add(new Diagnostic(Severity.ERROR, new Position(file.toString(), 1, 1),
                "this is a delta, not a variant: its rules apply only on a parent",
                "name a variant that applies it (`variant NAME extends hunan with " + deltaName(file) + "`)"));
        return new Compilation(Optional.empty(), diagnostics);
    }

    private static String deltaName(Path file) {
        return file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    }

    /** Compiles a file; parents are looked up in its directory. */
    public static Compilation compile(Path file) {
        return compile(file, new ParentCache());
    }

    /** Compiles a file, or takes its compilation from the cache when no file it reads has changed. */
    public static Compilation compile(Path file, ParentCache cache) {
        return new ParentFiles(cache, List.of()).compile(file, List.of());
    }

    /**
     * Compiles a file as it would compile once {@code proposal} is saved (a parent's new text, or its removal),
     * without touching the folder: what a save would do to the variants that read the proposed file.
     */
    public static Compilation compile(Path file, ParentCache cache, Proposal proposal) {
        return compile(file, cache, List.of(proposal));
    }

    /**
     * Compiles a file as it would compile once every one of {@code proposals} is saved: the editor's drafts of a
     * variant and of its parents, tried without saving. Kept in the cache by the content of every file read.
     */
    public static Compilation compile(Path file, ParentCache cache, List<Proposal> proposals) {
        return compile(file, cache, proposals, List.of());
    }

    /**
     * Compiles a file as a room that chooses {@code picks} (none: the variant itself), with {@code proposals} in
     * place of their files; kept in the cache by the room and the content of every file read.
     */
    public static Compilation compile(Path file, ParentCache cache, List<Proposal> proposals, List<Room.Pick> picks) {
        return new ParentFiles(cache, List.copyOf(proposals)).compile(file, List.copyOf(picks));
    }

    /** A file as parsed (through the cache), syntax errors and all; empty when it cannot be read or parsed. */
    public static Optional<ParsedVariant> parse(Path file, ParentCache cache) {
        return new ParentFiles(cache, List.of()).read(file).variant();
    }

    /** Compiles text not (yet) saved, e.g. an editor buffer; parents are looked up in {@code directory}. */
    public static Compilation compile(String shownAs, byte[] text, Path directory) {
        return compile(shownAs, text, directory, new ParentCache());
    }

    /** Compiles unsaved text, or takes it from the cache when the text and every file it reads are unchanged. */
    public static Compilation compile(String shownAs, byte[] text, Path directory, ParentCache cache) {
        ParentFiles files = new ParentFiles(cache, List.of());
        ParentCache.Draft draft = new ParentCache.Draft(shownAs, directory.toAbsolutePath().normalize(), text);
        return cache.draft(draft, files::bytes).orElseGet(() -> files.compileAndCache(() -> {
            Diagnostics diagnostics = new Diagnostics();
            return finish(VariantReader.parse(shownAs, text, diagnostics), directory, diagnostics, files);
        }, entry -> cache.draft(draft, entry)));
    }

    /** A file of the variants folder as a save would leave it: {@code text}, or no file when it is empty. */
    public record Proposal(Path file, Optional<byte[]> text) {
        boolean names(Path other) {
            return file.toAbsolutePath().normalize().equals(other.toAbsolutePath().normalize());
        }
    }

    private static Compilation compile(Path file, ParentFiles files, List<Room.Pick> picks) {
        Diagnostics diagnostics = new Diagnostics();
        ParentFiles.Read read = files.read(file);
        read.diagnostics().forEach(diagnostics::add);
        return finish(read.variant(), directoryOf(file), diagnostics, files, picks);
    }

    private static Compilation finish(Optional<ParsedVariant> parsed, Path directory, Diagnostics diagnostics,
                                      ParentFiles parents) {
        return finish(parsed, directory, diagnostics, parents, List.of());
    }

    private static Compilation finish(Optional<ParsedVariant> parsed, Path directory, Diagnostics diagnostics,
                                      ParentFiles parents, List<Room.Pick> picks) {
        Optional<CompiledVariant> variant = parsed.flatMap(p -> compile(p, directory, diagnostics, parents, picks));
        return new Compilation(variant.filter(v -> !diagnostics.hasErrors()), diagnostics.all());
    }

    private static Optional<CompiledVariant> compile(ParsedVariant parsed, Path directory, Diagnostics diagnostics,
                                                     ParentFiles parents, List<Room.Pick> picks) {
        try {
            return passes(parsed, directory, diagnostics, parents, picks);
        } catch (StackOverflowError e) {
            // the nesting limits (docs/limits.md) should make this unreachable; a file is never the end of a batch
            diagnostics.error(new Position(parsed.ast().position().file(), 1, 1), VariantReader.TOO_DEEP,
                    VariantReader.TOO_DEEP_HINT);
            return Optional.empty();
        }
    }

    private static Optional<CompiledVariant> passes(ParsedVariant parsed, Path directory, Diagnostics diagnostics,
                                                    ParentFiles parents, List<Room.Pick> picks) {
        ResolveInheritance inheritance = new ResolveInheritance(directory, parents.cache.library(), diagnostics,
                parents::parse, parent -> !parents.compile(parent, List.of()).hasErrors(),
                parsed.hadSyntaxErrors() ? List.of() : picks); // a file's syntax errors come first
        if (parsed.ast().kind() == VariantAst.Kind.DELTA) {
            if (!picks.isEmpty()) {
                diagnostics.error(picks.get(0).position(), "a delta offers no options",
                        "name a variant that applies it, with its options");
                return Optional.empty();
            }
            Validate.runDelta(inheritance.delta(parsed.ast()), diagnostics);
            return Optional.empty(); // a delta is checked, but only a variant that applies it compiles
        }
        Optional<ResolvedVariant> resolved = inheritance.run(parsed.ast());
        if (resolved.isEmpty()) {
            return Optional.empty();
        }
        OptionChecks.run(resolved.get(), diagnostics);
        List<Inherited<ReadRule>> rules = Validate.run(resolved.get(), !parsed.hadSyntaxErrors(), diagnostics);
        if (diagnostics.hasErrors()) {
            return Optional.empty();
        }
        RuleSet ruleSet = Lower.run(resolved.get(), rules);
        DeckSize.run(ruleSet, dealPosition(resolved.get()), diagnostics);
        WinRefusals.run(resolved.get(), ruleSet, diagnostics);
        XianggongPayment.run(resolved.get(), ruleSet, diagnostics);
        FormulaRanges.run(resolved.get(), ruleSet, diagnostics);
        if (diagnostics.hasErrors()) {
            return Optional.empty();
        }
        return Optional.of(describe(resolved.get(), ruleSet, rules));
    }

    /** The deck check points at the first deal rule this file sets, else at the variant's name. */
    private static Position dealPosition(ResolvedVariant variant) {
        return variant.own().body().settings().stream().filter(s -> DEAL_RULES.contains(s.name()))
                .map(Setting::position).findFirst().orElse(variant.own().position());
    }

    private static CompiledVariant describe(ResolvedVariant variant, RuleSet ruleSet, List<Inherited<ReadRule>> rules) {
        Map<String, String> sectionOf = new HashMap<>();
        RuleCatalogue.sections().forEach(s -> s.rules().forEach(r -> sectionOf.put(r.name(), s.title())));
        List<RuleEntry> entries = new ArrayList<>();
        List<String> choices = new ArrayList<>();
        for (Inherited<ReadRule> inherited : rules) {
            ReadRule rule = inherited.item();
            List<String> readings = rule.choices().stream().map(c -> c.topic() + ": " + c.reading()).toList();
            entries.add(new RuleEntry(sectionOf.getOrDefault(rule.name(), "Patterns"), rule.name(), rule.meaning(),
                    rule.description(), inherited.from(), rule.source().map(c -> c.text()).orElse(""), readings));
            readings.forEach(reading -> choices.add(reading + " (" + inherited.from() + ", " + rule.name() + ")"));
        }
        variant.choices().forEach(c -> choices.add(c.item().topic() + ": " + c.item().reading() + " (" + c.from()
                + ")"));
        List<CompiledVariant.Offered> offered = variant.offered().stream().map(o -> new CompiledVariant.Offered(
                o.item().name(), o.item().title(), o.item().defaultOn(), o.from(),
                o.item().requires().stream().map(DeltaRef::name).toList(),
                o.item().excludes().stream().map(DeltaRef::name).toList(),
                o.item().sources().stream().map(Citation::text).toList())).toList();
        return new CompiledVariant(variant.roomName(), variant.title(), variant.lineage(), variant.deltas(),
                variant.sources().stream().map(c -> c.text()).toList(), ruleSet, entries, choices, offered,
                variant.options());
    }

    /**
     * The files of one compilation, each read once (one snapshot of the folder), parsed and compiled once: resolving
     * `extends` needs the parent's AST, and checking that the parent is sound needs its compilation. Parses and
     * compilations whose files are unchanged come from the {@link ParentCache}. A proposal stands in for the file
     * it names (the first that names it).
     */
    private static final class ParentFiles {
        private final ParentCache cache;
        private final List<Proposal> proposals;
        private final Map<Path, Optional<byte[]>> bytes = new HashMap<>();
        /** Why each file that could not be read could not, so a diagnostic needs no second read. */
        private final Map<Path, UnreadableFileException> unreadable = new HashMap<>();
        private final Map<Path, Read> read = new HashMap<>();
        private final Map<ParentCache.Key, Compilation> compiled = new HashMap<>();
        /** The files read by each compilation under way, innermost last: what its cache entry depends on. */
        private final Deque<Map<Path, byte[]>> inputs = new ArrayDeque<>();

        ParentFiles(ParentCache cache, List<Proposal> proposals) {
            this.cache = cache;
            this.proposals = proposals;
        }

        /** A file as read and parsed, with the diagnostics of reading it. */
        record Read(Optional<ParsedVariant> variant, List<Diagnostic> diagnostics) {
        }

        Read read(Path file) {
            byte[] content = bytes(file);
            return read.computeIfAbsent(file, f -> {
                if (content == null) {
                    Diagnostics diagnostics = new Diagnostics();
                    VariantReader.unreadable(f.toString(), unreadable.get(f), diagnostics);
                    return new Read(Optional.empty(), diagnostics.all());
                }
                ParentCache.Parsed parsed = cache.parsed(f, content).orElseGet(() -> {
                    Diagnostics diagnostics = new Diagnostics();
                    Optional<ParsedVariant> variant = VariantReader.parse(f.toString(), content, diagnostics);
                    ParentCache.Parsed made = new ParentCache.Parsed(content, variant, diagnostics.all());
                    cache.parsed(f, made);
                    return made;
                });
                return new Read(parsed.variant(), parsed.diagnostics());
            });
        }

        /** The file's bytes in this compilation's snapshot, or null when it cannot be read (read() says why). */
        byte[] bytes(Path file) {
            byte[] content = this.bytes.computeIfAbsent(file, f -> {
                try {
                    Optional<Proposal> proposal = proposals.stream().filter(p -> p.names(f)).findFirst();
                    if (proposal.isPresent()) {
                        return Optional.of(proposal.get().text().orElseThrow(UnreadableFileException::missing));
                    }
                    return Optional.of(cache.read(f));
                } catch (UnreadableFileException e) {
                    unreadable.put(f, e);
                    return Optional.empty();
                }
            }).orElse(null);
            inputs.forEach(files -> files.put(file, content));
            return content;
        }

        /** The parsed parent, when it parsed without errors. */
        Optional<ParsedVariant> parse(Path file) {
            Read parent = read(file);
            return parent.diagnostics().stream().anyMatch(d -> d.severity() == Severity.ERROR)
                    ? Optional.empty() : parent.variant();
        }

        Compilation compile(Path file, List<Room.Pick> picks) {
            // the picks' positions too: a room's errors point into the string as written
            ParentCache.Key key = new ParentCache.Key(file, picks.stream().map(p -> p + " " + p.position()).toList()
                    .toString());
            Compilation compilation = compiled.get(key);
            if (compilation == null) {
                compilation = cache.compiled(key, this::bytes).orElseGet(() -> compileAndCache(
                        () -> VariantCompiler.compile(file, this, picks), entry -> cache.compiled(key, entry)));
                compiled.put(key, compilation);
            }
            return compilation;
        }

        /** Compiles, noting every file the compilation reads, and keeps it with their bytes. */
        Compilation compileAndCache(Supplier<Compilation> compile, Consumer<ParentCache.Compiled> keep) {
            inputs.addLast(new HashMap<>());
            Compilation compilation;
            Map<Path, byte[]> read;
            try {
                compilation = compile.get();
            } finally {
                read = inputs.removeLast();
            }
            if (!read.containsValue(null)) { // an unreadable file may be readable at the next check
                keep.accept(new ParentCache.Compiled(read, compilation));
            }
            return compilation;
        }
    }

    private static Path directoryOf(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent != null ? parent : Path.of(".");
    }

}
