package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * POST /api/seat: a person plays one seat against the bots, the hand replayed from the choices so far. Each decision
 * shows the seat's observation and nothing more, choosing what the bots chose replays the bots' hand, and a choice
 * list that does not fit the hand is a 4xx naming its first bad step.
 */
class SeatPlayApiTest extends ServerFixture {

    /**
     * A whole hand played through the API, a seeded random option at each of the seat's decisions. At each, the
     * options are the engine's, the seat's own hand is its own, the others' hands are face down, and the JSON names
     * each card exactly as often as the seat has seen it: a card concealed from the seat (another's hand, a face-down
     * wei, the wall) would be one copy too many.
     */
    @ParameterizedTest
    @CsvSource({"hunan, 0, 1", "hunan, 1, 2", "yongzhou, 2, 3", "luzhou, 1, 4", "app004-two, 1, 5"})
    void aSeatSeesOnlyItsObservationAtEachDecisionOfAWholeHand(String variant, int seat, long seed) {
        RuleSet rules = rules(variant);
        SplittableRandom person = new SplittableRandom(seed);
        List<String> choices = new ArrayList<>();
        JsonNode answer;
        while (!(answer = ok(play(variant, seed, "random", seat, choices))).get("decision").isNull()) {
            assertTrue(choices.size() < 200, "a hand has far fewer decisions");
            String where = variant + " seed " + seed + " seat " + seat + " decision " + choices.size();
            Game game = replay(rules, seed, seat, choices);
            assertEquals(seat, game.pendingSeat(), where);
            JsonNode decision = answer.get("decision");
            List<String> options = strings(decision.get("options"));
            assertEquals(game.legalActions().stream().map(Action::notation).toList(), options, where);
            seesOnlyItsObservation(decision.get("observation"), game, seat, where);
            choices.add(options.get(person.nextInt(options.size())));
        }
        JsonNode events = answer.get("events");
        assertEquals("end", events.get(events.size() - 1).get("type").asText());
        assertTrue(replay(rules, seed, seat, choices).isOver());
        assertEquals(seat, answer.get("human").asInt());
        assertEquals(seat, answer.get("seat").asInt(), "the seat's own view");
        assertEquals(choices, strings(answer.get("choices")));
    }

    /**
     * Choosing at seat 1 what its bot chose in /api/play plays the bots' hand again, step for step, in the referee's
     * view and the seat's; a prefix of the choices stops at the next of them, its events a prefix of the hand's.
     */
    @ParameterizedTest
    @CsvSource({"hunan, 7", "yongzhou, 8", "shaoyang, 9"})
    void choosingWhatTheBotChoseReplaysTheBotsHand(String variant, long seed) {
        JsonNode bots = api.get("/api/play?variant=" + variant + "&seed=" + seed + "&bots=random").body();
        List<String> choices = choicesOf(bots, 1);
        JsonNode referee = ok(play(variant, seed, "random", 1, choices, "view", "referee"));
        assertEquals(bots.get("steps"), referee.get("steps"));
        assertEquals(bots.get("events"), referee.get("events"));
        assertTrue(referee.get("decision").isNull());
        assertFalse(referee.has("seat"), "the referee's view names no viewer");

        JsonNode seen = ok(play(variant, seed, "random", 1, choices));
        JsonNode botsSeen = api.get("/api/play?variant=" + variant + "&seed=" + seed + "&bots=random&seat=1").body();
        assertEquals(botsSeen.get("steps"), seen.get("steps"));
        assertEquals(botsSeen.get("events"), seen.get("events"));
        assertEquals(seen, ok(play(variant, seed, "random", 1, choices)), "the same request, the same answer");

        int half = choices.size() / 2;
        JsonNode part = ok(play(variant, seed, "random", 1, choices.subList(0, half)));
        assertTrue(strings(part.get("decision").get("options")).contains(choices.get(half)));
        JsonNode partEvents = part.get("events");
        for (int i = 0; i < partEvents.size(); i++) {
            assertEquals(seen.get("events").get(i), partEvents.get(i), "event " + i);
        }
    }

