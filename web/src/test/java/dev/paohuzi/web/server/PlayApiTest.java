package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.Deck;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * GET /api/play: a seeded hand cut into steps, each step's table consistent with the deck; POST /api/trace: a trace
 * file of the same hand gives the same steps.
 */
class PlayApiTest extends ServerFixture {

    @ParameterizedTest
    @ValueSource(strings = {"hunan", "luzhou", "yongzhou", "app004-two"})
    void everyStepAccountsForEveryCardAndTheStepsCoverTheTrace(String variant) {
        Deck deck = VariantCompiler.compile(variants.resolve(variant + ".variant")).variant().orElseThrow()
                .rules().deck();
        int deckSize = deck.copies() * 20 + deck.jokers();
        for (long seed = 1; seed <= 5; seed++) {
            JsonNode hand = api.get("/api/play?variant=" + variant + "&seed=" + seed + "&bots=" + bots(variant)).body();
            JsonNode steps = hand.get("steps");
            int expectedFrom = 0;
            for (JsonNode step : steps) {
                assertEquals(expectedFrom, step.get("from").asInt());
                expectedFrom = step.get("to").asInt();
                assertEquals(deckSize, cardsIn(step), variant + " seed " + seed + " step " + step);
                if (!step.get("choice").isNull()) {
                    assertTrue(contains(step.get("options"), step.get("choice").asText()), step.toString());
                }
            }
            assertEquals(hand.get("events").size(), expectedFrom);
            JsonNode events = hand.get("events");
            assertEquals("start", events.get(0).get("type").asText());
            assertEquals("end", events.get(events.size() - 1).get("type").asText());
        }
    }

    /**
     * seat=K: the same hand as seat K sees it. Every card is still accounted for (face down as "?"), others' hands
     * by count only, their decisions and 臭牌 gone; the viewer's own hand, offers and choices as in the complete trace.
     */
    @ParameterizedTest
    @ValueSource(strings = {"hunan", "yongzhou"})
    void aSeatsViewHidesOthersCardsAndKeepsItsOwn(String variant) {
        for (long seed = 1; seed <= 3; seed++) {
            JsonNode referee = api.get("/api/play?variant=" + variant + "&seed=" + seed).body();
            JsonNode refereeLast = last(referee.get("steps"));
            for (int viewer = 0; viewer < 3; viewer++) {
                JsonNode hand = api.get("/api/play?variant=" + variant + "&seed=" + seed + "&seat=" + viewer).body();
                String where = variant + " seed " + seed + " seat " + viewer;
                assertEquals(viewer, hand.get("seat").asInt());
                int expectedFrom = 0;
                for (JsonNode step : hand.get("steps")) {
                    assertEquals(expectedFrom, step.get("from").asInt(), where);
                    expectedFrom = step.get("to").asInt();
                    assertEquals(cardsIn(referee.get("steps").get(0)), cardsIn(step), where
                            + ": every card, face down too");
                    assertTrue(step.get("seat").isNull() || step.get("seat").asInt() == viewer, where + " " + step);
                    for (int other = 0; other < 3; other++) {
                        JsonNode seat = step.get("seats").get(other);
                        assertEquals(other == viewer ? 0 : seat.get("hand").size(), hidden(seat.get("hand")),
                                where + " seat " + other + " " + step);
                        assertTrue(other == viewer || seat.get("stale").isEmpty(), where + " " + step);
                    }
                }
                assertEquals(hand.get("events").size(), expectedFrom, where);
                assertEquals(refereeLast.get("seats").get(viewer), last(hand.get("steps")).get("seats").get(viewer),
                        where);
                for (String type : List.of("offer", "choice")) {
                    assertEquals(count(referee.get("events"), type, viewer), count(hand.get("events"), type, viewer),
                            where);
                    assertEquals(count(hand.get("events"), type, -1), count(hand.get("events"), type, viewer), where);
                }
            }
        }
    }

    @Test
    void theSameSeedPlaysTheSameHandAndAnotherSeedAnother() {
        JsonNode once = api.get("/api/play?variant=hunan&seed=42&bots=random,greedy,random").body();
        JsonNode again = api.get("/api/play?variant=hunan&seed=42&bots=random,greedy,random").body();
        JsonNode other = api.get("/api/play?variant=hunan&seed=43&bots=random,greedy,random").body();
        assertEquals(once, again);
        assertNotEquals(once.get("events"), other.get("events"));
        assertEquals("[\"random\",\"greedy\",\"random\"]", once.get("bots").toString());
    }

