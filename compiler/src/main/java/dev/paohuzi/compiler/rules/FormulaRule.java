package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.TypeChecker;
import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A scoring rule whose value is a number formula over the quantities known at its step: `base: grade * fan`,
 * `loser pays: base * fan * room_base`, `dead hand pays: 5 * payer_jokers` ...
 */
final class FormulaRule extends RuleKeyword<ValueItem> {
    private final String example;
    private final Set<Quantity> scope;
    private final BiConsumer<RuleSetBuilder, IntFormula> target;

    FormulaRule(String name, String meaning, String example, Set<Quantity> scope,
                BiConsumer<RuleSetBuilder, IntFormula> target) {
        super(name, meaning);
        this.example = example;
        this.scope = scope;
        this.target = target;
    }

    @Override
    protected Optional<ValueItem> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, example)
                .filter(item -> new TypeChecker(diagnostics).expect(item.expr(), Quantity.Type.INT, "'" + name() + "'")
                        && new QuantityScope(diagnostics).check(item.expr(), scope, "'" + name() + "'"));
    }

    @Override
    protected void lower(ValueItem value, RuleSetBuilder builder) {
        target.accept(builder, ExpressionCompiler.formula(value.expr(), "`" + name() + ":`"));
    }

    @Override
    protected String describe(ValueItem value) {
        return value.text();
    }

    @Override
    public ValueKind kind() {
        return ValueKind.FORMULA;
    }
}
