package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.pass.Inherited;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.compiler.rules.PatternBlock;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Optional;

/**
 * `grade:` may read the patterns that apply (`patterns`, `has NAME`: 河池 doubles by 名堂) only where no pattern's
 * `when:` reads the grade: the scorer then tests the patterns before it works out the grade. A pattern that reads the
 * grade while the grade reads the patterns would wait for itself, so that pairing is an error at the pattern's
 * `grade`, naming the chain and both ways out.
 */
public final class PatternCycle implements Check {
    @Override
    public void run(ResolvedVariant variant, Diagnostics diagnostics) {
        Optional<Setting> grade = variant.settings().stream().map(Inherited::item)
                .filter(setting -> setting.name().equals("grade") && !setting.value().isEmpty()).findFirst();
        if (grade.isEmpty() || !QuantityScope.reads(grade.get().value().get(0).expr()).contains(Quantity.PATTERNS)) {
            return;
        }
        String gradeReads = QuantityScope.patternsNamed(grade.get().value().get(0).expr()).stream().findFirst()
                .map(phrase -> "`" + phrase.text() + "`").orElse("`patterns`");
        for (Inherited<Block> block : variant.blocks()) {
            if (!block.item().kind().equals(PatternBlock.KIND)) {
                continue;
            }
            for (Setting part : block.item().body().settings()) {
                Optional<Position> read = part.name().equals("when") && !part.value().isEmpty()
                        ? QuantityScope.whereRead(part.value().get(0).expr(), Quantity.GRADE) : Optional.empty();
                if (read.isPresent()) {
                    diagnostics.error(read.get(), "pattern " + block.item().name() + "'s `when:` reads `grade`, "
                            + "but `grade:` reads the patterns: each would wait for the other (`grade:` -> "
                            + gradeReads + " -> " + block.item().name() + "'s `when:` -> `grade`)", "write "
                            + block.item().name() + "'s `when:` over huxi instead of grade, or count the patterns in "
                            + "`base:`, which is worked out after both");
                }
            }
        }
    }
}
