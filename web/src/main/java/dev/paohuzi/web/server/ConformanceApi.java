package dev.paohuzi.web.server;

import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.runtime.io.TextFiles;
import io.javalin.http.Context;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Runs the bundled conformance case files (all, or one variant's cases) and reports each case. */
final class ConformanceApi {
    private final VariantFiles variants;
    private final Path cases;

    ConformanceApi(VariantFiles variants, Path cases) {
        this.variants = variants;
        this.cases = cases;
    }

    /**
     * One case: what it expects as written in its file (the {@code expect} lines), what the run gave, and the
     * expectations that did not hold.
     */
    record CaseView(String name, String variant, String source, int line, boolean passed, List<String> expected,
                    String actual, List<String> failures) {
    }

    record FileView(String file, List<DiagnosticView> diagnostics, List<CaseView> cases) {
    }

    record Run(long passed, long failed, List<FileView> files) {
    }

    void run(Context ctx) {
        Optional<String> variant = Optional.ofNullable(ctx.queryParam("variant")).filter(v -> !v.isBlank());
        variant.ifPresent(variants::existing);
        if (!Files.isDirectory(cases)) {
            throw new ApiException(503, "no conformance cases at " + cases.toAbsolutePath(),
                    Map.of("hint", "start the workbench from the project root"));
        }
        ConformanceSuite suite = new ConformanceSuite(new VariantLibrary(variants.directory()));
        List<FileView> files = new ArrayList<>();
        long passed = 0;
        long failed = 0;
        for (Path file : ConformanceSuite.caseFiles(List.of(cases))) {
            FileReport report = suite.run(file, variant);
            if (report.results().isEmpty() && report.diagnostics().isEmpty()) {
                continue; // no case of the chosen variant here
            }
            List<String> lines = lines(file);
            files.add(new FileView(cases.relativize(file).toString(), DiagnosticView.all(report.diagnostics()),
                    report.results().stream().map(r -> view(r, lines)).toList()));
            passed += report.passed();
            failed += report.failed();
        }
        ctx.json(new Run(passed, failed, files));
    }

    private static CaseView view(CaseResult result, List<String> lines) {
        Case c = result.testCase();
        return new CaseView(c.name(), c.variant(), c.source(), c.position().line(), result.passed(),
                expectLines(lines, c.position().line()), result.actual(), result.failures());
    }

    /** The {@code expect} lines of the case that starts at {@code line} (1-based), up to its closing brace. */
    private static List<String> expectLines(List<String> lines, int line) {
        List<String> expected = new ArrayList<>();
        for (int i = line; i < lines.size() && !lines.get(i).strip().equals("}"); i++) {
            String text = lines.get(i).strip();
            if (text.startsWith("expect")) {
                expected.add(text);
            }
        }
        return expected;
    }

    private static List<String> lines(Path file) {
        try {
            return TextFiles.read(file).lines().toList();
        } catch (IOException e) { // the suite has reported the file already; the expected column stays empty
            return List.of();
        }
    }
}
