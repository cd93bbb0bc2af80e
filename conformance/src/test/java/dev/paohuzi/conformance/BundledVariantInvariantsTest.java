package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandInvariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's invariants (issue 5) over every bundled variant, and the test variants of the cases, as the
 * compiler builds them, not as a test fixture imitates them: cards accounted for, no four identical concealed, every
 * win of the variant's structure and win rule and paid by its scoring, settlements summing to zero, replay, every
 * hand ending, and the referee's state, built from the events alone, equal to the hand's after every event; and
 * matches played to the variant's end settle to zero.
 * <p>
 * How many hands: {@code -Dconformance.invariantHands=N} random-bot hands per bundled variant (default
 * {@value #DEFAULT_HANDS}; greedy bots play a twentieth as many, at least 100), and three tenths of N per test
 * variant, each one rule away from a bundled file. The variants are compiled once for every test that plays them
 * all ({@link RealVariants#everyBundled}), and each variant's hands are played in parallel. More, e.g. issue 9's
 * 100,000: {@code mvn -pl conformance -am verify -Dtest=BundledVariantInvariantsTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dconformance.invariantHands=100000}, optionally for some variants only
 * with {@code -Dconformance.invariantVariants=hunan,shaoyang,luzhou,yongzhou} (times in docs/engine.md).
 */
class BundledVariantInvariantsTest {
    private static final int DEFAULT_HANDS = 1_000;
    /** Random-bot hands per bundled variant; greedy bots play a twentieth as many. */
    private static final int RANDOM_HANDS = Integer.getInteger("conformance.invariantHands", DEFAULT_HANDS);
    /** Random-bot hands per test variant. */
    private static final int TEST_VARIANT_HANDS = RANDOM_HANDS * 3 / 10;
    private static final int MATCHES = 20;
    /** Random bots win about one hand in three; a 剥皮 match to 100 huxi takes a dozen hands or so. */
    private static final int MAX_HANDS_PER_MATCH = 1_000;
    /** Variant names to run, comma-separated; empty: every bundled variant. */
    private static final List<String> ONLY = Stream.of(System.getProperty("conformance.invariantVariants", "")
            .split(",")).map(String::trim).filter(name -> !name.isEmpty()).toList();

    @TestFactory
    Stream<DynamicTest> invariantsHoldInEveryBundledVariant() {
        List<RuleSet> bundled = chosen(RealVariants.everyBundled());
        List<RuleSet> testVariants = chosen(RealVariants.everyTestVariant());
        assertFalse(bundled.isEmpty() && testVariants.isEmpty(), "no variants chosen by " + ONLY);
        return Stream.concat(bundled.stream().flatMap(rules -> invariants(rules, RANDOM_HANDS)),
                testVariants.stream().flatMap(rules -> invariants(rules, TEST_VARIANT_HANDS)));
    }

    private static Stream<DynamicTest> invariants(RuleSet rules, int randomHands) {
        return Stream.of(
                DynamicTest.dynamicTest(rules.name() + " random bots",
                        () -> HandInvariants.playMany(rules, randomHands, false)),
                DynamicTest.dynamicTest(rules.name() + " greedy bots", () -> {
                    // random bots seldom win some variants (sentences-only: none in 300 hands); greedy bots do
                    int hands = Math.max(100, randomHands / 20);
                    assertTrue(HandInvariants.playMany(rules, hands, true) > 0,
                            rules.name() + ": some of " + hands + " greedy-bot hands must be won");
                }),
                DynamicTest.dynamicTest(rules.name() + " matches", () -> matchesEndAndBalance(rules)));
    }

    private static List<RuleSet> chosen(List<RuleSet> variants) {
        return variants.stream().filter(rules -> ONLY.isEmpty() || ONLY.contains(rules.name())).toList();
    }

    /**
     * Matches end by the variant's `match end` (one hand, or a seat's huxi reaching the limit under 剥皮) and their
     * settlement, the counting seat's share included, sums to zero.
     */
    private static void matchesEndAndBalance(RuleSet rules) {
        int players = rules.seating().players();
        for (long seed = 0; seed < MATCHES; seed++) {
            Match.Result match = Match.playToEnd(rules, seed, MAX_HANDS_PER_MATCH, hand -> {
                Bot[] bots = new Bot[players];
                for (int seat = 0; seat < players; seat++) {
                    bots[seat] = new RandomBot(hand * 31L + seat);
                }
                return bots;
            });
            String where = rules.name() + " match " + seed;
            assertTrue(match.ended(), where + " reaches its end within " + MAX_HANDS_PER_MATCH + " hands");
            BigDecimal total = match.net().stream().reduce(match.counting(), BigDecimal::add);
            assertEquals(0, total.signum(), where + ": the settlement sums to zero: " + match.net());
        }
    }
}