    @Test
    void aChoiceListThatDoesNotFitTheHandNamesItsFirstBadStep() {
        List<String> choices = choicesOf(api.get("/api/play?variant=hunan&seed=7&bots=random").body(), 1);
        assertTrue(choices.size() > 3, choices.toString());

        List<String> illegal = new ArrayList<>(choices);
        illegal.set(2, "discard s99");
        JsonNode refused = refused(422, play("hunan", 7, "random", 1, illegal), "choice 3 of " + choices.size()
                + ", 'discard s99', is not among seat 1's options");
        assertEquals(2, refused.get("step").asInt());
        assertEquals("discard s99", refused.get("choice").asText());
        assertEquals(strings(ok(play("hunan", 7, "random", 1, choices.subList(0, 2))).get("decision").get("options")),
                strings(refused.get("options")));

        List<String> extra = new ArrayList<>(choices);
        extra.add("pass");
        assertEquals(choices.size(), refused(422, play("hunan", 7, "random", 1, extra), "the hand ended after "
                + choices.size() + " of the " + extra.size() + " choices").get("step").asInt());

        // the same list against another deal: stale, refused at the first choice it no longer fits
        JsonNode stale = refused(422, play("hunan", 8, "random", 1, choices), "");
        assertTrue(stale.get("step").asInt() < choices.size() + 1, stale.toString());
        assertTrue(stale.get("hint").asText().contains("start the hand again"), stale.toString());
    }

