package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.CardOrigin;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/** A list of where a card may come from (`chi from: previous discard, previous draw, own draw`, 000:43). */
final class OriginsRule extends RuleKeyword<Set<CardOrigin>> {
    private static final Map<CardOrigin, String> WORD = Map.of(
            CardOrigin.OWN_DRAW, "own draw",
            CardOrigin.PREVIOUS_DRAW, "previous draw",
            CardOrigin.PREVIOUS_DISCARD, "previous discard",
            CardOrigin.NEXT_DRAW, "next draw",
            CardOrigin.NEXT_DISCARD, "next discard",
            CardOrigin.REVEAL, "reveal card");
    /** Every origin by its word, plus shorthands a rule designer reaches for. */
    private static final Map<String, Set<CardOrigin>> WORDS = new LinkedHashMap<>();

    static {
        Arrays.stream(CardOrigin.values()).forEach(origin -> WORDS.put(WORD.get(origin), EnumSet.of(origin)));
        WORDS.put("any draw", EnumSet.of(CardOrigin.OWN_DRAW, CardOrigin.PREVIOUS_DRAW, CardOrigin.NEXT_DRAW));
        WORDS.put("others' draw", EnumSet.of(CardOrigin.PREVIOUS_DRAW, CardOrigin.NEXT_DRAW));
        WORDS.put("any discard", EnumSet.of(CardOrigin.PREVIOUS_DISCARD, CardOrigin.NEXT_DISCARD));
        WORDS.put("none", EnumSet.noneOf(CardOrigin.class));
    }

    private final BiConsumer<RuleSetBuilder, Set<CardOrigin>> target;

    OriginsRule(String name, String meaning, BiConsumer<RuleSetBuilder, Set<CardOrigin>> target) {
        super(name, meaning);
        this.target = target;
    }

    @Override
    protected Optional<Set<CardOrigin>> read(Setting setting, Diagnostics diagnostics) {
        Set<CardOrigin> origins = EnumSet.noneOf(CardOrigin.class);
        boolean ok = true;
        for (ValueItem item : setting.value()) {
            Optional<Set<CardOrigin>> some = Values.word(item, name(), WORDS, diagnostics);
            ok &= some.isPresent();
            some.ifPresent(origins::addAll);
        }
        return ok ? Optional.of(origins) : Optional.empty();
    }

    @Override
    protected void lower(Set<CardOrigin> value, RuleSetBuilder builder) {
        target.accept(builder, value);
    }

    @Override
    protected String describe(Set<CardOrigin> value) {
        return value.isEmpty() ? "none" : value.stream().sorted().map(WORD::get).collect(Collectors.joining(", "));
    }

    @Override
    public ValueKind kind() {
        return ValueKind.WORD_LIST;
    }

    @Override
    public List<String> words() {
        return List.copyOf(WORDS.keySet());
    }
}
