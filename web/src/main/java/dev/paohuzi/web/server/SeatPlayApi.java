package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import io.javalin.http.Context;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A person plays one seat against the bots ({@code POST /api/seat}). Nothing is kept between requests: the client
 * sends the variant, seed, bots, its seat and every choice it has made so far, and the hand is replayed (the engine
 * is deterministic from the deck and the choices) up to that seat's next decision, which is answered with the
 * seat's {@link Observation} and its options, or to the end of the hand. The steps and events are those of
 * {@code /api/play}, cut by {@link HandSteps}, as the seat sees them (or, with {@code view}, as another seat or the
 * referee does: the stepper walking through the hand once it is played).
 */
final class SeatPlayApi {
    static final String BODY = "{\"variant\": \"hunan\", \"text\": null, \"drafts\": null, \"seed\": 3, "
            + "\"bots\": \"greedy\", \"seat\": 1, \"choices\": [\"discard s3\", \"pass\"], \"view\": null}";
    private static final String RESTART = "the choices were made in another hand (another variant text, seed or "
            + "bots?): start the hand again, or drop the choices from this one on";

    private final VariantApi variants;

    SeatPlayApi(VariantApi variants) {
        this.variants = variants;
    }

    /** The seat's choices, taken in order at its decisions; runs out at the decision the person is to make next. */
    private static final class Person {
        private final List<String> choices;
        private int made;

        Person(List<String> choices) {
            this.choices = choices;
        }

        boolean decide(Game game) {
            if (made == choices.size()) {
                return false;
            }
            String choice = choices.get(made);
            List<Action> options = game.legalActions();
            Action chosen = options.stream().filter(a -> a.notation().equals(choice)).findFirst()
                    .orElseThrow(() -> new ApiException(422, "choice " + (made + 1) + " of " + choices.size() + ", '"
                            + choice + "', is not among seat " + game.pendingSeat() + "'s options at that decision: "
                            + String.join(", ", notations(options)), details(made, choice, notations(options))));
            game.choose(chosen);
            made++;
            return true;
        }
    }

    void play(Context ctx) {
        JsonNode body = RequestBodies.object(ctx, BODY);
        RuleSet rules = rules(body);
        long seed = RequestBodies.whole(body, "seed", BODY);
        int players = rules.seating().players();
        int seat = HandSteps.seat(RequestBodies.whole(body, "seat", BODY), players, "the seat the person plays; "
                + "seat 0 deals");
        BotLineup lineup = PlayApi.lineup(body.hasNonNull("bots") ? RequestBodies.text(body, "bots", BODY) : null,
                players);
        List<String> choices = choices(body.get("choices"));
        Integer viewer = viewer(body.get("view"), seat, players);

        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot[] bots = lineup.seat(seed);
        Person person = new Person(choices);
        Map<String, Object> answer = HandSteps.answer(game, g -> {
            int pending = g.pendingSeat();
            if (pending == seat) {
                return person.decide(g);
            }
            g.choose(Bot.decide(bots[pending], g, pending));
            return true;
        }, viewer);
        if (person.made < choices.size()) {
            String extra = choices.get(person.made);
            throw new ApiException(422, "the hand ended after " + person.made + " of the " + choices.size()
                    + " choices; choice " + (person.made + 1) + ", '" + extra + "', has no decision to answer",
                    details(person.made, extra, List.of()));
        }
        answer.put("seed", seed);
        answer.put("bots", lineup.names());
        answer.put("human", seat);
        answer.put("choices", choices);
        answer.put("decision", game.isOver() ? null : decision(game.observation(seat), game.legalActions()));
        ctx.json(answer);
    }

    /**
     * The decision as the seat's bot would be handed it: what the seat observes (read from its {@link Observation}
     * alone, never from the game) and its legal options, in the engine's order.
     */
    static Map<String, Object> decision(Observation view, List<Action> options) {
        Map<String, Object> observation = new LinkedHashMap<>();
        observation.put("seat", view.seat());
        observation.put("dealer", view.dealer());
        observation.put("wallLeft", view.wallLeft());
        int offered = view.offeredCard();
        observation.put("offered", offered < 0 ? null : Cards.name(offered));
        observation.put("seats", HandSteps.seats(view));
        return Map.of("observation", observation, "options", notations(options));
    }

    /** The variant by name, with the request's drafts; {@code text} is the editor's unsaved text of it. */
    private RuleSet rules(JsonNode body) {
        String name = RequestBodies.text(body, "variant", BODY);
        Drafts drafts = variants.drafts(body);
        return variants.compiled(name, body.hasNonNull("text") ? drafts.with(name, RequestBodies.text(body, "text",
                BODY)) : drafts).rules();
    }

    private static List<String> choices(JsonNode node) {
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new ApiException(400, "'choices' must be a list of the seat's choices so far, as notations",
                    Map.of("expected", BODY));
        }
        List<String> choices = new ArrayList<>(node.size());
        for (JsonNode choice : node) {
            if (!choice.isTextual()) {
                throw new ApiException(400, "choice " + (choices.size() + 1) + " is not a string but " + choice,
                        Map.of("step", choices.size(), "expected", BODY));
            }
            choices.add(choice.asText());
        }
        return choices;
    }

    /** {@code view}: absent, the person's own seat; {@code "referee"}, everything; a number, that seat. */
    private static Integer viewer(JsonNode view, int seat, int players) {
        if (view == null || view.isNull()) {
            return seat;
        }
        if (view.isTextual() && view.asText().equals("referee")) {
            return null;
        }
        if (!view.isIntegralNumber() || !view.canConvertToLong()) {
            throw new ApiException(400, "'view' must be a seat or \"referee\"", Map.of("expected", BODY));
        }
        return HandSteps.seat(view.asLong(), players, "view: a seat, or \"referee\" for the complete trace");
    }

    /** What names the first bad choice: its index in {@code choices}, its text, the options at its decision. */
    private static Map<String, Object> details(int index, String choice, List<String> options) {
        return Map.of("step", index, "choice", choice, "options", options, "hint", RESTART);
    }

    private static List<String> notations(List<Action> options) {
        return options.stream().map(Action::notation).toList();
    }
}
