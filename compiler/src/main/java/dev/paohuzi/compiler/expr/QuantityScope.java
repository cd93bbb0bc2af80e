package dev.paohuzi.compiler.expr;

import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Scoring;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which quantities a scoring formula may read, by when it is worked out (000:70: 首先算息，根据息再算底): the grade
 * cannot read the fan, which is known only after the patterns; a dead-hand payment has no winner. Also catches a
 * divisor that is always zero however it is written ({@code huxi / (3 - 3)}), an error, and one that can be zero
 * for some input ({@code 5 / payer_jokers}), a warning; {@link TypeChecker} sees literal zeros only. Run after the
 * type check, on well-typed expressions.
 */
public final class QuantityScope {
    /** What a win's cards and context give (HandFeatures and the context words). */
    public static final Set<Quantity> WIN = EnumSet.complementOf(EnumSet.of(Quantity.GRADE, Quantity.PLAIN,
            Quantity.FAN, Quantity.BASE, Quantity.OTHERS_HUXI, Quantity.PAYER_JOKERS, Quantity.PAYEE_JOKERS,
            Quantity.PAYER_DEALER, Quantity.PAYER_PIAO, Quantity.PAYEE_PIAO, Quantity.PAYER_TUO,
            Quantity.PAYEE_TUO, Quantity.PATTERNS, Quantity.MINIMUM_HUXI,
            Quantity.PAYER_DISCARDER, Quantity.ON_REVEAL_CARD,
            Quantity.DEALERS_FIRST_DISCARD, Quantity.NEXT_TO_DEALER, Quantity.FIRST_DRAW, Quantity.ONE_OWN_DISCARD));
    /** `win when:` is asked once the patterns are known, before the fan (so 红拐弯 can read whether a 名堂 applies); the
     * 醒 is named only once the win is made, so it cannot decide the win. */
    public static final Set<Quantity> WIN_WHEN = without(with(with(with(with(WIN, Quantity.GRADE),
            Quantity.PATTERNS), Quantity.MINIMUM_HUXI), Quantity.FAN), Quantity.XING);
    /**
     * The grade may count the patterns that apply (河池's doubling by 名堂), which the scorer then tests first; a
     * pattern whose `when:` reads the grade cannot be counted there (check PatternCycle).
     */
    public static final Set<Quantity> GRADE = with(WIN, Quantity.PATTERNS);
    public static final Set<Quantity> PATTERN_WHEN = with(WIN, Quantity.GRADE);
    public static final Set<Quantity> PATTERN_FAN = with(PATTERN_WHEN, Quantity.PLAIN);
    public static final Set<Quantity> BASE = with(with(PATTERN_WHEN, Quantity.FAN), Quantity.PATTERNS);
    public static final Set<Quantity> PAYMENT = with(BASE, Quantity.BASE);
    /**
     * Each loser's payment is worked out on its own, so it alone reads the paying seat's stakes (飘, 坨) and the
     * winner's, and whether the paying seat discarded the card won on.
     */
    public static final Set<Quantity> LOSER_PAYS = with(with(with(with(with(PAYMENT, Quantity.PAYER_PIAO),
            Quantity.PAYEE_PIAO), Quantity.PAYER_TUO), Quantity.PAYEE_TUO), Quantity.PAYER_DISCARDER);
    /** What a win takes from each loser's match total is worked out per loser too (放炮罚: the discarder's falls). */
    public static final Set<Quantity> MATCH_TAKES = with(PAYMENT, Quantity.PAYER_DISCARDER);
    public static final Set<Quantity> ESCAPE = EnumSet.of(Quantity.OTHERS_HUXI, Quantity.ROOM_BASE);
    /** `dihu when:` reads where the win happened, before it is scored (Scoring.Dihu). */
    public static final Set<Quantity> DIHU_WHEN = EnumSet.copyOf(Scoring.Dihu.READS);
    public static final Set<Quantity> DEAD_HAND = EnumSet.of(Quantity.PAYER_JOKERS, Quantity.PAYEE_JOKERS,
            Quantity.PAYER_DEALER, Quantity.ROOM_BASE);

    private final Diagnostics diagnostics;

