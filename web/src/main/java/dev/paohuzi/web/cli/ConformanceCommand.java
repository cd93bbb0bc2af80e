package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.ParentCache;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * `conformance [--variant V] [PATHS]`: runs case files (the bundled ones by default), one line per case, then
 * {@code N passed, N failed} on its own line; exit 1 on any failure or case-file error.
 */
@Command(name = "conformance", description = "Run conformance case files and report each case.")
public final class ConformanceCommand implements Callable<Integer> {
    /** The bundled case files, relative to the working directory like variants/ (run from the project root). */
    static final Path BUNDLED = Path.of("conformance", "cases");

    @Option(names = "--variant", paramLabel = "V", description = "run only the cases of this variant")
    private String variant;

    @Parameters(arity = "0..*", paramLabel = "PATHS",
            description = "case files or directories of *.cases files (default: " + "conformance/cases)")
    private List<Path> paths;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Path> roots = paths == null || paths.isEmpty() ? List.of(BUNDLED) : paths;
        for (Path root : roots) {
            if (!Files.exists(root)) {
                out.println(root + ": no such file or directory");
                out.println(root.equals(BUNDLED) ? "  hint: run from the project root, or name case files"
                        : "  hint: name a .cases file or a directory of them");
                out.flush();
                return 1;
            }
        }
        ConformanceSuite suite = new ConformanceSuite(
                VariantLibrary.through(VariantCompiler.VARIANTS, ParentCache.shared()));
        long passed = 0;
        long failed = 0;
        boolean errors = false;
        for (Path file : ConformanceSuite.caseFiles(roots)) {
            FileReport report = suite.run(file, Optional.ofNullable(variant));
            report.diagnostics().stream().map(Diagnostic::render).forEach(out::println);
            errors |= report.hasErrors();
            for (CaseResult result : report.results()) {
                out.println((result.passed() ? "pass " : "FAIL ") + result.testCase().position() + " "
                        + result.testCase().name());
                result.failures().forEach(failure -> out.println("     " + failure));
            }
            passed += report.passed();
            failed += report.failed();
        }
        // A misspelt --variant would otherwise pass vacuously.
        boolean nothingRan = variant != null && passed + failed == 0;
        if (nothingRan) {
            out.println("no case names variant " + variant);
            out.println("  hint: variants are named as in the cases' `variant` lines, e.g. hunan");
        }
        out.println(passed + " passed, " + failed + " failed");
        out.flush();
        return failed > 0 || errors || nothingRan ? 1 : 0;
    }
}
