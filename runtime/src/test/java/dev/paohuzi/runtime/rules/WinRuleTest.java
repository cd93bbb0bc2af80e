package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WinRuleTest {
    /** 000:104: 最低15胡息才能胡牌 — decided on huxi alone. */
    @Test
    void theUsualRuleIsDecidedOnHuxi() {
        WinRule rule = WinRule.minimum(15);
        assertTrue(rule.readsOnlyHuxi());
        assertFalse(rule.mayWin(-1));
        assertFalse(rule.mayWin(14));
        assertTrue(rule.mayWin(15));
        assertTrue(rule.mayWin(300));
        assertFalse(WinRule.minimum(250).mayWin(249));
    }

    /**
     * 红拐弯 (issue 9): 18 huxi, or 15-17 with a 名堂. Below 15 no count of patterns helps, so the engine rules those
     * out on huxi; at 16 it depends on the patterns, which only the whole win tells.
     */
    @Test
    void aRuleOverPatternsRulesOutOnlyWhatNoPatternSaves() {
        WinRule rule = new WinRule(f -> f.get(Quantity.HUXI) >= 18
                || f.get(Quantity.HUXI) >= f.get(Quantity.MINIMUM_HUXI) && f.get(Quantity.PATTERNS) > 0,
                "huxi >= 18 or huxi >= minimum_huxi and patterns > 0", 15,
                EnumSet.of(Quantity.HUXI, Quantity.MINIMUM_HUXI, Quantity.PATTERNS));
        assertFalse(rule.readsOnlyHuxi());
        assertFalse(rule.mayWin(14));
        assertTrue(rule.mayWin(16));
        assertFalse(rule.allows(new Facts().set(Quantity.HUXI, 16).set(Quantity.PATTERNS, 0)));
        assertTrue(rule.allows(new Facts().set(Quantity.HUXI, 16).set(Quantity.PATTERNS, 1)));
        assertTrue(rule.allows(new Facts().set(Quantity.HUXI, 18).set(Quantity.PATTERNS, 0)));
    }
}
