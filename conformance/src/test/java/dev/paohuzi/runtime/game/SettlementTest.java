package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.scoring.WinContext;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import static dev.paohuzi.runtime.game.Scenario.card;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The settlement of a finished hand: seats seen from the winner or the dealer become absolute seats. */
class SettlementTest {
    /** 15 huxi under Hunan's table: a ti of 一 (9), a pong of 贰 (3), a kan of 三 (3). */
    private static final List<Meld> GROUPS = List.of(Meld.same(GroupKind.TI, card("s1")),
            Meld.same(GroupKind.PONG, card("b2")), Meld.same(GroupKind.KAN, card("s3")));

    /** Four seats, winner seat 3: its next is seat 0, across seat 1, previous seat 2; each pays the base. */
    @Test
    void fourSeatWinPaysFromEveryOtherSeat() {
        RuleSet rules = RealVariants.FOUR_SEATS;
        HandSettlement paid = new Settler(rules).settle(win(3, 0, false), 0, null);
        // 六胡抢: grade 15 / 3 = 5 (三息一囤), no patterns (fan 1), not self-drawn: base 5
        assertEquals(HandSettlement.Kind.WIN, paid.kind());
        assertEquals(5, paid.onlyWin().base());
        assertEquals(List.of(-5, -5, -5, 15), paid.points());
        assertEquals(0, paid.sum());
    }

    /** 001:53-74: each loser pays one grade more, which goes to the counting seat; the winner gets the rest. */
    @Test
    void countingSeatTakesItsShare() {
        RuleSet rules = withPayments(RealVariants.HUNAN, Seating.CountingSeat.OPPOSITE_DEALER,
                f -> f.get(Quantity.BASE) + 1, f -> 1, f -> 0);
        HandSettlement paid = new Settler(rules).settle(win(1, 0, true), 0, null);
        // 15 huxi: grade 1, self-drawn base 2; each loser pays 3, 1 of it to the counting seat
        assertEquals(List.of(-3, 4, -3), paid.points());
        assertEquals(2, paid.counting());
        assertEquals(new BigDecimal("2"), paid.money(1));
    }

    /** 000:133: on a dead hand each joker holder pays every seat without one 5 a joker; seats from the dealer. */
    @Test
    void deadHandJokerPenaltyLandsOnTheHolder() {
        RuleSet rules = withPayments(RealVariants.YONGZHOU, Seating.CountingSeat.NONE, f -> f.get(Quantity.BASE),
                f -> 0, f -> f.get(Quantity.PAYEE_JOKERS) == 0 ? 5 * f.get(Quantity.PAYER_JOKERS) : 0);
        HandResult dead = HandResult.dead(List.of(0, 2, 0), 2, 2, 1);
        HandSettlement paid = new Settler(rules).settle(dead, 0, null);
        assertEquals(HandSettlement.Kind.DEAD, paid.kind());
        assertEquals(List.of(10, -20, 10), paid.points());
    }

    /**
     * 相公 on a dead hand (郴州: billee1011/repository HandlerDispatchCard_ChenZhou.java:52 and Table_ChenZhou.java
     * :454-465): nobody won, nobody pays for a win, and each 相公 seat still pays 1 to each other seat — two 相公 seats
     * of three pay each other and the third.
     */
    @Test
    void xianggongPaysOnADeadHandToo() {
        RuleSet rules = RealVariants.bundled("chenzhou");
        Settler settler = new Settler(rules);
        HandSettlement dead = settler.settle(HandResult.dead(List.of(0, 0, 0), 0, 1, 1), 0, null);
        assertEquals(List.of(0, 0, 0), dead.points());
        // seat 0: -2 +1 = -1; seat 1: +1 -2 = -1; seat 2: +1 +1 = 2
        assertEquals(List.of(-1, -1, 2), settler.xianggongPays(dead, new boolean[] {true, true, false}).points());
        assertEquals(dead, settler.xianggongPays(dead, new boolean[3]));
    }

    /**
     * 耍猴 in play (ningxiang: one card left in hand, won on its pair, 5 fan): the groups the table holds are told
     * apart from the held ones, so the card won on is taken out of the held cards only where it joined them.
     */
    @Test
    void shuahouReadsTheCardsHeldWhenTheWinningCardCame() {
        RuleSet rules = RealVariants.bundled("ningxiang");
        List<Meld> table = List.of(Meld.same(GroupKind.TI, card("b1")), Meld.same(GroupKind.PONG, card("b7")),
                Meld.of(GroupKind.SENTENCE, card("s1"), card("s2"), card("s3")), Meld.same(GroupKind.PONG, card("s8")),
                Meld.same(GroupKind.PONG, card("s4")));
        List<Meld> onPair = new ArrayList<>(table);
        onPair.add(1, Meld.same(GroupKind.PONG, card("b9")));
        onPair.add(Meld.same(GroupKind.PAIR, card("s5")));
        // ti 壹 12 + pong 玖 3 + pong 柒 3 + 一二三 3 + 1 + 1 = 23, grade 3; 耍猴 5: base 15 from each loser
        HandSettlement held = new Settler(rules).settle(drawnWin(onPair, 6, "s5", 23), 0, null);
        assertEquals(List.of("耍猴"), held.onlyWin().patterns().stream().map(p -> p.name()).toList());
        assertEquals(15, held.onlyWin().base());
        // the pair 五 五 held and 玖 run onto its pong: two cards held, no 耍猴; 29 huxi, grade 5, plain base 5
        List<Meld> onTable = new ArrayList<>(table);
        onTable.add(1, Meld.same(GroupKind.PAO, card("b9")));
        onTable.add(Meld.same(GroupKind.PAIR, card("s5")));
        HandSettlement laid = new Settler(rules).settle(drawnWin(onTable, 6, "b9", 29), 0, null);
        assertEquals(List.of(), laid.onlyWin().patterns());
        assertEquals(5, laid.onlyWin().base());
    }

    /** Seat 1 wins on the dealer's (seat 0's) draw. */
    private static HandResult drawnWin(List<Meld> groups, int tableGroups, String card, int huxi) {
        return HandResult.won(List.of(new HandResult.Win(1, 0, WinContext.builder().card(card(card)).build(),
                TianhuKind.NONE, false, huxi, groups, tableGroups)), List.of(0, 0, 0), 0, 1);
    }

    private static HandResult win(int winner, int dealer, boolean selfDraw) {
        WinContext how = WinContext.builder().card(card("s3")).selfDraw(selfDraw).build();
        return HandResult.won(List.of(new HandResult.Win(winner, selfDraw ? winner : dealer, how, TianhuKind.NONE,
                false, 15, GROUPS, 2)), List.of(0, 0, 0, 0), dealer, winner);
    }

    private static RuleSet withPayments(RuleSet rules, Seating.CountingSeat countingSeat, IntFormula loserPays,
                                        IntFormula countingSeatGets, IntFormula deadHandPays) {
        Scoring scoring = rules.scoring().toBuilder()
                .payments(rules.scoring().payments().toBuilder().loserPays(loserPays).countingSeatGets(countingSeatGets)
                        .roomBase(1).stakeCents(50).escapePenalty(f -> 0).deadHandPays(deadHandPays).build()).build();
        Seating seating = rules.seating();
        return rules.toBuilder().seating(new Seating(seating.players(), seating.dealerCards(), seating.otherCards(),
                seating.wall(), seating.reveal(), countingSeat, seating.unplayed())).scoring(scoring).build();
    }
}
