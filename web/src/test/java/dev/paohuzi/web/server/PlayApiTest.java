package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.rules.Deck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** GET /api/play: a seeded hand cut into steps, each step's table consistent with the deck. */
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
                    assertEquals(cardsIn(referee.get("steps").get(0)), cardsIn(step), where + ": every card, face down too");
                    assertTrue(step.get("seat").isNull() || step.get("seat").asInt() == viewer, where + " " + step);
                    for (int other = 0; other < 3; other++) {
                        JsonNode seat = step.get("seats").get(other);
                        assertEquals(other == viewer ? 0 : seat.get("hand").size(), hidden(seat.get("hand")),
                                where + " seat " + other + " " + step);
                        assertTrue(other == viewer || seat.get("stale").isEmpty(), where + " " + step);
                    }
                }
                assertEquals(hand.get("events").size(), expectedFrom, where);
                assertEquals(refereeLast.get("seats").get(viewer), last(hand.get("steps")).get("seats").get(viewer), where);
                for (String type : List.of("offer", "choice")) {
                    assertEquals(count(referee.get("events"), type, viewer), count(hand.get("events"), type, viewer), where);
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

    @Test
    void thePriorityExplainingClaimsIsTheVariants() {
        JsonNode priority = api.get("/api/play?variant=shaoyang&seed=1").body().get("priority");
        var claims = VariantCompiler.compile(variants.resolve("shaoyang.variant")).variant().orElseThrow()
                .rules().claims();
        assertEquals(claims.priority().size(), priority.get("tiers").size());
        assertEquals(claims.winnerOrder().size(), priority.get("winnerOrder").size());
    }

    @Test
    void badPlayRequestsAre400WithTheReason() {
        record Bad(String query, String reason) {
        }
        for (Bad bad : List.of(new Bad("seed=1", "'variant' is required"), new Bad("variant=hunan", "'seed' is required"),
                new Bad("variant=hunan&seed=abc", "whole number"), new Bad("variant=hunan&seed=1.5", "whole number"),
                new Bad("variant=hunan&seed=1&bots=greedy,random", "one per seat"),
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
