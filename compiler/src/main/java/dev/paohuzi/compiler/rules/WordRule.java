package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

/** A rule whose value is one word from a closed list (yes / no, `dealer's last card`, `same size` ...). */
final class WordRule<E> extends RuleKeyword<E> {
    private final Map<String, E> words;
    private final BiConsumer<RuleSetBuilder, E> target;
    /** Readings the sources give that the engine cannot play yet, each with what it is, in words. */
    private final Map<String, String> unsupported;

    /** @param words each accepted word and its value; the first word of a value is its canonical form */
    WordRule(String name, String meaning, Map<String, E> words, BiConsumer<RuleSetBuilder, E> target) {
        this(name, meaning, words, Map.of(), target);
    }

    /**
     * @param unsupported readings regions play that the engine does not support yet, each with what it is: a file
     *                    that asks for one is told so and what the engine supports, rather than "not a value"
     */
    WordRule(String name, String meaning, Map<String, E> words, Map<String, String> unsupported,
             BiConsumer<RuleSetBuilder, E> target) {
        super(name, meaning);
        this.words = new LinkedHashMap<>(words);
        this.unsupported = Map.copyOf(unsupported);
        this.target = target;
    }

    static WordRule<Boolean> yesNo(String name, String meaning, BiConsumer<RuleSetBuilder, Boolean> target) {
        Map<String, Boolean> words = new LinkedHashMap<>();
        words.put("yes", true);
        words.put("no", false);
        return new WordRule<>(name, meaning, words, target);
    }

    @Override
    protected Optional<E> read(Setting setting, Diagnostics diagnostics) {
        return Values.single(setting, diagnostics, words.keySet().iterator().next()).flatMap(item -> {
            String what = unsupported.get(item.text().toLowerCase(java.util.Locale.ROOT));
            if (what != null) {
                List<String> supported = List.copyOf(words.keySet());
                diagnostics.error(item.position(), "'" + item.text() + "' (" + what
                        + ") is not supported by the engine yet",
                        "the engine supports " + String.join(", ", supported.subList(0, supported.size() - 1))
                                + " or " + supported.get(supported.size() - 1));
                return Optional.empty();
            }
            return Values.word(item, name(), words, diagnostics);
        });
    }

    @Override
    protected void lower(E value, RuleSetBuilder builder) {
        target.accept(builder, value);
    }

    @Override
    protected String describe(E value) {
        return Values.wordOf(value, words);
    }

    @Override
    public ValueKind kind() {
        return ValueKind.WORD;
    }

    @Override
    public List<String> words() {
        return List.copyOf(words.keySet());
    }
}
