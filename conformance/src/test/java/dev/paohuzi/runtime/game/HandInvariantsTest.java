package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The invariants of {@link HandInvariants} over the hand-built rule sets of every region and seat count. */
class HandInvariantsTest {
    /** Hands per variant; -Dengine.invariantHands=100000 for the full run (docs/performance.md). */
    private static final int RANDOM_HANDS = Integer.getInteger("engine.invariantHands", 10_000);
    private static final int GREEDY_HANDS = Math.max(200, RANDOM_HANDS / 10);
    /** Mixed-size 二七十 takes the analyzer's slower general path: fewer hands. */
    private static final int MIXED_TWO_SEVEN_TEN_HANDS = Math.max(200, RANDOM_HANDS / 20);

    @TestFactory
    Stream<DynamicTest> invariantsHoldInEveryVariant() {
        Stream<DynamicTest> variants = RealVariants.WITH_OTHER_SEAT_COUNTS.stream().flatMap(rules -> Stream.of(
                DynamicTest.dynamicTest(rules.name() + " random bots",
                        () -> HandInvariants.playMany(rules, RANDOM_HANDS, false)),
                DynamicTest.dynamicTest(rules.name() + " greedy bots",
                        () -> HandInvariants.playMany(rules, GREEDY_HANDS, true))));
        RuleSet mixed = RealVariants.MIXED_TWO_SEVEN_TEN;
        return Stream.concat(variants, Stream.of(DynamicTest.dynamicTest(mixed.name() + " random bots",
                () -> HandInvariants.playMany(mixed, MIXED_TWO_SEVEN_TEN_HANDS, false))));
    }
}
