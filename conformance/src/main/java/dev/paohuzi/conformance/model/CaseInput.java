package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/** What a case runs: an analysis, a scored win, a settled match, a scripted hand. */
public sealed interface CaseInput permits AnalyzeInput, ScoreInput, SettleInput, ScenarioInput {
    Position position();
}
