package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Choice;
import dev.paohuzi.compiler.ast.Citation;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.VariantAst;

import java.util.List;

/**
 * One flat variant after `extends`: every rule and pattern in effect, each with the variant it comes from.
 *
 * @param own       the file as written (for checks of the file itself: duplicates, citations)
 * @param lineage   the variant, its parent, the parent's parent ...
 * @param sources   the variant's own header citations
 * @param deltas    the deltas in effect, in the order they applied (its parents' first)
 */
public record ResolvedVariant(VariantAst own, String title, List<String> lineage, List<Citation> sources,
                              List<Inherited<Setting>> settings, List<Inherited<Block>> blocks,
                              List<Inherited<Choice>> choices, List<String> deltas) {
    public ResolvedVariant {
        lineage = List.copyOf(lineage);
        sources = List.copyOf(sources);
        settings = List.copyOf(settings);
        blocks = List.copyOf(blocks);
        choices = List.copyOf(choices);
        deltas = List.copyOf(deltas);
    }

    public String name() {
        return own.name();
    }
}
