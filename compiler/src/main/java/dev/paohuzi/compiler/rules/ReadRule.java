package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Choice;
import dev.paohuzi.compiler.ast.Citation;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A rule or pattern whose value was read and validated: what explain and diff show, and how it lowers.
 *
 * @param name        the rule name, or `pattern NAME`
 * @param meaning     what it decides, in plain words
 * @param description its value in canonical plain words
 */
public record ReadRule(String name, String meaning, String description, Optional<Citation> source,
                       List<Choice> choices, Consumer<RuleSetBuilder> lowering) {
    public ReadRule {
        choices = List.copyOf(choices);
    }
}
