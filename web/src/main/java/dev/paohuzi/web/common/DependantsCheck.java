package dev.paohuzi.web.common;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.parse.ParsedCaseFile;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseRunner;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The variants that extend one variant, directly or through others, and whether they still hold: each compiled,
 * and each one's conformance cases run. The CLI's {@code check} runs it on a folder as it stands, the server's
 * save on the folder as the save would leave it (a {@link VariantCompiler.Proposal}, the folder untouched).
 * Compilations go through a {@link ParentCache}, so a dependant none of whose files changed since the last check is
 * not compiled again; the dependants compile in parallel, then all their cases run in parallel.
 */
public final class DependantsCheck {
    private static final String VARIANT = VariantAst.Kind.VARIANT.extension;

    private final Path directory;
    private final VariantCompiler.RoomSource compiler;
    private final ParentCache cache;

    /** A dependant's compilation and the results of its cases (none when it does not compile). */
    public record Result(String name, List<Diagnostic> diagnostics, List<CaseRun> cases) {
        public boolean compiles() {
            return diagnostics.stream().noneMatch(d -> d.severity() == Severity.ERROR);
        }

        public List<CaseRun> failures() {
            return cases.stream().filter(run -> !run.result().passed()).toList();
        }

        /** Compiles and passes every case. */
        public boolean ok() {
            return compiles() && failures().isEmpty();
        }
    }

    /** A case's result, and the case file it is in. */
    public record CaseRun(Path file, CaseResult result) {
    }

    /** The folder's files as they stand. */
    public DependantsCheck(Path directory, ParentCache cache) {
        this(directory, cache, (file, picks) -> VariantCompiler.compile(file, cache, List.of(), picks));
    }

    /** The folder as a save of {@code proposal} would leave it. */
    public DependantsCheck(Path directory, ParentCache cache, VariantCompiler.Proposal proposal) {
        this(directory, cache, (file, picks) -> VariantCompiler.compile(file, cache, List.of(proposal), picks));
    }

    private DependantsCheck(Path directory, ParentCache cache, VariantCompiler.RoomSource compiler) {
        this.directory = directory;
        this.cache = cache;
        this.compiler = compiler;
    }

    /** Each named variant's parent (empty for a root, or a file that does not parse), by name. */
    public Map<String, Optional<String>> parents(Collection<String> names) {
        Map<String, Optional<String>> parents = new LinkedHashMap<>();
        for (String name : names) {
            parents.put(name, VariantCompiler.parse(file(name), cache).flatMap(parsed -> parsed.ast().parent()));
        }
        return parents;
    }

    /** Every variant extending {@code name}, transitively: its children, then theirs, each level by name. */
    public static List<String> dependants(String name, Map<String, Optional<String>> parents) {
        List<String> order = new ArrayList<>();
        Set<String> seen = new HashSet<>(Set.of(name));
        List<String> level = List.of(name);
        while (!level.isEmpty()) {
            Set<String> parentsNow = Set.copyOf(level);
            level = parents.entrySet().stream()
                    .filter(e -> e.getValue().filter(parentsNow::contains).isPresent() && seen.add(e.getKey()))
                    .map(Map.Entry::getKey).sorted().toList();
            order.addAll(level);
        }
        return order;
    }

    /**
     * Checks {@code dependants}, running their cases in {@code cases} (a directory of case files; none when it
     * does not exist); every case file is parsed once.
     */
    public List<Result> check(List<String> dependants, Path cases) {
        Map<String, Compilation> compiled = new HashMap<>();
        dependants.parallelStream().map(d -> Map.entry(d, compiler.compile(file(d), List.of()))).toList()
                .forEach(e -> compiled.put(e.getKey(), e.getValue()));
        Set<String> sound = new HashSet<>();
        compiled.forEach((d, compilation) -> {
            if (!compilation.hasErrors()) {
                sound.add(d);
            }
        });
        VariantLibrary library = new VariantLibrary(directory, HandAnalyzer::of, compiler);
        Map<String, List<CaseRun>> runs = new HashMap<>();
        casesOf(sound, cases).parallelStream().map(c -> Map.entry(Room.variantOf(c.testCase().variant()),
                run(library, c))).toList()
                .forEach(e -> runs.computeIfAbsent(e.getKey(), d -> new ArrayList<>()).add(e.getValue()));
        return dependants.stream().map(d -> new Result(d, compiled.get(d).diagnostics(),
                runs.getOrDefault(d, List.of()))).toList();
    }

    private Path file(String name) {
        return directory.resolve(name + VARIANT);
    }

    private record CaseInFile(Path file, Case testCase) {
    }

    /** A case file's text and its parse. */
    private record ParsedText(String text, ParsedCaseFile parsed) {
    }

    /** More case files than the suite holds; past it the cache starts again rather than grow. */
    private static final int MAX_CASE_FILES = 256;
    /** Case files parsed by earlier checks, used while their text is unchanged (parsing was a fifth of a check). */
    private static final Map<Path, ParsedText> CASE_FILES = new ConcurrentHashMap<>();

    private static ParsedCaseFile parsed(Path file) {
        String text;
        try {
            text = TextFiles.read(file);
        } catch (UnreadableFileException e) {
            return CaseFileParser.parse(file); // which reports why
        }
        ParsedText kept = CASE_FILES.get(file);
        if (kept != null && kept.text().equals(text)) {
            return kept.parsed();
        }
        ParsedCaseFile parsed = CaseFileParser.parse(file.toString(), text);
        if (CASE_FILES.size() >= MAX_CASE_FILES) {
            CASE_FILES.clear();
        }
        CASE_FILES.put(file, new ParsedText(text, parsed));
        return parsed;
    }

    /**
     * A case that makes the runner throw (a fault of the workbench: a case that does not fit its variant fails with
     * the reason) fails saying so, and the check goes on; the trace goes to the error stream, not to the report.
     */
    private static CaseRun run(VariantLibrary library, CaseInFile c) {
        CaseResult result;
        try {
            result = new CaseRunner(library).run(c.testCase(), c.file());
        } catch (RuntimeException e) {
            System.err.println("workbench: case \"" + c.testCase().name() + "\" of " + c.file() + " could not run:");
            e.printStackTrace();
            String why = "the case could not run: the workbench failed on it (see its log)";
            result = new CaseResult(c.testCase(), List.of(why), "error: " + why);
        }
        return new CaseRun(c.file(), result);
    }

    /** The cases of the given variants in the case files of {@code cases} (none when it does not exist), in order. */
    private static List<CaseInFile> casesOf(Set<String> variants, Path cases) {
        List<CaseInFile> found = new ArrayList<>();
        if (variants.isEmpty() || !Files.isDirectory(cases)) {
            return found;
        }
        for (Path file : ConformanceSuite.caseFiles(List.of(cases))) {
            for (Case testCase : parsed(file).cases().cases()) {
                if (variants.contains(Room.variantOf(testCase.variant()))) { // its rooms' cases too
                    found.add(new CaseInFile(file, testCase));
                }
            }
        }
        return found;
    }
}
