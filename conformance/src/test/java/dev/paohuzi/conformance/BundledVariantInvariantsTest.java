package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.HandInvariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's invariants (issue 5) over every bundled variant, and the test variants of the cases, as the
 * compiler builds them, not as a test fixture imitates them: cards accounted for, no four identical concealed, every
 * win of the variant's structure and win rule and paid by its scoring, settlements summing to zero, replay, every
 * hand ending; and matches played to the variant's end settle to zero.
 * <p>
 * Issue 9's count runs in {@code mvn verify}: 10,000 random-bot hands per bundled variant (and 500 greedy); the
 * test variants of {@code cases/variants}, each one rule away from a bundled file, play 3,000 (and 150). More:
 * {@code mvn -pl conformance -am verify -Dtest=BundledVariantInvariantsTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dconformance.invariantHands=100000}, optionally for some variants only with
 * {@code -Dconformance.invariantVariants=hunan,shaoyang,luzhou,yongzhou} (times in docs/engine.md).
 */
class BundledVariantInvariantsTest {
    /** Random-bot hands per bundled variant; greedy bots play a twentieth as many. */
    private static final int RANDOM_HANDS = Integer.getInteger("conformance.invariantHands", 10_000);
    /** Random-bot hands per test variant. */
    private static final int TEST_VARIANT_HANDS = Math.min(RANDOM_HANDS, 3_000);
    private static final int MATCHES = 20;
    private static final Path TEST_VARIANTS = ConformanceSuiteTest.CASES.resolve("variants");
    /** Random bots win about one hand in three; a 剥皮 match to 100 huxi takes a dozen hands or so. */
    private static final int MAX_HANDS_PER_MATCH = 1_000;
    /** Variant names to run, comma-separated; empty: every bundled variant. */
    private static final List<String> ONLY = Stream.of(System.getProperty("conformance.invariantVariants", "")
            .split(",")).map(String::trim).filter(name -> !name.isEmpty()).toList();

    @TestFactory
    Stream<DynamicTest> invariantsHoldInEveryBundledVariant() throws IOException {
        List<Path> bundled = variantFiles(ConformanceSuiteTest.VARIANTS);
        // the test variants of the cases (毛胡, 红拐弯, the other readings of the rules of play, ...), not their links
        // to the bundled files
        List<Path> testVariants = variantFiles(TEST_VARIANTS).stream().filter(path -> !Files.isSymbolicLink(path))
                .toList();
        assertFalse(bundled.isEmpty() && testVariants.isEmpty(),
                "no variants under " + ConformanceSuiteTest.VARIANTS.toAbsolutePath() + " or " + TEST_VARIANTS);
        return Stream.concat(bundled.stream().flatMap(file -> invariants(file, RANDOM_HANDS)),
                testVariants.stream().flatMap(file -> invariants(file, TEST_VARIANT_HANDS)));
    }

    private static Stream<DynamicTest> invariants(Path file, int randomHands) {
        RuleSet rules = RealVariants.compile(file);
        return Stream.of(
                DynamicTest.dynamicTest(rules.name() + " random bots",
                        () -> HandInvariants.playMany(rules, randomHands, false)),
                DynamicTest.dynamicTest(rules.name() + " greedy bots",
                        () -> HandInvariants.playMany(rules, Math.max(100, randomHands / 20), true)),
                DynamicTest.dynamicTest(rules.name() + " matches", () -> matchesEndAndBalance(rules)));
    }

    private static List<Path> variantFiles(Path directory) throws IOException {
        try (Stream<Path> listed = Files.list(directory)) {
            return listed.filter(path -> path.toString().endsWith(".variant"))
                    .filter(path -> ONLY.isEmpty() || ONLY.contains(path.getFileName().toString()
                    .replace(".variant", "")))
                    .sorted().toList();
        }
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
