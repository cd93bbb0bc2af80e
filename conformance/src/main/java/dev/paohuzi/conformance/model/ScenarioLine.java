package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

/**
 * One line of a scenario, its keyword and the verbatim rest of the line.
 *
 * @param keyword  {@code hand}, {@code wall}, {@code deck}, {@code play}
 * @param text     the rest of the line, stripped
 * @param position where the text starts (where the keyword starts when the text is empty)
 */
public record ScenarioLine(String keyword, String text, Position position) {
}
