package dev.paohuzi.runtime.game;

import java.util.List;

/**
 * The engine's question to hand analysis. Kept this small so the engine does not depend on how analysis is done.
 * Concealed cards are counts indexed by card (0..19, joker 20); a concealed triple is a kan and is never split.
 */
public interface WinCheck {
    /**
     * The maximum-huxi complete decomposition of concealed cards plus table melds, if it has the variant's number
     * of groups, its pair rule and at least its minimum huxi (000:62-66); otherwise null.
     */
    Win find(int[] concealed, List<Meld> table);

    /**
     * For a 天胡 after the deal, where structure is ignored (000:73): table melds plus the highest-huxi groups that
     * can be formed from the concealed cards, leaving cards over (000:117).
     */
    Win bestGrouping(int[] concealed, List<Meld> table);
}
