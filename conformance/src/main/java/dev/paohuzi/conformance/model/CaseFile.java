package dev.paohuzi.conformance.model;

import java.util.List;

/** The cases of one file, in file order. */
public record CaseFile(String file, List<Case> cases) {
    public CaseFile {
        cases = List.copyOf(cases);
    }
}
