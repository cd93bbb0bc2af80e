package dev.paohuzi.conformance.model;

/** Where something is in a case file: 1-based line and column. */
public record Position(String file, int line, int column) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
