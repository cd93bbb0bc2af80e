package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.Optional;
import java.util.function.ObjIntConsumer;

/** A rule whose value is one whole number in a range (copies, players, wall, minimum huxi ...). */
final class IntRule extends RuleKeyword<Integer> {
    private final int min;
    private final int max;
    private final ObjIntConsumer<RuleSetBuilder> target;

    IntRule(String name, String meaning, int min, int max, ObjIntConsumer<RuleSetBuilder> target) {
        super(name, meaning);
        this.min = min;
        this.max = max;
        this.target = target;
    }

    /** The values it takes, `1–4`, as docs/language.md's rule tables write them (a test checks them). */
    String range() {
        return min + "–" + max;
    }

    @Override
    protected Optional<Integer> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, Integer.toString(min))
                .flatMap(item -> Values.integer(item, name(), min, max, diagnostics));
    }

    @Override
    protected void lower(Integer value, RuleSetBuilder builder) {
        target.accept(builder, value);
    }

    @Override
    protected String describe(Integer value) {
        return value.toString();
    }

    @Override
    public ValueKind kind() {
        return ValueKind.NUMBER;
    }
}
