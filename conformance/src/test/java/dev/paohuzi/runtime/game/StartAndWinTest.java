package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.paohuzi.runtime.game.ClaimRulesTest.indexOfDraw;
import static dev.paohuzi.runtime.game.ClaimRulesTest.lastIndexOf;
import static dev.paohuzi.runtime.game.ClaimRulesTest.offeredAfter;
import static dev.paohuzi.runtime.game.Scenario.card;
import static dev.paohuzi.runtime.game.Scenario.offered;
import static dev.paohuzi.runtime.game.Scenario.options;
import static dev.paohuzi.runtime.game.Scenario.passUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The start of a hand (000:22-25), 天胡 (000:72-79), wins and their bars (000:63-82, 003:43), the dead hand. */
class StartAndWinTest {
    /** Complete with 18 huxi: 一二三 贰柒拾 壹贰叁 二七十 plus three plain sentences; b6 (the reveal card) last. */
    private static final String DEALER_COMPLETE = "s1 s2 s3 b1 b2 b3 s2 s7 s10 b2 b7 b10 s4 s5 s6 s7 s8 s9 b4 b5 b6";
    /** With the reveal card b6: 7 groups, 15 huxi (b6 joins 柒捌). */
    private static final String WINS_ON_B6 = "s1 s2 s3 b1 b2 b3 b2 b7 b10 b7 b8 s4 s5 s6 s7 s8 s9 s8 s9 s10";
    /** Six groups (15 huxi) and 八九: waits on 七 or 十. */
    private static final String WAITS_ON_S7_S10 = "s1 s2 s3 b1 b2 b3 b2 b7 b10 s4 s5 s6 b4 b5 b6 b8 b9 b10 s8 s9";