    /**
     * `random` alone seats a random bot everywhere, as `play --bots random` does: the same hand as naming it thrice.
     */
    @Test
    void oneBotNameSeatsThatBotEverywhere() {
        JsonNode once = api.get("/api/play?variant=hunan&seed=5&bots=random").body();
        assertEquals("[\"random\",\"random\",\"random\"]", once.get("bots").toString());
        assertEquals(api.get("/api/play?variant=hunan&seed=5&bots=random,random,random").body(), once);
    }

    /**
     * A trace file written as `play --trace` writes it (the CLI's bots, the engine's TraceJson) gives the steps of
     * /api/play for the same seed and bots: the recorded choices replayed, in the referee's view and a seat's.
     */
    @ParameterizedTest
    @ValueSource(strings = {"hunan", "yongzhou"})
    void aTraceFileGivesTheStepsOfThePlayedHand(String variant) {
        RuleSet rules = VariantCompiler.compile(variants.resolve(variant + ".variant")).variant().orElseThrow().rules();
        for (long seed = 1; seed <= 3; seed++) {
            String trace = traceFile(rules, seed);
            JsonNode played = api.get("/api/play?variant=" + variant + "&seed=" + seed + "&bots=random").body();
            JsonNode replayed = api.post("/api/trace", trace).body();
            assertEquals(played.get("steps"), replayed.get("steps"), variant + " seed " + seed);
            assertEquals(played.get("events"), replayed.get("events"));
            assertEquals(variant, replayed.get("variant").asText());
            JsonNode seen = api.post("/api/trace?seat=2", trace).body();
            assertEquals(api.get("/api/play?variant=" + variant + "&seed=" + seed + "&bots=random&seat=2").body()
                    .get("steps"), seen.get("steps"));
        }
    }

    /**
     * Every step of a seat's view names the moment of the complete hand it shows: a moment of a referee step, rising,
     * the last the hand's end. So the stepper keeps the decision when the view changes.
     */
    @Test
    void aSeatsStepsNameTheRefereesMoments() {
        for (long seed = 1; seed <= 3; seed++) {
            JsonNode referee = api.get("/api/play?variant=hunan&seed=" + seed).body().get("steps");
            List<Integer> moments = new ArrayList<>();
            referee.forEach(step -> moments.add(step.get("moment").asInt()));
            referee.forEach(step -> assertEquals(step.get("to").asInt(), step.get("moment").asInt()));
            for (int viewer = 0; viewer < 3; viewer++) {
                JsonNode seen = api.get("/api/play?variant=hunan&seed=" + seed + "&seat=" + viewer).body().get("steps");
                int previous = -1;
                for (JsonNode step : seen) {
                    int moment = step.get("moment").asInt();
                    assertTrue(moments.contains(moment) && moment > previous, "seed " + seed + " seat " + viewer);
                    previous = moment;
                }
                assertEquals(last(referee).get("moment"), last(seen).get("moment"));
            }
        }
    }

    /** A trace written before the hand ended (three decisions in) opens as the deal and those three steps. */
    @Test
    void aTraceOfAnUnfinishedHandOpensUpToItsLastDecision() {
        RuleSet rules = VariantCompiler.compile(variants.resolve("hunan.variant")).variant().orElseThrow().rules();
        Game game = Game.start(rules, DeckOrder.shuffled(rules, 4), 0);
        Bot[] bots = botsFor(rules, 4);
        for (int decision = 0; decision < 3; decision++) {
            game.choose(bots[game.pendingSeat()].choose(game.observation(game.pendingSeat()), game.legalActions()));
        }
        JsonNode steps = api.post("/api/trace", TraceJson.write(game.trace())).body().get("steps");
        assertEquals(4, steps.size(), steps.toString());
        assertEquals(game.trace().size(), last(steps).get("to").asInt());
    }

