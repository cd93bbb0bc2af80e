package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.rules.SeatOrder;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/** An order of seats, first wins (`winners order: drawer, next, previous`, 000:71). */
final class SeatOrderRule extends RuleKeyword<List<SeatOrder>> {
    private static final Map<String, SeatOrder> WORDS = new LinkedHashMap<>();

    static {
        for (SeatOrder seat : SeatOrder.values()) {
            WORDS.put(seat.name().toLowerCase(Locale.ROOT), seat);
        }
    }

    private final BiConsumer<RuleSetBuilder, List<SeatOrder>> target;

    SeatOrderRule(String name, String meaning, BiConsumer<RuleSetBuilder, List<SeatOrder>> target) {
        super(name, meaning);
        this.target = target;
    }

    @Override
    protected Optional<List<SeatOrder>> read(Setting setting, Diagnostics diagnostics) {
        return Values.distinctWords(setting, name(), WORDS, "list each seat once", diagnostics);
    }

    @Override
    protected void lower(List<SeatOrder> value, RuleSetBuilder builder) {
        target.accept(builder, value);
    }

    @Override
    protected String describe(List<SeatOrder> value) {
        return value.stream().map(seat -> Values.wordOf(seat, WORDS)).collect(Collectors.joining(", "));
    }

    @Override
    public ValueKind kind() {
        return ValueKind.SEAT_ORDER;
    }

    @Override
    public List<String> words() {
        return List.copyOf(WORDS.keySet());
    }
}
