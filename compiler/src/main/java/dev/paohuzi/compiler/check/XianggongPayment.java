package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.pass.ResolvedVariant;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.List;

/**
 * `xianggong pays:` is paid only by a 相公 seat, which only `nothing to discard: xianggong` makes: a payment above 0
 * without it would never be paid, silently. Runs on the lowered RuleSet, pointing at the first of the two rules this
 * file sets.
 */
public final class XianggongPayment {
    private static final List<String> RULES = List.of("xianggong pays", "nothing to discard");

    private XianggongPayment() {}

    public static void run(ResolvedVariant variant, RuleSet rules, Diagnostics diagnostics) {
        int pays = rules.scoring().payments().xianggongPays();
        if (pays > 0 && !rules.claims().xianggong()) {
            diagnostics.error(variant.firstOwnSetting(RULES), "`xianggong pays: " + pays + "` is never paid: no "
                    + "seat is ever 相公 under `nothing to discard: pass`", "make a seat with nothing to discard 相公 "
                    + "with `nothing to discard: xianggong`, or write `xianggong pays: 0`");
        }
    }
}
