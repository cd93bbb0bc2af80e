package dev.paohuzi.web.server;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.web.common.DependantsCheck;
import dev.paohuzi.web.store.VariantFiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a save would do to the variant itself (its own conformance cases) and to the variants that extend it
 * ({@link DependantsCheck}), as the server answers it: run before a save, delete or rename lands, against the folder
 * as the write would leave it (the folder is not touched), through the workbench's one compile cache.
 */
final class Dependants {
    private Dependants() {}

    /**
     * The variant {@code name} with {@code text} saved as it, and its dependants as they would then be; with no text
     * (a delete or a rename) the dependants only. The variant's own cases run too: a save tells whether it keeps them.
     */
    static Report proposed(VariantFiles files, ParentCache cache, String name, Optional<String> text, Path cases) {
        DependantsCheck asTheyAre = new DependantsCheck(files.directory(), cache);
        List<String> dependants = DependantsCheck.dependants(name, asTheyAre.parents(files.names()));
        if (dependants.isEmpty() && text.isEmpty()) {
            return new Report(name, 0, null, List.of());
        }
        VariantCompiler.Proposal proposal = new VariantCompiler.Proposal(files.file(name),
                text.map(t -> t.getBytes(StandardCharsets.UTF_8)));
        List<String> checked = new ArrayList<>(dependants);
        text.ifPresent(t -> checked.add(0, name));
        List<DependantsCheck.Result> results = new DependantsCheck(files.directory(), cache, proposal)
                .check(checked, cases);
        return Report.of(name, text.isPresent() ? results.get(0) : null,
                results.subList(text.isPresent() ? 1 : 0, results.size()), files, cases);
    }

    /**
     * The JSON answer: the variant itself as the save would leave it ({@code own}: null for a delete or a rename),
     * every dependant, and how many of them would break (not compile, or fail a case). The variant itself breaks
     * when it compiles and fails one of its cases (a text that does not compile is refused before, unless forced).
     */
    record Report(String name, int breaks, DependantView own, List<DependantView> dependants) {
        static Report of(String name, DependantsCheck.Result own, List<DependantsCheck.Result> results,
                         VariantFiles shownFrom, Path cases) {
            List<DependantView> views = results.stream().map(r -> DependantView.of(r, shownFrom, cases)).toList();
            DependantView self = own == null ? null : DependantView.of(own, shownFrom, cases);
            int broken = (int) views.stream().filter(v -> !v.ok()).count();
            return new Report(name, broken + (self != null && self.compiles() && !self.ok() ? 1 : 0), self, views);
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
