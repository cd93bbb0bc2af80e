package dev.paohuzi.conformance;

import dev.paohuzi.compiler.Compilation;
import dev.paohuzi.compiler.VariantCompiler;
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
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's invariants (issue 5) over every bundled variant, and the win-rule test variants of the cases, as the
 * compiler builds them, not as a test fixture imitates them: cards accounted for, no four identical concealed, every win of the variant's structure and minimum
 * huxi and paid by its scoring, settlements summing to zero, replay, every hand ending; and matches played to the
 * variant's end settle to zero.
 * <p>
 * The default run is sized for {@code mvn verify}; the full count (100,000 random hands per variant) is
 * {@code mvn -pl conformance -am verify -Dtest=BundledVariantInvariantsTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dconformance.invariantHands=100000}, optionally for some variants only with
 * {@code -Dconformance.invariantVariants=hunan,shaoyang,luzhou,yongzhou} (times in docs/performance.md).
 */
class BundledVariantInvariantsTest {
    private static final int RANDOM_HANDS = Integer.getInteger("conformance.invariantHands", 3_000);
    private static final int GREEDY_HANDS = Math.max(100, RANDOM_HANDS / 20);
    private static final int MATCHES = 20;
    private static final Path TEST_VARIANTS = ConformanceSuiteTest.CASES.resolve("variants");
    /** Random bots win about one hand in three; a 剥皮 match to 100 huxi takes a dozen hands or so. */
    private static final int MAX_HANDS_PER_MATCH = 1_000;
    /** Variant names to run, comma-separated; empty: every bundled variant. */
    private static final List<String> ONLY = Stream.of(System.getProperty("conformance.invariantVariants", "")
            .split(",")).map(String::trim).filter(name -> !name.isEmpty()).toList();

    @TestFactory
    Stream<DynamicTest> invariantsHoldInEveryBundledVariant() throws IOException {
        List<Path> files = new ArrayList<>(variantFiles(ConformanceSuiteTest.VARIANTS));
        // the win-rule test variants of the cases (毛胡, 红拐弯: a rule the engine asks on the whole win), not their
        // link to the bundled base
        variantFiles(TEST_VARIANTS).stream().filter(path -> !Files.isSymbolicLink(path)).forEach(files::add);
        assertFalse(files.isEmpty(), "no bundled variants under " + ConformanceSuiteTest.VARIANTS.toAbsolutePath());
        return files.stream().flatMap(file -> {
            RuleSet rules = compile(file);
            return Stream.of(
                    DynamicTest.dynamicTest(rules.name() + " random bots",
                            () -> HandInvariants.playMany(rules, RANDOM_HANDS, false)),
                    DynamicTest.dynamicTest(rules.name() + " greedy bots",
                            () -> HandInvariants.playMany(rules, GREEDY_HANDS, true)),
                    DynamicTest.dynamicTest(rules.name() + " matches", () -> matchesEndAndBalance(rules)));
        });
    }

    private static List<Path> variantFiles(Path directory) throws IOException {
        try (Stream<Path> listed = Files.list(directory)) {
            return listed.filter(path -> path.toString().endsWith(".variant"))
                    .filter(path -> ONLY.isEmpty() || ONLY.contains(path.getFileName().toString().replace(".variant", "")))
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

    private static RuleSet compile(Path file) {
        Compilation compilation = VariantCompiler.compile(file);
        assertEquals(List.of(), compilation.errors(), file + " compiles");
        return compilation.variant().orElseThrow().rules();
    }
}
