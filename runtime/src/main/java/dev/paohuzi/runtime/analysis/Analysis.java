package dev.paohuzi.runtime.analysis;

import java.util.List;
import java.util.Optional;

/**
 * Everything the workbench reports about one holding.
 *
 * @param complete whether the holding forms the groups a win needs
 * @param huxi     the most huxi over complete decompositions, -1 when there is none
 * @param win      complete, and the variant's win rule allows its huxi
 *                 ({@link dev.paohuzi.runtime.rules.WinRule#mayWin}: exact for a rule over huxi alone, "in some
 *                 context" for one that reads patterns or context)
 * @param best     a decomposition with that huxi (the first in {@link Decomposition} order)
 * @param oneShort whether the holding is one card short of a win's size (听牌 is asked only then)
 * @param waits    the waits when the holding is one card short (possibly none), else empty
 */
public record Analysis(boolean complete, int huxi, boolean win, Optional<Decomposition> best, boolean oneShort,
                       List<Wait> waits) {
}
