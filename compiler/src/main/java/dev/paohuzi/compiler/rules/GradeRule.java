package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.expr.ExpressionCompiler;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.TypeChecker;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Optional;

/** `grade: (huxi - 12) / 3` (000:58, 000:106): the 等 of a win, a formula over the win's quantities. */
final class GradeRule extends RuleKeyword<ValueItem> {
    GradeRule() {
        super("grade", "the grade 等 of a win, as a formula (/ rounds down)");
    }

    @Override
    protected Optional<ValueItem> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, "(huxi - 12) / 3")
                .filter(item -> new TypeChecker(diagnostics).expect(item.expr(), Quantity.Type.INT, "the grade")
                        && new QuantityScope(diagnostics).check(item.expr(), QuantityScope.GRADE, "the grade"));
    }

    @Override
    protected void lower(ValueItem value, RuleSetBuilder builder) {
        builder.grade = ExpressionCompiler.formula(value.expr(), "`grade:`");
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
