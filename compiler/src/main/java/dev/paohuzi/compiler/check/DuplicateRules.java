package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.pass.ResolvedVariant;

import java.util.HashMap;
import java.util.Map;

/** A rule or pattern set twice in one file: the second would silently win, so it is an error. */
public final class DuplicateRules implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        Map<String, Position> seen = new HashMap<>();
        for (Setting setting : variant.own().body().settings()) {
            report(setting.name(), "rule", setting.position(), seen, diagnostics);
        }
        for (Block block : variant.own().body().blocks()) {
            report(block.kind() + " " + block.name(), block.kind(), block.position(), seen, diagnostics);
        }
    }

    private static void report(String key, String what, Position at, Map<String, Position> seen,
            Diagnostics diagnostics) {
        Position first = seen.putIfAbsent(key, at);
        if (first != null) {
            diagnostics.error(at, what + " '" + key + "' is set twice in this variant",
                    "it is first set at line " + first.line() + "; keep one");
        }
    }
}
