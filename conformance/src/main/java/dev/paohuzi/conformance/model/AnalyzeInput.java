package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/**
 * {@code analyze HOLDING}: the holding exactly as the {@code analyze} command reads it on one line.
 *
 * @param holding  the holding text
 * @param position where the holding text starts (for diagnostics about its tokens)
 */
public record AnalyzeInput(String holding, Position position) implements CaseInput {
}
