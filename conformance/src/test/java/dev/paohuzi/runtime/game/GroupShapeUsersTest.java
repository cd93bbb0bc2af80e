package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.HandAnalyzer;
import dev.paohuzi.runtime.analysis.OfferedCard;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Structure;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every user of group shapes reads the one table ({@link GroupShapes}): for each structure, each card and each two
 * other cards, the chi options, the card beside a held pair and the dealt 天胡 find a group exactly where the table
 * has one, of the table's kind; and the quick test that turns away hopeless win checks never turns away a win.
 */
class GroupShapeUsersTest {
    private static final List<RuleSet> STRUCTURES = List.of(RealVariants.HUNAN, RealVariants.MIXED_TWO_SEVEN_TEN,
            RealVariants.SENTENCES_ONLY, RealVariants.KEYED);

    @Test
    void chiOptionsEatWithExactlyTheTablesShapes() {
        for (RuleSet rules : STRUCTURES) {
            GroupShapes table = GroupShapes.of(rules.structure());
            forEachTwoOtherCards((card, a, b) -> {
                int[] hand = new int[Cards.ALL_KINDS];
                hand[a]++;
                hand[b]++;
                List<Action> options = ChiOptions.of(hand, card, rules.structure());
                GroupKind kind = table.kindOf(card, a, b);
                assertEquals(kind == null ? 0 : 1, options.size(), rules.name() + " " + options);
                if (kind != null) {
                    assertEquals(kind, options.get(0).melds().get(0).kind());
                }
            });
        }
    }

    /** 000:28, 000:67: another seat's card beside a held pair forms each of the table's groups the held cards allow. */
    @Test
    void theCardBesideAHeldPairFormsExactlyTheTablesShapes() {
        for (RuleSet rules : STRUCTURES) {
            GroupShapes table = GroupShapes.of(rules.structure());
            forEachTwoOtherCards((card, a, b) -> {
                int[] held = new int[Cards.KINDS];
                held[card] += 2;
                held[a]++;
                held[b]++;
                Set<List<Integer>> expected = new HashSet<>();
                for (GroupShapes.WithCard with : table.withCard(card)) {
                    if (with.othersIn(held)) {
                        expected.add(List.of(with.shape().low(), with.shape().mid(), with.shape().high()));
                    }
                }
                Set<List<Integer>> beside = new HashSet<>();
                for (OfferedCard.Reading reading : OfferedCard.readings(Holding.concealed(Counts.pack(held)), card,
                        CardOrigin.PREVIOUS_DISCARD, rules.claims(), rules.structure())) {
                    if (reading.beside() != null) {
                        var cards = reading.beside().cards();
                        assertEquals(reading.beside().kind(), table.kindOf(cards.get(0), cards.get(1), cards.get(2)));
                        beside.add(List.of(cards.get(0), cards.get(1), cards.get(2)));
                    }
                }
                assertEquals(expected, beside, rules.name() + " " + Cards.name(card) + " beside " + Cards.name(a)
                        + " " + Cards.name(b));
            });
        }
    }

    /**
     * 000:73, 000:117: the dealt 天胡's groups are the table's, so 004:14's mixed-size 二七十 counts where the variant
     * allows it (it was dropped as loose cards) and stays loose where 二七十 keep one size.
     */
    @Test
    void theDealtTianhuGroupsAMixedSize二七十WhereTheVariantAllowsIt() {
        int[] hand = new int[Cards.ALL_KINDS];
        for (String name : "b1 b1 b1 b1 b2 b2 b2 b2 b3 b3 b3 b3 s4 s5 s6 s7 s8 s9 s2 b7 b10".split(" ")) {
            hand[Cards.parse(name)]++;
        }
        List<Meld> mixedSizes = DealtTianhu.groups(hand, RealVariants.MIXED_TWO_SEVEN_TEN.huxi(),
                RealVariants.MIXED_TWO_SEVEN_TEN.structure());
        assertTrue(mixedSizes.contains(Meld.of(GroupKind.TWO_SEVEN_TEN, Cards.parse("s2"), Cards.parse("b7"),
                Cards.parse("b10"))), mixedSizes.toString());
        List<Meld> oneSize = DealtTianhu.groups(hand, RealVariants.HUNAN.huxi(), RealVariants.HUNAN.structure());
        assertTrue(oneSize.contains(Meld.same(GroupKind.LOOSE, Cards.parse("b10"))), oneSize.toString());
    }

    /**
     * {@link OfferedCard#mayComplete} is a necessary condition: on seeded holdings one card short of complete (a
     * complete holding less one card, and random other cards offered), whenever some reading of the offered card
     * completes the holding, it says so.
     */
    @Test
    void theQuickWinTestNeverTurnsAwayAWin() {
        SplittableRandom random = new SplittableRandom(9);
        int wins = 0;
        for (RuleSet rules : List.of(RealVariants.HUNAN, RealVariants.LUZHOU, RealVariants.SHAOYANG,
                RealVariants.MIXED_TWO_SEVEN_TEN, RealVariants.SENTENCES_ONLY)) {
            HandAnalyzer analyzer = HandAnalyzer.of(rules);
            for (long seed = 0; seed < 1_500; seed++) {
                Holding complete = RandomHoldings.composed(rules, seed);
                long concealed = complete.packedConcealed();
                int removed = random.nextInt(Cards.KINDS);
                if (complete.jokers() > 0 || Counts.of(concealed, removed) == 0) {
                    continue;
                }
                Holding shorter = complete.withConcealed(Counts.add(concealed, removed, -1));
                for (int card : new int[] {removed, random.nextInt(Cards.KINDS)}) {
                    for (CardOrigin origin : CardOrigin.values()) {
                        boolean completes = OfferedCard.readings(shorter, card, origin, rules.claims(),
                                rules.structure()).stream().anyMatch(r -> analyzer.maxHuxi(r.holding()) >= 0);
                        if (completes) {
                            wins++;
                            assertTrue(OfferedCard.mayComplete(shorter.packedConcealed(), card, rules.structure()),
                                    rules.name() + ": " + shorter + " + " + Cards.name(card) + " from " + origin);
                        }
                    }
                }
            }
        }
        assertTrue(wins > 5_000, "enough completing offers to mean something: " + wins);
    }

    private interface Triple {
        void check(int card, int a, int b);
    }

    /** Each card and each two other cards (in either size, not the card itself). */
    private static void forEachTwoOtherCards(Triple check) {
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int a = 0; a < Cards.KINDS; a++) {
                for (int b = a; b < Cards.KINDS; b++) {
                    if (a != card && b != card) {
                        check.check(card, a, b);
                    }
                }
            }
        }
    }
}
