package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.rules.ReadRule;
import dev.paohuzi.compiler.rules.RuleSetBuilder;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.List;

/** Pass 4: every validated rule writes its part of the RuleSet, in catalogue order. */
public final class Lower {
    private Lower() {}

    public static RuleSet run(ResolvedVariant variant, List<Inherited<ReadRule>> rules) {
        RuleSetBuilder builder = new RuleSetBuilder();
        rules.forEach(rule -> rule.item().lowering().accept(builder));
        return builder.build(variant.roomName(), variant.title());
    }
}
