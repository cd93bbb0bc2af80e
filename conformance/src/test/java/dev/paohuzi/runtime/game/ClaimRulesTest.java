package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.paohuzi.runtime.game.Scenario.card;
import static dev.paohuzi.runtime.game.Scenario.offered;
import static dev.paohuzi.runtime.game.Scenario.options;
import static dev.paohuzi.runtime.game.Scenario.passUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Who may take a card, what is forced, and what a pass costs (000:27-48, 003:29, 003:41). Seat 0 deals. */
class ClaimRulesTest {
    /** 000:46: holding 一 二 二 三 贰, passing the previous player's 二 makes 二 stale; one's own drawn 二 is a stale wei. */
    @Test
    void passedCardIsStaleAndOwnDrawMakesAStaleWei() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s2 b9").hand(1, "s1 s2 s2 s3 b2").wall("s2").start();
        game.choose("discard s2");
        assertEquals(1, game.pendingSeat());
        assertTrue(options(game).containsAll(List.of("pong s2", "chi s1,s2,s3 bi s2,s2,b2", "pass")), options(game)
                .toString());
        game.choose("pass");
        assertEquals(List.of(card("s2")), game.staleCards(1));
        passUntil(game, g -> g.table(1).stream().anyMatch(m -> m.toString().equals("stale-wei:s2,s2,s2")));
    }

    /** 000:47, 000:320: a pong comes before a chi; the seat that wanted to chi was never asked, so nothing is stale. */
    @Test
    void pongPreemptsChiWithoutMakingItStale() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s5 b9").hand(1, "s4 s6").hand(2, "s5 s5").start();
        game.choose("discard s5");
        assertEquals(2, game.pendingSeat(), "the pong is asked before the chi");
        game.choose("pong s5");
        assertEquals(List.of(), game.staleCards(1));
        assertTrue(game.table(2).contains(Meld.same(dev.paohuzi.runtime.group.GroupKind.PONG, card("s5"))));
    }

    /** 000:44: passing a pong is 臭牌 too; then the chi of the next seat goes ahead. */
    @Test
    void passedPongIsStaleAndTheChiTakesTheCard() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s5 b9").hand(1, "s4 s6").hand(2, "s5 s5").start();
        game.choose("discard s5");
        game.choose("pass");
        assertEquals(1, game.pendingSeat());
        game.choose("chi 四,五,六");
        assertEquals(List.of(card("s5")), game.staleCards(2));
        assertEquals("[sentence:s4,s5,s6]", Scenario.table(game, 1));
        Event.Claim claim = lastOf(game, Event.Claim.class);
        assertEquals(1, claim.winner());
        assertEquals(2, claim.answers().size(), "both answers were considered");
    }

    /** 000:45: nobody may chi or pong a card they discarded, even when another seat draws it later. */
    @Test
    void ownDiscardIsNeverTaken() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s4 s5 s6 b9").wall("b1 s5").start();
        game.choose("discard s5");
        passUntil(game, g -> g.wallLeft() == 16);
        int drawOfS5 = indexOfDraw(game, 2, "s5");
        assertTrue(drawOfS5 > 0, "seat 2 drew the second s5");
        assertFalse(offeredAfter(game, drawOfS5, 0), "the dealer, who discarded s5, is offered nothing on it");
    }

    /** 000:36: a kan and another seat's card make a pao; it is forced (no pass), and a discard follows (first run). */
    @Test
    void paoFromKanIsForced() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s7 b9").hand(1, "s7 s7 s7").start();
        game.choose("discard s7");
        Event.Choice choice = lastOf(game, Event.Choice.class);
        assertEquals("pao s7", choice.action().notation());
        assertTrue(choice.forced());
        assertEquals(1, game.pendingSeat(), "the first pao is followed by a discard");
        assertTrue(options(game).stream().allMatch(o -> o.startsWith("discard")));
    }

    /** 000:56, 003:17: the second pao or ti (八块) is not followed by a discard; the next seat draws. */
    @Test
    void secondRunNeedsNoDiscard() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s7 b9").hand(1, "s7 s7 s7 s8 s8 s8 b1").wall("s8").start();
        game.choose("discard s7");
        game.choose("discard b1");
        passUntil(game, g -> g.table(1).size() == 2);
        assertEquals("[pao:s7,s7,s7,s7, pao:s8,s8,s8,s8]", Scenario.table(game, 1));
        List<Event> trace = game.trace();
        int laid = lastIndexOf(game, Event.Laid.class);
        Event after = trace.get(laid + 1);
        assertTrue(after instanceof Event.Draw draw && draw.seat() == 2, "no discard after 八块; seat 2 draws: " + after);
    }

    /** 000:37, 004:12: a pong becomes a pao on a drawn card, never on a discard. */
    @Test
    void pongTakesNoPaoFromADiscard() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s3 s3 b5 b6 b9").hand(2, "s3 s3 b4").start();
        game.choose("discard s3");
        game.choose("pong s3");
        game.choose("discard b4");
        assertEquals(0, game.pendingSeat());
        game.choose(options(game).stream().filter(o -> o.startsWith("chi")).findFirst().orElseThrow());
        game.choose("discard s3");
        assertFalse(offeredAfter(game, lastIndexOf(game, Event.Discard.class), 2), "seat 2 cannot pao a discard");
        assertEquals("[pong:s3,s3,s3]", Scenario.table(game, 2));
    }

    /** 000:37: the pong becomes a pao when another seat draws the fourth card. */
    @Test
    void pongBecomesPaoOnADraw() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s3 b9").hand(2, "s3 s3 b4").wall("b1 s3").start();
        game.choose("discard s3");
        game.choose("pong s3");
        game.choose("discard b4");
        passUntil(game, g -> g.table(2).get(0).kind() == dev.paohuzi.runtime.group.GroupKind.PAO);
        assertEquals("[pao:s3,s3,s3,s3]", Scenario.table(game, 2));
    }

    /** 000:29, 000:33: a pair and one's own draw make a wei, a kan and one's own draw a ti; both forced, not shown. */
    @Test
    void ownDrawMakesWeiAndTi() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "b9").hand(1, "s6 s6 b8 b8 b8").wall("s6 b1 s1 b8").start();
        passUntil(game, g -> g.table(1).size() == 1);
        assertEquals("[wei:s6,s6,s6]", Scenario.table(game, 1));
        Event.Draw draw = lastOf(game, Event.Draw.class);
        assertFalse(draw.shown(), "a wei card is not shown (000:55)");
        passUntil(game, g -> g.table(1).size() == 2);
        assertEquals("[wei:s6,s6,s6, ti:b8,b8,b8,b8]", Scenario.table(game, 1));
    }

    /** 000:34: a wei and one's own draw make a ti. */
    @Test
    void weiBecomesTiOnOwnDraw() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, "s6 s6").wall("s6 b1 s1 s6").start();
        passUntil(game, g -> g.table(1).size() == 1 && g.table(1).get(0).size() == 4);
        assertEquals("[ti:s6,s6,s6,s6]", Scenario.table(game, 1));
    }

    /** 000:38: a wei and another seat's card make a pao, forced. */
    @Test
    void weiBecomesPaoOnAnotherSeatsDraw() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, "s6 s6").wall("s6 s6").start();
        passUntil(game, g -> g.table(1).size() == 1 && g.table(1).get(0).size() == 4);
        assertEquals("[pao:s6,s6,s6,s6]", Scenario.table(game, 1));
        assertTrue(lastOf(game, Event.Choice.class).forced());
    }

    /** 000:44, 003:43: a passed pong bars later pongs of that card, unless the variant allows pong on a passed card. */
    @Test
    void pongOfAPassedCardOnlyWhereTheVariantAllowsIt() {
        assertFalse(pongOfferedAgain(RealVariants.HUNAN));
        dev.paohuzi.runtime.rules.Claims hunan = RealVariants.HUNAN.claims();
        dev.paohuzi.runtime.rules.RuleSet lenient = new dev.paohuzi.runtime.rules.RuleSet("lenient", "",
                RealVariants.HUNAN.deck(), RealVariants.HUNAN.seating(), RealVariants.HUNAN.structure(),
                RealVariants.HUNAN.huxi(),
                dev.paohuzi.runtime.rules.WinRule.minimum(15),
                hunan.toBuilder().winOnPassedCard(true).pongPassedCard(true).jokerHolderSelfDrawOnly(false).build(),
                RealVariants.HUNAN.tianhu(), RealVariants.HUNAN.dealer(), RealVariants.HUNAN.scoring(),
                RealVariants.HUNAN.play());
        assertTrue(pongOfferedAgain(lenient));
    }

    private static boolean pongOfferedAgain(dev.paohuzi.runtime.rules.RuleSet rules) {
        Game game = Scenario.of(rules).hand(0, "s5 b9").hand(2, "s5 s5").wall("s5").start();
        game.choose("discard s5");
        assertEquals(2, game.pendingSeat());
        game.choose("pass");
        passUntil(game, g -> indexOfDraw(g, 1, "s5") > 0);
        return game.trace().subList(indexOfDraw(game, 1, "s5"), game.trace().size()).stream()
                .anyMatch(e -> e instanceof Event.Offer offer && offer.seat() == 2
                        && offer.options().stream().anyMatch(o -> o.type() == ActionType.PONG));
    }

    static <T extends Event> T lastOf(Game game, Class<T> type) {
        return type.cast(game.trace().get(lastIndexOf(game, type)));
    }

    static int lastIndexOf(Game game, Class<? extends Event> type) {
        List<Event> trace = game.trace();
        for (int i = trace.size() - 1; i >= 0; i--) {
            if (type.isInstance(trace.get(i))) {
                return i;
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " in the trace");
    }

    static int indexOfDraw(Game game, int seat, String card) {
        List<Event> trace = game.trace();
        for (int i = 0; i < trace.size(); i++) {
            if (trace.get(i) instanceof Event.Draw draw && draw.seat() == seat && draw.card() == card(card)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether the seat was offered anything between the event at {@code from} and the next draw. */
    static boolean offeredAfter(Game game, int from, int seat) {
        List<Event> trace = game.trace();
        for (int i = from + 1; i < trace.size() && !(trace.get(i) instanceof Event.Draw); i++) {
            if (trace.get(i) instanceof Event.Offer offer && offer.seat() == seat) {
                return true;
            }
        }
        return false;
    }
}
