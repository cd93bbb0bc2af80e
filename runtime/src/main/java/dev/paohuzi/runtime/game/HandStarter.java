package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;

/**
 * Starts hands of one variant on any number of threads: one hand analyzer for all of them (it is immutable, and
 * building one costs more than playing a hand), and per thread one win check and one scorer over it (both keep
 * working state between calls).
 */
public final class HandStarter {
    /** What one thread plays its hands with. */
    private record Tools(WinCheck winCheck, Scorer scorer) {
    }

    private final RuleSet rules;
    private final ThreadLocal<Tools> perThread;

    /** Hands on the fast analyzer. */
    public HandStarter(RuleSet rules) {
        this(HandAnalyzer.of(rules));
    }

    public HandStarter(Analyzer analyzer) {
        this.rules = analyzer.rules();
        this.perThread = ThreadLocal.withInitial(() -> new Tools(new AnalyzerWinCheck(analyzer), Scorer.of(analyzer)));
    }

    /** A hand dealt from a seed, no dead hands before it. */
    public Game start(long seed, int dealer) {
        return start(DeckOrder.shuffled(rules, seed), dealer, 0);
    }

    /** @param deadHandsBefore dead hands in a row before this one (dealer rotation, 000:18) */
    public Game start(DeckOrder deck, int dealer, int deadHandsBefore) {
        Tools tools = perThread.get();
        return Game.start(rules, deck, dealer, deadHandsBefore, tools.winCheck(), new Settler(rules, tools.scorer()));
    }
}
