package dev.paohuzi.runtime.game.trace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.IllegalChoiceException;
import dev.paohuzi.runtime.game.WinCheck;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.List;

/**
 * Replays a JSON trace through the engine: the deck and dealer of its {@code start} event and the unforced choices
 * of its {@code choice} events drive a new game, whose trace must be the same text. Any difference is a
 * {@link ReplayException} naming the first step that differs.
 */
public final class Replay {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Replay() {}

    /** Replays the trace and returns the game; throws ReplayException when it does not reproduce the trace. */
    public static Game run(RuleSet rules, String traceJson, WinCheck winCheck) {
        JsonNode events = events(traceJson);
        JsonNode start = events.get(0);
        if (start == null || !"start".equals(start.path("type").asText())) {
            throw new ReplayException("step 0: a trace begins with a start event");
        }
        if (!rules.name().equals(start.path("variant").asText())) {
            throw new ReplayException("step 0: the trace is of variant '" + start.path("variant").asText()
                    + "', not " + rules.name());
        }
        if (start.path("deck").isEmpty()) {
            throw new ReplayException("step 0: the trace has no deck: a seat's view of a hand cannot be replayed");
        }
        List<Integer> deck = new ArrayList<>();
        for (JsonNode name : start.path("deck")) {
            int card = Cards.parse(name.asText());
            if (card < 0) {
                throw new ReplayException("step 0: unknown card '" + name.asText() + "' in the deck");
            }
            deck.add(card);
        }
        Game game;
        try {
            game = Game.start(rules, DeckOrder.stacked(rules, deck), start.path("dealer").asInt(),
                    start.path("deadHandsBefore").asInt(), winCheck);
        } catch (IllegalArgumentException e) {
            throw new ReplayException("step 0: " + e.getMessage());
        }
        for (int step = 1; step < events.size(); step++) {
            JsonNode event = events.get(step);
            if ("choice".equals(event.path("type").asText()) && !event.path("forced").asBoolean()) {
                try {
                    game.choose(event.path("action").asText());
                } catch (IllegalChoiceException e) {
                    throw new ReplayException("step " + step + ": " + e.getMessage());
                }
            }
        }
        compare(traceJson, TraceJson.write(game.trace()));
        return game;
    }

    private static JsonNode events(String traceJson) {
        try {
            JsonNode root = JSON.readTree(traceJson);
            if (root == null || !TraceJson.FORMAT.equals(root.path("format").asText())
                    || root.path("version").asInt() != TraceJson.VERSION || !root.path("events").isArray()) {
                throw new ReplayException("not a " + TraceJson.FORMAT + " version " + TraceJson.VERSION + " trace");
            }
            return root.get("events");
        } catch (JsonProcessingException e) {
            throw new ReplayException("the trace is not JSON: " + e.getOriginalMessage());
        }
    }

    private static void compare(String expected, String actual) {
        String[] want = expected.split("\n");
        String[] got = actual.split("\n");
        for (int line = 1; line < Math.max(want.length, got.length); line++) {
            String w = line < want.length ? want[line] : "(end of trace)";
            String g = line < got.length ? got[line] : "(end of trace)";
            if (!w.equals(g)) {
                throw new ReplayException("step " + (line - 1) + " differs on replay: the trace has " + w
                        + " but the engine gives " + g);
            }
        }
    }
}
