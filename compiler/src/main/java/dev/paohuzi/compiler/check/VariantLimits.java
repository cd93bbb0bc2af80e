package dev.paohuzi.compiler.check;

import dev.paohuzi.runtime.expr.Limits;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.Arrays;

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
        int stake = Arrays.stream(StakeKind.values()).flatMap(kind -> rules.play().stake(kind).choices().stream())
                .mapToInt(Integer::intValue).max().orElse(0);
        return new Limits(rules.deck().jokers(), rules.deck().copies(), groups, groups * mostPerGroup,
                rules.scoring().patterns().size(), rules.seating().players(), rules.scoring().payments().roomBase(),
                rules.win().minimumHuxi(), stake, rules.seating().countingSeat() != Seating.CountingSeat.NONE,
                rules.scoring().dihu().possible(), rules.play().xing() != Play.Xing.NONE, true, Map.of());
    }
}
