package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;

/**
 * A scripted hand: how the deck is laid out, who deals, and the choices made in order. The case's expectations are
 * checked between the choices, at the place they stand in the file.
 *
 * @param dealer   the dealing seat
 * @param deadHandsBefore dead hands in a row before this one (000:18: the third passes the deal on)
 * @param setup    the {@code hand N: ...}, {@code wall: ...} or {@code deck ...} lines
 * @param plays    the {@code play ...} lines, in file order
 * @param position where the first scenario statement starts
 */
public record ScenarioInput(int dealer, int deadHandsBefore, List<ScenarioLine> setup, List<ScenarioLine> plays,
        Position position)
        implements CaseInput {
    public ScenarioInput {
        setup = List.copyOf(setup);
        plays = List.copyOf(plays);
    }
}
