package dev.paohuzi.compiler.rules;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Suggestions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reading helpers shared by the rule keywords, each reporting a plain diagnostic on failure. */
final class Values {
    private Values() {}

    static Optional<ValueItem> single(Setting setting, Diagnostics diagnostics, String example) {
        if (setting.value().size() != 1) {
            diagnostics.error(setting.value().get(1).position(), "'" + setting.name() + "' takes one value, not a list",
                    "write e.g. `" + setting.name() + ": " + example + "`");
            return Optional.empty();
        }
        return Optional.of(setting.value().get(0));
    }

    static Optional<Integer> integer(ValueItem item, String rule, int min, int max, Diagnostics diagnostics) {
        if (!(item.expr() instanceof Expr.Int literal)) {
            diagnostics.error(item.position(), "'" + rule + "' takes a whole number, not '" + item.text() + "'",
                    "write a number from " + min + " to " + max);
            return Optional.empty();
        }
        if (literal.value() < min || literal.value() > max) {
            diagnostics.error(item.position(), "value " + literal.value() + " is out of range for '" + rule + "'",
                    "it must be from " + min + " to " + max);
            return Optional.empty();
        }
        return Optional.of(literal.value());
    }

    /** A word value from a closed list; misspellings get the nearest word. */
    static <E> Optional<E> word(ValueItem item, String rule, Map<String, E> words, Diagnostics diagnostics) {
        String text = item.text().toLowerCase(java.util.Locale.ROOT);
        E value = words.get(text);
        if (value == null) {
            diagnostics.error(item.position(), "'" + item.text() + "' is not a value of '" + rule + "'",
                    Suggestions.hint(text, words.keySet(), "") + (Suggestions.nearest(text, words.keySet()).isPresent()
                            ? "" : "the values are: " + String.join(", ", words.keySet())));
            return Optional.empty();
        }
        return Optional.of(value);
    }

    /**
     * A list of words from a closed list, each once, in the order written; every unknown word and every repeat is
     * reported (a repeat with {@code hint}, "list each seat once").
     */
    static <E> Optional<List<E>> distinctWords(Setting setting, String rule, Map<String, E> words, String hint,
                                               Diagnostics diagnostics) {
        List<E> values = new ArrayList<>();
        boolean ok = true;
        for (ValueItem item : setting.value()) {
            Optional<E> value = word(item, rule, words, diagnostics);
            if (value.isPresent() && values.contains(value.get())) {
                diagnostics.error(item.position(), "'" + item.text() + "' is listed twice", hint);
                ok = false;
            }
            ok &= value.isPresent();
            value.ifPresent(values::add);
        }
        return ok ? Optional.of(values) : Optional.empty();
    }

    /** The canonical word of a value (the first word that maps to it). */
    static <E> String wordOf(E value, Map<String, E> words) {
        return words.entrySet().stream().filter(e -> e.getValue().equals(value)).findFirst().orElseThrow().getKey();
    }
}
