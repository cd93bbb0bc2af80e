package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.ActionKind;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.RuleSet;
import io.javalin.http.Context;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Plays one seeded hand with bots and returns its trace events (the stable JSON of {@link TraceJson}) cut into
 * steps, one per decision, each with the table as it stands after the step, so the stepper can go back and forth
 * without replaying anything in the browser. With {@code seat=K}, all of it as seat K could see it ({@link SeatView}).
 */
final class PlayApi {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final VariantApi variants;

    PlayApi(VariantApi variants) {
        this.variants = variants;
    }

    /**
     * A seat after a step: concealed cards, table melds with the table's huxi, pile and stale cards (臭牌). As another
     * seat sees it: the hand face down ("?" per card), a wei face down and the huxi null while one is, no 臭牌.
     */
    record SeatAtStep(List<String> hand, List<String> table, Integer tableHuxi, List<String> pile, List<String> stale) {
    }

    /**
     * The events {@code [from, to)} of one step, the decision that ended it (absent for the deal and the end), the
     * card on offer and the wall after it.
     */
    record Step(int from, int to, Integer seat, List<String> options, String choice, String offered, int wallLeft,
                List<SeatAtStep> seats) {
    }

    void play(Context ctx) {
        String name = VariantApi.required(ctx, "variant");
        long seed = number(VariantApi.required(ctx, "seed"), "seed");
        RuleSet rules = variants.compiled(name).rules();
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot[] bots = bots(ctx.queryParam("bots"), game.players(), seed);
        Integer viewer = viewer(ctx.queryParam("seat"), game.players());
        List<Step> steps = new ArrayList<>();
        steps.add(step(game, 0, null, List.of(), null, viewer));
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            List<Action> options = game.legalActions();
            Action choice = bots[seat].choose(game.observation(seat), options);
            int from = game.trace().size();
            game.choose(choice);
            steps.add(step(game, from, seat, options.stream().map(Action::notation).toList(), choice.notation(), viewer));
        }
        List<Event> events = viewer == null ? game.trace() : SeatView.events(game.trace(), viewer);
        Map<String, Object> answer = new LinkedHashMap<>(Map.of("variant", name, "title", rules.title(), "seed", seed,
                "players", game.players(), "bots", Arrays.stream(bots).map(Bot::name).toList(),
                "priority", priority(rules.claims()), "redPoints", redPoints(rules),
                "steps", viewer == null ? steps : seenSteps(steps, game.trace(), viewer),
                "events", parse(TraceJson.write(events)).get("events")));
        if (viewer != null) {
            answer.put("seat", viewer);
        }
        ctx.json(answer);
    }

    private static Step step(Game game, int from, Integer seat, List<String> options, String choice, Integer viewer) {
        List<SeatAtStep> seats = new ArrayList<>();
        for (int s = 0; s < game.players(); s++) {
            List<Meld> table = game.table(s);
            if (viewer == null || viewer == s) {
                seats.add(new SeatAtStep(hand(game.hand(s)), table.stream().map(Meld::toString).toList(),
                        game.tableHuxi(s), names(game.pile(s)), names(game.staleCards(s))));
            } else {
                int held = Arrays.stream(game.hand(s)).sum();
                seats.add(new SeatAtStep(Collections.nCopies(held, Cards.name(Cards.HIDDEN)),
                        table.stream().map(m -> SeatView.asSeenByOthers(m).toString()).toList(),
                        SeatView.hidesHuxi(table) ? null : game.tableHuxi(s), names(game.pile(s)), List.of()));
            }
        }
        int offered = game.offeredCard();
        return new Step(from, game.trace().size(), seat, options, choice, offered < 0 ? null : Cards.name(offered),
                game.wallLeft(), seats);
    }

    /**
     * The steps as the viewer sees them: event ranges into its view; another seat's decision without its options or
     * choice or even its seat (who was asked is private); a step the viewer sees nothing of is left out.
     */
    private static List<Step> seenSteps(List<Step> steps, List<Event> trace, int viewer) {
        int[] seenBefore = new int[trace.size() + 1];
        SeatView view = SeatView.of(trace.get(0), viewer);
        for (int i = 0; i < trace.size(); i++) {
            seenBefore[i + 1] = seenBefore[i] + (view.see(trace.get(i)) == null ? 0 : 1);
        }
        List<Step> seen = new ArrayList<>();
        for (Step step : steps) {
            int from = seenBefore[step.from()];
            int to = seenBefore[step.to()];
            if (from == to && !seen.isEmpty()) {
                continue;
            }
            boolean own = step.seat() != null && step.seat() == viewer;
            seen.add(new Step(from, to, own ? step.seat() : null, own ? step.options() : List.of(),
                    own ? step.choice() : null, step.offered(), step.wallLeft(), step.seats()));
        }
        return seen;
    }

    private static Integer viewer(String text, int players) {
        if (text == null || text.isBlank()) {
            return null;
        }
        long seat = number(text, "seat");
        if (seat < 0 || seat >= players) {
            throw new ApiException(400, "no seat " + seat + ": this hand has seats 0 to " + (players - 1),
                    Map.of("hint", "seat=0 for the dealer's view; leave seat out for the complete (referee) trace"));
        }
        return (int) seat;
    }

    /** The claim priority in words, highest tier first, and who wins a tie: why a claim went to whom. */
    private static Map<String, Object> priority(Claims claims) {
        return Map.of("tiers", claims.priority().stream()
                        .map(tier -> tier.stream().sorted().map(ActionKind::word).toList()).toList(),
                "winnerOrder", claims.winnerOrder().stream().map(o -> o.name().toLowerCase(Locale.ROOT)).toList());
    }

    private static List<Integer> redPoints(RuleSet rules) {
        return IntStream.rangeClosed(1, 10).filter(p -> (rules.deck().redPoints() >> p & 1) != 0).boxed().toList();
    }

    private static Bot[] bots(String text, int players, long seed) {
        try {
            return BotLineup.parse(text == null || text.isBlank() ? "greedy" : text, players).seat(seed);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage(), Map.of("hint", "e.g. bots=greedy,random,greedy; bots are "
                    + BotLineup.KINDS));
        }
    }

    private static long number(String text, String parameter) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new ApiException(400, "'" + parameter + "' must be a whole number, got '" + text + "'");
        }
    }

    private static List<String> hand(int[] counts) {
        List<String> cards = new ArrayList<>();
        for (int card = 0; card < counts.length; card++) {
            for (int copy = 0; copy < counts[card]; copy++) {
                cards.add(Cards.name(card));
            }
        }
        return cards;
    }

    private static List<String> names(List<Integer> cards) {
        return cards.stream().map(Cards::name).toList();
    }

    private static JsonNode parse(String trace) {
        try {
            return JSON.readTree(trace);
        } catch (IOException e) {
            throw new IllegalStateException("the engine wrote a trace that is not JSON", e);
        }
    }
}