    public QuantityScope(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** True when every quantity read is in scope and no divisor is always zero; reports each problem. */
    public boolean check(Expr expr, Set<Quantity> scope, String what) {
        if (expr instanceof Expr.Phrase phrase) {
            Optional<String> pattern = Names.patternNamed(phrase);
            if (pattern.isPresent() && !scope.contains(Quantity.PATTERNS)) {
                diagnostics.error(phrase.position(), "whether pattern " + pattern.get() + " applies is not known when "
                        + what + " is worked out", "`has NAME` may be read in `grade:`, `win when:`, `base:` and "
                        + "the payments, not in a pattern or " + what);
                return false;
            }
            Optional<Quantity> quantity = Names.quantity(phrase);
            if (quantity.isPresent() && !scope.contains(quantity.get())) {
                diagnostics.error(phrase.position(), "'" + phrase.text() + "' is not known when " + what
                        + " is worked out", what + " may read: " + scope.stream().map(Quantity::word)
                        .collect(Collectors.joining(", ")));
                return false;
            }
            return true;
        }
        if (expr instanceof Expr.Unary unary) {
            return check(unary.operand(), scope, what);
        }
        if (expr instanceof Expr.Binary binary) {
            boolean ok = check(binary.left(), scope, what) & check(binary.right(), scope, what);
            if (binary.op() == Expr.BinaryOp.DIVIDE || binary.op() == Expr.BinaryOp.MODULO) {
                ok &= divisor(binary);
            }
            return ok;
        }
        if (expr instanceof Expr.Call call) {
            boolean ok = true;
            for (Expr argument : call.arguments()) {
                ok &= check(argument, scope, what);
            }
            return ok;
        }
        if (expr instanceof Expr.If conditional) {
            return check(conditional.condition(), scope, what) & check(conditional.then(), scope, what)
                    & check(conditional.otherwise(), scope, what);
        }
        return true;
    }

    /**
     * The quantities an expression reads; `has NAME` reads `patterns` (it is known when they are, and a grade that
     * reads it has the patterns tested first, as one that counts them does).
     */
    public static Set<Quantity> reads(Expr expr) {
        Set<Quantity> reads = EnumSet.noneOf(Quantity.class);
        collect(expr, reads);
        return reads;
    }

    /** Each `has NAME` of an expression, in the order written. */
    public static List<Expr.Phrase> patternsNamed(Expr expr) {
        List<Expr.Phrase> named = new ArrayList<>();
        collectNamed(expr, named);
        return named;
    }

    private static void collectNamed(Expr expr, List<Expr.Phrase> named) {
        if (expr instanceof Expr.Phrase phrase && Names.patternNamed(phrase).isPresent()) {
            named.add(phrase);
        }
        expr.parts().forEach(part -> collectNamed(part, named));
    }

    /** Where an expression first reads the quantity, for a diagnostic at the word; empty when it does not. */
    public static Optional<Position> whereRead(Expr expr, Quantity quantity) {
        if (expr instanceof Expr.Phrase phrase) {
            return Names.quantity(phrase).filter(quantity::equals).map(read -> phrase.position());
        }
        return expr.parts().stream().map(part -> whereRead(part, quantity)).flatMap(Optional::stream).findFirst();
    }

    private static void collect(Expr expr, Set<Quantity> reads) {
        if (expr instanceof Expr.Phrase phrase) {
            Names.quantity(phrase).ifPresent(reads::add);
            Names.patternNamed(phrase).ifPresent(name -> reads.add(Quantity.PATTERNS));
        }
        expr.parts().forEach(part -> collect(part, reads));
    }

    /**
     * A divisor that is always 0 is an error; one that can be 0 for some win is a warning, since x / 0 counts as 0
     * and x % 0 as x ({@link dev.paohuzi.runtime.expr.Arithmetic}), which is seldom what a rule means.
     */
    private boolean divisor(Expr.Binary division) {
        Range range = Range.of(division.right());
        if (range.isOnly(0)) {
            diagnostics.error(division.right().position(), "division by zero: this divisor is always 0",
                    "divide by a number other than 0");
            return false;
        }
        if (range.contains(0)) {
            String meaning = division.op() == Expr.BinaryOp.DIVIDE ? "x / 0 counts as 0" : "x % 0 counts as x";
            diagnostics.warning(division.right().position(), "this divisor can be 0 (it can be " + range.describe()
                    + "), and " + meaning, "if 0 is not meant, divide by `max(1, ...)` instead (docs/language.md)");
        }
        return true;
    }

    private static Set<Quantity> with(Set<Quantity> scope, Quantity more) {
        EnumSet<Quantity> result = EnumSet.copyOf(scope);
        result.add(more);
        return result;
    }

    private static Set<Quantity> without(Set<Quantity> scope, Quantity less) {
        Set<Quantity> copy = EnumSet.copyOf(scope);
        copy.remove(less);
        return copy;
    }
}
