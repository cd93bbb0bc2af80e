package dev.paohuzi.conformance.model;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;

/**
 * One documented example: a variant, the seed passage it comes from, an input and what must come out.
 *
 * @param name         the case's title, unique within its file
 * @param variant      a bundled variant name or a path to a variant file
 * @param source       seed citations such as {@code 000:104} or {@code 000:56, 000:104}
 * @param input        what is run
 * @param expectations every one must hold for the case to pass
 * @param position     where the case starts
 */
public record Case(String name, String variant, String source, CaseInput input, List<Expectation> expectations,
                   Position position) {
    public Case {
        expectations = List.copyOf(expectations);
    }
}
