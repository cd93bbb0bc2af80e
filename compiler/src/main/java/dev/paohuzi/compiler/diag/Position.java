package dev.paohuzi.compiler.diag;

/** A place in a variant file: the file as the user named it, 1-based line and column. */
public record Position(String file, int line, int column) {
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
