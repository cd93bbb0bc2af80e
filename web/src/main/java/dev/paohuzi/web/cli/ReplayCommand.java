package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.io.TextFiles;
import dev.paohuzi.runtime.io.UnreadableFileException;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.ReplayException;
import dev.paohuzi.runtime.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * `replay FILE --variant V`: deals the trace's deck, plays its choices through the engine under V and checks that every
 * event comes out the same, compared as JSON data (a reformatted copy of a trace replays). V may be the trace's own
 * variant or another one: then the first step where V plays the recorded hand differently is reported. Exit 0 when
 * every event agrees, 1 with the first step that differs, 2 when the file cannot be read.
 */
@Command(name = "replay", description = {"Replay a JSON trace (from `play --trace`) under a variant and check that "
        + "every event comes out the same.", "With another variant than the trace's, the recorded deal and choices "
        + "are played under it and the first step where they diverge is shown: what the trace recorded and what the "
        + "variant does (another option list, a choice that is no option there, another outcome).",
        "Exit 0 when every event agrees; 1 naming the first step that differs; 2 when the file cannot be read."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "a JSON trace, as `play --trace FILE` writes it")
    private Path file;

    @Mixin
    private VariantOption variant;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        String json;
        try {
            json = TextFiles.read(file); // a regular file of at most 1 MiB: a device or a FIFO never ends or answers
        } catch (UnreadableFileException e) {
            return unreadable(e.getMessage());
        }
        return variant.compile().map(compiled -> replay(compiled.rules(), json)).orElse(1);
    }

    private int replay(RuleSet rules, String json) {
        try {
            Game game = Replay.under(rules, json, AnalyzerWinCheck.of(rules));
            spec.commandLine().getOut().println(file + ": replays exactly under " + rules.name() + " ("
                    + game.trace().size() + " events, " + HandWords.result(game) + ")");
            return 0;
        } catch (ReplayException e) {
            spec.commandLine().getOut().println(file + ": does not replay: " + e.getMessage());
            return 1;
        }
    }

    private int unreadable(String why) {
        spec.commandLine().getErr().println("replay: cannot read " + file + ": " + why);
        return 2;
    }
}
