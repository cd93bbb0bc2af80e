package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.TypeChecker;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Optional;
import java.util.Set;

/** A rule whose value is one condition over a set of quantities (`win when:`, `dihu when:`). */
abstract class ConditionRule extends RuleKeyword<ValueItem> {
    private final String example;
    private final Set<Quantity> scope;

    /**
     * @param example a value that would do, for the hint of a missing one
     * @param scope   the quantities the condition may read
     */
    ConditionRule(String name, String description, String example, Set<Quantity> scope) {
        super(name, description);
        this.example = example;
        this.scope = scope;
    }

    @Override
    protected Optional<ValueItem> read(Setting setting, Diagnostics diagnostics) {
        String what = "`" + name() + ":`";
        return Values.single(setting, diagnostics, example)
                .filter(item -> new TypeChecker(diagnostics).expect(item.expr(), Quantity.Type.BOOL, what)
                        && new QuantityScope(diagnostics).check(item.expr(), scope, what));
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
