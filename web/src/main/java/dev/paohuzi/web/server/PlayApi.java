package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.runtime.game.Action;
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

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The stepper's hands: one seeded hand played by bots ({@code GET /api/play}) or a branch of one (another choice
 * or other bots from a step on), or a trace file from `play --trace` replayed ({@code POST /api/trace}), each cut
 * into steps by {@link HandSteps}. With {@code seat=K}, all of it as seat K could see it ({@link SeatView}). The
 * seeded hand is a {@code POST} too, its body the editor's unsaved texts ({@link Drafts}), the rest as the query.
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
        RuleSet rules = variants.compiled(name, variants.drafts(ctx)).rules();
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        BotLineup lineup = lineup(ctx.queryParam("bots"), game.players());
        Integer viewer = HandSteps.viewer(ctx.queryParam("seat"), game.players());
        Branch branch = Branch.of(ctx, game.players());
        Bot[] bots = lineup.seat(seed);
        Bot[] after = branch == null || branch.then() == null ? bots : branch.then().seat(seed);
        int[] decision = {0};
        Map<String, Object> answer = HandSteps.answer(game, g -> {
            decision[0]++; // the decision that ends step decision[0]
            int seat = g.pendingSeat();
            if (branch != null && decision[0] == branch.at() && branch.choose() != null) {
                g.choose(branch.action(g));
                return true;
            }
            Bot[] deciding = branch != null && decision[0] >= branch.at() ? after : bots;
            g.choose(Bot.decide(deciding[seat], g, seat));
            return true;
        }, viewer);
        if (branch != null && decision[0] < branch.at()) {
            throw new ApiException(422, "no step " + branch.at() + " to branch at: the hand ends at step "
                    + decision[0], Map.of("hint", "branch at a step with a decision, 1 to " + decision[0]));
        }
        answer.put("seed", seed);
        answer.put("bots", lineup.names());
        if (branch != null) {
            answer.put("branch", branch.view());
        }
        ctx.json(answer);
    }

    /**
     * A branch of a seeded hand ({@code branch=K&choose=ACTION&then=BOTS}): the hand as played up to step K, where
     * the decision that ends step K is made otherwise — the option {@code choose} instead of the bot's, and from
     * there on the bots {@code then} (either or both). The steps before K are the original hand's, exactly: the same
     * deck, the same bots, the same choices, so the two hands can be laid side by side up to where they part.
     */
    private record Branch(int at, String choose, BotLineup then) {
        static Branch of(Context ctx, int players) {
            String at = ctx.queryParam("branch");
            String choose = ctx.queryParam("choose");
            String then = ctx.queryParam("then");
            if (at == null || at.isBlank()) {
                if (choose != null || then != null) {
                    throw new ApiException(400, "'choose' and 'then' need 'branch', the step to branch at",
                            Map.of("hint", "e.g. branch=4&choose=pass or branch=4&then=greedy"));
                }
                return null;
            }
            long step = HandSteps.number(at, "branch");
            if (step < 1 || step > Integer.MAX_VALUE) {
                throw new ApiException(400, "branch=" + step + " is no step with a decision",
                        Map.of("hint", "step 0 is the deal; branch at step 1 or later"));
            }
            if ((choose == null || choose.isBlank()) && (then == null || then.isBlank())) {
                throw new ApiException(400, "a branch needs another choice ('choose') or other bots ('then')",
                        Map.of("hint", "e.g. branch=" + step + "&choose=pass or branch=" + step + "&then=greedy"));
            }
            return new Branch((int) step, choose == null || choose.isBlank() ? null : choose.strip(),
                    then == null || then.isBlank() ? null : lineup(then, players));
        }

        /** The option named {@code choose} at this decision; a 422 naming the options there when it is none. */
        Action action(Game game) {
            List<String> options = game.legalActions().stream().map(Action::notation).toList();
            return game.legalActions().stream().filter(a -> a.notation().equals(choose)).findFirst()
                    .orElseThrow(() -> new ApiException(422, "'" + choose + "' is not among seat "
                            + game.pendingSeat() + "'s options at step " + at + ": " + String.join(", ", options),
                            Map.of("options", options)));
        }

        Map<String, Object> view() {
            Map<String, Object> view = new LinkedHashMap<>();
            view.put("at", at);
            view.put("choose", choose);
            view.put("then", then == null ? null : then.names());
            return view;
        }
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
            recorded = Replay.run(rules, new String(RequestBodies.bytes(ctx), StandardCharsets.UTF_8),
                    AnalyzerWinCheck.of(rules));
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
