package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Pattern;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Tianhu;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static dev.paohuzi.runtime.game.Scenario.card;
import static dev.paohuzi.runtime.game.Scenario.options;
import static dev.paohuzi.runtime.game.Scenario.passUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The play rules the engine reads from the variant instead of assuming them: each test plays one stacked hand under
 * the fixture and under the same rule set with only that rule changed.
 */
class PlayRulesTest {
    /** Seat 2 waits on 拾 (b10): 壹贰叁 一二三 贰柒[拾] 五五伍 七八九 肆伍陆 二七十, 18 huxi under Hunan's table. */
    private static final String WAITS_ON_B10 = "b1 b2 b3 s1 s2 s3 b2 b7 s5 s5 b5 s7 s8 s9 b4 b5 b6 s2 s7 s10";
    /** Seat 1 holds no 拾, so the 拾 it draws is shown and offered (a pair would make it a wei). */
    private static final String NO_B10 = "s1 s2 s3 s4 s6 s7 s8 s9 s10 b1 b3 b4 b6 b7 b8 b9 s4 s6 b8 b9";

    /** 000:36: a kan takes another seat's discard as a pao only where `pao onto kan from` names that origin. */
    @Test
    void paoOntoAKanFromTheOriginsTheVariantNames() {
        assertTrue(paoLaid(RealVariants.HUNAN));
        assertFalse(paoLaid(withClaims(RealVariants.HUNAN, Set.of(), false)));
    }

    private static boolean paoLaid(RuleSet rules) {
        Game game = Scenario.of(rules).hand(0, "s7 b9").hand(1, "s7 s7 s7").start();
        game.choose("discard s7");
        return game.table(1).contains(Meld.same(GroupKind.PAO, card("s7")));
    }

    /** 000:64: Luzhou's 有碰不碰 — a seat that passed a pong may not win that hand; Hunan's 忍碰 costs nothing (000:28). */
    @Test
    void passingAPongBarsTheWinOnlyWhereTheVariantSaysSo() {
        assertTrue(winOfferedAfterPassingAPong(RealVariants.HUNAN));
        assertFalse(winOfferedAfterPassingAPong(withClaims(RealVariants.HUNAN,
                RealVariants.HUNAN.claims().paoOntoKanFrom(), true)));
    }

    private static boolean winOfferedAfterPassingAPong(RuleSet rules) {
        Game game = Scenario.of(rules).hand(0, "s5 b9").hand(1, NO_B10).hand(2, WAITS_ON_B10).wall("b10")
                .start();
        game.choose("discard s5");
        assertTrue(game.pendingSeat() == 2 && options(game).contains("pong s5"), "seat 2 may pong: " + options(game));
        game.choose("pass");
        passUntil(game, g -> g.isOver() || g.pendingSeat() == 2 && g.offeredCard() == card("b10")
                || g.wallLeft() < 18);
        return options(game).contains("hu b10");
    }

    /** 000:69: a 天胡 is a self-draw where the variant says so; the settlement reads the same fact. */
    @Test
    void tianhuIsSelfDrawOnlyWhereTheVariantSaysSo() {
        String threeTi = "s1 s1 s1 s1 s2 s2 s2 s2 s3 s3 s3 s3";
        assertTrue(Scenario.of(RealVariants.HUNAN).hand(2, threeTi).start().result().first().how().selfDraw());
        Tianhu hunan = RealVariants.HUNAN.tianhu();
        Tianhu notSelfDrawn = new Tianhu(hunan.tiAfterDeal(), hunan.kanAfterDeal(), hunan.onRevealCard(),
                hunan.sevenGroupsBeforeFirstDiscard(), false);
        RuleSet rules = RealVariants.HUNAN.toBuilder().name("not-self-drawn").title("").tianhu(notSelfDrawn).build();
        assertFalse(Scenario.of(rules).hand(2, threeTi).start().result().first().how().selfDraw());
    }

