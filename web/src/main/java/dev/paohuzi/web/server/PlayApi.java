package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.ReplayException;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.rules.RuleSet;
import io.javalin.http.Context;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The stepper's hands: one seeded hand played by bots ({@code GET /api/play}), or a trace file from `play --trace`
 * replayed ({@code POST /api/trace}), each cut into steps by {@link HandSteps}. With {@code seat=K}, all of it as
 * seat K could see it ({@link SeatView}).
 */
final class PlayApi {
    private static final String TRACE = "the JSON trace `play --trace FILE` writes";

    private final VariantApi variants;

    PlayApi(VariantApi variants) {
        this.variants = variants;
    }

    void play(Context ctx) {
        String name = VariantApi.required(ctx, "variant");
        long seed = HandSteps.number(VariantApi.required(ctx, "seed"), "seed");
        RuleSet rules = variants.compiled(name).rules();
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        BotLineup lineup = lineup(ctx.queryParam("bots"), game.players());
        Integer viewer = HandSteps.viewer(ctx.queryParam("seat"), game.players());
        Bot[] bots = lineup.seat(seed);
        Map<String, Object> answer = HandSteps.answer(game, g -> {
            int seat = g.pendingSeat();
            g.choose(bots[seat].choose(g.observation(seat), g.legalActions()));
            return true;
        }, viewer);
        answer.put("seed", seed);
        answer.put("bots", lineup.names());
        ctx.json(answer);
    }

    /**
     * The body is a trace file as `play --trace` writes it (the complete trace: a seat's view has no deck to replay).
     * It must replay exactly under the variant as saved now; its deck and recorded choices then play the steps.
     */
    void trace(Context ctx) {
        JsonNode start = RequestBodies.object(ctx, TRACE).path("events").path(0);
        if (!start.path("variant").isTextual()) {
            throw new ApiException(400, "the body is not a trace: its first event names no variant",
                    Map.of("expected", TRACE));
        }
        RuleSet rules = variants.compiled(start.path("variant").asText()).rules();
        Game recorded;
        try {
            recorded = Replay.run(rules, ctx.body(), AnalyzerWinCheck.of(rules));
        } catch (ReplayException e) {
            throw new ApiException(422, "the trace does not replay under " + rules.name() + " as saved now: "
                    + e.getMessage(), Map.of("hint", "`replay FILE --variant " + rules.name() + "` says the same"));
        }
        Event.Start dealt = (Event.Start) recorded.trace().get(0);
        Game game = Game.start(rules, DeckOrder.stacked(rules, dealt.deck()), dealt.dealer(), dealt.deadHandsBefore(),
                AnalyzerWinCheck.of(rules));
        Iterator<Event.Choice> choices = recorded.trace().stream()
                .filter(e -> e instanceof Event.Choice c && !c.forced())
                .map(Event.Choice.class::cast).toList().iterator();
        ctx.json(HandSteps.answer(game, g -> {
            if (!choices.hasNext()) {
                return false; // a trace cut short at a decision replays exactly; its steps end there
            }
            g.choose(choices.next().action());
            return true;
        }, HandSteps.viewer(ctx.queryParam("seat"), game.players())));
    }

    /** The bots there are and the one a request that names none gets: for the pages' bot boxes. */
    void bots(Context ctx) {
        ctx.json(Map.of("kinds", BotLineup.KINDS, "default", BotLineup.DEFAULT));
    }

    /**
     * {@code random} seats one kind everywhere, as `play --bots` does; {@code greedy,random,greedy} one per seat; none
     * (null or blank) {@link BotLineup#DEFAULT} everywhere. Every endpoint that seats bots reads them here.
     */
    static BotLineup lineup(String text, int players) {
        try {
            return BotLineup.parse(text == null || text.isBlank() ? BotLineup.DEFAULT : text, players);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage(), Map.of("hint", "e.g. bots=random or bots=greedy,random,greedy; "
                    + "bots are " + BotLineup.KINDS, "bots", BotLineup.KINDS));
        }
    }
}
