package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.ReplayException;
import dev.paohuzi.runtime.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * `replay FILE --variant V`: plays the trace's choices through the engine and checks that every event comes out the
 * same. Exit 0 when it does, 1 with the first step that differs, 2 when the file cannot be read.
 */
@Command(name = "replay", description = {"Check that a JSON trace (from `play`) replays exactly under a variant.",
        "Exit 0 when it does; 1 naming the first step that differs; 2 when the file cannot be read."})
public final class ReplayCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "a JSON trace")
    private Path file;

    @Mixin
    private VariantOption variant;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        String json;
        try {
            json = Files.readString(file, StandardCharsets.UTF_8);
        } catch (MalformedInputException e) {
            return unreadable("it is not UTF-8 text");
        } catch (IOException e) {
            return unreadable(Files.exists(file) ? e.getMessage() : "no such file");
        }
        return variant.compile().map(compiled -> replay(compiled.rules(), json)).orElse(1);
    }

    private int replay(RuleSet rules, String json) {
        try {
            Game game = Replay.run(rules, json, AnalyzerWinCheck.of(rules));
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
