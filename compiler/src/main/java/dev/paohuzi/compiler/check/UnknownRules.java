package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.compiler.rules.PatternBlock;
import dev.paohuzi.compiler.rules.RuleCatalogue;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Rule names and block kinds that the catalogue does not know, with the nearest known name as a hint. */
public final class UnknownRules implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        for (Setting setting : variant.own().body().settings()) {
            if (setting.name().equals("dihu")) {
                diagnostics.error(setting.position(), "`dihu:` is no rule any more: 地胡 is the condition `dihu when:`",
                        "write " + dihuWhen(setting) + " (docs/language.md, `dihu when:`)");
            } else if (RuleCatalogue.find(setting.name()).isEmpty()) {
                diagnostics.error(setting.position(), "unknown rule '" + setting.name() + "'",
                        Suggestions.hint(setting.name(), RuleCatalogue.names(),
                                "docs/language.md lists every rule; `explain hunan` shows them in use"));
            }
        }
        for (Block block : variant.own().body().blocks()) {
            if (!block.kind().equals(PatternBlock.KIND)) {
                diagnostics.error(block.position(), "unknown kind of block '" + block.kind() + "'",
                        Suggestions.hint(block.kind(), List.of(PatternBlock.KIND),
                        "the only block is `pattern NAME { ... }`"));
            }
        }
    }

    /** The `dihu when:` line for an old `dihu:` line: each of its three words, or all three when it is none of them. */
    private static String dihuWhen(Setting old) {
        String value = old.value().stream().map(ValueItem::text).collect(Collectors.joining(", "))
                .toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        return switch (value) {
            case "none" -> "`dihu when: no`";
            case "non-dealer wins on reveal card" -> "`dihu when: on_reveal_card and not dealer`";
            case "next player wins on dealer's first discard" -> "`dihu when: dealers_first_discard and "
                    + "next_to_dealer`";
            default -> "`dihu when: no` (was `none`), `dihu when: on_reveal_card and not dealer` (was `non-dealer wins "
                    + "on reveal card`) or `dihu when: dealers_first_discard and next_to_dealer` (was `next player "
                    + "wins on dealer's first discard`)";
        };
    }
}
