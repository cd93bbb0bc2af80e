package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.IntFormula;

/**
 * A scoring pattern (名堂 / 花样) of a variant: when it applies and the fan it is worth (000:83-94, 000:135-150).
 *
 * @param name   its name as in the variant file (红胡)
 * @param when   whether a win has the pattern
 * @param fan    its fan (番), which may depend on the win (000:140: 2 + (red - 10))
 * @param source the seed citation, for traces and settlement output
 */
public record Pattern(String name, Condition when, IntFormula fan, String source) {
}
