package dev.paohuzi.compiler.diag;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean ..." for a misspelt name: the nearest known name by edit distance, if it is near enough. */
public final class Suggestions {
    private Suggestions() {}

    public static Optional<String> nearest(String written, Collection<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int distance = distance(written, candidate);
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        // More than a third of the word changed is a different word, not a typo.
        return best != null && bestDistance <= Math.max(1, written.length() / 3) ? Optional.of(best) : Optional.empty();
    }

    /** The hint text: "did you mean `x`?" or the fallback. */
    public static String hint(String written, Collection<String> known, String fallback) {
        return nearest(written, known).map(name -> "did you mean `" + name + "`?").orElse(fallback);
    }

    /** Edit distance counting an insertion, a deletion, a change or a swap of neighbours as one. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        int[] beforePrevious = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    current[j] = Math.min(current[j], beforePrevious[j - 2] + 1); // a swap of two letters is one typo
                }
            }
            int[] rotate = beforePrevious;
            beforePrevious = previous;
            previous = current;
            current = rotate;
        }
        return previous[b.length()];
    }
}
