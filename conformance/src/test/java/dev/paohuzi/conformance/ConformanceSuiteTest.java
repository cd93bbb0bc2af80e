package dev.paohuzi.conformance;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.conformance.run.CaseResult;
import dev.paohuzi.conformance.run.CaseSelection;
import dev.paohuzi.conformance.run.ConformanceSuite;
import dev.paohuzi.conformance.run.FileReport;
import dev.paohuzi.conformance.run.VariantLibrary;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import org.approvaltests.Approvals;
import org.approvaltests.integrations.junit5.JupiterApprovals;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every bundled case file, one dynamic test per case, under the bundled variants; each file's rendered results
 * are kept as an approval file, so a change in what the analyzer says shows up as a diff even where the case's
 * expectations still hold.
 */
class ConformanceSuiteTest {
    /** Maven runs tests in the module directory: the case files are here, the variants one level up. */
    static final Path CASES = Path.of("cases");
    static final Path VARIANTS = Path.of("..", "variants");

    @TestFactory
    Stream<DynamicNode> bundledCaseFiles() {
        ConformanceSuite suite = new ConformanceSuite(new VariantLibrary(VARIANTS));
        return ConformanceSuite.caseFiles(List.of(CASES)).stream().map(file -> {
            FileReport report = suite.run(file, CaseSelection.ALL);
            String name = file.getFileName().toString();
            Stream<DynamicNode> parses = Stream.of(DynamicTest.dynamicTest("parses without diagnostics",
                    () -> assertEquals(List.of(), report.diagnostics().stream().map(Diagnostic::render).toList())));
            Stream<DynamicNode> cases = report.results().stream().map(result -> caseTest(file, result));
            Stream<DynamicNode> approved = Stream.of(JupiterApprovals.dynamicTest(
                    name.replace(ConformanceSuite.EXTENSION, ""),
                            options -> Approvals.verify(report.render(), options)));
            return DynamicContainer.dynamicContainer(name, Stream.of(parses, cases, approved).flatMap(s -> s));
        });
    }

    /**
     * The same cases on the plain backtracking analyzer: a case checks both implementations, and a disagreement
     * between them shows up here as well as in the analyzer's own seeded tests.
     */
    @TestFactory
    Stream<DynamicNode> bundledCaseFilesOnTheReferenceAnalyzer() {
        ConformanceSuite suite = new ConformanceSuite(new VariantLibrary(VARIANTS, ReferenceAnalyzer::new));
        return ConformanceSuite.caseFiles(List.of(CASES)).stream().map(file -> {
            FileReport report = suite.run(file, CaseSelection.ALL);
            return DynamicContainer.dynamicContainer(file.getFileName().toString(),
                    report.results().stream().map(result -> caseTest(file, result)));
        });
    }

    /** A case's test links to its line, so an IDE jumps from a failure to the case. */
    private static DynamicTest caseTest(Path file, CaseResult result) {
        URI source = URI.create(file.toAbsolutePath().toUri() + "?line=" + result.testCase().position().line());
        return DynamicTest.dynamicTest(result.testCase().name(), source,
                () -> assertTrue(result.passed(), () -> String.join("\n", result.failures())));
    }
}
