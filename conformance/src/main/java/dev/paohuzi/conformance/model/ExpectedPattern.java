package dev.paohuzi.conformance.model;

/** A pattern a scored win is expected to have, with its fan. */
public record ExpectedPattern(String name, int fan) {
}
