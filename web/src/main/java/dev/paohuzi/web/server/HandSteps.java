package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.rules.ActionKind;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.web.common.WholeNumbers;
import picocli.CommandLine.TypeConversionException;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * A hand cut into steps for the stepper, one per decision, each with the table as it stands after the step, so the
 * page can go back and forth without replaying anything. The one place steps are made: a hand played by bots
 * ({@link PlayApi}), a trace file replayed, a scenario case played from its script ({@link ConformanceApi}).
 */
final class HandSteps {
    private static final ObjectMapper JSON = new ObjectMapper();

    private HandSteps() {}

    /** Makes the pending seat's choice on the game; false when there is none to make (the script ran out). */
    interface Decider {
        boolean decide(Game game);
    }

    /**
     * A seat after a step: concealed cards, table melds with the table's huxi, pile and stale cards (臭牌). As another
     * seat sees it: the hand face down ("?" per card), a wei face down (`wei shown: face down`) and the huxi null while
     * one is, no 臭牌. {@code holding}: the seat's concealed cards and table as {@code analyze} and the hand page read
     * them (what the stepper's "why" panel analyses), null where the hand is face down.
     */
    record SeatAtStep(List<String> hand, List<String> table, Integer tableHuxi, List<String> pile, List<String> stale,
                      String holding) {
    }

    /**
     * The events {@code [from, to)} of one step, the decision that ended it (absent for the deal and the end), the
     * card on offer and the wall after it. {@code moment} is the complete trace's event count after the step: the same
     * moment of the hand in every seat's view, where {@code from} and {@code to} count the view's events.
     */
    record Step(int from, int to, int moment, Integer seat, List<String> options, String choice, String offered,
                int wallLeft, List<SeatAtStep> seats) {
    }

    /**
     * Plays the game on with the decider until the hand ends or the decider stops; the steps, each seat's table as
     * {@code viewer} sees it (null: the referee, who sees everything).
     */
    private static List<Step> play(Game game, Decider decider, Integer viewer) {
        List<Step> steps = new ArrayList<>();
        steps.add(step(game, 0, null, List.of(), null, viewer));
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            List<String> options = game.legalActions().stream().map(Action::notation).toList();
            int from = game.trace().size();
            if (!decider.decide(game)) {
                break;
            }
            Event.Choice choice = (Event.Choice) game.trace().get(from); // the engine records the choice first
            steps.add(step(game, from, seat, options, choice.action().notation(), viewer));
        }
        return steps;
    }

    /**
     * Plays the game on with the decider and answers what the stepper renders: the variant's claim priority and red
     * points, the steps and the events, all of it as {@code viewer} could see it (null: the referee's complete trace).
     * Callers add where the hand came from.
     */
    static Map<String, Object> answer(Game game, Decider decider, Integer viewer) {
        List<Step> steps = play(game, decider, viewer);
        RuleSet rules = game.rules();
        List<Event> events = viewer == null ? game.trace()
                : SeatView.events(game.trace(), viewer, game.rules().play().weiShown());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("variant", rules.name());
        answer.put("title", rules.title());
        answer.put("players", game.players());
        answer.put("priority", priority(rules.claims()));
        answer.put("redPoints", redPoints(rules));
        answer.put("steps", viewer == null ? steps : seenSteps(steps, game, viewer));
        answer.put("events", parse(TraceJson.write(events)).get("events"));
        if (viewer != null) {
            answer.put("seat", viewer);
        }
        return answer;
    }

    /** {@code seat=K} of a request: a seat of this hand, or null for the referee's view. */
    static Integer viewer(String text, int players) {
        if (text == null || text.isBlank()) {
            return null;
        }
        return seat(number(text, "seat"), players, "seat=0 for the dealer's view; leave seat out for the complete "
                + "(referee) trace");
    }

    /** A seat of this hand; else a 400 that names the seats there are. */
    static int seat(long seat, int players, String hint) {
        if (seat < 0 || seat >= players) {
            throw new ApiException(400, "no seat " + seat + ": this hand has seats 0 to " + (players - 1),
                    Map.of("hint", hint));
        }
        return (int) seat;
    }

    static long number(String text, String parameter) {
        try {
            return WholeNumbers.parseLong(text.strip()); // ASCII digits only, as the CLI reads them (٣ is no seed)
        } catch (TypeConversionException e) {
            throw new ApiException(400, "'" + parameter + "' must be a whole number, got '" + text + "'");
        }
    }

    private static Step step(Game game, int from, Integer seat, List<String> options, String choice, Integer viewer) {
        List<SeatAtStep> seats;
        if (viewer == null) {
            seats = new ArrayList<>();
            for (int s = 0; s < game.players(); s++) {
                seats.add(new SeatAtStep(hand(game.hand(s)), game.table(s).stream().map(Meld::toString).toList(),
                        game.tableHuxi(s), names(game.pile(s)), names(game.staleCards(s)),
                        game.observation(s).holding().toString()));
            }
        } else {
            seats = seats(game.observation(viewer));
        }
        int offered = game.offeredCard();
        int to = game.trace().size();
        return new Step(from, to, to, seat, options, choice, offered < 0 ? null : Cards.name(offered), game.wallLeft(),
                seats);
    }

    /**
     * Every seat's table as one seat observes it, read from its {@link Observation} alone: its own hand and 臭牌; for
     * another seat one "?" per card held, a wei face down, the huxi null while a wei hides it, no 臭牌.
     */
    static List<SeatAtStep> seats(Observation view) {
        List<SeatAtStep> seats = new ArrayList<>();
        for (int s = 0; s < view.players(); s++) {
            boolean own = s == view.seat();
            int huxi = view.tableHuxi(s);
            seats.add(new SeatAtStep(own ? hand(view.hand()) : Collections.nCopies(view.concealedCount(s),
                    Cards.name(Cards.HIDDEN)), view.table(s).stream().map(Meld::toString).toList(),
                    huxi == Event.Laid.HIDDEN_HUXI ? null : huxi, names(view.pile(s)),
                    own ? names(view.staleCards()) : List.of(), own ? view.holding().toString() : null));
        }
        return seats;
    }

    /**
     * The steps as the viewer sees them: event ranges into its view; another seat's decision without its options or
     * choice or even its seat (who was asked is private); a step the viewer sees nothing of is left out.
     */
    private static List<Step> seenSteps(List<Step> steps, Game game, int viewer) {
        List<Event> trace = game.trace();
        int[] seenBefore = new int[trace.size() + 1];
        SeatView view = SeatView.of(trace.get(0), viewer, game.rules().play().weiShown());
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
            seen.add(new Step(from, to, step.moment(), own ? step.seat() : null, own ? step.options() : List.of(),
                    own ? step.choice() : null, step.offered(), step.wallLeft(), step.seats()));
        }
        return seen;
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

    /** Cards by count as their names, one per copy, in card order. */
    static List<String> hand(int[] counts) {
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
