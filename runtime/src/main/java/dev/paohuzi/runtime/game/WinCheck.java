package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.holding.Holding;

import java.util.List;

/**
 * The engine's question to hand analysis, kept this small so the engine does not depend on how analysis is done.
 * Concealed cards are counts indexed by card (0..19, joker 20); a concealed triple is a kan and is never split
 * (000:26). Completeness means the variant's number of groups and its pair rule (000:62, 000:66); the minimum huxi
 * is the engine's to check.
 */
public interface WinCheck {
    /** The analysis behind these answers, for bots that weigh many holdings in one decision. */
    Analyzer analyzer();

    /** The most huxi over complete decompositions of concealed cards plus table melds, or -1 when there is none. */
    int maxHuxi(int[] concealed, List<Meld> table);

    /** The same for a holding (a seat's cards as hand analysis reads them, {@link AnalyzerWinCheck#holding}). */
    int maxHuxi(Holding holding);

    /**
     * The concealed groups of each reading of a complete holding the winner may settle, the first in decomposition
     * order first: that one alone without jokers; with jokers every decomposition with the most huxi, as a joker
     * stands for whatever card the winner names (000:133). Only asked when a complete decomposition exists.
     */
    List<List<Meld>> bestReadings(Holding holding);

    /**
     * The concealed groups of a complete decomposition with the most huxi in which one group is exactly the
     * {@code waiting} jokers held before a draw plus the drawn card, every other group taking the other concealed
     * cards as they are (单王吊 / 双王吊, 000:133); null when there is none.
     *
     * @param concealed the concealed cards after the draw (the drawn card included)
     * @param drawn     the drawn card, a joker too
     */
    List<Meld> jokerWaitGroups(int[] concealed, List<Meld> table, int drawn, int waiting);
}
