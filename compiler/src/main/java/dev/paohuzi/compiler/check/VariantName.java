package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.pass.ResolvedVariant;

import java.nio.file.Path;

/** `extends NAME` and the CLI find a variant by its file name, so the name inside should match it. */
public final class VariantName implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        String file = Path.of(variant.own().position().file()).getFileName().toString();
        if (file.endsWith(".variant") && !file.equals(variant.name() + ".variant")) {
            diagnostics.warning(variant.own().position(), "variant '" + variant.name() + "' is in the file " + file,
                    "name the file " + variant.name() + ".variant so that `extends " + variant.name() + "` finds it");
        }
    }
}