    @Test
    void badRequestsAre4xxWithTheReasonNever500() throws IOException {
        refused(400, play("hunan", 1, "random", 3, List.of()), "no seat 3: this hand has seats 0 to 2");
        refused(400, play("hunan", 1, "random", -1, List.of()), "no seat -1");
        refused(400, play("app004-two", 1, "random", 2, List.of()), "this hand has seats 0 to 1");
        refused(400, api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", 1, "seat", "east")),
                "'seat' must be a whole number");
        refused(400, play("hunan", 1, "smart", 1, List.of()), "no bot 'smart'");
        refused(400, play("hunan", 1, "greedy,random", 1, List.of()), "one bot for every seat or one per seat");
        refused(404, play("no-such", 1, "random", 1, List.of()), "no-such");
        refused(400, play("../hunan", 1, "random", 1, List.of()), "");
        refused(400, api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", "x", "seat", 1)),
                "'seed' must be a whole number");
        refused(400, api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", 1, "seat", 1, "choices",
                "pass")), "'choices' must be a list");
        assertEquals(0, refused(400, api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", 1, "seat", 1,
                "choices", List.of(3))), "choice 1 is not a string").get("step").asInt());
        refused(400, play("hunan", 1, "random", 1, List.of(), "view", 3), "no seat 3");
        refused(400, play("hunan", 1, "random", 1, List.of(), "view", "everyone"), "'view' must be a seat");
        refused(400, api.post("/api/seat", "[1, 2]"), "must be a JSON object");
        refused(400, api.post("/api/seat", "{"), "not JSON");
        assertTrue(refused(422, api.post("/api/seat", ApiClient.object("variant", "hunan", "text", "variant hunan\n"
                + "no such rule: 3\n", "seed", 1, "seat", 1)), "the unsaved text of 'hunan' has errors")
                .get("diagnostics").size() > 0);

        String text = Files.readString(variants.resolve("hunan.variant"));
        JsonNode unsaved = ok(api.post("/api/seat", ApiClient.object("variant", "hunan", "text", text, "seed", 4,
                "bots", "random", "seat", 2)));
        assertEquals(ok(play("hunan", 4, "random", 2, List.of())), unsaved, "the unsaved text of the saved file");
    }

    /** One default bot, BotLineup's: /api/bots names it, /api/play and /api/seat seat it when asked for none. */
    @Test
    void requestsNamingNoBotsGetTheDefaultBot() {
        JsonNode bots = api.get("/api/bots").body();
        assertEquals(BotLineup.DEFAULT, bots.get("default").asText());
        assertEquals(BotLineup.KINDS, strings(bots.get("kinds")));
        String everywhere = "[\"" + String.join("\",\"", List.of(BotLineup.DEFAULT, BotLineup.DEFAULT,
                BotLineup.DEFAULT)) + "\"]";
        assertEquals(everywhere, api.get("/api/play?variant=hunan&seed=2").body().get("bots").toString());
        assertEquals(everywhere, ok(api.post("/api/seat", ApiClient.object("variant", "hunan", "seed", 2, "seat", 0)))
                .get("bots").toString());
    }

    /**
     * The observation JSON names the seat's own hand, others' hands as "?" by count, no other seat's 臭牌, and every
     * card as often as the seat has seen it ({@link Observation#unseen}: the deck less its hand and all that is shown).
     */
    private static void seesOnlyItsObservation(JsonNode observation, Game game, int seat, String where) {
        Observation view = game.observation(seat);
        int[] named = new int[Cards.ALL_KINDS];
        int hidden = 0;
        for (int s = 0; s < game.players(); s++) {
            JsonNode shown = observation.get("seats").get(s);
            if (s == seat) {
                assertEquals(HandSteps.hand(game.hand(seat)), strings(shown.get("hand")), where);
            } else {
                assertEquals(Arrays.stream(game.hand(s)).sum(), shown.get("hand").size(), where);
                assertTrue(strings(shown.get("hand")).stream().allMatch("?"::equals), where + ": " + shown);
                assertTrue(shown.get("stale").isEmpty(), where + ": another seat's 臭牌 are its own");
            }
            List<String> cards = new ArrayList<>(strings(shown.get("hand")));
            cards.addAll(strings(shown.get("pile")));
            for (String meld : strings(shown.get("table"))) {
                cards.addAll(List.of(meld.substring(meld.indexOf(':') + 1).split(",")));
            }
            for (String card : cards) {
                if (card.equals("?")) {
                    hidden++;
                } else {
                    named[Cards.parse(card)]++;
                }
            }
        }
        if (!observation.get("offered").isNull() && !observation.get("offered").asText().equals("?")) {
            named[Cards.parse(observation.get("offered").asText())]++;
        }
        int[] unseen = view.unseen();
        int copies = game.rules().deck().copies();
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            int inDeck = card == Cards.JOKER ? game.rules().deck().jokers() : copies;
            assertEquals(inDeck - unseen[card], named[card], where + ": copies of " + Cards.name(card) + " named");
        }
        assertEquals(Arrays.stream(unseen).sum() - game.wallLeft(), hidden, where + ": the others' cards, face down");
        assertEquals(game.wallLeft(), observation.get("wallLeft").asInt(), where);
    }

    /** The hand the server plays for these choices: the deck of the seed, seat 0 dealing, random bots elsewhere. */
    private static Game replay(RuleSet rules, long seed, int seat, List<String> choices) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot[] bots = BotLineup.parse("random", game.players()).seat(seed);
        Iterator<String> mine = choices.iterator();
        while (!game.isOver() && (game.pendingSeat() != seat || mine.hasNext())) {
            int pending = game.pendingSeat();
            if (pending == seat) {
                game.choose(mine.next());
            } else {
                game.choose(bots[pending].choose(game.observation(pending), game.legalActions()));
            }
        }
        return game;
    }

    /** A seat's choices in a referee's /api/play answer, in order. */
    private static List<String> choicesOf(JsonNode hand, int seat) {
        List<String> choices = new ArrayList<>();
        for (JsonNode step : hand.get("steps")) {
            if (step.get("seat").asInt(-1) == seat) {
                choices.add(step.get("choice").asText());
            }
        }
        return choices;
    }

    private ApiClient.Reply play(String variant, long seed, String bots, int seat, List<String> choices,
                                 Object... more) {
        List<Object> fields = new ArrayList<>(List.of("variant", variant, "seed", seed, "bots", bots, "seat", seat,
                "choices", choices));
        fields.addAll(List.of(more));
        return api.post("/api/seat", ApiClient.object(fields.toArray()));
    }

    private static JsonNode ok(ApiClient.Reply reply) {
        assertEquals(200, reply.status(), reply.body().toString());
        return reply.body();
    }

    private static JsonNode refused(int status, ApiClient.Reply reply, String reason) {
        assertEquals(status, reply.status(), reply.body().toString());
        assertTrue(reply.error().contains(reason), reply.error());
        return reply.body();
    }

    private RuleSet rules(String variant) {
        return VariantCompiler.compile(variants.resolve(variant + ".variant")).variant().orElseThrow().rules();
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(node -> strings.add(node.asText()));
        return strings;
    }
}
