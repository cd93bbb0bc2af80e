package dev.paohuzi.compiler.diag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collects every diagnostic of a compilation, so that all of a file's errors come out in one run. Capped, because a
 * file of noise would otherwise produce one error per token.
 */
public final class Diagnostics {
    public static final int LIMIT = 100;

    private final List<Diagnostic> found = new ArrayList<>();
    private int dropped;

    public void error(Position position, String message, String hint) {
        add(new Diagnostic(Severity.ERROR, position, message, hint));
    }

    public void warning(Position position, String message, String hint) {
        add(new Diagnostic(Severity.WARNING, position, message, hint));
    }

    public void add(Diagnostic diagnostic) {
        if (found.size() < LIMIT) {
            found.add(diagnostic);
        } else {
            dropped++;
        }
    }

    public boolean hasErrors() {
        return dropped > 0 || found.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }

    /** In file order; a last line says how many were left out past the cap. */
    public List<Diagnostic> all() {
        List<Diagnostic> sorted = new ArrayList<>(found);
        sorted.sort(Comparator.comparing((Diagnostic d) -> d.position().file())
                .thenComparingInt(d -> d.position().line())
                .thenComparingInt(d -> d.position().column()));
        if (dropped > 0) {
            Position last = sorted.get(sorted.size() - 1).position();
            sorted.add(new Diagnostic(Severity.ERROR, last, dropped + " more errors not shown",
                    "fix the first ones; later errors are often caused by earlier ones"));
        }
        return List.copyOf(sorted);
    }
}
