package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The hand analyzer of issue 3 behind the engine's {@link WinCheck}: the engine's cards become a {@link Holding}.
 * Keeps nothing between calls; the analyzer it wraps may be shared ({@link HandStarter}).
 */
public final class AnalyzerWinCheck implements WinCheck {
    private final Analyzer analyzer;

    public AnalyzerWinCheck(Analyzer analyzer) {
        this.analyzer = analyzer;
    }

    /** The fast analyzer for a variant. */
    public static AnalyzerWinCheck of(RuleSet rules) {
        return new AnalyzerWinCheck(HandAnalyzer.of(rules));
    }

    @Override
    public Analyzer analyzer() {
        return analyzer;
    }

    @Override
    public int maxHuxi(int[] concealed, List<Meld> table) {
        return analyzer.maxHuxi(holding(concealed, table));
    }

    @Override
    public int maxHuxi(Holding holding) {
        return analyzer.maxHuxi(holding);
    }

    @Override
    public List<List<Meld>> bestReadings(Holding holding) {
        if (holding.jokers() == 0) {
            return List.of(concealedMelds(analyzer.best(holding).orElseThrow(() -> notComplete(holding))));
        }
        // With jokers the analyzer's best is the first decomposition listed (Analyzer#best); those of the most huxi
        // are listed without the others
        List<Decomposition> most = analyzer.mostHuxiDecompositions(holding);
        if (most.isEmpty()) {
            throw notComplete(holding);
        }
        Set<List<Meld>> readings = new LinkedHashSet<>();
        for (Decomposition decomposition : most) {
            readings.add(concealedMelds(decomposition));
        }
        return List.copyOf(readings);
    }

    private static IllegalArgumentException notComplete(Holding holding) {
        return new IllegalArgumentException("not a complete holding: " + holding);
    }

    /**
     * Decompositions come most huxi first; the first with a group of the waiting jokers and the drawn card wins.
     * The other concealed groups must count exactly as the real cards held before the draw: the values of every
     * concealed group less those cards are then what the waiting group has to be. Those of the most huxi, which
     * begin that order and are listed far more cheaply, are tried first.
     */
    @Override
    public List<Meld> jokerWaitGroups(int[] concealed, List<Meld> table, int drawn, int waiting) {
        int[] heldBefore = Arrays.copyOf(concealed, Cards.KINDS);
        if (drawn != Cards.JOKER) {
            heldBefore[drawn]--;
        }
        Holding holding = holding(concealed, table);
        List<Meld> groups = firstWaiting(analyzer.mostHuxiDecompositions(holding), heldBefore, waiting);
        return groups != null ? groups : firstWaiting(analyzer.decompositions(holding), heldBefore, waiting);
    }

    /** The concealed groups of the first decomposition with a group of the waiting jokers and the drawn card. */
    private static List<Meld> firstWaiting(List<Decomposition> decompositions, int[] heldBefore, int waiting) {
        for (Decomposition decomposition : decompositions) {
            int[] rest = heldBefore.clone();
            for (Group group : decomposition.groups()) {
                if (group.concealed()) {
                    group.cards().forEach(card -> rest[card]--);
                }
            }
            // rest is now minus the waiting group's values: a group that adds back to all zeros is the one
            for (Group group : decomposition.groups()) {
                if (group.concealed() && group.cards().size() == waiting + 1 && cancels(rest, group)) {
                    return concealedMelds(decomposition);
                }
            }
        }
        return null;
    }

    private static boolean cancels(int[] rest, Group group) {
        int[] sum = rest.clone();
        group.cards().forEach(card -> sum[card]++);
        for (int count : sum) {
            if (count != 0) {
                return false;
            }
        }
        return true;
    }

    private static List<Meld> concealedMelds(Decomposition decomposition) {
        List<Meld> groups = new ArrayList<>();
        for (Group group : decomposition.groups()) {
            if (group.concealed()) {
                groups.add(group.cards().size() == 3 && group.kind() != GroupKind.KAN
                        ? Meld.of(group.kind(), group.cards().get(0), group.cards().get(1), group.cards().get(2))
                        : Meld.same(group.kind(), group.cards().get(0)));
            }
        }
        return groups;
    }

    /** A seat's concealed cards and table as hand analysis reads them. */
    static Holding holding(int[] concealed, List<Meld> table) {
        dev.paohuzi.runtime.holding.Meld[] melds = new dev.paohuzi.runtime.holding.Meld[table.size()];
        for (int i = 0; i < melds.length; i++) {
            melds[i] = table.get(i).forAnalysis();
        }
        return Holding.of(Counts.pack(concealed), concealed[Cards.JOKER], List.of(melds));
    }
}
