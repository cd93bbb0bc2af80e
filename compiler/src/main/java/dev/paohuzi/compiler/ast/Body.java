package dev.paohuzi.compiler.ast;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

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

    /** The topics of every choice it gives: its own, its rules', its blocks' (a pattern's parts' too). */
    public Set<String> topics() {
        Set<String> topics = new HashSet<>();
        choices.forEach(c -> topics.add(c.topic()));
        settings.forEach(s -> s.choices().forEach(c -> topics.add(c.topic())));
        blocks.forEach(b -> topics.addAll(b.body().topics()));
        return topics;
    }

    /** The body without the choices on {@code topics}, wherever they are given in it. */
    public Body withoutChoicesOn(Set<String> topics) {
        return new Body(settings.stream().map(s -> s.withoutChoicesOn(topics)).toList(),
                blocks.stream().map(b -> b.withoutChoicesOn(topics)).toList(), withouts, sources,
                choices.stream().filter(c -> !topics.contains(c.topic())).toList());
    }
}
