package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/** What a case runs. Scoring and scenario inputs join this hierarchy in later issues. */
public sealed interface CaseInput permits AnalyzeInput {
    Position position();
}