    @Test
    void aTraceThatCannotBeReplayedIs4xxWithTheReason() throws Exception {
        RuleSet rules = VariantCompiler.compile(variants.resolve("hunan.variant")).variant().orElseThrow().rules();
        String trace = traceFile(rules, 1);
        Game game = Game.start(rules, DeckOrder.shuffled(rules, 1), 0);
        Bot.playOut(game, botsFor(rules, 1));
        String view = TraceJson.write(SeatView.events(game.trace(), 1, game.rules().play().weiShown()));
        ObjectNode otherVariant = (ObjectNode) ApiClient.JSON.readTree(trace);
        ((ObjectNode) otherVariant.get("events").get(0)).put("variant", "luzhou");
        record Bad(String body, int status, String reason) {
        }
        for (Bad bad : List.of(new Bad("not json", 400, "not JSON"), new Bad("{}", 400, "names no variant"),
                new Bad(view, 422, "a seat's view of a hand cannot be replayed"),
                new Bad(otherVariant.toString(), 422, "does not replay under luzhou"),
                new Bad(trace.replace("\"forced\":false", "\"forced\":true"), 422, "differs on replay"),
                new Bad(trace.replace("\"variant\":\"hunan\"", "\"variant\":\"nowhere\""), 404,
                "no variant 'nowhere'"))) {
            ApiClient.Reply reply = api.post("/api/trace", bad.body());
            assertEquals(bad.status(), reply.status(), bad.reason() + ": " + reply.body());
            assertTrue(reply.error().contains(bad.reason()), bad.reason() + ": " + reply.error());
        }
        assertEquals(400, api.post("/api/trace?seat=5", trace).status());
    }

