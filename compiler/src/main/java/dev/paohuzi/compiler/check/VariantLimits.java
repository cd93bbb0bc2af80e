package dev.paohuzi.compiler.check;

import dev.paohuzi.runtime.expr.Limits;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;

import java.util.Map;

/** A lowered variant's figures that bound its quantities, for the checks that try or bound its formulas. */
final class VariantLimits {
    private VariantLimits() {}

    static Limits of(RuleSet rules) {
        int groups = rules.structure().groupsToWin();
        int mostPerGroup = 0;
        for (GroupKind kind : GroupKind.values()) {
            for (int huxi : rules.huxi().row(kind)) {
                mostPerGroup = Math.max(mostPerGroup, huxi);
            }
        }
        int piao = rules.play().piao().choices().stream().mapToInt(Integer::intValue).max().orElse(0);
        return new Limits(rules.deck().jokers(), rules.deck().copies(), groups, groups * mostPerGroup,
                rules.scoring().patterns().size(), rules.seating().players(), rules.scoring().payments().roomBase(),
                rules.win().minimumHuxi(), piao, rules.seating().countingSeat() != Seating.CountingSeat.NONE,
                rules.scoring().dihu().possible(), rules.play().xing() != Play.Xing.NONE, true, Map.of());
    }
}
