package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/** What a case runs: an analysis, a scored win, a settled match. Scenario inputs join this hierarchy later. */
public sealed interface CaseInput permits AnalyzeInput, ScoreInput, SettleInput {
    Position position();
}
