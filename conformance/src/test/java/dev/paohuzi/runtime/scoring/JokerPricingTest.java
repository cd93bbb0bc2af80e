package dev.paohuzi.runtime.scoring;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.MostHuxiReadings;
import dev.paohuzi.runtime.analysis.ReferenceAnalyzer;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Bounds;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.Pattern;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Scorer#winnerPoints}, which prices a joker holding's win by what its jokers stand for where the scoring reads
 * no group kind, against the reference analyzer's listing scored decomposition by decomposition: the same points on
 * seeded complete holdings with one joker or more (as many as the deck has), in the contexts a bot prices (drawn,
 * on no card) and others (a card won on, the joker won on, a 醒 card, 王吊, the dealer, 飘). A variant whose pattern
 * reads the mixed groups is priced by the listing, where decompositions of one reading pay differently.
 */
class JokerPricingTest {
    private static final RuleSet YONGZHOU = RealVariants.YONGZHOU;

    /** Yongzhou with a pattern that reads the mixed groups (大小三搭): the decompositions of one reading may differ. */
    private static final RuleSet MIXED_COUNTED = YONGZHOU.toBuilder().scoring(YONGZHOU.scoring().toBuilder()
            .patterns(Stream.concat(YONGZHOU.scoring().patterns().stream(), Stream.of(new Pattern("搭", new Bounds(
                    List.of(new Bounds.Bound(Quantity.MIXED_GROUPS, 1, Integer.MAX_VALUE))), facts -> 3, "test")))
                    .toList()).build()).build();

    static Stream<Arguments> variants() {
        return Stream.of(Arguments.of(Named.of("yongzhou", YONGZHOU), 1_500),
                Arguments.of(Named.of("joker-count", RealVariants.testVariant("joker-count")), 500),
                Arguments.of(Named.of("joker-no-fifth", RealVariants.testVariant("joker-no-fifth")), 500),
                Arguments.of(Named.of("keyed", RealVariants.KEYED), 500),
                Arguments.of(Named.of("yongzhou with a mixed-group pattern", MIXED_COUNTED), 500));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void pricedAsTheListingScores(RuleSet rules, int holdings) {
        Scorer fast = Scorer.of(rules);
        Scorer listing = Scorer.of(new ReferenceAnalyzer(rules));
        int priced = 0;
        int severalReadings = 0;
        int readingDoesNotDecide = 0;
        for (long seed = 1; seed <= holdings; seed++) {
            Holding holding = withJokers(rules, seed, rules == MIXED_COUNTED && seed % 2 == 0 ? tied(seed)
                    : RandomHoldings.composed(rules, seed));
            List<Decomposition> most = new ReferenceAnalyzer(rules).mostHuxiDecompositions(holding);
            for (WinContext context : contexts(holding, seed)) {
                for (HandContext hand : List.of(HandContext.NONE, new HandContext(true, 3, 0,
                        Map.of(StakeKind.PIAO, List.of(2, 0, 1))))) {
                    String where = "seed " + seed + ": " + holding + ", " + context + ", " + hand;
                    long expected = points(listing.score(holding, context, hand));
                    assertEquals(expected, fast.winnerPoints(holding, context, hand), where);
                    priced += expected > Long.MIN_VALUE ? 1 : 0;
                    Map<Long, Set<Long>> byReading = new HashMap<>();
                    for (Decomposition decomposition : most) {
                        byReading.computeIfAbsent(MostHuxiReadings.reading(decomposition), any -> new HashSet<>())
                                .add(points(listing.score(decomposition, context, hand)));
                    }
                    severalReadings += byReading.size() > 1 ? 1 : 0;
                    readingDoesNotDecide += byReading.values().stream().anyMatch(paid -> paid.size() > 1) ? 1 : 0;
                }
            }
        }
        // wins must be common, and many with several readings to choose among, or the agreement says little; where a
        // pattern reads the mixed groups, some reading's decompositions must pay apart (the listing decides there)
        assertTrue(priced > holdings && severalReadings > holdings / 2, priced + " priced, " + severalReadings
                + " with several readings");
        assertTrue(rules != MIXED_COUNTED || readingDoesNotDecide > 0, "readings whose decompositions pay apart: "
                + readingDoesNotDecide);
    }

    private static long points(ScoreResult result) {
        return result instanceof ScoreResult.Scored scored ? scored.score().winnerPoints() : Long.MIN_VALUE;
    }

    /** A bot's context, a held card won on, the joker won on, a 醒 card and a 王吊 of the holding's jokers. */
    private static List<WinContext> contexts(Holding holding, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<WinContext> contexts = new ArrayList<>();
        contexts.add(WinContext.builder().selfDraw(true).build());
        int held = heldCard(holding, random);
        if (held >= 0) {
            contexts.add(WinContext.builder().selfDraw(true).card(held).xingCard(heldCard(holding, random)).build());
        }
        contexts.add(WinContext.builder().selfDraw(true).card(Cards.JOKER).xingCard(random.nextInt(Cards.KINDS))
                .build());
        contexts.add(WinContext.builder().selfDraw(true).card(held).jokerWait(Math.min(2, holding.jokers())).build());
        return contexts;
    }

    /** A card held concealed, or -1. */
    private static int heldCard(Holding holding, SplittableRandom random) {
        int start = random.nextInt(Cards.KINDS);
        for (int i = 0; i < Cards.KINDS; i++) {
            int card = (start + i) % Cards.KINDS;
            if (holding.count(card) > 0) {
                return card;
            }
        }
        return -1;
    }

    /**
     * A complete holding with one joker or more, as many as the deck has: some of its concealed cards turned into
     * jokers, which stand for them, so the holding stays complete.
     */
    private static Holding withJokers(RuleSet rules, long seed, Holding holding) {
        SplittableRandom random = new SplittableRandom(seed);
        long concealed = holding.packedConcealed();
        int jokers = holding.jokers();
        int target = 1 + random.nextInt(rules.deck().jokers());
        for (int attempt = 0; attempt < 100 && jokers < target; attempt++) {
            int card = random.nextInt(Cards.KINDS);
            if (Counts.of(concealed, card) > 0) {
                concealed = Counts.add(concealed, card, -1);
                jokers++;
            }
        }
        return Holding.of(concealed, jokers, holding.melds());
    }

    /**
     * 21 concealed cards that split as 二二贰 三三叁 四四肆 (three mixed groups) and as 二三四 二三四 贰叁肆 (three
     * sentences) at one seeded point, both without huxi, beside four seeded sentences of other points.
     */
    private static Holding tied(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] counts = new int[Cards.KINDS];
        int point = 1 + random.nextInt(7);      // 一二三 has huxi, so the sentences start at 二 or above
        for (int card = point; card < point + 3; card++) {
            counts[card] += 2;
            counts[card + Cards.KINDS / 2]++;
        }
        for (int groups = 0; groups < 4; ) {
            int low = random.nextInt(2) * Cards.KINDS / 2 + random.nextInt(8);
            if (counts[low] < 2 && counts[low + 1] < 2 && counts[low + 2] < 2) {
                for (int card = low; card < low + 3; card++) {
                    counts[card]++;
                }
                groups++;
            }
        }
        return Holding.of(Counts.pack(counts), 0, List.of());
    }
}
