package dev.paohuzi.compiler;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.ActionKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The bundled variants compile cleanly and lower to the numbers the seeds give. */
class CompileTest {
    private static RuleSet rules(String name) {
        Compilation compilation = VariantCompiler.compile(TestVariants.file(name));
        assertEquals(java.util.List.of(), compilation.diagnostics(), name + " should compile without diagnostics");
        return compilation.variant().orElseThrow().rules();
    }

    @Test
    void hunanHuxiTableFollows000_104() {
        RuleSet hunan = rules("hunan");
        assertEquals(1, hunan.huxi().of(GroupKind.PONG, Cards.parse("s5")));
        assertEquals(3, hunan.huxi().of(GroupKind.PONG, Cards.parse("壹")));
        assertEquals(12, hunan.huxi().of(GroupKind.TI, Cards.parse("b10")));
        assertEquals(9, hunan.huxi().of(GroupKind.TI, Cards.parse("s10")));
        // Only 一二三 / 壹贰叁 of the ordinary sentences carry huxi.
        assertEquals(3, hunan.huxi().of(GroupKind.SENTENCE, Cards.parse("s1")));
        assertEquals(6, hunan.huxi().of(GroupKind.SENTENCE, Cards.parse("b1")));
        assertEquals(0, hunan.huxi().of(GroupKind.SENTENCE, Cards.parse("s2")));
        assertEquals(6, hunan.huxi().of(GroupKind.TWO_SEVEN_TEN, Cards.parse("b2")));
        assertEquals(0, hunan.huxi().of(GroupKind.MIXED, Cards.parse("b2")));
        assertEquals(15, hunan.win().minimumHuxi());
    }

    @Test
    void luzhouOverridesRedPongAndKeepsTheRest() {
        RuleSet luzhou = rules("luzhou");
        assertEquals(6, luzhou.huxi().of(GroupKind.PONG, Cards.parse("二")), "red small pong, 000:56");
        assertEquals(9, luzhou.huxi().of(GroupKind.PONG, Cards.parse("柒")), "red big pong, 000:56");
        assertEquals(1, luzhou.huxi().of(GroupKind.PONG, Cards.parse("三")), "black small pong");
        assertEquals(15, luzhou.huxi().of(GroupKind.TI, Cards.parse("b3")), "垅 = 招 + 3, 000:56");
        assertEquals(7, luzhou.structure().groupsToWin(), "inherited from hunan");
        assertEquals(10, luzhou.win().minimumHuxi());
        assertTrue(luzhou.claims().winOn().contains(CardOrigin.PREVIOUS_DISCARD));
        assertEquals(Set.of("红胡", "乌胡", "天胡", "地胡"),
                luzhou.scoring().patterns().stream().map(pattern -> pattern.name()).collect(Collectors.toSet()),
                "点胡 and 红乌 are removed with `without`");
    }

    @Test
    void shaoyangReadsPriorityTiersAndPassedCards() {
        RuleSet shaoyang = rules("shaoyang");
        // 003:41 提>胡>碰>吃
        assertTrue(shaoyang.claims().rank(ActionKind.TI) < shaoyang.claims().rank(ActionKind.HU));
        assertTrue(shaoyang.claims().rank(ActionKind.HU) < shaoyang.claims().rank(ActionKind.PONG));
        assertTrue(shaoyang.claims().rank(ActionKind.PONG) < shaoyang.claims().rank(ActionKind.CHI));
        assertEquals(shaoyang.claims().rank(ActionKind.PAO), shaoyang.claims().rank(ActionKind.PONG));
        assertFalse(shaoyang.claims().winOnPassedCard());
        RuleSet hunan = rules("hunan");
        assertEquals(hunan.claims().rank(ActionKind.TI), hunan.claims().rank(ActionKind.WEI));
        assertEquals(Set.of(CardOrigin.OWN_DRAW, CardOrigin.PREVIOUS_DRAW, CardOrigin.NEXT_DRAW),
                hunan.claims().paoOntoPongFrom(), "`any draw` means every draw");
    }

    @Test
    void theDealUsesTheWholeDeck() {
        RuleSet hunan = rules("hunan");
        assertEquals(80, hunan.deck().size());
        assertEquals(hunan.deck().size(), hunan.seating().cardsNeeded());
        assertTrue(hunan.deck().isRed(Cards.parse("拾")));
        assertFalse(hunan.deck().isRed(Cards.parse("s3")));
    }

    /** 000:58: 15 huxi = 1 grade, 18 = 2, 20 = 2, 21 = 3; `/` rounds down. */
    @Test
    void gradeFormulaGivesTheSeedsGrades() {
        RuleSet hunan = rules("hunan");
        int[][] huxiToGrade = {{15, 1}, {18, 2}, {20, 2}, {21, 3}};
        for (int[] example : huxiToGrade) {
            assertEquals(example[1], hunan.scoring().grade().evaluate(new Facts().set(Quantity.HUXI, example[0])),
                    example[0] + " huxi");
        }
    }

    @Test
    void patternConditionAndFanAreCompiled() {
        var redHu = rules("hunan").scoring().patterns().get(0);
        assertTrue(redHu.when().test(new Facts().set(Quantity.RED, 10)));
        assertFalse(redHu.when().test(new Facts().set(Quantity.RED, 13)));
        assertEquals(2, redHu.fan().evaluate(new Facts()));
        assertEquals("000:86", redHu.source());
    }
}
