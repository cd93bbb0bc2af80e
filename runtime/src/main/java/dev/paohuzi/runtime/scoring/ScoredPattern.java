package dev.paohuzi.runtime.scoring;

/** A pattern that applies to a win, with the fan it is worth there and its seed citation. */
public record ScoredPattern(String name, int fan, String source) {
}
