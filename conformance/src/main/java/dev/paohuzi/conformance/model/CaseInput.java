package dev.paohuzi.conformance.model;

/** What a case runs. Scoring and scenario inputs join this hierarchy in later issues. */
public sealed interface CaseInput permits AnalyzeInput {
    Position position();
}
