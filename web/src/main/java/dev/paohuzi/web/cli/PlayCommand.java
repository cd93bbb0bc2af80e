package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.game.trace.TraceLog;
import dev.paohuzi.runtime.rules.RuleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * `play --variant V --seed N [--bots B] [--trace FILE] [--as-seat K [--view FILE]]`: deals one hand from
 * the seed (seat 0 deals), lets the bots play it and prints the readable hand log; with {@code --trace} it also writes
 * the JSON trace (nothing is written unasked). With {@code --as-seat} the log is what that seat could see
 * ({@link SeatView}); the trace file is still the complete one, so that it replays.
 */
@Command(name = "play", description = {"Play one hand with bots and print its log.",
        "--trace FILE also writes the hand's JSON trace (check it with `replay`); nothing is written without it.",
        "--as-seat K prints the log as seat K sees it; --view FILE also writes that view's JSON."})
public final class PlayCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Option(names = "--seed", required = true, paramLabel = "N", description = "the seed the deck is shuffled from")
    private long seed;

    @Option(names = "--bots", paramLabel = BotLineup.NAMES, defaultValue = BotLineup.DEFAULT,
            description = "who plays: one bot for every seat, or one per seat (greedy,random,random); "
                    + BotLineup.BUDGET_HELP + "; default: ${DEFAULT-VALUE}")
    private String bots;

    @Option(names = "--trace", paramLabel = "FILE", description = "write the JSON trace to FILE")
    private Path trace;

    @Option(names = "--as-seat", paramLabel = "K", description = "print the log as seat K sees it (seat 0 deals)")
    private Integer asSeat;

    @Option(names = "--view", paramLabel = "FILE",
            description = "with --as-seat: where to write the seat's view as JSON")
    private Path view;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        if (view != null && asSeat == null) {
            throw new ParameterException(spec.commandLine(), "--view needs --as-seat: whose view to write");
        }
        return variant.compile().map(compiled -> play(compiled.rules())).orElse(1);
    }

    private int play(RuleSet rules) {
        int players = rules.seating().players();
        if (asSeat != null && (asSeat < 0 || asSeat >= players)) {
            throw new ParameterException(spec.commandLine(),
                    "--as-seat must be a seat of " + rules.name() + ": 0 to " + (players - 1) + ", got " + asSeat);
        }
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        BotLineup lineup;
        try {
            lineup = BotLineup.parse(bots, players);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--bots: " + e.getMessage());
        }
        Bot.playOut(game, lineup.seat(seed));
        List<Event> seen = asSeat == null ? game.trace()
                : SeatView.events(game.trace(), asSeat, game.rules().play().weiShown());
        PrintWriter out = spec.commandLine().getOut();
        out.print(TraceLog.render(seen));
        if (trace != null && !write(trace, game.trace(), "trace") || view != null && !write(view, seen, "view")) {
            return 1;
        }
        out.flush();
        return 0;
    }

    /** Writes the events as JSON and says where; false (with a message) when the file cannot be written. */
    private boolean write(Path file, List<Event> events, String what) {
        try {
            Files.writeString(file, TraceJson.write(events), StandardCharsets.UTF_8);
        } catch (IOException e) {
            spec.commandLine().getErr().println("play: cannot write the " + what + " to " + file + ": "
                    + e.getMessage());
            return false;
        }
        spec.commandLine().getOut().println(what + ": " + file);
        return true;
    }
}