    /**
     * 000:133: a joker holder wins only on its own draw, and the reveal card is the dealer's: seat 1 with a joker is
     * not offered the 天胡 its cards would make; with 九 instead of the joker it is.
     */
    @Test
    void jokerHolderIsNotOfferedTheRevealCard() {
        String dealer = "s4 s4 s5 s5 s6 s6 s7 s7 s8 s8 s9 s9 s10 s10 b4 b4 b5 b5 b6 b6 s1";
        String kans = "b1 b1 b1 b2 b2 b2 b3 b3 b3 b10 b10 b10 s2 s3 s4 s5 s6 s7 s8 ";
        Game withJoker = Scenario.of(RealVariants.YONGZHOU).hand(0, dealer).hand(1, kans + "W").start();
        assertFalse(withJoker.trace().stream().anyMatch(e -> e instanceof Event.Offer offer && offer.seat() == 1
                && offer.options().contains(Action.of(ActionType.HU, card("s1")))), "no 天胡 for the joker holder");
        Game without = Scenario.of(RealVariants.YONGZHOU).hand(0, dealer).hand(1, kans + "s9").start();
        assertEquals(1, without.pendingSeat());
        assertTrue(options(without).contains("hu s1"), "the same cards win without the joker: " + options(without));
    }

    /**
     * 000:133 可以单王吊: a win that reads as a 王吊 is settled so only where that pays the winner more. Seat 1 was dealt
     * a ti of 壹 and holds 叁 伍 kan, 一二三 四五六 七八九 and 王; it draws 玖, which pairs with 王 (the 单王吊 scenario of
     * yongzhou-scenarios.cases). Yongzhou's 单王吊 x4 pays more than the self-draw x2 it replaces: the wait is
     * settled. Without the 王吊 patterns the wait only loses the self-draw's x2: the plain reading stays.
     */
    @Test
    void jokerWaitIsSettledWhereItPaysTheWinnerMore() {
        Game game = singleJokerWait(RealVariants.YONGZHOU);
        assertEquals(1, game.result().first().how().jokerWait());
        assertTrue(game.settlement().onlyWin().patterns().stream().anyMatch(pattern -> pattern.name().equals("单王吊")));
        RuleSet y = RealVariants.YONGZHOU;
        Scoring s = y.scoring();
        List<Pattern> patterns = s.patterns().stream().filter(pattern -> !pattern.name().endsWith("王吊")).toList();
        RuleSet noWaitPattern = y.toBuilder().name(y.name() + "-no-joker-wait").title("").scoring(s.toBuilder()
                .patterns(patterns).build()).build();
        assertEquals(0, singleJokerWait(noWaitPattern).result().first().how().jokerWait());
    }

    private static Game singleJokerWait(RuleSet rules) {
        Game game = Scenario.of(rules)
                .hand(0, "s10 s10 s10 s10 b4 b4 b4 b4 s4 s5 s6 s7 s8 s9 b6 b7 b8 s4 s5 b2 b10")
                .hand(1, "b1 b1 b1 b1 b3 b3 b3 b5 b5 b5 s1 s2 s3 s4 s5 s6 s7 s8 s9 W")
                .hand(2, "s1 s1 s2 s2 s3 s3 s6 s6 s7 s7 s8 s8 b6 b6 b7 b7 b8 b8 b2 b2")
                .wall("b9").start();
        game.choose("hu b9");
        return game;
    }

    private static RuleSet withClaims(RuleSet rules, Set<CardOrigin> paoOntoKanFrom, boolean passedPongBarsWin) {
        Claims c = rules.claims();
        Claims claims = rules.claims().toBuilder().paoOntoKanFrom(paoOntoKanFrom).passedPongBarsWin(passedPongBarsWin)
                .build();
        return rules.toBuilder().name(rules.name() + "-changed").title("").claims(claims).build();
    }
}