    /** The trace `play --variant V --seed N --bots random --trace FILE` writes. */
    private static String traceFile(RuleSet rules, long seed) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot.playOut(game, botsFor(rules, seed));
        return TraceJson.write(game.trace());
    }

    private static Bot[] botsFor(RuleSet rules, long seed) {
        return BotLineup.parse("random", rules.seating().players()).seat(seed);
    }

    @Test
    void thePriorityExplainingClaimsIsTheVariants() {
        JsonNode priority = api.get("/api/play?variant=shaoyang&seed=1").body().get("priority");
        var claims = VariantCompiler.compile(variants.resolve("shaoyang.variant")).variant().orElseThrow()
                .rules().claims();
        assertEquals(claims.priority().size(), priority.get("tiers").size());
        assertEquals(claims.winnerOrder().size(), priority.get("winnerOrder").size());
    }

    /** The first step of the hand whose decision had more than one option, from step `from` on. */
    private static int choiceAfter(JsonNode steps, int from) {
        for (int i = from; i < steps.size(); i++) {
            if (steps.get(i).get("options").size() > 1) {
                return i;
            }
        }
        throw new AssertionError("no real decision after step " + from);
    }

    /**
     * A branch at step k with another option: steps before k and their events are the hand as played, exactly; step
     * k's decision is the option chosen, by the same seat among the same options; from there the hand plays on.
     */
    @Test
    void aBranchIsTheHandAsPlayedUpToItsStepThenTheOtherChoice() {
        String hand = "/api/play?variant=hunan&seed=11&bots=greedy";
        JsonNode played = api.get(hand).body();
        JsonNode steps = played.get("steps");
        int k = choiceAfter(steps, 5);
        JsonNode decision = steps.get(k);
        String other = null;
        for (JsonNode option : decision.get("options")) {
            if (!option.asText().equals(decision.get("choice").asText())) {
                other = option.asText();
                break;
            }
        }
        JsonNode branch = api.get(hand + "&branch=" + k + "&choose=" + URLEncoder.encode(other,
                StandardCharsets.UTF_8)).body();
        for (int i = 0; i < k; i++) {
            assertEquals(steps.get(i), branch.get("steps").get(i), "step " + i + " is the hand as played");
        }
        int shared = decision.get("from").asInt();
        for (int e = 0; e < shared; e++) {
            assertEquals(played.get("events").get(e), branch.get("events").get(e), "event " + e);
        }
        JsonNode parted = branch.get("steps").get(k);
        assertEquals(other, parted.get("choice").asText());
        assertEquals(decision.get("seat"), parted.get("seat"));
        assertEquals(decision.get("options"), parted.get("options"));
        assertNotEquals(played.get("events"), branch.get("events"));
        assertEquals(k, branch.get("branch").get("at").asInt());
        assertEquals(other, branch.get("branch").get("choose").asText());
        assertTrue(branch.get("branch").get("then").isNull());
    }

    /** Other bots from step k: the same hand before k, the decision at k made by the new bot of that seat. */
    @Test
    void aBranchWithOtherBotsPlaysOnWithThemFromItsStep() {
        String hand = "/api/play?variant=hunan&seed=12&bots=greedy";
        JsonNode played = api.get(hand).body();
        int k = 3;
        JsonNode branch = api.get(hand + "&branch=" + k + "&then=random").body();
        for (int i = 0; i < k; i++) {
            assertEquals(played.get("steps").get(i), branch.get("steps").get(i));
        }
        assertEquals("[\"random\",\"random\",\"random\"]", branch.get("branch").get("then").toString());
        assertEquals("[\"greedy\",\"greedy\",\"greedy\"]", branch.get("bots").toString(), "the hand's own bots");
        JsonNode again = api.get(hand + "&branch=" + k + "&then=random").body();
        assertEquals(branch, again, "a branch is as reproducible as the hand: its address is its own");
    }

    @Test
    void aBranchThatCannotBeMadeIsAClear4xx() {
        String hand = "/api/play?variant=hunan&seed=11&bots=greedy";
        int steps = api.get(hand).body().get("steps").size();
        record Bad(String query, int status, String reason) {
        }
        for (Bad bad : List.of(new Bad("&branch=0&choose=pass", 400, "branch=0 is no step with a decision"),
                new Bad("&branch=2", 400, "another choice ('choose') or other bots ('then')"),
                new Bad("&choose=pass", 400, "'choose' and 'then' need 'branch'"),
                new Bad("&branch=two&choose=pass", 400, "'branch' must be a whole number"),
                new Bad("&branch=2&then=smart", 400, "no bot 'smart'"),
                new Bad("&branch=" + steps + "&then=random", 422, "no step " + steps + " to branch at: the hand ends "
                        + "at step " + (steps - 1)),
                new Bad("&branch=1&choose=discard%20b11", 422, "'discard b11' is not among seat"))) {
            ApiClient.Reply reply = api.get(hand + bad.query());
            assertEquals(bad.status(), reply.status(), bad.query() + ": " + reply.error());
            assertTrue(reply.error().contains(bad.reason()), bad.query() + ": " + reply.error());
        }
    }

    @Test
    void badPlayRequestsAre400WithTheReason() {
        record Bad(String query, String reason) {
        }
        for (Bad bad : List.of(new Bad("seed=1", "'variant' is required"),
                new Bad("variant=hunan", "'seed' is required"),
                new Bad("variant=hunan&seed=abc", "whole number"), new Bad("variant=hunan&seed=1.5", "whole number"),
                new Bad("variant=hunan&seed=%D9%A3", "whole number"), // ٣, an Arabic-Indic 3: not a seed
                new Bad("variant=hunan&seed=1&bots=greedy,random", "one bot for every seat or one per seat"),
                new Bad("variant=hunan&seed=1&bots=greedy,smart,greedy", "no bot 'smart'"),
                new Bad("variant=hunan&seed=1&bots=,,", "no bot ''"),
                new Bad("variant=hunan&seed=1&seat=3", "no seat 3: this hand has seats 0 to 2"),
                new Bad("variant=hunan&seed=1&seat=-1", "no seat -1"),
                new Bad("variant=app004-two&seed=1&seat=2", "this hand has seats 0 to 1"),
                new Bad("variant=hunan&seed=1&seat=east", "'seat' must be a whole number"))) {
            ApiClient.Reply reply = api.get("/api/play?" + bad.query());
            assertEquals(400, reply.status(), bad.query());
            assertTrue(reply.error().contains(bad.reason()), bad.query() + ": " + reply.error());
        }
    }

    private static String bots(String variant) {
        return variant.equals("app004-two") ? "greedy,random" : "greedy,random,greedy";
    }

    /** Cards in hands, on tables, in piles, on the wall and on offer. */
    private static int cardsIn(JsonNode step) {
        int cards = step.get("wallLeft").asInt() + (step.get("offered").isNull() ? 0 : 1);
        for (JsonNode seat : step.get("seats")) {
            cards += seat.get("hand").size() + seat.get("pile").size();
            for (JsonNode meld : seat.get("table")) {
                cards += meld.asText().split(",").length;
            }
        }
        return cards;
    }

    private static JsonNode last(JsonNode array) {
        return array.get(array.size() - 1);
    }

    /** Cards face down ("?"). */
    private static int hidden(JsonNode cards) {
        int hidden = 0;
        for (JsonNode card : cards) {
            hidden += card.asText().equals("?") ? 1 : 0;
        }
        return hidden;
    }

    /** Events of the type for the seat (any seat: -1). */
    private static long count(JsonNode events, String type, int seat) {
        long count = 0;
        for (JsonNode event : events) {
            if (event.get("type").asText().equals(type) && (seat < 0 || event.get("seat").asInt() == seat)) {
                count++;
            }
        }
        return count;
    }

    private static boolean contains(JsonNode array, String text) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return values.contains(text);
    }
}
