package dev.paohuzi.web.server;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.compiler.parse.ParsedVariant;
import dev.paohuzi.compiler.parse.VariantReader;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.parse.CaseFileParser;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseRunner;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.web.store.VariantFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The variants that extend one variant, directly or through others, and whether they still hold: each compiled,
 * and each one's conformance cases run. A save of a parent runs this against the proposed text before it lands
 * (in a scratch copy of the directory), and {@code check} of a parent against the files as they are.
 */
public final class Dependants {
    /** A dependant's compilation and the results of its cases, each with the case file it is in. */
    public record Result(String name, List<Diagnostic> diagnostics, List<CaseRun> cases) {
        public boolean compiles() {
            return diagnostics.stream().noneMatch(d -> d.severity() == Severity.ERROR);
        }

        public List<CaseRun> failures() {
            return cases.stream().filter(run -> !run.result().passed()).toList();
        }

        public boolean ok() {
            return compiles() && failures().isEmpty();
        }
    }

    public record CaseRun(Path file, CaseResult result) {
    }

    private static final String DELTA = VariantAst.Kind.DELTA.extension;

    private Dependants() {}

    /**
     * Checks the dependants of {@code name} as they would be with {@code text} saved as it (with the file
     * removed when {@code text} is empty), in a scratch copy of the directory; the directory is not touched.
     */
    static Report proposed(VariantFiles files, String name, Optional<String> text, Path cases) {
        List<String> dependants = dependants(name, parents(files.directory()));
        if (dependants.isEmpty()) {
            return new Report(name, 0, List.of());
        }
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("paohuzi-dependants-");
            for (String other : files.names()) {
                if (!other.equals(name)) {
                    Files.copy(files.file(other), scratch.resolve(other + VariantFiles.EXTENSION));
                }
            }
            try (var deltas = Files.list(files.directory())) { // the deltas variants apply with `with`
                for (Path delta : deltas.filter(f -> f.getFileName().toString().endsWith(DELTA))
                        .filter(files::inside).toList()) { // a link out of the folder is not followed
                    Files.copy(delta, scratch.resolve(delta.getFileName().toString()));
                }
            }
            if (text.isPresent()) {
                Files.writeString(scratch.resolve(name + VariantFiles.EXTENSION), text.get(), StandardCharsets.UTF_8);
            }
            return Report.of(name, check(scratch, dependants, cases), new VariantFiles(scratch), cases);
        } catch (IOException e) {
            throw new ApiException(500, "cannot check the variants that extend '" + name + "' ("
                    + e.getClass().getSimpleName() + ")", Map.of("hint", "check the space in the temporary directory"));
        } finally {
            deleteTree(scratch);
        }
    }

    /**
     * Checks {@code dependants} as the files in {@code directory} stand, running their cases in {@code cases} (a
     * directory of case files; none when it does not exist): each dependant compiled and its cases run, in parallel
     * (each has a variant library of its own: a library is not shared between threads); every case file is parsed once.
     */
    public static List<Result> check(Path directory, List<String> dependants, Path cases) {
        Map<String, List<CaseInFile>> casesOf = casesOf(Set.copyOf(dependants), cases);
        return dependants.parallelStream().map(d -> {
            CaseRunner runner = new CaseRunner(new VariantLibrary(directory));
            List<CaseRun> runs = casesOf.getOrDefault(d, List.of()).stream()
                    .map(c -> new CaseRun(c.file(), run(runner, c))).toList();
            return new Result(d, VariantCompiler.compile(directory.resolve(d + VariantFiles.EXTENSION)).diagnostics(),
                    runs);
        }).toList();
    }

    /** Each variant file's parent (empty for a root, or a file that does not parse), by variant name. */
    public static Map<String, Optional<String>> parents(Path directory) {
        Map<String, Optional<String>> parents = new LinkedHashMap<>();
        for (String name : new VariantFiles(directory).names()) {
            Path file = directory.resolve(name + VariantFiles.EXTENSION);
            parents.put(name, VariantReader.read(file, file.toString(), new Diagnostics())
                    .map(ParsedVariant::ast).flatMap(ast -> ast.parent()));
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

    private record CaseInFile(Path file, Case testCase) {
    }

    /**
     * A case that makes the runner throw fails with that exception: a proposed parent can give a dependant a
     * deal that a scenario's fixed setup does not fit, and the check must report it rather than fail itself.
     */
    private static CaseResult run(CaseRunner runner, CaseInFile c) {
        try {
            return runner.run(c.testCase(), c.file());
        } catch (RuntimeException e) {
            return new CaseResult(c.testCase(), List.of("the case could not run: " + e), "error: " + e);
        }
    }

    /** The cases of the given variants in the case files of {@code cases} (none when it does not exist), by variant. */
    private static Map<String, List<CaseInFile>> casesOf(Set<String> variants, Path cases) {
        Map<String, List<CaseInFile>> casesOf = new HashMap<>();
        if (variants.isEmpty() || !Files.isDirectory(cases)) {
            return casesOf;
        }
        for (Path file : ConformanceSuite.caseFiles(List.of(cases))) {
            for (Case testCase : CaseFileParser.parse(file).cases().cases()) {
                if (variants.contains(testCase.variant())) {
                    casesOf.computeIfAbsent(testCase.variant(), v -> new ArrayList<>())
                            .add(new CaseInFile(file, testCase));
                }
            }
        }
        return casesOf;
    }

    /** The JSON answer: every dependant, and how many would break. */
    record Report(String name, int breaks, List<DependantView> dependants) {
        static Report of(String name, List<Result> results, VariantFiles shownFrom, Path cases) {
            List<DependantView> views = results.stream().map(r -> DependantView.of(r, shownFrom, cases)).toList();
            return new Report(name, (int) views.stream().filter(v -> !v.ok()).count(), views);
        }
    }

    record DependantView(String name, boolean ok, List<DiagnosticView> diagnostics, CasesView cases) {
        static DependantView of(Result result, VariantFiles shownFrom, Path cases) {
            List<CaseFailure> failures = result.failures().stream().map(run -> new CaseFailure(
                    cases.relativize(run.file()).toString(), run.result().testCase().name(),
                    run.result().testCase().position().line(),
                    shownFrom.relative(String.join("; ", run.result().failures())))).toList();
            return new DependantView(result.name(), result.ok(), DiagnosticView.all(result.diagnostics(), shownFrom),
                    new CasesView(result.cases().size() - failures.size(), failures.size(), failures));
        }
    }

    record CasesView(int passed, int failed, List<CaseFailure> failures) {
    }

    record CaseFailure(String file, @JsonProperty("case") String caseName, int line, String message) {
    }

    private static void deleteTree(Path directory) {
        if (directory == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            System.err.println("workbench: could not remove the scratch directory " + directory + ": " + e);
        }
    }
}
