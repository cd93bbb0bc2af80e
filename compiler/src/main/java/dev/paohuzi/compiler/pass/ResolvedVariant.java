package dev.paohuzi.compiler.pass;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.ast.Choice;
import dev.paohuzi.compiler.ast.Citation;
import dev.paohuzi.compiler.ast.OptionAst;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.VariantAst;
import dev.paohuzi.compiler.diag.Position;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One flat variant after `extends`: every rule and pattern in effect, each with the variant it comes from.
 *
 * @param own       the file as written (for checks of the file itself: duplicates, citations)
 * @param lineage   the variant, its parent, the parent's parent ...
 * @param sources   the variant's own header citations
 * @param deltas    the deltas in effect, in the order they applied (its parents' first)
 * @param offered   the options the variant and its parents offer, each with the variant declaring it (parents' first)
 * @param options   the options in effect, in the order they applied
 * @param picks     the room's choices that differ from the defaults, in the order of {@code offered}
 */
public record ResolvedVariant(VariantAst own, String title, List<String> lineage, List<Citation> sources,
                              List<Inherited<Setting>> settings, List<Inherited<Block>> blocks,
                              List<Inherited<Choice>> choices, List<String> deltas,
                              List<Inherited<OptionAst>> offered, List<String> options, List<Room.Pick> picks) {
    public ResolvedVariant {
        offered = List.copyOf(offered);
        options = List.copyOf(options);
        picks = List.copyOf(picks);
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

    /** The room's name: the variant's, with the options the room changes of it ({@code youxian[无名堂]}). */
    public String roomName() {
        return picks.isEmpty() ? name() : name() + picks.stream().map(Room.Pick::toString)
                .collect(Collectors.joining(", ", "[", "]"));
    }

    /**
     * Where a check of lowered rules points: the first of {@code rules} (in that order) this file sets itself, else
     * the variant's name.
     */
    public Position firstOwnSetting(List<String> rules) {
        for (String rule : rules) {
            for (Setting setting : own.body().settings()) {
                if (setting.name().equals(rule)) {
                    return setting.position();
                }
            }
        }
        return own.position();
    }
}
