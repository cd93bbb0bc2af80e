package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.compiler.rules.PatternBlock;
import dev.paohuzi.compiler.rules.RuleCatalogue;

import java.util.List;

/** Rule names and block kinds that the catalogue does not know, with the nearest known name as a hint. */
public final class UnknownRules implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        for (Setting setting : variant.own().body().settings()) {
            if (RuleCatalogue.find(setting.name()).isEmpty()) {
                diagnostics.error(setting.position(), "unknown rule '" + setting.name() + "'",
                        Suggestions.hint(setting.name(), RuleCatalogue.names(),
                                "docs/language.md lists every rule; `explain hunan` shows them in use"));
            }
        }
        for (Block block : variant.own().body().blocks()) {
            if (!block.kind().equals(PatternBlock.KIND)) {
                diagnostics.error(block.position(), "unknown kind of block '" + block.kind() + "'",
                        Suggestions.hint(block.kind(), List.of(PatternBlock.KIND), "the only block is `pattern NAME { ... }`"));
            }
        }
    }
}
