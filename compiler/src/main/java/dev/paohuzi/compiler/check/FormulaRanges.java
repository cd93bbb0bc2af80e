package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Block;
import dev.paohuzi.compiler.ast.Expr;
import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.ast.ValueItem;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.expr.Range;
import dev.paohuzi.compiler.expr.TreeEvaluator;
import dev.paohuzi.compiler.pass.Inherited;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Limits;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.TreeSet;

/**
 * Every formula of a variant stays within the int range the runtime counts in, for every input the variant allows:
 * each quantity's range under the variant ({@link VariantLimits}), the grade's, the fan's and the base's worked out
 * from their own formulas in the order the scorer works them out (000:70). A formula that can leave the range is an
 * error at the operation that first can, with the smallest inputs that show it (`escape penalty: others_huxi *
 * 2147483647`: with others_huxi 2). An error, not a warning: such a win or payment cannot be paid at all (the runtime
 * stops with an error rather than wrap), the inputs are ones the variant lets a hand reach, and the fix is always at
 * hand (smaller numbers, or `min(..., N)`). The sums the scoring makes of a payment (the winner's gain from every
 * loser, a dead hand's net) are checked the same way; a combined fan that can leave the range only when every pattern
 * applies at once is a warning, as the patterns seldom can. A match total, a sum over hands, is checked at run time.
 */
public final class FormulaRanges {
    /** The search for the smallest inputs tries at most this many combinations of candidate values. */
    private static final int MAX_COMBINATIONS = 200_000;

    private final Diagnostics diagnostics;
    private final Map<String, ValueItem> formulas = new LinkedHashMap<>();
    private Limits limits;

    private FormulaRanges(Diagnostics diagnostics, Limits limits) {
        this.diagnostics = diagnostics;
        this.limits = limits;
    }

    public static void run(ResolvedVariant variant, RuleSet rules, Diagnostics diagnostics) {
        FormulaRanges check = new FormulaRanges(diagnostics, VariantLimits.of(rules));
        for (Inherited<Setting> setting : variant.settings()) {
            List<ValueItem> value = setting.item().value();
            if (value.size() == 1 && value.get(0).expr() != null) {
                check.formulas.put(setting.item().name(), value.get(0));
            }
        }
        check.run(variant, rules);
    }

    private void run(ResolvedVariant variant, RuleSet rules) {
        derive(Quantity.GRADE, check("grade"), 1);
        List<Range> fans = new ArrayList<>();
        for (Inherited<Block> block : variant.blocks()) {
            for (Setting part : block.item().body().settings()) {
                if (part.value().size() == 1 && (part.name().equals("when") || part.name().equals("fan"))) {
                    Range range = check(part.value().get(0), "`" + part.name() + ":` of pattern "
                            + block.item().name());
                    if (part.name().equals("fan") && range != null) {
                        fans.add(range);
                    }
                }
            }
        }
        derive(Quantity.FAN, combined(rules.scoring(), fans, variant), Integer.MIN_VALUE);
        derive(Quantity.BASE, check("base"), Integer.MIN_VALUE);
        int players = rules.seating().players();
        sum("loser pays", check("loser pays"), players - 1L, "what the winner gets, every loser's payment added");
        check("counting seat gets");
        check("escape penalty");
        sum("dead hand pays", check("dead hand pays"), 2L * (players - 1),
                "a seat's net of a dead hand, what it pays every other seat and is paid by it");
        check("match adds");
        check("win when");
        check("dihu when");
    }

    /** Checks the formula of this rule, if the variant has one; its range, or null. */
    private Range check(String rule) {
        ValueItem item = formulas.get(rule);
        return item == null ? null : check(item, "`" + rule + ":`");
    }

    /** Reports the first operation of the formula that can leave the int range; the formula's range, or null. */
    private Range check(ValueItem item, String what) {
        Optional<Expr> leaving = Range.firstLeaving(item.expr(), limits);
        if (leaving.isEmpty()) {
            return Range.of(item.expr(), limits);
        }
        Range range = Range.of(leaving.get(), limits);
        diagnostics.error(leaving.get().position(), what + " can leave the integer range the scoring counts in ("
                + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + "), " + witness(item.expr())
                .map(inputs -> "as it does " + inputs)
                .orElse("as this part can be " + range.low() + " to " + range.high()),
                "bound it, e.g. `min(..., 1000000)`, or use smaller numbers (docs/language.md, \"Ranges\")");
        return null;
    }

