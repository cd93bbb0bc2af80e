package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.Case;

import java.util.List;

/**
 * What running one case gave.
 *
 * @param testCase the case
 * @param failures one line per expectation that did not hold (or why the case could not run); empty when it passed
 * @param actual   the result in words, as kept in the approval files
 * @param failedAt for a scenario that failed after its deal: how many trace events the hand had when the first
 *                 failure was found (the moment to open it at in a stepper); -1 otherwise
 */
public record CaseResult(Case testCase, List<String> failures, String actual, int failedAt) {
    public CaseResult {
        failures = List.copyOf(failures);
    }

    /** A result with no place in a hand: every case but a scenario's. */
    public CaseResult(Case testCase, List<String> failures, String actual) {
        this(testCase, failures, actual, -1);
    }

    public boolean passed() {
        return failures.isEmpty();
    }
}
