package dev.paohuzi.web.server;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.web.common.DependantsCheck;
import dev.paohuzi.web.store.VariantFiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What a save would do to the variants that extend the saved one ({@link DependantsCheck}), as the server answers
 * it: run before a save, delete or rename lands, against the folder as the write would leave it (the folder is not
 * touched), through the workbench's one compile cache.
 */
final class Dependants {
    private Dependants() {}

    /** The dependants of {@code name} as they would be with {@code text} saved as it (or the file removed). */
    static Report proposed(VariantFiles files, ParentCache cache, String name, Optional<String> text, Path cases) {
        DependantsCheck asTheyAre = new DependantsCheck(files.directory(), cache);
        List<String> dependants = DependantsCheck.dependants(name, asTheyAre.parents(files.names()));
        if (dependants.isEmpty()) {
            return new Report(name, 0, List.of());
        }
        VariantCompiler.Proposal proposal = new VariantCompiler.Proposal(files.file(name),
                text.map(t -> t.getBytes(StandardCharsets.UTF_8)));
        List<DependantsCheck.Result> results = new DependantsCheck(files.directory(), cache, proposal)
                .check(dependants, cases);
        return Report.of(name, results, files, cases);
    }

    /** The JSON answer: every dependant, and how many would break (not compile, or fail a case). */
    record Report(String name, int breaks, List<DependantView> dependants) {
        static Report of(String name, List<DependantsCheck.Result> results, VariantFiles shownFrom, Path cases) {
            List<DependantView> views = results.stream().map(r -> DependantView.of(r, shownFrom, cases)).toList();
            return new Report(name, (int) views.stream().filter(v -> !v.ok()).count(), views);
        }
    }

    /**
     * One dependant: whether it compiles (its errors when not, and then no case runs), and its cases; {@code ok}
     * when it compiles and passes them all.
     */
    record DependantView(String name, boolean compiles, boolean ok, List<DiagnosticView> diagnostics,
                         CasesView cases) {
        static DependantView of(DependantsCheck.Result result, VariantFiles shownFrom, Path cases) {
            List<CaseFailure> failures = result.failures().stream().map(run -> new CaseFailure(
                    cases.relativize(run.file()).toString(), run.result().testCase().name(),
                    run.result().testCase().position().line(),
                    shownFrom.relative(String.join("; ", run.result().failures())))).toList();
            return new DependantView(result.name(), result.compiles(), result.ok(),
                    DiagnosticView.all(result.diagnostics(), shownFrom),
                    new CasesView(result.cases().size() - failures.size(), failures.size(), failures));
        }
    }

    record CasesView(int passed, int failed, List<CaseFailure> failures) {
    }

    record CaseFailure(String file, @JsonProperty("case") String caseName, int line, String message) {
    }
}
