package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a word means inside a formula: a quantity of the runtime catalogue, the booleans yes / no, or `has NAME`,
 * whether the variant's pattern NAME applies to the win.
 */
public final class Names {
    /** The word before a pattern's name: `has 红胡`. */
    public static final String HAS = "has";
    /** The function that counts the conditions that hold: `count(has 红胡, has 点胡)`. */
    static final String COUNT = "count";

    static final List<String> QUANTITIES = Arrays.stream(Quantity.values()).map(Quantity::word).toList();

    private Names() {}

    static Optional<Quantity> quantity(Expr.Phrase phrase) {
        return phrase.words().size() == 1 ? Optional.ofNullable(Quantity.byWord(phrase.words().get(0)))
                : Optional.empty();
    }

    /** The pattern a `has NAME` phrase names; empty for any other phrase. */
    public static Optional<String> patternNamed(Expr.Phrase phrase) {
        return phrase.words().size() == 2 && phrase.words().get(0).equals(HAS) ? Optional.of(phrase.words().get(1))
                : Optional.empty();
    }

    /** 1 for yes/true, 0 for no/false, empty for anything else. */
    static Optional<Integer> booleanLiteral(Expr.Phrase phrase) {
        return switch (phrase.text()) {
            case "yes", "true" -> Optional.of(1);
            case "no", "false" -> Optional.of(0);
            default -> Optional.empty();
        };
    }
}
