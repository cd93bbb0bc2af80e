package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One rule of the language (the Ludii idea: a keyword is a class that knows its value). It reads and validates the
 * value as written, lowers it into the RuleSet, and describes it in plain words for explain and diff.
 *
 * @param <V> the value once read
 */
public abstract class RuleKeyword<V> {
    private final String name;
    private final String meaning;

    protected RuleKeyword(String name, String meaning) {
        this.name = name;
        this.meaning = meaning;
    }

    /** The rule name as written in a variant file ("dealer cards"). */
    public final String name() {
        return name;
    }

    /** What the rule decides, in plain words. */
    public final String meaning() {
        return meaning;
    }

    /** How a value is written, as the table of values in docs/language.md names it. */
    public enum ValueKind {
        NUMBER, NUMBER_LIST, WORD, WORD_LIST, SEAT_ORDER, TIERS, HUXI_ROW, FORMULA, PHRASE;

        /** "number list", as the docs write it. */
        public String word() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    /** How this rule's value is written (for the editor's completion and hover). */
    public abstract ValueKind kind();

    /** The words of a value, canonical first (a phrase: each form, with an example number); empty for numbers. */
    public List<String> words() {
        return List.of();
    }

    /** Reads the value; reports every problem with it and returns empty when there is one. */
    protected abstract Optional<V> read(Setting setting, Diagnostics diagnostics);

    protected abstract void lower(V value, RuleSetBuilder builder);

    /** The value in canonical plain words; two values that lower the same describe the same (diff relies on it). */
    protected abstract String describe(V value);

    /** Reads a setting into a value that can be lowered and described later. */
    public final Optional<ReadRule> check(Setting setting, Diagnostics diagnostics) {
        return read(setting, diagnostics).map(value -> new ReadRule(name, meaning, describe(value), setting.source(),
                setting.choices(), builder -> lower(value, builder)));
    }
}
