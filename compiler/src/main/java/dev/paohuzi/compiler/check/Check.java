package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.pass.ResolvedVariant;

/** One static check of a resolved variant (the Griddle idea: one class per check, each reporting positions). */
public interface Check {
    void run(ResolvedVariant variant, Diagnostics diagnostics);
}
