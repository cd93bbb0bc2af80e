package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.AnalyzeInput;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs cases against their compiled variants. */
public final class CaseRunner {
    private final VariantLibrary variants;

    public CaseRunner(VariantLibrary variants) {
        this.variants = variants;
    }

    public CaseResult run(Case testCase, Path caseFile) {
        VariantLibrary.Loaded loaded = variants.load(testCase.variant(), caseFile);
        if (loaded.analyzer() == null) {
            return new CaseResult(testCase, List.of(loaded.error()), "variant error");
        }
        // The only input so far; scoring and scenario inputs will dispatch here.
        return analyze(testCase, (AnalyzeInput) testCase.input(), loaded.analyzer());
    }

    private CaseResult analyze(Case testCase, AnalyzeInput input, Analyzer analyzer) {
        HoldingParseResult parsed = new HoldingParser(analyzer.rules()).parse(input.holding());
        if (parsed instanceof HoldingParseResult.Invalid invalid) {
            return rejected(testCase, input, invalid);
        }
        HoldingParseResult.Valid valid = (HoldingParseResult.Valid) parsed;
        Analysis analysis = analyzer.analyze(valid.holding());
        AnalysisCheck check = new AnalysisCheck(analyzer, valid.holding(), analysis);
        List<String> failures = new ArrayList<>();
        for (Expectation expectation : testCase.expectations()) {
            if (expectation instanceof Expectation.Error error) {
                failures.add("expected an error containing \"" + error.text() + "\", but the holding was read");
            } else {
                check.check(expectation).ifPresent(failures::add);
            }
        }
        return new CaseResult(testCase, failures, Rendering.analysis(analysis));
    }

    /** A rejected holding passes only the expected errors; anything else it fails, with the token's place. */
    private static CaseResult rejected(Case testCase, AnalyzeInput input, HoldingParseResult.Invalid invalid) {
        List<String> failures = new ArrayList<>();
        for (Expectation expectation : testCase.expectations()) {
            if (!(expectation instanceof Expectation.Error error)) {
                int column = input.position().column() + invalid.column() - 1;
                failures.add(input.position().file() + ":" + input.position().line() + ":" + column + ": "
                        + invalid.message());
                break;
            }
            if (!invalid.message().contains(error.text())) {
                failures.add("expected an error containing \"" + error.text() + "\", got: " + invalid.message());
            }
        }
        return new CaseResult(testCase, failures, "error: " + invalid.message());
    }
}
