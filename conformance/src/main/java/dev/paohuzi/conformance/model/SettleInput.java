package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/**
 * {@code settle LINE}: one match's accumulated huxi per seat, exactly as the {@code settle} command reads a line.
 *
 * @param line     the line
 * @param position where it starts
 */
public record SettleInput(String line, Position position) implements CaseInput {
}
