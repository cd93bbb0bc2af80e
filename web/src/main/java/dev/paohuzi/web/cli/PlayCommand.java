package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.game.trace.TraceLog;
import dev.paohuzi.runtime.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * `play --variant V --seed N [--bots random|greedy] [--trace FILE]`: deals one hand from the seed (seat 0 deals),
 * lets the bots play it, prints the readable hand log and writes the JSON trace, by default to
 * {@code VARIANT-SEED.trace.json} in the working directory.
 */
@Command(name = "play", description = {"Play one hand with bots and print its log; the JSON trace goes to a file.",
        "Default trace file: VARIANT-SEED.trace.json in the working directory (check it with `replay`)."})
public final class PlayCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Option(names = "--seed", required = true, paramLabel = "N", description = "the seed the deck is shuffled from")
    private long seed;

    @Option(names = "--bots", paramLabel = "random|greedy", defaultValue = "random",
            description = "who plays every seat (default: ${DEFAULT-VALUE})")
    private BotKind bots;

    @Option(names = "--trace", paramLabel = "FILE", description = "where to write the JSON trace")
    private Path trace;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        return variant.compile().map(compiled -> play(compiled.rules())).orElse(1);
    }

    private int play(RuleSet rules) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot.playOut(game, bots.seat(rules.seating().players(), seed));
        PrintWriter out = spec.commandLine().getOut();
        out.print(TraceLog.render(game.trace()));
        Path file = trace != null ? trace : Path.of(rules.name() + "-" + seed + ".trace.json");
        try {
            Files.writeString(file, TraceJson.write(game.trace()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            spec.commandLine().getErr().println("play: cannot write the trace to " + file + ": " + e.getMessage());
            return 1;
        }
        out.println("trace: " + file);
        out.flush();
        return 0;
    }
}
