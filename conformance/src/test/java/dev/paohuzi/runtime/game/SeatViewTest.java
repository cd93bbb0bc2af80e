package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.trace.Replay;
import dev.paohuzi.runtime.game.trace.ReplayException;
import dev.paohuzi.runtime.game.trace.SeatView;
import dev.paohuzi.runtime.game.trace.TraceJson;
import dev.paohuzi.runtime.game.trace.TraceLog;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.Scorer;
import org.approvaltests.Approvals;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static dev.paohuzi.runtime.game.Scenario.card;
import static dev.paohuzi.runtime.game.Scenario.passUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A seat's view of a trace: each visibility rule of the seeds on a stacked hand (seat 0 deals). */
class SeatViewTest {
    private static <T extends Event> List<T> all(List<Event> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    private static List<Event.Laid> melds(List<Event> events, int seat) {
        return all(events, Event.Laid.class).stream().filter(e -> e.seat() == seat).toList();
    }

    private static List<Event.Draw> draws(List<Event> events, int seat) {
        return all(events, Event.Draw.class).stream().filter(e -> e.seat() == seat).toList();
    }

    /** 000:14-15, 000:21: others' dealt cards lie face down, counted; the deck order is gone; the reveal card shows. */
    @Test
    void othersDealtCardsAreFaceDownAndTheRevealCardIsShown() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "s5 b9").hand(1, "s1 s2").start();
        List<Event> view = SeatView.events(game.trace(), 1, game.rules().play().weiShown());
        assertEquals(List.of(), ((Event.Start) view.get(0)).deck());
        for (Event.Deal deal : all(view, Event.Deal.class)) {
            Event.Deal referee = all(game.trace(), Event.Deal.class).get(deal.seat());
            assertEquals(referee.cards().size(), deal.cards().size());
            assertEquals(deal.seat() == 1, !deal.cards().contains(Cards.HIDDEN), "seat " + deal.seat());
            assertEquals(deal.seat() == 1, deal.equals(referee), "seat " + deal.seat());
        }
        assertEquals(card("b9"), all(view, Event.Reveal.class).get(0).card());
    }

    /** 000:29, 000:55, 000:38, 000:133: a wei and its draw are face down to others until another's card makes a pao. */
    @Test
    void aWeiIsFaceDownUntilItBecomesAPao() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, "s6 s6").wall("s6 s6").start();
        passUntil(game, g -> g.table(1).size() == 1 && g.table(1).get(0).size() == 4);
        List<Event> others = SeatView.events(game.trace(), 0, game.rules().play().weiShown());
        Event.Draw weiDraw = draws(others, 1).get(0);
        assertEquals(Cards.HIDDEN, weiDraw.card());
        assertFalse(weiDraw.shown());
        Event.Laid wei = melds(others, 1).get(0);
        assertEquals("wei ?", wei.action().notation());
        assertEquals(Event.Laid.HIDDEN_HUXI, wei.tableHuxi(), "a wei's huxi tells its size (000:56)");
        Event.Laid pao = melds(others, 1).get(1);
        assertEquals("pao s6", pao.action().notation());
        assertEquals(game.tableHuxi(1), pao.tableHuxi(), "the pao shows the wei's card, so the huxi is known");
        assertEquals(card("s6"), draws(others, 2).get(0).card(), "another seat's plain draw is shown (000:55)");

        List<Event> own = SeatView.events(game.trace(), 1, game.rules().play().weiShown());
        assertEquals("wei s6", melds(own, 1).get(0).action().notation(), "one's own wei is seen");
        assertEquals(card("s6"), draws(own, 1).get(0).card());
    }

    /** 000:32-34: a ti shows its card, while a wei of the same seat stays face down and keeps its huxi hidden. */
    @Test
    void aTiShowsItsCardBesideAFaceDownWei() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "b9").hand(1, "s6 s6 b8 b8 b8").wall("s6 b1 s1 b8").start();
        passUntil(game, g -> g.table(1).size() == 2);
        List<Event.Laid> melds = melds(SeatView.events(game.trace(), 2, game.rules().play().weiShown()), 1);
        assertEquals(List.of("wei ?", "ti b8"), melds.stream().map(e -> e.action().notation()).toList());
        assertEquals(Event.Laid.HIDDEN_HUXI, melds.get(1).tableHuxi());
        assertTrue(TraceLog.render(SeatView.events(game.trace(), 2, game.rules().play().weiShown()))
                .contains("seat 1 lays ti 捌捌捌捌, table huxi ?"));
    }

    /**
     * `wei shown`: the same wei of 六 seen by seat 0, face down under Hunan (000:29, 000:312) and face up under 明偎
     * (test variant mingwei: HuyooPaoHuZi GameDesc.lua:430-433) — in the trace's view, in the observation a bot is
     * handed, and in a hand sampled from that observation, which keeps a face-up wei's card.
     */
    @Test
    void aWeiIsSeenByOthersOnlyWhenLaidFaceUp() {
        for (RuleSet rules : List.of(RealVariants.HUNAN, RealVariants.testVariant("mingwei"))) {
            Game game = Scenario.of(rules).hand(0, "b9").hand(1, "s6 s6").wall("s6 b1").start();
            passUntil(game, g -> g.table(1).size() == 1);
            boolean faceUp = rules.play().weiShown() == Play.WeiShown.FACE_UP;
            String where = rules.name();
            Event.Laid wei = melds(SeatView.events(game.trace(), 0, rules.play().weiShown()), 1).get(0);
            assertEquals(faceUp ? "wei s6" : "wei ?", wei.action().notation(), where);
            assertEquals(faceUp ? game.tableHuxi(1) : Event.Laid.HIDDEN_HUXI, wei.tableHuxi(), where);
            Observation seen = game.observation(0);
            assertEquals(faceUp ? card("s6") : Cards.HIDDEN, seen.table(1).get(0).card(), where);
            assertEquals(faceUp ? game.tableHuxi(1) : Event.Laid.HIDDEN_HUXI, seen.tableHuxi(1), where);
            assertEquals(card("s6"), melds(SeatView.events(game.trace(), 1, rules.play().weiShown()), 1).get(0)
                    .action().card(), where + ": one's own wei is seen");
            Set<Integer> sampledWei = new HashSet<>();
            for (long seed = 0; seed < 20; seed++) {
                sampledWei.add(Game.sample(seen, new SplittableRandom(seed), AnalyzerWinCheck.of(rules),
                        Scorer.of(rules)).table(1).get(0).card());
            }
            assertEquals(faceUp, sampledWei.equals(Set.of(card("s6"))),
                    where + ": a face-up wei keeps its card in every sample, a face-down one is dealt anew: "
                    + sampledWei);
        }
    }

    /** 000:34: a wei that becomes a ti on one's own draw is shown then. */
    @Test
    void aWeiTurnedTiIsShown() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, "s6 s6").wall("s6 b1 s1 s6").start();
        passUntil(game, g -> g.table(1).size() == 1 && g.table(1).get(0).size() == 4);
        List<Event.Laid> melds = melds(SeatView.events(game.trace(), 0, game.rules().play().weiShown()), 1);
        assertEquals(List.of("wei ?", "ti s6"), melds.stream().map(e -> e.action().notation()).toList());
        assertEquals(game.tableHuxi(1), melds.get(1).tableHuxi());
    }

    /** 000:30, 000:44: a stale wei shows its card; the pass that made the card stale is the passer's own business. */
    @Test
    void aStaleWeiIsShownAndStaleMemoryIsPrivate() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s2 b9").hand(1, "s1 s2 s2 s3 b2").wall("s2").start();
        game.choose("discard s2");
        game.choose("pass");
        passUntil(game, g -> g.table(1).stream().anyMatch(m -> m.toString().equals("stale-wei:s2,s2,s2")));
        List<Event> others = SeatView.events(game.trace(), 0, game.rules().play().weiShown());
        assertEquals("stale-wei s2", melds(others, 1).get(0).action().notation());
        assertEquals(game.tableHuxi(1), melds(others, 1).get(0).tableHuxi());
        assertEquals(List.of(), all(others, Event.Stale.class));
        assertEquals(List.of(), all(others, Event.Offer.class).stream().filter(e -> e.seat() != 0).toList());
        assertEquals(List.of(), all(others, Event.Choice.class).stream().filter(e -> e.seat() != 0).toList());
        assertEquals(List.of(new Event.Stale(1, card("s2"))),
                all(SeatView.events(game.trace(), 1, game.rules().play().weiShown()), Event.Stale.class));
    }

    /** 000:43, 000:27: a chi is laid face up; a claim shows the viewer's own answer and the winner's, no other. */
    @Test
    void aClaimShowsOnlyTheViewersAnswerAndTheWinners() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s5 b9").hand(1, "s4 s6").hand(2, "s5 s5").start();
        game.choose("discard s5");
        game.choose("pass");
        game.choose("chi 四,五,六");
        Event.Claim referee = all(game.trace(), Event.Claim.class).get(0);
        assertEquals(2, referee.answers().size());
        Event.Claim seenBy0 = all(SeatView.events(game.trace(), 0, game.rules().play().weiShown()), Event.Claim.class)
                .get(0);
        assertEquals(List.of(new Event.Answer(1, referee.answers().get(1).action())), seenBy0.answers());
        assertEquals("chi s4,s5,s6", melds(SeatView.events(game.trace(), 0, game.rules().play().weiShown()), 1).get(0)
                .action().notation());
        assertEquals(referee, all(SeatView.events(game.trace(), 2, game.rules().play().weiShown()), Event.Claim.class)
                .get(0), "seat 2 answered");
    }

    /** A claim round nobody won is dropped for a seat not asked: that it happened says another seat could take. */
    @Test
    void aClaimRoundOnlyOthersWereAskedIsNotSeen() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "s5 b9").hand(2, "s5 s5")
                .hand(1, "s1 s1 s2 s2 s8 s8 s9 s9 s10 s10 b1 b1 b2 b2 b3 b3 b4 b4 b6 b6").start(); // no chi of 五
        game.choose("discard s5");
        game.choose("pass");
        assertEquals(1, all(game.trace(), Event.Claim.class).size());
        assertEquals(List.of(), all(SeatView.events(game.trace(), 1, game.rules().play().weiShown()),
                Event.Claim.class));
        assertEquals(1, all(SeatView.events(game.trace(), 2, game.rules().play().weiShown()), Event.Claim.class)
                .size());
        assertEquals(1, all(SeatView.events(game.trace(), 1, game.rules().play().weiShown()), Event.Pile.class).size(),
                "the pile is public");
    }

    /** 000:133: a dealt joker is not shown, a joker drawn later is. */
    @Test
    void dealtJokersAreHiddenDrawnJokersShown() {
        Game game = Scenario.of(RealVariants.YONGZHOU).hand(0, "b9").hand(1, "W").wall("W").start();
        passUntil(game, g -> g.trace().stream().anyMatch(e -> e instanceof Event.Draw d && d.card() == Cards.JOKER));
        List<Event> view = SeatView.events(game.trace(), 2, game.rules().play().weiShown());
        assertFalse(all(view, Event.Deal.class).get(1).cards().contains(Cards.JOKER));
        assertTrue(all(SeatView.events(game.trace(), 1, game.rules().play().weiShown()), Event.Deal.class).get(1)
                .cards().contains(Cards.JOKER));
        assertEquals(Cards.JOKER, draws(view, 1).get(0).card());
    }

    @Test
    void aSeatOutsideTheHandIsRefused() {
        Game game = Scenario.of(RealVariants.HUNAN).start();
        assertEquals("no seat 3: this hand has seats 0 to 2",
                assertThrows(IllegalArgumentException.class,
                () -> SeatView.events(game.trace(), 3, game.rules().play().weiShown())).getMessage());
        assertEquals("no seat -1: this hand has seats 0 to 2",
                assertThrows(IllegalArgumentException.class,
                () -> SeatView.events(game.trace(), -1, game.rules().play().weiShown())).getMessage());
        assertEquals("a trace begins with a start event",
                assertThrows(IllegalArgumentException.class,
                () -> SeatView.events(List.of(), 0, Play.WeiShown.FACE_DOWN)).getMessage());
    }

    /** A view has no deck to deal from: replaying it is refused with a message, not a wrong hand. */
    @Test
    void aViewCannotBeReplayed() {
        Game game = playedHand();
        String view = TraceJson.write(SeatView.events(game.trace(), 1, game.rules().play().weiShown()));
        assertEquals("step 0: the trace has no deck: a seat's view of a hand cannot be replayed",
                assertThrows(ReplayException.class,
                        () -> Replay.run(RealVariants.HUNAN, view, AnalyzerWinCheck.of(RealVariants.HUNAN)))
                        .getMessage());
    }

    /** The view is read off the referee trace, which stays as it was. */
    @Test
    void theRefereeTraceIsUntouched() {
        Game game = playedHand();
        String before = TraceJson.write(game.trace());
        Stream.of(0, 1, 2).forEach(seat -> SeatView.events(game.trace(), seat, game.rules().play().weiShown()));
        assertEquals(before, TraceJson.write(game.trace()));
    }

    /** Seat 1's view of the approved Hunan hand (TraceTest.hunanTrace, seed 7), JSON and log. */
    @Test
    void hunanSeat1View() {
        List<Event> view = SeatView.events(playedHand().trace(), 1, playedHand().rules().play().weiShown());
        Approvals.verify(TraceJson.write(view) + "\n" + TraceLog.render(view));
    }

    /** The approved Hunan hand of TraceTest (seed 7). */
    private static Game playedHand() {
        Game game = Game.start(RealVariants.HUNAN, DeckOrder.shuffled(RealVariants.HUNAN, 7), 0);
        return Bot.playOut(game, new GreedyBot(), new RandomBot(8), new RandomBot(9));
    }
}
