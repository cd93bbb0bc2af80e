package dev.paohuzi.compiler.diag;

/** Errors stop the compilation before lowering; warnings are reported and compilation goes on. */
public enum Severity {
    ERROR("error"),
    WARNING("warning");

    private final String word;

    Severity(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