    /**
     * The smallest inputs (least sum of sizes) that make the formula leave the range, as `with others_huxi 2`: each
     * quantity it reads tried at its least values, its powers of two and its most, within its range.
     */
    private Optional<String> witness(Expr expr) {
        List<Quantity> reads = new ArrayList<>(QuantityScope.reads(expr));
        List<long[]> candidates = new ArrayList<>();
        long combinations = 1;
        for (Quantity quantity : reads) {
            long[] values = candidates(quantity);
            candidates.add(values);
            combinations = Math.min(Long.MAX_VALUE / 64, combinations * values.length);
        }
        Facts facts = new Facts();
        long[] best = null;
        for (long index = 0; index < Math.min(combinations, MAX_COMBINATIONS); index++) {
            long[] values = new long[reads.size()];
            long rest = index;
            for (int i = 0; i < values.length; i++) {
                long[] domain = candidates.get(i);
                values[i] = domain[(int) (rest % domain.length)];
                rest /= domain.length;
                facts.set(reads.get(i), (int) values[i]);
            }
            if ((best == null || size(values) < size(best)) && overflows(expr, facts)) {
                best = values;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        shrink(expr, reads, best, facts);
        StringJoiner inputs = new StringJoiner(", ", reads.isEmpty() ? "for every input" : "with ", "");
        for (int i = 0; i < best.length; i++) {
            inputs.add(reads.get(i).word() + " " + best[i]);
        }
        return Optional.of(inputs.toString());
    }

    /**
     * Each input in turn brought as near 0 as it goes with the formula still leaving the range (bisection: formulas
     * are mostly monotone in each input; every value kept is one checked to overflow).
     */
    private void shrink(Expr expr, List<Quantity> reads, long[] values, Facts facts) {
        for (int i = 0; i < values.length; i++) {
            facts.set(reads.get(i), (int) values[i]);
        }
        for (int i = 0; i < values.length; i++) {
            long overflowing = values[i];
            Quantity quantity = reads.get(i);
            long nearest = Math.max(quantity.least(limits), Math.min(quantity.most(limits), 0));
            facts.set(quantity, (int) nearest);
            if (overflows(expr, facts)) {
                overflowing = nearest;
            }
            long fits = nearest;
            while (Math.abs(overflowing - fits) > 1) {
                long middle = fits + (overflowing - fits) / 2;
                facts.set(reads.get(i), (int) middle);
                if (overflows(expr, facts)) {
                    overflowing = middle;
                } else {
                    fits = middle;
                }
            }
            values[i] = overflowing;
            facts.set(reads.get(i), (int) overflowing);
        }
    }

    private long[] candidates(Quantity quantity) {
        long low = Math.max(Integer.MIN_VALUE, quantity.least(limits));
        long high = Math.min(Integer.MAX_VALUE, quantity.most(limits));
        TreeSet<Long> values = new TreeSet<>();
        for (long v = Math.max(low, Math.min(0, high) - 6); v <= Math.min(high, Math.max(0, low) + 6); v++) {
            values.add(v);
        }
        for (long power = 1; power <= 1L << 31; power <<= 1) {
            for (long v : new long[] {power, -power, power - 1, 1 - power}) {
                if (v >= low && v <= high) {
                    values.add(v);
                }
            }
        }
        values.add(low);
        values.add(high);
        return values.stream().mapToLong(Long::longValue).toArray();
    }

    /** Smaller inputs first, and of two as small, the positive one. */
    private static long size(long[] values) {
        long size = 0;
        for (long value : values) {
            size += 2 * Math.abs(value) + (value < 0 ? 1 : 0);
        }
        return size;
    }

    private static boolean overflows(Expr expr, Facts facts) {
        try {
            TreeEvaluator.evaluate(expr, facts);
            return false;
        } catch (ArithmeticException overflow) {
            return true;
        }
    }

    /** A formula's quantity (grade, fan, base) takes its formula's range, within the int range, from now on. */
    private void derive(Quantity quantity, Range range, long least) {
        if (range != null) {
            limits = limits.with(quantity, Math.max(Math.max(least, Integer.MIN_VALUE), range.low()),
                    Math.min(Integer.MAX_VALUE, range.high()));
        }
    }

    /** A rule's value added up `times` times by the scoring (the winner's gain, a dead hand's net). */
    private void sum(String rule, Range range, long times, String what) {
        if (range == null) {
            return;
        }
        long low = range.low() * times;
        long high = range.high() * times;
        if (low < Integer.MIN_VALUE || high > Integer.MAX_VALUE) {
            diagnostics.error(formulas.get(rule).position(), "`" + rule + ":` can be " + range.low() + " to "
                    + range.high() + ", so " + what + ", can leave the integer range the scoring counts in ("
                    + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + ")",
                    "bound it, e.g. `min(..., 1000000)`, or use smaller numbers (docs/language.md, \"Ranges\")");
        }
    }

    /**
     * The combined fan's range: the plain fan, or the patterns' fans summed or multiplied over any set of them. Past
     * the int range only when every pattern applies at once is a warning at `combine fan:` (or the variant).
     */
    private Range combined(Scoring scoring, List<Range> fans, ResolvedVariant variant) {
        long plain = scoring.plainFan();
        long low = plain;
        long high = plain;
        boolean product = scoring.combine() == Scoring.FanCombination.PRODUCT;
        long all = product ? 1 : 0;
        for (Range fan : fans) {
            low = Math.min(low, fan.low());
            high = Math.max(high, fan.high());
            long size = Math.max(Math.abs(fan.low()), Math.abs(fan.high()));
            all = product ? Math.min(1L << 62, Math.multiplyHigh(all, size) != 0 ? 1L << 62 : all * size)
                    : all + size;
        }
        if (all > Integer.MAX_VALUE) {
            Position at = formulas.containsKey("combine fan") ? formulas.get("combine fan").position()
                    : variant.own().position();
            diagnostics.warning(at, "the fan of all " + fans.size() + " patterns " + (product ? "multiplied" : "added")
                    + " can reach " + all + ", past the integer range the scoring counts in; a win where they all "
                    + "apply would stop with an error", "if the patterns can apply together, give them smaller fans");
        }
        boolean negative = low < 0;
        return new Range(negative ? -Math.min(all, Integer.MAX_VALUE) : low, Math.max(high, Math.min(all,
                Integer.MAX_VALUE)));
    }
}
