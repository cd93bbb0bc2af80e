package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A rule of play the engine knows one reading of (a kan is never split, 000:26): a variant states it so `explain`
 * and `diff` show it, and any other value is refused, never read as the one the engine plays. It lowers nothing:
 * the engine's one way of playing is this reading. Other readings a source names are refused by name.
 */
final class FixedRule extends RuleKeyword<String> {
    private final String reading;
    private final Map<String, String> others = new LinkedHashMap<>();

    FixedRule(String name, String meaning, String reading) {
        super(name, meaning);
        this.reading = reading;
    }

    /** Another reading the sources name, which the engine does not play; {@code where} says who has it. */
    FixedRule other(String word, String where) {
        others.put(word, where);
        return this;
    }

    @Override
    protected Optional<String> read(Setting setting, Diagnostics diagnostics) {
        String text = setting.value().stream().map(ValueItem::text).collect(Collectors.joining(", "))
                .toLowerCase(Locale.ROOT);
        if (text.equals(reading)) {
            return Optional.of(reading);
        }
        String hint = "the engine supports `" + name() + ": " + reading + "`";
        ValueItem first = setting.value().get(0);
        if (others.containsKey(text)) {
            diagnostics.error(first.position(), "'" + text + "' (" + others.get(text) + ") is a reading of '" + name()
                    + "' the engine does not play", hint);
        } else {
            diagnostics.error(first.position(), "'" + text + "' is not a value of '" + name() + "'", hint
                    + (others.isEmpty() ? "" : "; other readings the sources name: "
                    + String.join(", ", others.keySet())));
        }
        return Optional.empty();
    }

    @Override
    protected void lower(String value, RuleSetBuilder builder) {
        // the engine's one way of playing is this reading: nothing to set
    }

    @Override
    protected String describe(String value) {
        return value;
    }

    @Override
    public ValueKind kind() {
        return reading.contains(", ") ? ValueKind.WORD_LIST : ValueKind.WORD;
    }

    @Override
    public List<String> words() {
        return List.of(reading);
    }
}
