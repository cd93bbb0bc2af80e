package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.pass.ResolvedVariant;

import java.nio.file.Path;

/**
 * `extends NAME`, `with NAME` and the CLI find a variant or delta by its file name, so the name inside should match it.
 */
public final class VariantName implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        String file = Path.of(variant.own().position().file()).getFileName().toString();
        VariantAst.Kind kind = variant.own().kind();
        String expected = variant.name() + kind.extension;
        for (VariantAst.Kind other : VariantAst.Kind.values()) {
            if (other != kind && file.endsWith(other.extension)) {
                diagnostics.error(variant.own().position(), "the " + other.extension + " file " + file + " holds a "
                        + kind.word, "name the file " + expected + ", or start it with `" + other.word + " NAME`");
            }
        }
        if (file.endsWith(kind.extension) && !file.equals(expected)) {
            diagnostics.warning(variant.own().position(), kind.word + " '" + variant.name() + "' is in the file "
                    + file,
                    "name the file " + expected + " so that `" + (kind == VariantAst.Kind.DELTA ? "with " : "extends ")
                            + variant.name() + "` finds it");
        }
    }
}
