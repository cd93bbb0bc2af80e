package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.TypeChecker;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Optional;

/**
 * `win when: huxi >= minimum_huxi` (000:65): whether a seat may declare a win, one condition the engine's `hu`,
 * `analyze` and the scorer all ask (runtime WinRule). It reads the win's quantities, its grade, `patterns` (how many
 * patterns apply: 红拐弯's 15-17 huxi with a 名堂) and `minimum_huxi` (the `minimum huxi:` rule).
 */
final class WinWhenRule extends RuleKeyword<ValueItem> {
    WinWhenRule() {
        super("win when", "whether a seat may declare a win 胡, a condition (the engine, analyze and the scorer ask it)");
    }

    @Override
    protected Optional<ValueItem> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, "huxi >= minimum_huxi")
                .filter(item -> new TypeChecker(diagnostics).expect(item.expr(), Quantity.Type.BOOL, "`win when:`")
                        && new QuantityScope(diagnostics).check(item.expr(), QuantityScope.WIN_WHEN, "`win when:`"));
    }

    @Override
    protected void lower(ValueItem value, RuleSetBuilder builder) {
        builder.winWhen = ExpressionCompiler.condition(value.expr());
        builder.winWhenText = value.text();
        builder.winWhenReads = QuantityScope.reads(value.expr());
    }

    @Override
    public ValueKind kind() {
        return ValueKind.FORMULA; // a condition, written as a formula is
    }

    @Override
    protected String describe(ValueItem value) {
        return value.text();
    }
}
