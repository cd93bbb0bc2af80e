package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.Case;

import java.util.List;

/**
 * What running one case gave.
 *
 * @param testCase the case
 * @param failures one line per expectation that did not hold (or why the case could not run); empty when it passed
 * @param actual   the result in words, as kept in the approval files
 */
public record CaseResult(Case testCase, List<String> failures, String actual) {
    public CaseResult {
        failures = List.copyOf(failures);
    }

    public boolean passed() {
        return failures.isEmpty();
    }
}
