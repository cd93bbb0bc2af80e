package dev.paohuzi.compiler.ast;

import java.util.List;

/** The contents of a variant or a block, in file order by kind of item. */
public record Body(List<Setting> settings, List<Block> blocks, List<Without> withouts, List<Citation> sources,
                   List<Choice> choices) {
    public Body {
        settings = List.copyOf(settings);
        blocks = List.copyOf(blocks);
        withouts = List.copyOf(withouts);
        sources = List.copyOf(sources);
        choices = List.copyOf(choices);
    }
}
