package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;

/**
 * `win when: huxi >= minimum_huxi` (000:65): whether a seat may declare a win, one condition the engine's `hu`,
 * `analyze` and the scorer all ask (runtime WinRule). It reads the win's quantities, its grade, `patterns` (how many
 * patterns apply: 红拐弯's 15-17 huxi with a 名堂), `has NAME` (whether one does: a 名堂 other than 自摸) and
 * `minimum_huxi` (the `minimum huxi:` rule).
 */
final class WinWhenRule extends ConditionRule {
    WinWhenRule() {
        super("win when", "whether a seat may declare a win 胡, a condition (the engine, analyze and the scorer ask it)",
                "huxi >= minimum_huxi", QuantityScope.WIN_WHEN);
    }

    @Override
    protected void lower(ValueItem value, RuleSetBuilder builder) {
        builder.winWhen = ExpressionCompiler.condition(value.expr(), "`win when:`");
        builder.winWhenText = value.text();
        builder.winWhenReads = QuantityScope.reads(value.expr());
        builder.winWhenPatterns = QuantityScope.patternsNamed(value.expr()).stream()
                .map(phrase -> phrase.words().get(1)).distinct().toList();
    }
}
