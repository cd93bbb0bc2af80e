package dev.paohuzi.conformance.run;

import dev.paohuzi.conformance.model.Expectation;
import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Wait;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Holding;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Checks one expectation of an {@code analyze} case against the analyzer's result; empty when it holds. */
final class AnalysisCheck {
    private final Analyzer analyzer;
    private final Holding holding;
    private final Analysis analysis;

    AnalysisCheck(Analyzer analyzer, Holding holding, Analysis analysis) {
        this.analyzer = analyzer;
        this.holding = holding;
        this.analysis = analysis;
    }

    Optional<String> check(Expectation expectation) {
        if (expectation instanceof Expectation.Complete complete) {
            return differ(complete.complete() == analysis.complete(), "expected " + completeWord(complete.complete())
                    + ", got " + completeWord(analysis.complete()));
        }
        if (expectation instanceof Expectation.Huxi huxi) {
            int expected = huxi.huxi() == null ? -1 : huxi.huxi();
            return differ(expected == analysis.huxi(), "expected huxi " + huxiWord(expected) + ", got huxi "
                    + huxiWord(analysis.huxi()));
        }
        if (expectation instanceof Expectation.Win win) {
            return differ(win.win() == analysis.win(), "expected " + winWord(win.win()) + ", got "
                    + winWord(analysis.win()));
        }
        if (expectation instanceof Expectation.Groups groups) {
            return checkGroups(groups);
        }
        if (!(expectation instanceof Expectation.Waits waits)) {
            throw new IllegalArgumentException("not an analysis expectation: " + expectation);
        }
        Set<Integer> actual = analysis.waits().stream().map(Wait::card).collect(Collectors.toSet());
        return differ(actual.equals(waits.cards()), "expected waits: " + cardsWord(waits.cards()) + ", got waits: "
                + cardsWord(actual));
    }

    /**
     * Several decompositions may share the most huxi, and which one the analyzer shows first is its business: the
     * expectation holds when any of them has the expected groups.
     */
    private Optional<String> checkGroups(Expectation.Groups expected) {
        List<String> wanted = expected.groups().stream().map(GroupText::of).sorted().toList();
        String wantedText = String.join(", ", wanted);
        if (analysis.best().isEmpty()) {
            return Optional.of("expected groups" + (expected.partial() ? " including " : " ") + wantedText
                    + ", but the holding has no complete decomposition");
        }
        boolean found = analyzer.decompositions(holding).stream()
                .filter(d -> d.huxi() == analysis.huxi())
                .anyMatch(d -> matches(wanted, d, expected.partial()));
        return differ(found, "expected groups" + (expected.partial() ? " including " : " ") + wantedText
                + "; best decomposition: " + Rendering.groups(analysis.best().get()));
    }

    private static boolean matches(List<String> wanted, Decomposition decomposition, boolean partial) {
        List<String> actual = new ArrayList<>(decomposition.groups().stream().map(GroupText::of).toList());
        if (!partial) {
            return actual.stream().sorted().toList().equals(wanted);
        }
        for (String group : wanted) {
            if (!actual.remove(group)) {
                return false;
            }
        }
        return true;
    }

    private static Optional<String> differ(boolean holds, String message) {
        return holds ? Optional.empty() : Optional.of(message);
    }

    static String completeWord(boolean complete) {
        return complete ? "complete" : "incomplete";
    }

    static String huxiWord(int huxi) {
        return huxi < 0 ? "none" : Integer.toString(huxi);
    }

    static String winWord(boolean win) {
        return win ? "win" : "no win";
    }

    static String cardsWord(Set<Integer> cards) {
        return cards.isEmpty() ? "none"
                : new TreeSet<>(cards).stream().map(Cards::name).collect(Collectors.joining(" "));
    }
}
