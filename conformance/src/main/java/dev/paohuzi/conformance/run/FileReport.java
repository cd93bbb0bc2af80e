package dev.paohuzi.conformance.run;

import dev.paohuzi.compiler.diag.Diagnostic;
import dev.paohuzi.compiler.diag.Severity;
import dev.paohuzi.conformance.model.AnalyzeInput;
import dev.paohuzi.conformance.model.CaseInput;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.model.ScoreInput;
import dev.paohuzi.conformance.model.SettleInput;

import java.nio.file.Path;
import java.util.List;

/**
 * One case file run: its diagnostics (a case with an error does not run) and the results of the cases that did.
 */
public record FileReport(Path file, List<Diagnostic> diagnostics, List<CaseResult> results) {
    public FileReport {
        diagnostics = List.copyOf(diagnostics);
        results = List.copyOf(results);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    public long passed() {
        return results.stream().filter(CaseResult::passed).count();
    }

    public long failed() {
        return results.size() - passed();
    }

    /** Every case's input and actual result, in file order: the text kept in the approval files. */
    public String render() {
        StringBuilder text = new StringBuilder();
        for (CaseResult result : results) {
            text.append("case \"").append(result.testCase().name()).append("\" [")
                    .append(result.testCase().variant()).append(", ").append(result.testCase().source()).append("]: ")
                    .append(result.passed() ? "pass" : "FAIL").append('\n');
            text.append("  ").append(statement(result.testCase().input())).append('\n');
            result.actual().lines().forEach(line -> text.append("  ").append(line).append('\n'));
            result.failures().forEach(failure -> text.append("  ! ").append(failure).append('\n'));
            text.append('\n');
        }
        return text.toString();
    }

    private static String statement(CaseInput input) {
        if (input instanceof ScoreInput score) {
            return "score " + score.line();
        }
        if (input instanceof SettleInput settle) {
            return "settle " + settle.line();
        }
        if (input instanceof ScenarioInput scenario) {
            // shown only when set, so the approved renderings of earlier scenarios stay as they were
            String deadBefore = scenario.deadHandsBefore() == 0 ? ""
                    : ", " + scenario.deadHandsBefore() + " dead hands before";
            return "scenario, dealer " + scenario.dealer() + deadBefore + ", " + scenario.setup().size()
                    + " setup lines, "
                    + scenario.plays().size() + " plays";
        }
        return "analyze " + ((AnalyzeInput) input).holding();
    }
}
