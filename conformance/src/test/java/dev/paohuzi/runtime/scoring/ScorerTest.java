package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.rules.Pattern;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;
import dev.paohuzi.runtime.rules.Scoring.FanCombination;
import dev.paohuzi.runtime.rules.Seating;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static dev.paohuzi.conformance.fixture.RealVariants.holding;
import static dev.paohuzi.conformance.fixture.RealVariants.pattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScorerTest {
    /** kan 肆 6 + pong 壹 3, 玖 3, 九 1, 捌 3 + 三四五 四五六 0 = 16 huxi, no red, 12 big (hunan-patterns.cases R0). */
    private static final String BLACK = "b4 b4 b4 s3 s4 s5 s4 s5 s6 pong:b1 pong:b9 pong:s9 pong:b8";
    /** pong 柒 3, chi 贰柒拾 6, chi 二七十 3, pong 壹 3, pong 九 1 + 四五六 三四五 0 = 16 huxi, red 9 (R9). */
    private static final String NINE_RED = "s4 s5 s6 s3 s4 s5 pong:b7 chi:b2,b7,b10 chi:s2,s7,s10 pong:b1 pong:s9";

    private static final Pattern BLACK_WIN = pattern("乌胡", f -> f.get(Quantity.RED) == 0, f -> 5);
    /** 000:94: 海底 2, 1 on an otherwise plain win. */
    private static final Pattern LAST_CARD = pattern("海底", f -> f.is(Quantity.LAST_CARD), f -> f.is(Quantity.PLAIN) ? 1
            : 2);

    private static Score scored(RuleSet rules, String holding, WinContext context) {
        ScoreResult result = Scorer.of(rules).score(holding(rules, holding), context, HandContext.NONE);
        return assertInstanceOf(ScoreResult.Scored.class, result, result::toString).score();
    }

    @Test
    void aPlainWinHasThePlainFan() {
        Score score = scored(RealVariants.hunan(FanCombination.SUM, List.of(BLACK_WIN)), NINE_RED, WinContext.NONE);
        assertEquals(List.of(), score.patterns());
        assertEquals(16, score.huxi());
        assertEquals(1, score.grade());
        assertEquals(1, score.fan());
        assertEquals(1, score.base());
    }

    @Test
    void plainTellsAPatternItIsAlone() {
        RuleSet rules = RealVariants.hunan(FanCombination.SUM, List.of(BLACK_WIN, LAST_CARD));
        WinContext last = WinContext.builder().lastCard(true).build();
        assertEquals(List.of(new ScoredPattern("海底", 1, "test")), scored(rules, NINE_RED, last).patterns());
        Score both = scored(rules, BLACK, last);
        assertEquals(List.of(new ScoredPattern("乌胡", 5, "test"), new ScoredPattern("海底", 2, "test")), both.patterns());
        assertEquals(7, both.fan());
    }

    @Test
    void fanAddOrMultiply() {
        WinContext last = WinContext.builder().lastCard(true).build();
        assertEquals(7, scored(RealVariants.hunan(FanCombination.SUM, List.of(BLACK_WIN, LAST_CARD)), BLACK, last)
                .fan());
        assertEquals(10, scored(RealVariants.hunan(FanCombination.PRODUCT, List.of(BLACK_WIN, LAST_CARD)), BLACK, last)
                .fan());
    }

    @Test
    void theBaseReadsGradeFanAndContext() {
        RuleSet rules = RealVariants.hunan(FanCombination.SUM, List.of(BLACK_WIN));
        // grade 1 x 乌胡 5, +1 self-draw after the fan (000:70)
        Score score = scored(rules, BLACK, WinContext.builder().selfDraw(true).build());
        assertEquals(6, score.base());
        assertEquals(List.of(new Payment(Seat.WINNER, 12, 50), new Payment(Seat.NEXT, -6, 50),
                new Payment(Seat.PREVIOUS, -6, 50)), score.payments());
        assertEquals(List.of("6", "-3", "-3"), score.payments().stream().map(p -> p.money().toPlainString()).toList());
    }

    @Test
    void everyWinFeatureIsCounted() {
        // ti 柒 12, pao 十 6, pong 壹 3 + 三四五 0, 八八捌 0 (绞), 肆伍陆 0, pair 六六: 21 huxi, 22 cards
        String holding = "s3 s4 s5 s8 s8 b8 b4 b5 b6 s6 s6 ti:b7 pao:s10 pong:b1";
        List<Quantity> read = List.of(Quantity.HUXI, Quantity.RED, Quantity.BLACK, Quantity.BIG, Quantity.SMALL,
                Quantity.CARDS, Quantity.JOKERS, Quantity.SENTENCE_GROUPS, Quantity.MIXED_GROUPS, Quantity.KAN_GROUPS,
                Quantity.WEI_GROUPS, Quantity.ZERO_HUXI_GROUPS, Quantity.RED_PAO_TI);
        List<Pattern> probes = new ArrayList<>();
        for (Quantity quantity : read) {
            probes.add(pattern(quantity.word(), f -> true, f -> f.get(quantity)));
        }
        Score score = scored(RealVariants.hunan(FanCombination.SUM, probes), holding, WinContext.NONE);
        // red: 柒 x4 + 十 x4 = 8; big: 柒 x4, 壹 x3, 捌, 肆伍陆 = 11; zero-huxi groups (pair aside): 3
        List<Integer> expected = List.of(21, 8, 14, 11, 11, 22, 0, 2, 1, 0, 0, 3, 2);
        assertEquals(expected, score.patterns().stream().map(ScoredPattern::fan).toList());
    }

    /** One pattern per quantity, always applying, whose fan is that quantity: a score shows every quantity. */
    private static List<Pattern> probes() {
        List<Pattern> probes = new ArrayList<>();
        for (Quantity quantity : Quantity.values()) {
            probes.add(pattern(quantity.word(), f -> true, f -> f.get(quantity)));
        }
        return probes;
    }

    /**
     * Scoring a jokerless holding reads its cards from the packed counts and its groups from the analyzer's tally of
     * the best decomposition, without building it; scoring that decomposition reads both off its groups. Every hand
     * quantity must come out the same, on random holdings of each jokerless test variant, table melds included.
     */
    @Test
    void aJokerlessHoldingScoresAsItsBestDecomposition() {
        WinContext selfDraw = WinContext.builder().selfDraw(true).build();
        int compared = 0;
        int withMelds = 0;
        for (RuleSet variant : List.of(RealVariants.HUNAN, RealVariants.LUZHOU, RealVariants.MIXED_TWO_SEVEN_TEN)) {
            RuleSet rules = withPatterns(variant, probes());
            HandAnalyzer analyzer = HandAnalyzer.of(rules);
            for (long seed = 1; seed <= 1500; seed++) {
                Holding holding = RandomHoldings.composed(rules, seed);
                Optional<Decomposition> best = analyzer.best(holding);
                if (best.isPresent()) {
                    assertEquals(Scorer.of(analyzer).score(best.get(), selfDraw, HandContext.NONE),
                            Scorer.of(analyzer).score(holding, selfDraw, HandContext.NONE), () -> rules.name() + ": "
                            + holding);
                    compared++;
                    withMelds += holding.melds().isEmpty() ? 0 : 1;
                }
            }
        }
        assertTrue(compared > 1000 && withMelds > 300, "wins compared: " + compared + ", with table melds "
                + withMelds);
    }

    /**
     * A joker stands for the card the winner names (000:133), so a holding with jokers is scored as the
     * decomposition with the most huxi that pays the winner most: one of them, and paying no less than any. The
     * patterns are Yongzhou's colours (红胡 10 red or more, 点朱胡 one, 黑胡 none), which a joker's card can change.
     */
    @Test
    void aJokerStandsForTheCardThatPaysTheWinnerMost() {
        WinContext selfDraw = WinContext.builder().selfDraw(true).build();
        RuleSet rules = withPatterns(RealVariants.YONGZHOU, List.of(
                pattern("红胡", f -> f.get(Quantity.RED) >= 10, f -> 2),
                pattern("点朱胡", f -> f.get(Quantity.RED) == 1, f -> 3),
                pattern("黑胡", f -> f.get(Quantity.RED) == 0, f -> 4)));
        HandAnalyzer analyzer = HandAnalyzer.of(rules);
        Scorer scorer = Scorer.of(analyzer);
        int withJokers = 0;
        int betterThanFirst = 0;
        for (long seed = 1; seed <= 1500; seed++) {
            Holding holding = RandomHoldings.composed(rules, seed);
            List<Decomposition> all = analyzer.decompositions(holding);
            if (holding.jokers() == 0 || all.isEmpty()) {
                continue;
            }
            Score chosen = ((ScoreResult.Scored) scorer.score(holding, selfDraw, HandContext.NONE)).score();
            List<Score> mostHuxi = all.stream().filter(d -> d.huxi() == all.get(0).huxi())
                    .map(d -> ((ScoreResult.Scored) scorer.score(d, selfDraw, HandContext.NONE)).score()).toList();
            assertTrue(mostHuxi.contains(chosen), () -> "a reading of the most huxi: " + holding);
            for (Score other : mostHuxi) {
                assertTrue(winner(chosen) >= winner(other), () -> holding + " pays more as " + other);
            }
            withJokers++;
            betterThanFirst += winner(chosen) > winner(mostHuxi.get(0)) ? 1 : 0;
        }
        assertTrue(withJokers > 200 && betterThanFirst >= 3,
                "joker wins: " + withJokers + ", paid more than the first decomposition: " + betterThanFirst);
    }

    private static int winner(Score score) {
        return score.payments().get(0).points();
    }

    private static RuleSet withPatterns(RuleSet rules, List<Pattern> patterns) {
        Scoring scoring = RealVariants.hunan(FanCombination.SUM, patterns).scoring();
        Scoring lenient = scoring.toBuilder().grade(f -> 1).build();
        return rules.toBuilder().win(dev.paohuzi.runtime.rules.WinRule.minimum(0)).scoring(lenient).build();
    }

    @Test
    void belowTheMinimumOrBelowGradeOneIsNoWin() {
        RuleSet rules = RealVariants.hunan(FanCombination.SUM, List.of());
        // ti 壹 12 + pong 一 1 + pong 二 1 = 14 < 15
        ScoreResult low = Scorer.of(rules)
                .score(holding(rules, "s10 s10 s4 s5 s6 s7 s8 s9 b4 b5 b6 ti:b1 pong:s1 pong:s2"),
                WinContext.NONE, HandContext.NONE);
        assertTrue(((ScoreResult.Refused) low).reason()
                .contains("14 huxi under hunan's `win when: huxi >= minimum_huxi` (minimum huxi 15)"), low::toString);
        RuleSet gradeZero = RealVariants.with(rules.scoring().toBuilder().grade(f -> 0).build());
        ScoreResult none = Scorer.of(gradeZero).score(holding(gradeZero, BLACK), WinContext.NONE, HandContext.NONE);
        assertTrue(((ScoreResult.Refused) none).reason().contains("grade 0"), none::toString);
    }

    /** Settlements sum to zero (赢家获得积分=输家失去积分之和, 000:120), counting seat or not, 2 to 4 seats. */
    @Test
    void paymentsSumToZero() {
        for (long seed = 1; seed <= 200; seed++) {
            Random random = new Random(seed);
            int pays = random.nextInt(50);
            int share = random.nextInt(5);
            RuleSet base = RealVariants.hunan(FanCombination.SUM, List.of(BLACK_WIN));
            Scoring scoring = base.scoring();
            RuleSet paying = RealVariants.with(scoring.toBuilder()
                    .payments(scoring.payments().toBuilder().loserPays(f -> pays).countingSeatGets(f -> share)
                            .stakeCents(1 + random.nextInt(200)).build()).build());
            HandContext hand = new HandContext(false, 2 + random.nextInt(3), 0);
            Seating seating = paying.seating();
            RuleSet rules = random.nextBoolean() ? paying.toBuilder().seating(new Seating(seating.players(),
                    seating.dealerCards(), seating.otherCards(), seating.wall(), seating.reveal(),
                    Seating.CountingSeat.OPPOSITE_DEALER, seating.unplayed())).build() : paying;
            ScoreResult result = Scorer.of(rules).score(holding(rules, BLACK), WinContext.NONE, hand);
            Score score = assertInstanceOf(ScoreResult.Scored.class, result, result::toString).score();
            assertEquals(0, score.payments().stream().mapToInt(Payment::points).sum(), "seed " + seed);
            assertEquals(0, score.payments().stream().map(Payment::money).reduce(java.math.BigDecimal.ZERO,
                    java.math.BigDecimal::add).signum(), "seed " + seed);
        }
    }
}
