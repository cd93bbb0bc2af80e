package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seeded random hands of every region and seat count, each seen from every seat after every decision: the viewer
 * keeps all of its own events, sees nothing of another seat's concealed cards or private decisions, and sees another
 * seat's table huxi exactly when the game's table of that seat has no wei face down; and every observation counts
 * each seat's concealed cards as the seat holds them, as the seat's packed counts do (both are kept in step, not
 * counted where they are read).
 */
class SeatViewInvariantsTest {
    private static final int HANDS = Integer.getInteger("engine.seatViewHands", 200);

    @TestFactory
    Stream<DynamicTest> noViewLeaksAndNoneLosesItsOwnCards() {
        return RealVariants.WITH_OTHER_SEAT_COUNTS.stream().map(rules -> DynamicTest.dynamicTest(rules.name(),
                () -> IntStream.range(0, HANDS).parallel().forEach(seed -> playSeen(rules, seed))));
    }

    private static void playSeen(RuleSet rules, long seed) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, seed), 0);
        Bot[] bots = IntStream.range(0, game.players()).mapToObj(seat -> new RandomBot(seed * 7 + seat))
                .toArray(Bot[]::new);
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            game.choose(bots[seat].choose(game.observation(seat), game.legalActions()));
            for (int viewer = 0; viewer < game.players(); viewer++) {
                checkConcealedCounts(game, game.observation(viewer), rules.name() + " seed " + seed);
                checkTableHuxi(game, viewer, SeatView.events(game.trace(), viewer, game.rules().play().weiShown()),
                        rules.name() + " seed " + seed);
            }
        }
        checkEvents(game, rules.name() + " seed " + seed);
    }

    private static void checkConcealedCounts(Game game, Observation view, String where) {
        for (int seat = 0; seat < game.players(); seat++) {
            int held = 0;
            for (int count : game.hand(seat)) {
                held += count;
            }
            assertEquals(held, view.concealedCount(seat), where + ": seat " + seat + "'s concealed cards seen from "
                    + view.seat() + " at step " + game.trace().size());
            assertEquals(Counts.pack(game.hand(seat)), game.seat(seat).packedConcealed(),
                    where + ": seat " + seat + "'s packed cards at step " + game.trace().size());
        }
    }

    /** The game's own table is the oracle: a wei face down there hides the huxi, else the view shows the game's. */
    private static void checkTableHuxi(Game game, int viewer, List<Event> view, String where) {
        for (int seat = 0; seat < game.players(); seat++) {
            Event.Laid last = null;
            for (Event event : view) {
                if (event instanceof Event.Laid laid && laid.seat() == seat) {
                    last = laid;
                }
            }
            if (last == null) {
                continue;
            }
            boolean faceDown = seat != viewer && game.rules().play().weiShown().hides()
                    && game.table(seat).stream().anyMatch(m -> m.kind() == GroupKind.WEI);
            assertEquals(faceDown ? Event.Laid.HIDDEN_HUXI : game.tableHuxi(seat), last.tableHuxi(),
                    where + ": seat " + seat + "'s table huxi as seat " + viewer + " sees it");
        }
    }

    /** Event by event, every seat's view against the referee trace, and the viewers of one seat against each other. */
    private static void checkEvents(Game game, String where) {
        List<Event> trace = game.trace();
        List<SeatView> views = new ArrayList<>();
        for (int viewer = 0; viewer < game.players(); viewer++) {
            views.add(SeatView.of(trace.get(0), viewer, game.rules().play().weiShown()));
        }
        for (int i = 0; i < trace.size(); i++) {
            Event event = trace.get(i);
            List<Event> seen = new ArrayList<>();
            views.forEach(view -> seen.add(view.see(event)));
            String at = where + ", event " + i + " " + event;
            int owner = event instanceof Event.Reveal ? -1 : event.seat();   // the reveal card is shown (000:21)
            for (int viewer = 0; viewer < game.players(); viewer++) {
                if (viewer == owner) {
                    assertEquals(event, seen.get(viewer), at + ": the seat's own event, as it was");
                } else {
                    checkOthers(event, seen.get(viewer), viewer, game.rules().play().weiShown(),
                            at + ", seen by seat " + viewer);
                    if (owner >= 0 || event instanceof Event.Claim || event instanceof Event.Start) {
                        continue;
                    }
                    assertEquals(event, seen.get(viewer), at + ": a public event, as it was");
                }
            }
            for (int a = 0; a < game.players(); a++) {
                for (int b = 0; b < game.players(); b++) {
                    if (a != owner && b != owner && !(event instanceof Event.Claim)) {
                        assertEquals(seen.get(a), seen.get(b), at + ": seats " + a + " and " + b
                                + " see another alike");
                    }
                }
            }
        }
    }

    /** What a seat may see of an event that is not its own. */
    private static void checkOthers(Event event, Event seen, int viewer, Play.WeiShown weiShown, String at) {
        if (event instanceof Event.Start) {
            assertEquals(List.of(), ((Event.Start) seen).deck(), at + ": the deck order is the referee's");
        } else if (event instanceof Event.Discard) {
            assertEquals(event, seen, at + ": a discard is shown");
        } else if (event instanceof Event.Offer || event instanceof Event.Choice || event instanceof Event.Stale
                || event instanceof Event.StaleWin) {
            assertNull(seen, at + ": another seat's decision or memory");
        } else if (event instanceof Event.Deal deal) {
            assertEquals(deal.cards().size(), ((Event.Deal) seen).cards().size(), at + ": the count is seen");
            assertTrue(((Event.Deal) seen).cards().stream().allMatch(c -> c == Cards.HIDDEN), at + ": dealt face down");
        } else if (event instanceof Event.Draw draw) {
            assertEquals(draw.shown() ? draw.card() : Cards.HIDDEN, ((Event.Draw) seen).card(), at);
        } else if (event instanceof Event.Laid laid && laid.action().type() == ActionType.WEI && weiShown.hides()) {
            Event.Laid wei = (Event.Laid) seen;
            assertEquals(Cards.HIDDEN, wei.action().card(), at + ": a wei is face down");
            assertTrue(wei.action().melds().stream().allMatch(m -> m.card() == Cards.HIDDEN), at
                    + ": a wei is face down");
        } else if (event instanceof Event.Laid laid) {
            assertEquals(laid.action(), ((Event.Laid) seen).action(), at + ": laid face up");
        } else if (event instanceof Event.Claim claim && seen != null) {
            assertTrue(((Event.Claim) seen).answers().stream()
                    .allMatch(a -> a.seat() == viewer || a.seat() == claim.winner()), at
                    + ": only its own and the taker's");
            assertEquals(claim.answers().stream().filter(a -> a.seat() == viewer).toList(),
                    ((Event.Claim) seen).answers().stream().filter(a -> a.seat() == viewer).toList(),
                    at + ": its own answer");
        } else if (event instanceof Event.Claim claim) {
            assertFalse(claim.winner() >= 0 || claim.answers().stream().anyMatch(a -> a.seat() == viewer),
                    at + ": a claim it answered or saw taken is seen");
        }
    }
}
