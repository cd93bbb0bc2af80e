package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.ast.Setting;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.compiler.expr.QuantityScope;
import dev.paohuzi.compiler.pass.Inherited;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Limits;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.WinRule;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * A win the `win when:` rule allows must be one the scoring pays: the scorer refuses a grade below 1 (基本底数<1
 * 不能胡牌, 000:108), and a grade formula that divides by zero. Both rules are small formulas over a few quantities,
 * so this check tries them all — huxi 0 to 200 and every value of the other quantities either rule reads (context
 * words both ways, counts over their range) — and reports the smallest huxi, with the fewest context words, that the
 * win rule allows and the grade refuses (e.g. `minimum huxi: 10` under an inherited `grade: (huxi - 12) / 3`: 10
 * huxi wins, grade 0). Runs on the lowered RuleSet, pointing at the first of those rules this file sets.
 */
public final class WinRefusals {
    static final int MAX_HUXI = 200;
    /** Beyond this many combinations of the other quantities the check gives up (no bundled rule comes near). */
    private static final int MAX_COMBINATIONS = 100_000;
    private static final List<String> RULES = List.of("win when", "minimum huxi", "grade");
    /**
     * A quantity that has no bound of its own (`fan`, which `win when:` may read: 按番限胡) is tried from -100 to 10000;
     * a rule that asks for more fan than that is left to the scorer, which refuses such a win with its reason.
     */
    private static final long LEAST_TRIED = -100;
    private static final long MOST_TRIED = 10_000;

    private WinRefusals() {}

    public static void run(ResolvedVariant variant, RuleSet rules, Diagnostics diagnostics) {
        Set<Quantity> reads = EnumSet.noneOf(Quantity.class);
        Set<String> named = new LinkedHashSet<>();
        for (Inherited<Setting> setting : variant.settings()) {
            String name = setting.item().name();
            if ((name.equals("win when") || name.equals("grade")) && !setting.item().value().isEmpty()) {
                reads.addAll(QuantityScope.reads(setting.item().value().get(0).expr()));
                QuantityScope.patternsNamed(setting.item().value().get(0).expr())
                        .forEach(phrase -> named.add(phrase.words().get(1)));
            }
        }
        List<Domain> domains = domains(reads, rules);
        named.forEach(pattern -> domains.add(new Domain(null, pattern, new int[] {0, 1})));
        long combinations = 1;
        for (Domain domain : domains) {
            combinations *= domain.values.length;
        }
        if (combinations > MAX_COMBINATIONS) {
            StringJoiner sizes = new StringJoiner(", ");
            domains.forEach(domain -> sizes.add(domain.word() + " " + domain.values.length + " values"));
            diagnostics.warning(position(variant), "`win when:` and `grade:` read too many quantities for the compiler "
                    + "to check that the scoring pays every win the win rule allows (" + combinations
                    + " combinations of " + sizes + "; at most " + MAX_COMBINATIONS + ")", "read fewer of them in "
                    + "`win when:` and `grade:`: each multiplies the combinations");
            return;
        }
        Facts facts = new Facts();
        for (int huxi = 0; huxi <= MAX_HUXI; huxi++) {
            int[] worst = null;
            for (int index = 0; index < combinations; index++) {
                int[] values = values(domains, index);
                if (refused(rules, facts, huxi, domains, values) && (worst == null || weight(values) < weight(worst))) {
                    worst = values;
                }
            }
            if (worst != null) {
                report(variant, rules, facts, huxi, domains, worst, diagnostics);
                return;
            }
        }
    }

    /** The values one quantity takes in the check, or a pattern named by `has` (quantity null): 1 where it applies. */
    private record Domain(Quantity quantity, String pattern, int[] values) {
        String word() {
            return quantity == null ? "has " + pattern : quantity.word();
        }

        boolean yesNo() {
            return quantity == null || quantity.type() == Quantity.Type.BOOL;
        }
    }

    /** Each quantity read over its range under the variant (the grade is worked out, the huxi enumerated). */
    private static List<Domain> domains(Set<Quantity> reads, RuleSet rules) {
        Limits limits = VariantLimits.of(rules);
        List<Domain> domains = new ArrayList<>();
        for (Quantity quantity : reads) {
            if (quantity != Quantity.HUXI && quantity != Quantity.GRADE) {
                int least = (int) Math.max(quantity.least(limits), LEAST_TRIED);
                int[] values = new int[(int) (Math.min(quantity.most(limits), MOST_TRIED) - least + 1)];
                for (int i = 0; i < values.length; i++) {
                    values[i] = least + i;
                }
                domains.add(new Domain(quantity, null, values));
            }
        }
        return domains;
    }

