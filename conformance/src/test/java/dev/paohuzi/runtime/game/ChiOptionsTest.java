package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import org.junit.jupiter.api.Test;

import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** 比牌 (000:49-53): the chi options, each with its 比 groups, enumerated exactly. */
class ChiOptionsTest {
    private static Set<String> chis(String hand, String card) {
        int[] counts = new int[Cards.ALL_KINDS];
        for (String name : hand.split(" ")) {
            counts[Cards.parse(name)]++;
        }
        List<Action> options = ChiOptions.of(counts, Cards.parse(card), RealVariants.HUNAN.structure());
        Set<String> notations = options.stream().map(Action::notation).collect(Collectors.toSet());
        assertEquals(options.size(), notations.size(), "no option is listed twice: " + options);
        return notations;
    }

    /** 000:50, example 1: eating 一 with 二三 while holding another 一: that 一 must be laid out too. */
    @Test
    void example1HeldCardMustBeLaidOutInEveryForm() {
        // The held 一 with 一壹 / 壹壹 / 二三 left: each is a 比 of its own.
        assertEquals(Set.of("chi s1,s2,s3 bi s1,s2,s3"), chis("s1 s2 s3 s2 s3 b9", "s1"));
        assertEquals(Set.of("chi s1,s2,s3 bi s1,s1,b1", "chi s1,s1,b1 bi s1,s2,s3"), chis("s1 s1 s2 s3 b1", "s1"));
        assertEquals(Set.of("chi s1,s2,s3 bi s1,b1,b1", "chi s1,b1,b1 bi s1,s2,s3", "chi s1,s1,b1"),
                chis("s1 s2 s3 b1 b1", "s1"));
    }

    /** 000:50: when the held 一 cannot be laid out, the chi is not allowed at all. */
    @Test
    void example1NoChiWhenTheHeldCardCannotBeLaidOut() {
        assertEquals(Set.of(), chis("s1 s2 s3 b7 b9", "s1"));
    }

    /** 000:51-53, example 2: 一 二二 三三 四 贰贰, eating 二. */
    @Test
    void example2EnumeratesEveryLegalWay() {
        Set<String> options = chis("s1 s2 s2 s3 s3 s4 b2 b2", "s2");
        // The two ways the seed spells out.
        assertTrue(options.contains("chi s2,b2,b2 bi s1,s2,s3 bi s2,s3,s4"), "eat with 贰贰, 比 一二三 and 二三四");
        assertTrue(options.contains("chi s1,s2,s3 bi s2,s2,b2"), "eat with 一三, 比 二二贰 once");
        assertTrue(options.contains("chi s1,s2,s3 bi s2,s3,s4 bi s2,b2,b2"), "eat with 一三, 比 二贰贰 and 二三四");
        // Worked out by hand: every eating group containing 二, each followed by every way to lay out both held 二.
        assertEquals(Set.of(
                "chi s1,s2,s3 bi s2,s3,s4 bi s2,b2,b2",
                "chi s1,s2,s3 bi s2,s2,b2",
                "chi s2,s3,s4 bi s1,s2,s3 bi s2,b2,b2",
                "chi s2,s3,s4 bi s2,s2,b2",
                "chi s2,s2,b2 bi s1,s2,s3",
                "chi s2,s2,b2 bi s2,s3,s4",
                "chi s2,b2,b2 bi s1,s2,s3 bi s2,s3,s4"), options);
    }

    @Test
    void kanCardsAreNeverUsed() {
        // 000:26: the kan of 三 may not be split to eat 二.
        assertEquals(Set.of("chi s2,s7,s10"), chis("s3 s3 s3 s4 s7 s10", "s2"));
    }

    /** 004:14 lets 二七十 mix sizes; 000:41 does not. */
    @Test
    void twoSevenTenOfMixedSizesOnlyWhereTheVariantAllowsIt() {
        int[] counts = new int[Cards.ALL_KINDS];
        counts[Cards.parse("s2")]++;
        counts[Cards.parse("b10")]++;
        assertEquals(List.of(), ChiOptions.of(counts, Cards.parse("s7"), RealVariants.HUNAN.structure()));
        List<Action> options = ChiOptions.of(counts, Cards.parse("s7"), RealVariants.MIXED_TWO_SEVEN_TEN.structure());
        assertEquals(List.of("chi s2,s7,b10"), options.stream().map(Action::notation).toList());
        assertEquals(Cards.parse("s2"), options.get(0).melds().get(0).key(), "keyed by its 二");
    }

    @Test
    void twoSevenTenIsAChiGroup() {
        assertEquals(Set.of("chi b2,b7,b10"), chis("b2 b10 s5", "b7"));
    }

    /** A claim round ranks a seat by whether a chi exists before listing it: the two must agree on every hand. */
    @Test
    void anyChiAgreesWithTheListedChis() {
        SplittableRandom random = new SplittableRandom(9);
        for (RuleSet rules : List.of(RealVariants.HUNAN, RealVariants.MIXED_TWO_SEVEN_TEN,
                RealVariants.SENTENCES_ONLY)) {
            for (int trial = 0; trial < 20_000; trial++) {
                int[] counts = new int[Cards.ALL_KINDS];
                for (int dealt = random.nextInt(4, 21); dealt > 0; dealt--) {
                    int card = random.nextInt(Cards.KINDS);
                    counts[card] = Math.min(3, counts[card] + 1);
                }
                int card = random.nextInt(Cards.KINDS);
                assertEquals(!ChiOptions.of(counts, card, rules.structure()).isEmpty(),
                        ChiOptions.any(counts, Counts.pack(counts), card, rules.structure()),
                        rules.name() + " " + Arrays.toString(counts) + " offered " + Cards.name(card));
            }
        }
    }
}
