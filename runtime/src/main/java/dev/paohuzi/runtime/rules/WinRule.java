package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.expr.Condition;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;

import java.util.EnumSet;
import java.util.Set;

/**
 * Whether a seat may declare a win: the variant's one `win when:` condition (000:65 最低15胡息才能胡牌 by default,
 * `huxi >= minimum_huxi`), asked by the engine before it offers `hu`, by `analyze` for `win` and the waits, and by
 * the scorer before it pays. So a win the engine offers is a win the scoring pays (the compiler checks that the
 * scoring never refuses a win this condition allows, compiler check WinRefusals).
 * <p>
 * A condition that reads only {@code huxi} (every bundled variant) is decided by a table over huxi, exact and cheap
 * enough for the engine's every claim; one that reads more (the patterns of 红拐弯, the context) is decided on the
 * whole win, with {@link #mayWin} only ruling out what no context can save. Immutable and shared between threads.
 */
public final class WinRule {
    /** Huxi values decided by the table; a holding past it (none reaches 200) is evaluated. */
    private static final int TABLE = 256;
    private static final Set<Quantity> HUXI_ONLY = EnumSet.of(Quantity.HUXI, Quantity.MINIMUM_HUXI);

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
        this.when = when;
        this.text = text;
        this.minimumHuxi = minimumHuxi;
        this.huxiOnly = HUXI_ONLY.containsAll(reads);
        Facts facts = new Facts();
        for (int huxi = 0; huxi < TABLE; huxi++) {
            byHuxi[huxi] = !huxiOnly || allows(facts.set(Quantity.HUXI, huxi));
        }
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
     * {@link #readsOnlyHuxi() reads only huxi}, true means it is a win.
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
