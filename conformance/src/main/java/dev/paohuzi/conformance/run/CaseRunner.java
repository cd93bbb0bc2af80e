package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.AnalyzeInput;
import dev.paohuzi.conformance.model.Case;
import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.conformance.model.ScenarioInput;
import dev.paohuzi.conformance.model.ScoreInput;
import dev.paohuzi.conformance.model.SettleInput;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.MatchSettlement;
import dev.paohuzi.runtime.scoring.ScoreLine;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.TablePenalties;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Runs cases against their compiled variants. */
public final class CaseRunner {
    private final VariantLibrary variants;

    public CaseRunner(VariantLibrary variants) {
        this.variants = variants;
    }

    /** The variants the cases run under. */
    VariantLibrary variants() {
        return variants;
    }

    public CaseResult run(Case testCase, Path caseFile) {
        VariantLibrary.Loaded loaded = variants.load(testCase.variant(), caseFile);
        if (loaded.analyzer() == null) {
            return new CaseResult(testCase, List.of(loaded.error()), "variant error");
        }
        if (testCase.input() instanceof ScoreInput score) {
            return score(testCase, score, loaded.analyzer());
        }
        if (testCase.input() instanceof ScenarioInput scenario) {
            return new ScenarioRun(testCase, scenario, loaded.analyzer().rules()).run();
        }
        if (testCase.input() instanceof SettleInput settle) {
            return settle(testCase, settle, loaded.analyzer().rules());
        }
        return analyze(testCase, (AnalyzeInput) testCase.input(), loaded.analyzer());
    }

    private CaseResult score(Case testCase, ScoreInput input, Analyzer analyzer) {
        ScoreLine.Result parsed = new ScoreLine(analyzer.rules()).parse(input.line());
        if (parsed instanceof ScoreLine.Invalid invalid) {
            return new CaseResult(testCase, List.of(input.position() + ": " + invalid.message()),
                    "error: " + invalid.message());
        }
        if (!(parsed instanceof ScoreLine.Valid valid)) {
            return penalty(testCase, analyzer.rules(), parsed);
        }
        ScoreResult result = Scorer.of(analyzer).score(valid.holding(), valid.win(), valid.hand());
        ScoreCheck check = new ScoreCheck(result);
        List<String> failures = new ArrayList<>();
        for (Expectation expectation : testCase.expectations()) {
            check.check(expectation).ifPresent(failures::add);
        }
        return new CaseResult(testCase, failures, ScoreCheck.render(result));
    }

    /** `score escape ...` and `score dead-hand ...`: the payments that are not for a win. */
    private CaseResult penalty(Case testCase, RuleSet rules, ScoreLine.Result parsed) {
        PenaltyCheck check = parsed instanceof ScoreLine.Escape escape
                ? PenaltyCheck.escape(TablePenalties.escape(rules, escape.othersHuxi()))
                : PenaltyCheck.deadHand(TablePenalties.deadHand(rules, ((ScoreLine.DeadHand) parsed).jokers()));
        List<String> failures = new ArrayList<>();
        for (Expectation expectation : testCase.expectations()) {
            check.check(expectation).ifPresent(failures::add);
        }
        return new CaseResult(testCase, failures, check.render());
    }

    private CaseResult settle(Case testCase, SettleInput input, RuleSet rules) {
        String[] words = input.line().split("\\s+");
        int[] totals = new int[words.length];
        for (int seat = 0; seat < words.length; seat++) {
            if (!words[seat].matches("[0-9]{1,6}")) {
                String error = input.position() + ": '" + words[seat] + "' is not a seat's accumulated huxi";
                return new CaseResult(testCase, List.of(error), "error: " + error);
            }
            totals[seat] = Integer.parseInt(words[seat]);
        }
        List<String> failures = new ArrayList<>();
        String actual;
        try {
            List<BigDecimal> net = MatchSettlement.settle(rules, totals, 1).net();
            actual = "net: " + net.stream().map(BigDecimal::toPlainString).collect(Collectors.joining(" "));
            for (Expectation expectation : testCase.expectations()) {
                if (!(expectation instanceof Expectation.Net expected)) {
                    failures.add("`" + ScoreCheck.kind(expectation) + "` does not apply to a settle case");
                } else if (!sameMoney(expected.net(), net)) {
                    failures.add("expected net: " + expected.net().stream().map(BigDecimal::toPlainString)
                            .collect(Collectors.joining(" ")) + ", got " + actual);
                }
            }
        } catch (IllegalArgumentException e) {
            actual = "refused: " + e.getMessage();
            failures.add(actual);
        }
        return new CaseResult(testCase, failures, actual);
    }

    private static boolean sameMoney(List<BigDecimal> expected, List<BigDecimal> actual) {
        if (expected.size() != actual.size()) {
            return false;
        }
        for (int i = 0; i < expected.size(); i++) {
            if (expected.get(i).compareTo(actual.get(i)) != 0) {
                return false;
            }
        }
        return true;
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
