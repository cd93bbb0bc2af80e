package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A set of words from a closed list (`mandatory: wei, ti, pao, bi`), each once, in any order; the engine may play
 * only some sets, and any other is refused naming the ones it plays.
 */
final class WordSetRule<E> extends RuleKeyword<Set<E>> {
    private final Map<String, E> words;
    private final Predicate<Set<E>> supported;
    private final String supportedSets;
    private final BiConsumer<RuleSetBuilder, Set<E>> target;
    /** The whole values the engine plays, offered for completion instead of single words; empty when any set is. */
    private final List<String> playedSets;

    /**
     * @param words         each word and its value, in the order `explain` lists them
     * @param supported     whether the engine plays a set
     * @param supportedSets the sets it plays, as a hint ("`wei, ti, pao, bi` or `wei, ti, pao, bi, pong`")
     * @param playedSets    those sets as values ("wei, ti, pao, bi"), or none when the engine plays any set
     */
    WordSetRule(String name, String meaning, Map<String, E> words, Predicate<Set<E>> supported, String supportedSets,
                List<String> playedSets, BiConsumer<RuleSetBuilder, Set<E>> target) {
        super(name, meaning);
        this.words = new LinkedHashMap<>(words);
        this.supported = supported;
        this.supportedSets = supportedSets;
        this.target = target;
        this.playedSets = List.copyOf(playedSets);
    }

    @Override
    protected Optional<Set<E>> read(Setting setting, Diagnostics diagnostics) {
        Optional<Set<E>> values = Values.distinctWords(setting, name(), words, "list each once", diagnostics)
                .<Set<E>>map(LinkedHashSet::new);
        if (values.isPresent() && !supported.test(values.get())) {
            diagnostics.error(setting.value().get(0).position(), "the engine does not play '" + name() + ": "
                    + describe(values.get()) + "'", "the engine supports " + supportedSets);
            return Optional.empty();
        }
        return values;
    }

    @Override
    protected void lower(Set<E> value, RuleSetBuilder builder) {
        target.accept(builder, value);
    }

    /** In the list's order, so two files listing the same set in different orders describe it the same. */
    @Override
    protected String describe(Set<E> value) {
        return words.entrySet().stream().filter(e -> value.contains(e.getValue())).map(Map.Entry::getKey)
                .collect(Collectors.joining(", "));
    }

    @Override
    public ValueKind kind() {
        return playedSets.isEmpty() ? ValueKind.WORD_LIST : ValueKind.PHRASE;
    }

    @Override
    public List<String> words() {
        return playedSets.isEmpty() ? List.copyOf(words.keySet()) : playedSets;
    }
}
