package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Citation;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.pass.ResolvedVariant;

/** Every rule must cite its seed (brief: "every rule in a variant file cites its seed line"); a warning each. */
public final class Citations implements Check {
    /** The rules' and patterns' citations only (a room option's header citation is checked where it is declared). */
    public static final Check RULES = Citations::rules;
    private static final String HINT = "add `source \"000:22\"` (seed file:line) at the end of the line";

    /** `source ""` cites nothing. */
    private static boolean isBlank(Citation citation) {
        return citation.text().isBlank();
    }

    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        if (variant.sources().stream().allMatch(Citations::isBlank)) {
            String kind = variant.own().kind().word;
            diagnostics.warning(variant.own().position(), kind + " '" + variant.name() + "' cites no source",
                    "add a `source \"...\"` line naming the seeds the " + kind + " comes from");
        }
        rules(variant, diagnostics);
    }

    private static void rules(ResolvedVariant variant, Diagnostics diagnostics) {
        for (Setting setting : variant.own().body().settings()) {
            if (setting.source().filter(c -> !isBlank(c)).isEmpty()) {
                diagnostics.warning(setting.position(), "rule '" + setting.name() + "' cites no source", HINT);
            }
        }
        for (Block block : variant.own().body().blocks()) {
            if (block.citation().filter(c -> !isBlank(c)).isEmpty()) {
                diagnostics.warning(block.position(), block.kind() + " '" + block.name() + "' cites no source",
                        "add a `source \"000:86\"` line inside the block");
            }
        }
    }
}
