package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Structure.PairRule;

/**
 * What the concealed cards must form for a win: the table melds are groups already, the rest of the variant's
 * groups (7) come from the hand, with exactly one pair (将) among them iff a pao or ti is on the table and the
 * variant's pair rule says so (000:54, 000:62).
 *
 * @param sets concealed groups of three cards needed
 * @param pair whether one concealed pair is needed
 */
record WinShape(int sets, boolean pair) {

    /** The shape a holding's concealed cards must form, or null when their number cannot fit. */
    static WinShape of(RuleSet rules, Holding holding) {
        return of(rules, holding, holding.concealedSize());
    }

    /** Whether one more concealed card would give the holding a winning shape. */
    static boolean isOneShort(RuleSet rules, Holding holding) {
        return of(rules, holding, holding.concealedSize() + 1) != null;
    }

    private static WinShape of(RuleSet rules, Holding holding, int concealedSize) {
        boolean pair = needsPair(rules, holding.hasPaoOrTi());
        int sets = rules.structure().groupsToWin() - holding.melds().size() - (pair ? 1 : 0);
        return sets >= 0 && concealedSize == concealedCards(sets, pair) ? new WinShape(sets, pair) : null;
    }

    static boolean needsPair(RuleSet rules, boolean paoOrTi) {
        return paoOrTi && rules.structure().pair() == PairRule.ONE_IFF_PAO_OR_TI;
    }

    /** The concealed cards a shape takes; negative when the table has too many melds for any. */
    static int concealedCards(int sets, boolean pair) {
        return sets < 0 ? -1 : 3 * sets + (pair ? 2 : 0);
    }
}
