package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/**
 * {@code score LINE}: a winning holding and its context words, exactly as the {@code score} command reads a line.
 *
 * @param line     the line
 * @param position where it starts
 */
public record ScoreInput(String line, Position position) implements CaseInput {
}
