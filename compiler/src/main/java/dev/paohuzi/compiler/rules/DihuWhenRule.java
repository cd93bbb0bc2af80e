package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.runtime.rules.Scoring;

/**
 * `dihu when: on_reveal_card and not dealer` (000:147): when a win is an earth win 地胡, a condition over where it
 * happened ({@link Scoring.Dihu#READS}); the formulas read the answer as `dihu`. It replaces the closed list of
 * `dihu:` (UnknownRules names the new form for an old file).
 */
final class DihuWhenRule extends ConditionRule {
    DihuWhenRule() {
        super("dihu when", "when a win is an earth win 地胡, a condition over on_reveal_card, dealers_first_discard, "
                + "next_to_dealer and dealer (`no`: never)", "on_reveal_card and not dealer", QuantityScope.DIHU_WHEN);
    }

    @Override
    protected void lower(ValueItem value, RuleSetBuilder builder) {
        builder.dihu = new Scoring.Dihu(ExpressionCompiler.condition(value.expr(), "`dihu when:`"), value.text());
    }
}
