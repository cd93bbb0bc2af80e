package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.expr.Names;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.pass.Inherited;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.compiler.rules.PatternBlock;
import dev.paohuzi.compiler.rules.RuleCatalogue;
import dev.paohuzi.compiler.rules.RuleKeyword;

import java.util.List;

/**
 * Every `has NAME` of a formula names a pattern the variant has (after its parents' and its own `without
 * pattern`): a name it lacks is an error at the name, with the names it has. Where a formula may read `has` at all is
 * the formula's own check (QuantityScope), and the order the scorer reads them in is PatternCycle's.
 */
public final class PatternNames implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        List<String> names = variant.blocks().stream().map(Inherited::item)
                .filter(block -> block.kind().equals(PatternBlock.KIND)).map(Block::name).toList();
        for (Inherited<Setting> setting : variant.settings()) {
            boolean formula = RuleCatalogue.find(setting.item().name())
                    .filter(rule -> rule.kind() == RuleKeyword.ValueKind.FORMULA).isPresent();
            if (formula) {
                setting.item().value().forEach(item -> check(item, names, variant.name(), diagnostics));
            }
        }
    }

    private static void check(ValueItem item, List<String> names, String variant, Diagnostics diagnostics) {
        for (Expr.Phrase phrase : QuantityScope.patternsNamed(item.expr())) {
            String name = phrase.words().get(1);
            if (!names.contains(name)) {
                diagnostics.error(phrase.position(), variant + " has no pattern " + name + " for `" + Names.HAS + " "
                        + name + "`", Suggestions.nearest(name, names).map(near -> "did you mean `" + near + "`? ")
                        .orElse("") + (names.isEmpty() ? variant + " has no patterns"
                        : variant + "'s patterns: " + String.join(", ", names)));
            }
        }
    }
}
