package dev.paohuzi.conformance.run;

import dev.paohuzi.runtime.analysis.Analysis;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Wait;
import dev.paohuzi.runtime.card.Cards;

import java.util.stream.Collectors;

/** An analysis in the words of a case file, for approval files and the failure report. */
final class Rendering {
    private Rendering() {}

    static String analysis(Analysis analysis) {
        StringBuilder text = new StringBuilder();
        text.append(AnalysisCheck.completeWord(analysis.complete())).append(", huxi ")
                .append(AnalysisCheck.huxiWord(analysis.huxi())).append(", ")
                .append(AnalysisCheck.winWord(analysis.win()));
        analysis.best().ifPresent(best -> text.append("\ngroups: ").append(groups(best)));
        if (!analysis.waits().isEmpty()) {
            text.append("\nwaits: ").append(analysis.waits().stream().map(Rendering::wait)
                    .collect(Collectors.joining(", ")));
        }
        return text.toString();
    }

    static String groups(Decomposition decomposition) {
        return decomposition.groups().stream().map(GroupText::shown).collect(Collectors.joining(", "));
    }

    private static String wait(Wait wait) {
        return Cards.name(wait.card()) + " (huxi " + wait.huxi() + (wait.win() ? ", win" : ", no win") + ")";
    }
}
