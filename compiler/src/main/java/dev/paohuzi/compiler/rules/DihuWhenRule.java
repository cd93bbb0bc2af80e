package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.TypeChecker;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Scoring;

import java.util.Optional;

/**
 * `dihu when: on_reveal_card and not dealer` (000:147): when a win is an earth win 地胡, a condition over where it
 * happened ({@link Scoring.Dihu#READS}); the formulas read the answer as `dihu`. It replaces the closed list of
 * `dihu:` (UnknownRules names the new form for an old file).
 */
final class DihuWhenRule extends RuleKeyword<ValueItem> {
    DihuWhenRule() {
        super("dihu when", "when a win is an earth win 地胡, a condition over on_reveal_card, dealers_first_discard, "
                + "next_to_dealer and dealer (`no`: never)");
    }

    @Override
    protected Optional<ValueItem> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, "on_reveal_card and not dealer")
                .filter(item -> new TypeChecker(diagnostics).expect(item.expr(), Quantity.Type.BOOL, "`dihu when:`")
                        && new QuantityScope(diagnostics).check(item.expr(), QuantityScope.DIHU_WHEN, "`dihu when:`"));
    }

    @Override
    protected void lower(ValueItem value, RuleSetBuilder builder) {
        builder.dihu = new Scoring.Dihu(ExpressionCompiler.condition(value.expr()), value.text());
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
