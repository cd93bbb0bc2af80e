package dev.paohuzi.compiler;

import java.util.List;

/**
 * One line of a compiled variant's rule table: a rule or pattern in effect, in plain words, with its origin.
 *
 * @param section  the heading it sits under (Deck and table, Groups, ..., Patterns)
 * @param name     the rule name as written, or `pattern NAME`
 * @param meaning  what the rule decides
 * @param value    its value in canonical plain words
 * @param from     the variant whose file sets it (this variant or a parent)
 * @param source   its seed citation; empty when it has none
 * @param choices  readings taken where sources disagree, as `topic: reading`
 */
public record RuleEntry(String section, String name, String meaning, String value, String from, String source,
                        List<String> choices) {
    public RuleEntry {
        choices = List.copyOf(choices);
    }
}
