package dev.paohuzi.runtime.game.trace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.IllegalChoiceException;
import dev.paohuzi.runtime.game.WinCheck;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Replays a JSON trace through the engine: the deck and dealer of its {@code start} event and the unforced choices
 * of its {@code choice} events drive a new game, whose events must be the recorded ones. Events are compared as
 * JSON data, not text, so a pretty-printed, minified or CRLF copy of a trace replays too. The first step that differs
 * is a {@link ReplayException} naming it.
 */
public final class Replay {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String END = "(end of trace)";

    private Replay() {}

    /** Replays the trace under its own variant; throws ReplayException when it does not reproduce the trace. */
    public static Game run(RuleSet rules, String traceJson, WinCheck winCheck) {
        JsonNode events = events(traceJson);
        String variant = start(events).path("variant").asText();
        if (!rules.name().equals(variant)) {
            throw new ReplayException("step 0: the trace is of variant '" + variant + "', not " + rules.name());
        }
        return replay(rules, events, winCheck, true);
    }

    /**
     * Replays the trace's deal and choices under a variant, its own or another one; throws ReplayException at the
     * first step where the variant's events differ from the recorded ones, saying what the trace has and what the
     * variant does instead (another option list, a recorded choice that is no option, another outcome).
     */
    public static Game under(RuleSet rules, String traceJson, WinCheck winCheck) {
        JsonNode events = events(traceJson);
        return replay(rules, events, winCheck, rules.name().equals(start(events).path("variant").asText()));
    }

    /**
     * Plays the recorded choices, each at its recorded step, then compares the events; {@code own} says whether the
     * rules are the trace's variant, for the messages.
     */
    private static Game replay(RuleSet rules, JsonNode events, WinCheck winCheck, boolean own) {
        Game game = deal(rules, start(events), winCheck, own);
        for (int step = 1; step < events.size(); step++) {
            JsonNode event = events.get(step);
            if ("choice".equals(event.path("type").asText()) && !event.path("forced").asBoolean()) {
                if (game.trace().size() != step) {
                    break; // the game is elsewhere: an earlier event differs, found below
                }
                try {
                    game.choose(event.path("action").asText());
                } catch (IllegalChoiceException e) {
                    compare(events, game, step, own);
                    throw new ReplayException("step " + step + ": " + (own ? ""
                            : "the recorded choice is not an option under " + rules.name() + ": ") + e.getMessage());
                }
            }
        }
        compare(events, game, Math.max(events.size(), game.trace().size()), own);
        return game;
    }

    private static JsonNode start(JsonNode events) {
        JsonNode start = events.get(0);
        if (start == null || !"start".equals(start.path("type").asText())) {
            throw new ReplayException("step 0: a trace begins with a start event");
        }
        return start;
    }

    /** A game of the recorded deck and dealer. */
    private static Game deal(RuleSet rules, JsonNode start, WinCheck winCheck, boolean own) {
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
        try {
            return Game.refereed(rules, DeckOrder.stacked(rules, deck), start.path("dealer").asInt(),
                    start.path("deadHandsBefore").asInt(), winCheck);
        } catch (IllegalArgumentException e) {
            throw new ReplayException("step 0: " + (own ? "" : "the recorded deal cannot be dealt under "
                    + rules.name() + ": ") + e.getMessage());
        }
    }

    private static JsonNode events(String traceJson) {
        String text = traceJson.startsWith("\uFEFF") ? traceJson.substring(1) : traceJson;
        try {
            JsonNode root = JSON.readTree(text);
            if (root == null || !TraceJson.FORMAT.equals(root.path("format").asText())
                    || root.path("version").asInt() != TraceJson.VERSION || !root.path("events").isArray()) {
                throw new ReplayException("not a " + TraceJson.FORMAT + " version " + TraceJson.VERSION + " trace");
            }
            return root.get("events");
        } catch (JsonProcessingException e) {
            throw new ReplayException("the trace is not JSON: " + e.getOriginalMessage());
        }
    }

    /**
     * Throws at the first of the steps before {@code upTo} where the game's event is not the recorded one; each step
     * before {@code upTo} is in the recorded trace or the game's (or both).
     */
    private static void compare(JsonNode recorded, Game game, int upTo, boolean own) {
        JsonNode played = events(TraceJson.write(game.trace()));
        String engine = own ? "the engine" : game.rules().name();
        for (int step = 0; step < upTo; step++) {
            JsonNode want = step == 0 ? withoutVariant(recorded.get(0)) : recorded.get(step);
            JsonNode got = step == 0 ? withoutVariant(played.get(0)) : played.get(step);
            if (want == null || !want.equals(got)) {
                String gives = got != null ? got.toString() : game.isOver() ? END
                        : "nothing yet (seat " + game.pendingSeat() + " to choose)";
                throw new ReplayException("step " + step + " differs " + (own ? "on replay" : "under " + engine)
                        + fields(want, got) + ": the trace has " + (want == null ? END : want.toString()) + " but "
                        + engine + " gives " + gives);
            }
        }
    }

    /** For two events of one type, which of their fields differ: " in money"; else nothing. */
    private static String fields(JsonNode want, JsonNode got) {
        if (want == null || got == null || !want.path("type").equals(got.path("type"))) {
            return "";
        }
        Set<String> names = new LinkedHashSet<>();
        want.fieldNames().forEachRemaining(names::add);
        got.fieldNames().forEachRemaining(names::add);
        names.removeIf(name -> want.path(name).equals(got.path(name)));
        return names.isEmpty() ? "" : " in " + String.join(", ", names);
    }

    /** The start event names its variant: under another variant the rest of it must still agree. */
    private static JsonNode withoutVariant(JsonNode start) {
        if (!(start instanceof ObjectNode object)) {
            return start;
        }
        ObjectNode copy = object.deepCopy();
        copy.remove("variant");
        return copy;
    }
}
