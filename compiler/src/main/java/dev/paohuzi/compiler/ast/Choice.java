package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

/** A {@code choice "topic": "reading"} clause: the reading taken where the sources disagree (RULES.md §6). */
public record Choice(String topic, String reading, Position position) {
}
