package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a seat may declare a win: the variant's one `win when:` condition (000:65 最低15胡息才能胡牌 by default,
 * `huxi >= minimum_huxi`), asked by the engine before it offers `hu`, by `analyze` for `win` and the waits, and by
 * the scorer before it pays. So a win the engine offers is a win the scoring pays (the compiler checks that the
 * scoring never refuses a win this condition allows, compiler check WinRefusals).
 * <p>
 * A condition that reads only {@code huxi} (every bundled variant) is decided by a table over huxi, exact and cheap
 * enough for the engine's every claim; one that reads more (the patterns of 红拐弯, the context) is decided on the
 * whole win, with {@link #mayWin} ruling out the huxi no value of the rest can save (each other quantity tried as
 * yes/no or 0 to 27, each pattern named by `has NAME` as applying or not). Immutable and shared between threads.
 */
public final class WinRule {
    /** Huxi values decided by the table; a holding past it (none reaches 200) is evaluated. */
    private static final int TABLE = 256;
    private static final Set<Quantity> HUXI_ONLY = EnumSet.of(Quantity.HUXI, Quantity.MINIMUM_HUXI);
    /** Beyond this many values of the other quantities a huxi value is not ruled out in advance. */
    private static final int MAX_COMBINATIONS = 1 << 14;

    private final Condition when;
    private final String text;
    private final int minimumHuxi;
    private final boolean huxiOnly;
    private final boolean[] byHuxi = new boolean[TABLE];

    /**
     * @param when        the compiled condition
     * @param text        the condition as written, for messages and explain
     * @param minimumHuxi the `minimum huxi:` rule, which the condition reads as {@code minimum_huxi}
     * @param reads       the quantities the condition reads
     */
    public WinRule(Condition when, String text, int minimumHuxi, Set<Quantity> reads) {
        this(when, text, minimumHuxi, reads, List.of());
    }

    /** @param named the patterns whose presence the condition reads (`has 自摸`), each tried as applying or not */
    public WinRule(Condition when, String text, int minimumHuxi, Set<Quantity> reads, List<String> named) {
        this.when = when;
        this.text = text;
        this.minimumHuxi = minimumHuxi;
        this.huxiOnly = HUXI_ONLY.containsAll(reads);
        List<Quantity> others = reads.stream().filter(quantity -> !HUXI_ONLY.contains(quantity)).toList();
        int combinations = named.size() <= Integer.numberOfTrailingZeros(MAX_COMBINATIONS) ? 1 << named.size()
                : MAX_COMBINATIONS + 1;
        for (Quantity other : others) {
            combinations = Math.min(MAX_COMBINATIONS + 1, combinations * values(other));
        }
        Facts facts = new Facts();
        String[] patterns = named.toArray(String[]::new);
        for (int huxi = 0; huxi < TABLE; huxi++) {
            byHuxi[huxi] = combinations > MAX_COMBINATIONS
                    || someValuesAllow(facts, huxi, others, patterns, combinations);
        }
    }

    /**
     * The values a quantity other than huxi takes when ruling huxi values out: yes/no, or 0 to 27 (a hand's cards);
     * the fan, which has no such bound (按番限胡), rules nothing out.
     */
    private static int values(Quantity quantity) {
        if (quantity == Quantity.FAN) {
            return MAX_COMBINATIONS + 1;
        }
        return quantity.type() == Quantity.Type.BOOL ? 2 : 28;
    }

    private boolean someValuesAllow(Facts facts, int huxi, List<Quantity> others, String[] named,
                                    int combinations) {
        String[] applying = new String[named.length];
        for (int index = 0; index < combinations; index++) {
            facts.clear();
            int rest = index;
            int count = 0;
            for (String pattern : named) {
                if (rest % 2 == 1) {
                    applying[count++] = pattern;
                }
                rest /= 2;
            }
            facts.patternsApplying(applying, count);    // sets `patterns` too, which the quantities may set again
            facts.set(Quantity.HUXI, huxi);
            for (Quantity other : others) {
                facts.set(other, rest % values(other));
                rest /= values(other);
            }
            try {
                if (allows(facts)) {
                    return true;
                }
            } catch (ArithmeticException e) {
                return true;    // a divisor of zero for some values: not ruled out here, the scorer decides
            }
        }
        return false;
    }

    /** The usual rule, `win when: huxi >= minimum_huxi` (000:65, 000:104). */
    public static WinRule minimum(int minimumHuxi) {
        return new WinRule(facts -> facts.get(Quantity.HUXI) >= facts.get(Quantity.MINIMUM_HUXI),
                "huxi >= minimum_huxi", minimumHuxi, HUXI_ONLY);
    }

    public int minimumHuxi() {
        return minimumHuxi;
    }

    /** The condition as the variant writes it. */
    public String text() {
        return text;
    }

    /** Whether {@link #mayWin} alone decides: the condition reads nothing but huxi. */
    public boolean readsOnlyHuxi() {
        return huxiOnly;
    }

    /**
     * False when a complete holding of this huxi is no win whatever else holds; when the condition
     * {@link #readsOnlyHuxi() reads only huxi}, true means it is a win, otherwise that some win of this huxi may be.
     */
    public boolean mayWin(int huxi) {
        if (huxi < 0) {
            return false;
        }
        if (huxi < TABLE) {
            return byHuxi[huxi];
        }
        return !huxiOnly || allows(new Facts().set(Quantity.HUXI, huxi));
    }

    /** The condition on a win's quantities (those the scorer fills in, `patterns` included). */
    public boolean allows(Facts facts) {
        return when.test(facts.set(Quantity.MINIMUM_HUXI, minimumHuxi));
    }

    @Override
    public String toString() {
        return "win when: " + text + " (minimum huxi " + minimumHuxi + ")";
    }
}