    /** 000:22: the dealer's reveal card makes a second ti: no discard, the next player draws. */
    @Test
    void dealerWithTwoTiDoesNotDiscard() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "s1 s1 s1 s1 b9 b9 b9 b9").start();
        assertEquals("[ti:s1,s1,s1,s1, ti:b9,b9,b9,b9]", Scenario.table(game, 0));
        int firstDraw = indexOfFirst(game, Event.Draw.class);
        assertEquals(1, ((Event.Draw) game.trace().get(firstDraw)).seat());
        assertTrue(indexOfFirst(game, Event.Discard.class) < 0 || indexOfFirst(game, Event.Discard.class) > firstDraw);
    }

    /** 000:24: a non-dealer dealt two ti does not discard after its first intake. */
    @Test
    void nonDealerWithTwoTiSkipsItsFirstDiscard() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s5 b9").hand(1, "s1 s1 s1 s1 s2 s2 s2 s2 s4 s6").start();
        game.choose("discard s5");
        game.choose(options(game).get(0));
        Event after = game.trace().get(lastIndexOf(game, Event.Laid.class) + 1);
        assertTrue(after instanceof Event.Draw draw && draw.seat() == 2, "seat 2 draws next: " + after);
    }

    /** 000:24: the skip lasts for one intake that is not a pao or ti; the next such intake needs a discard. */
    @Test
    void nonDealerWithTwoTiDiscardsAfterItsSecondIntake() {
        Game game = Scenario.of(RealVariants.HUNAN)
                .hand(0, "s5 b9").hand(1, "s1 s1 s1 s1 s2 s2 s2 s2 s4 s6 b4 b6").wall("b1 s10 b5").start();
        game.choose("discard s5");
        game.choose(options(game).stream().filter(o -> o.startsWith("chi")).findFirst().orElseThrow());
        passUntil(game, offered(1, "b5"));
        game.choose(options(game).stream().filter(o -> o.startsWith("chi")).findFirst().orElseThrow());
        assertEquals(1, game.pendingSeat(), "the second intake is followed by a discard");
        assertTrue(options(game).stream().allMatch(o -> o.startsWith("discard")), options(game).toString());
    }

    /** 000:25, 000:73: three ti after the deal win at once, without being laid out; a 天胡 is self-drawn (000:69). */
    @Test
    void threeTiWinAtOnce() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(2, "s1 s1 s1 s1 s2 s2 s2 s2 s3 s3 s3 s3").start();
        HandResult.Win result = game.result().first();
        assertTrue(game.isOver());
        assertEquals(2, result.winner());
        assertEquals(TianhuKind.DEAL, result.tianhu());
        assertTrue(result.how().selfDraw());
        assertTrue(result.huxi() >= 27, "three small ti are 27 huxi before the rest: " + result.huxi());
    }

    /** 000:73, 003:35: five kan, a ti counting as a kan, is a 天胡 too. */
    @Test
    void fiveKanWithATiWinAtOnce() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(1, "s1 s1 s1 s1 s3 s3 s3 s5 s5 s5 b2 b2 b2 b7 b7 b7").start();
        assertEquals(1, game.result().first().winner());
        assertEquals(TianhuKind.DEAL, game.result().first().tianhu());
    }

    /** 000:76: several automatic 天胡: the dealer first, then the next player. */
    @Test
    void severalDealtTianhuGoToTheDealerFirst() {
        Game game = Scenario.of(RealVariants.HUNAN).dealer(1)
                .hand(1, "s1 s1 s1 s1 s2 s2 s2 s2 s3 s3 s3 s3 b9").hand(2, "b1 b1 b1 b1 b2 b2 b2 b2 b3 b3 b3 b3")
                .hand(0, "s4 s4 s4 s4 s5 s5 s5 s5 s6 s6 s6 s6").start();
        assertEquals(1, game.result().first().winner());
        game = Scenario.of(RealVariants.HUNAN).dealer(1)
                .hand(2, "b1 b1 b1 b1 b2 b2 b2 b2 b3 b3 b3 b3").hand(0, "s4 s4 s4 s4 s5 s5 s5 s5 s6 s6 s6 s6").start();
        assertEquals(2, game.result().first().winner(), "the dealer's next player before its previous");
    }

    /** 000:74, 000:77: a win on the reveal card is a choice, the dealer's first, then the next player's. */
    @Test
    void revealCardWinIsOfferedDealerFirst() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, DEALER_COMPLETE).hand(1, WINS_ON_B6).start();
        assertEquals(0, game.pendingSeat());
        assertEquals(List.of("hu b6", "pass"), options(game));
        game.choose("pass");
        assertEquals(1, game.pendingSeat());
        game.choose("hu b6");
        HandResult.Win result = game.result().first();
        assertEquals(1, result.winner());
        assertEquals(TianhuKind.REVEAL, result.tianhu());
        assertEquals(card("b6"), result.how().card());
        assertEquals(0, result.fromSeat());
        assertTrue(result.how().selfDraw(), "天胡 is self-drawn (000:69)");
        assertEquals(15, result.huxi());
        assertTrue(game.trace().stream().anyMatch(e -> e instanceof Event.StaleWin w && w.seat() == 0),
                "the dealer passed a win: 臭胡 on b6");
    }

    @Test
    void dealerMayTakeTheRevealWin() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, DEALER_COMPLETE).hand(1, WINS_ON_B6).start();
        game.choose("hu b6");
        assertEquals(0, game.result().first().winner());
        assertEquals(18, game.result().first().huxi());
    }

    /** 000:80: 破跑胡 — a win beats the pao another seat would make with the card. */
    @Test
    void winBeatsPao() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, WAITS_ON_S7_S10).hand(2, "s7 s7 s7")
                .wall("s7").start();
        passUntil(game, offered(1, "s7"));
        assertTrue(options(game).contains("hu s7"), options(game).toString());
        game.choose("hu s7");
        assertEquals(1, game.result().first().winner());
        assertTrue(game.result().first().how().selfDraw());
        assertEquals(List.of(), game.table(2), "the pao never happened");
    }

    /** Passing the win lets the forced pao go ahead, and the passed card is stale and a 臭胡 for the seat. */
    @Test
    void passedWinLetsThePaoThrough() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, WAITS_ON_S7_S10).hand(2, "s7 s7 s7")
                .wall("s7").start();
        passUntil(game, offered(1, "s7"));
        game.choose("pass");
        assertEquals("[pao:s7,s7,s7,s7]", Scenario.table(game, 2));
        assertTrue(game.staleCards(1).contains(card("s7")));
    }

    /** 000:81: a passed win is barred on that card while the table huxi is unchanged; other cards still win. */
    @Test
    void staleWinIsBarredOnThatCardOnly() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, WAITS_ON_S7_S10).wall("s7 b1 s7 s10").start();
        passUntil(game, offered(1, "s7"));
        game.choose("pass");
        passUntil(game, drawnAndPast(0, "s7"));
        assertFalse(offeredAfter(game, indexOfDraw(game, 0, "s7"), 1), "no win and no chi on the second 七");
        passUntil(game, offered(1, "s10"));
        assertTrue(options(game).contains("hu s10"));
    }

    /** 000:48 vs 003:43: a win on a stale card is allowed in Hunan, forbidden in Shaoyang. */
    @Test
    void winOnAPassedCardDependsOnTheVariant() {
        assertTrue(winOfferedOnPassedCard(RealVariants.HUNAN));
        assertFalse(winOfferedOnPassedCard(RealVariants.SHAOYANG));
    }

    private static boolean winOfferedOnPassedCard(RuleSet rules) {
        Game game = Scenario.of(rules).hand(0, "s7 b9").hand(1, WAITS_ON_S7_S10).wall("s7").start();
        game.choose("discard s7");
        assertFalse(options(game).contains("hu s7"), "no win on a discard outside Luzhou");
        game.choose("pass");
        passUntil(game, drawnAndPast(1, "s7"));
        return offeredOptionAfter(game, indexOfDraw(game, 1, "s7"), 1, "hu s7");
    }

    /** 000:67-68: Luzhou wins on discards; the next player winning on the dealer's first discard is its 地胡. */
    @Test
    void luzhouWinsOnADiscard() {
        Game game = Scenario.of(RealVariants.LUZHOU).hand(0, "s7 b9").hand(1, WAITS_ON_S7_S10).start();
        game.choose("discard s7");
        assertTrue(options(game).contains("hu s7"), options(game).toString());
        game.choose("hu s7");
        HandResult.Win result = game.result().first();
        assertTrue(result.how().onDiscard());
        assertTrue(result.dealersFirstDiscard());
        assertFalse(result.how().selfDraw());
    }

    /** 000:68: in Luzhou seven groups before the first discard are a 天胡, offered to the dealer. */
    @Test
    void luzhouSevenGroupsBeforeTheFirstDiscard() {
        Game game = Scenario.of(RealVariants.LUZHOU).hand(0, DEALER_COMPLETE).start();
        assertEquals(0, game.pendingSeat());
        game.choose("hu");
        assertEquals(TianhuKind.SEVEN_GROUPS, game.result().first().tianhu());
    }

    /** 000:71, 003:39: several seats win on one card: the drawer first, then its next player. */
    @Test
    void drawerWinsBeforeTheNextPlayer() {
        Game game = Scenario.of(RealVariants.HUNAN).hand(0, "b9").hand(1, WAITS_ON_S7_S10).hand(2, WAITS_ON_S7_S10)
                .wall("s7").start();
        passUntil(game, offered(1, "s7"));
        assertTrue(options(game).contains("hu s7"));
        game.choose("pass");
        assertEquals(2, game.pendingSeat(), "the next player is asked once the drawer passes");
        assertTrue(options(game).contains("hu s7"));
        game.choose("hu s7");
        assertEquals(2, game.result().first().winner());
        assertFalse(game.result().first().how().selfDraw());
    }

    /** 002:13: in Luzhou the wall's last card is shown at the start and nobody may win on it. */
    @Test
    void luzhouShownLastCardCannotBeWonOn() {
        Game game = Game.start(RealVariants.LUZHOU, withLastWallCard(RealVariants.LUZHOU, "s3"), 0);
        assertEquals(new Event.Reveal(-1, card("s3")), game.trace().get(4));
        assertFalse(winOfferedOnLastCard(game), "no win on the shown last card");
        // The same deck where the last card is not shown: seat 1 is offered the win on it.
        RuleSet unshown = RealVariants.LUZHOU.toBuilder().name("luzhou-unshown").title("")
                .seating(RealVariants.HUNAN.seating()).build();
        Game control = Game.start(unshown, withLastWallCard(unshown, "s3"), 0);
        passUntil(control, g -> g.isOver() || options(g).contains("hu s3"));
        assertEquals(0, control.wallLeft());
        control.choose("hu s3");
        assertTrue(control.result().first().how().lastCard(), "a win on the wall's last card is 海底");
    }

    private static boolean winOfferedOnLastCard(Game game) {
        passUntil(game, Game::isOver);
        int lastDraw = lastIndexOf(game, Event.Draw.class);
        assertEquals(0, ((Event.Draw) game.trace().get(lastDraw)).wallLeft());
        return game.trace().subList(lastDraw, game.trace().size()).stream()
                .anyMatch(e -> e instanceof Event.Offer offer
                        && offer.options().stream().anyMatch(o -> o.type() == ActionType.HU));
    }

    /** 002:13: a red last card is moved to the top of the wall, and the new last card is shown. */
    @Test
    void luzhouRedLastCardGoesToTheTop() {
        Game game = Game.start(RealVariants.LUZHOU, withLastWallCard(RealVariants.LUZHOU, "b7"), 0);
        Event.Reveal shown = (Event.Reveal) game.trace().get(4);
        assertFalse(RealVariants.LUZHOU.deck().isRed(shown.card()), "the shown card is black: " + shown);
        passUntil(game, g -> indexOfFirst(g, Event.Draw.class) > 0);
        int top = ((Event.Draw) game.trace().get(indexOfFirst(game, Event.Draw.class))).card();
        assertTrue(RealVariants.LUZHOU.deck().isRed(top), "the red card moved to the top: " + top);
    }

    /**
     * A deck where seat 1 waits on 三 only (15 huxi in Luzhou) and the wall's last card is the one named. The other
     * copies of 三 and of seat 1's pairs are held by the others (a kan of 三 for seat 2), so nothing before the last
     * card changes seat 1's hand or makes its win on 三 stale.
     */
    private static DeckOrder withLastWallCard(RuleSet rules, String last) {
        String waitsOnS3 = "b1 b2 b3 b2 b7 b10 s4 s5 s6 b4 b5 b6 b8 b9 b10 s7 s8 s9 s1 s2";
        int[] deck = DeckOrder.arranged(rules, 0, List.of(Scenario.cards("b2 b2 b10 b10 b9"), Scenario.cards(waitsOnS3),
                Scenario.cards("s3 s3 s3")), List.of()).toArray();
        int seatOneEnd = rules.seating().dealerCards() + rules.seating().otherCards();
        for (int i = 0; i < deck.length; i++) {
            if (i == rules.seating().dealerCards()) {
                i = seatOneEnd;     // leave seat 1's hand as named
            }
            if (deck[i] == card(last)) {
                deck[i] = deck[deck.length - 1];
                deck[deck.length - 1] = card(last);
                break;
            }
        }
        List<Integer> order = new java.util.ArrayList<>();
        for (int c : deck) {
            order.add(c);
        }
        return DeckOrder.stacked(rules, order);
    }

    /** 000:133: a joker drawn goes to the hand; its holder may win on it at once. */
    @Test
    void drawnJokerCanWin() {
        String hand = WAITS_ON_S7_S10;
        Game game = Scenario.of(RealVariants.YONGZHOU).hand(0, "b9").hand(1, hand).hand(2, "W").wall("W").start();
        passUntil(game, g -> g.pendingSeat() == 1 && options(g).contains("hu W"));
        game.choose("hu W");
        assertEquals(1, game.result().first().winner());
        assertTrue(game.result().first().how().selfDraw());
        assertEquals(List.of(0, 1, 1), game.result().jokers());
    }

    /** 000:133: a joker holder wins only by self-draw. */
    @Test
    void jokerHolderWinsOnlyOnItsOwnDraw() {
        String hand = WAITS_ON_S7_S10.replace(" s9", " W");
        Game game = Scenario.of(RealVariants.YONGZHOU).dealer(2).hand(2, "b9").hand(0, "W").hand(1, hand)
                .wall("s7 s7").start();
        passUntil(game, drawnAndPast(0, "s7"));
        assertFalse(offeredOptionAfter(game, indexOfDraw(game, 0, "s7"), 1, "hu s7"),
                "no win on the previous player's draw");
        passUntil(game, offered(1, "s7"));
        assertTrue(options(game).contains("hu s7"), options(game).toString());
    }

    /** 000:18: after a dead hand the dealer stays, after the third in a row its next player deals; 003:13: next. */
    @Test
    void deadHandRotation() {
        HandResult hunan = deadHand(RealVariants.HUNAN, 0);
        assertEquals(HandResult.Outcome.DEAD, hunan.outcome());
        assertEquals(0, hunan.nextDealer());
        assertEquals(1, hunan.deadHandsInARow());
        HandResult third = deadHand(RealVariants.HUNAN, 2);
        assertEquals(1, third.nextDealer());
        assertEquals(3, third.deadHandsInARow(), "counted since the last win: 黄番 reads it");
        assertEquals(0, deadHand(RealVariants.HUNAN, 3).nextDealer(), "the new dealer's first dead hand: it stays");
        assertEquals(1, deadHand(RealVariants.HUNAN, 5).nextDealer(), "the sixth in a row moves the deal again");
        assertEquals(1, deadHand(RealVariants.SHAOYANG, 0).nextDealer());
    }

    private static HandResult deadHand(RuleSet rules, int deadHandsBefore) {
        Game game = Game.start(rules, DeckOrder.shuffled(rules, 11), 0, deadHandsBefore, AnalyzerWinCheck.of(rules));
        passUntil(game, Game::isOver);
        assertEquals(0, game.wallLeft());
        return game.result();
    }

    /** The seat drew the card and the claims on it are over (a later draw happened or the hand ended). */
    private static java.util.function.Predicate<Game> drawnAndPast(int seat, String card) {
        return game -> {
            int draw = indexOfDraw(game, seat, card);
            return draw > 0 && (game.isOver() || lastIndexOf(game, Event.Draw.class) > draw);
        };
    }

    /** Whether the seat was offered this option between the event at {@code from} and the next draw. */
    private static boolean offeredOptionAfter(Game game, int from, int seat, String option) {
        List<Event> trace = game.trace();
        for (int i = from + 1; i < trace.size() && !(trace.get(i) instanceof Event.Draw); i++) {
            if (trace.get(i) instanceof Event.Offer offer && offer.seat() == seat
                    && offer.options().stream().anyMatch(o -> o.notation().equals(option))) {
                return true;
            }
        }
        return false;
    }

    private static int indexOfFirst(Game game, Class<? extends Event> type) {
        for (int i = 0; i < game.trace().size(); i++) {
            if (type.isInstance(game.trace().get(i))) {
                return i;
            }
        }
        return -1;
    }
}
