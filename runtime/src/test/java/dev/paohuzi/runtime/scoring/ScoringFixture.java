package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.expr.IntFormula;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.HoldingParseResult;
import dev.paohuzi.runtime.holding.HoldingParser;
import dev.paohuzi.runtime.rules.Pattern;
import dev.paohuzi.runtime.rules.Payments;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Settlement;

import java.util.List;

/**
 * Rule sets for the scorer's tests, built by hand around the analyzer's Hunan test rules (the compiler builds the
 * real ones from the variant files): Hunan's grade and base (000:58, 000:70), a loser paying the base at 0.5.
 */
final class ScoringFixture {
    static final IntFormula HUNAN_GRADE = f -> Math.floorDiv(f.get(Quantity.HUXI) - 12, 3);
    static final IntFormula HUNAN_BASE = f -> f.get(Quantity.GRADE) * f.get(Quantity.FAN) + (f.is(Quantity.SELF_DRAW) ? 1 : 0);

    private ScoringFixture() {}

    static RuleSet hunan(Scoring.FanCombination combine, List<Pattern> patterns) {
        return with(new Scoring(HUNAN_GRADE, HUNAN_BASE, 1, patterns, combine,
                new Payments(f -> f.get(Quantity.BASE), f -> 0, 1, 50, f -> 0, f -> 0),
                new Settlement(Settlement.Method.PER_HAND, new Settlement.MatchEnd(Settlement.MatchEnd.Kind.HANDS, 1)),
                Scoring.Dihu.NONE));
    }

    static RuleSet with(Scoring scoring) {
        RuleSet base = TestVariants.HUNAN;
        return new RuleSet(base.name(), base.title(), base.deck(), base.seating(), base.structure(), base.huxi(),
                base.minimumHuxi(), base.claims(), base.tianhu(), base.dealer(), scoring);
    }

    static Pattern pattern(String name, dev.paohuzi.runtime.expr.Condition when, IntFormula fan) {
        return new Pattern(name, when, fan, "test");
    }

    static Holding holding(RuleSet rules, String text) {
        return ((HoldingParseResult.Valid) new HoldingParser(rules).parse(text)).holding();
    }
}
