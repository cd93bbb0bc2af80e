package dev.paohuzi.compiler.ast;

import dev.paohuzi.compiler.diag.Position;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One rule line: {@code name: value source "..."}, with the choices that follow it.
 *
 * @param name the rule name, words joined by single spaces, lower case
 */
public record Setting(String name, Position position, List<ValueItem> value, Optional<Citation> source,
                      List<Choice> choices) {
    public Setting {
        value = List.copyOf(value);
        choices = List.copyOf(choices);
    }

    public Setting withChoice(Choice choice) {
        List<Choice> more = new java.util.ArrayList<>(choices);
        more.add(choice);
        return new Setting(name, position, value, source, more);
    }

    /** The rule without the choices on {@code topics}. */
    public Setting withoutChoicesOn(Set<String> topics) {
        return new Setting(name, position, value, source, choices.stream().filter(c -> !topics.contains(c.topic()))
                .toList());
    }
}