    private static int[] values(List<Domain> domains, int index) {
        int[] values = new int[domains.size()];
        for (int d = 0; d < domains.size(); d++) {
            int[] domain = domains.get(d).values;
            values[d] = domain[index % domain.length];
            index /= domain.length;
        }
        return values;
    }

    private static int weight(int[] values) {
        int weight = 0;
        for (int value : values) {
            weight += value;
        }
        return weight;
    }

    /** Whether the win rule allows this win and the scoring refuses it; contexts that cannot happen are skipped. */
    private static boolean refused(RuleSet rules, Facts facts, int huxi, List<Domain> domains, int[] values) {
        fill(facts, huxi, domains, values);
        if (facts.is(Quantity.TIANHU) && (facts.is(Quantity.DIHU) || facts.is(Quantity.LAST_CARD))
                || facts.is(Quantity.DIHU) && facts.is(Quantity.DEALER)
                        && !rules.scoring().dihu().possibleWith(Quantity.DEALER, true)
                || facts.is(Quantity.SINGLE_JOKER_WAIT) && facts.is(Quantity.DOUBLE_JOKER_WAIT)) {
            return false;
        }
        Integer grade = grade(rules, facts);
        facts.set(Quantity.GRADE, grade == null ? 0 : grade);
        return rules.win().allows(facts) && (grade == null || grade < 1);
    }

    private static void fill(Facts facts, int huxi, List<Domain> domains, int[] values) {
        facts.clear();
        String[] applying = new String[domains.size()];
        int count = 0;
        for (int d = 0; d < domains.size(); d++) {
            if (domains.get(d).quantity == null && values[d] == 1) {
                applying[count++] = domains.get(d).pattern;
            }
        }
        facts.patternsApplying(applying, count);       // before `patterns`, which a domain may set otherwise
        facts.set(Quantity.HUXI, huxi);
        for (int d = 0; d < domains.size(); d++) {
            if (domains.get(d).quantity != null) {
                facts.set(domains.get(d).quantity, values[d]);
            }
        }
    }

    /** The grade, or null when its formula divides by zero. */
    private static Integer grade(RuleSet rules, Facts facts) {
        try {
            return rules.scoring().grade().evaluate(facts);
        } catch (ArithmeticException e) {
            return null;
        }
    }

    private static void report(ResolvedVariant variant, RuleSet rules, Facts facts, int huxi, List<Domain> domains,
                               int[] values, Diagnostics diagnostics) {
        StringJoiner context = new StringJoiner(", ");
        for (int d = 0; d < domains.size(); d++) {
            Domain domain = domains.get(d);
            if (values[d] != 0 && domain.values.length > 1) {     // not the variant's own figures
                context.add(domain.yesNo() ? domain.word() : domain.word() + " " + values[d]);
            }
        }
        fill(facts, huxi, domains, values);
        Integer grade = grade(rules, facts);
        String refusal = grade == null ? "the grade formula divides by zero"
                : "the grade is " + grade + ", and a win needs grade 1 or more (000:108)";
        int graded = huxi;
        while (graded <= MAX_HUXI && !graded(rules, facts, graded)) {
            graded++;
        }
        WinRule win = rules.win();
        diagnostics.error(position(variant), "the scoring refuses a win `win when: " + win.text() + "` allows (minimum"
                + " huxi " + win.minimumHuxi() + "): at " + huxi + " huxi" + (context.length() == 0 ? "" : " with "
                + context) + " " + refusal, graded <= MAX_HUXI
                ? "let the win rule allow only wins the grade pays (here from " + graded + " huxi: `minimum huxi: "
                + graded + "`), or change `grade:`"
                : "change `grade:` so that it pays the wins `win when:` allows");
    }

    private static boolean graded(RuleSet rules, Facts facts, int huxi) {
        facts.set(Quantity.HUXI, huxi);
        Integer grade = grade(rules, facts);
        return grade != null && grade >= 1;
    }

    private static Position position(ResolvedVariant variant) {
        return variant.firstOwnSetting(RULES);
    }
}
