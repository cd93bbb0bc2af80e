package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Structure;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one table of group shapes, held to the seeds' definitions of each group, written here on their own. */
class GroupShapesTest {
    /** Every combination of the structure's shape flags (a mixed-size 二七十 needs 二七十 at all). */
    static List<Structure> structures() {
        List<Structure> all = new java.util.ArrayList<>();
        for (int flags = 0; flags < 16; flags++) {
            all.add(new Structure(7, (flags & 1) != 0, (flags & 3) == 3, (flags & 4) != 0,
                    Structure.PairRule.ONE_IFF_PAO_OR_TI, (flags & 8) != 0));
        }
        return all;
    }

    /**
     * 000:39: a sentence is three consecutive points of one size; 000:41: 二七十 of one size, 004:14: of any sizes;
     * 000:42: a mixed group is 2 + 1 of one point in both sizes; 一五十 of one size where the structure has it
     * (isoundy000/HuyooPaoHuZi src/game/hyphz/GameLogic.lua:284-300).
     */
    private static GroupKind bySeeds(int a, int b, int c, Structure structure) {
        int[] cards = {a, b, c};
        java.util.Arrays.sort(cards);
        int[] points = {Cards.point(cards[0]), Cards.point(cards[1]), Cards.point(cards[2])};
        boolean oneSize = Cards.size(cards[0]) == Cards.size(cards[2]);
        if (oneSize && points[1] == points[0] + 1 && points[2] == points[1] + 1) {
            return GroupKind.SENTENCE;
        }
        Set<Integer> pointSet = new HashSet<>(List.of(points[0], points[1], points[2]));
        if (structure.twoSevenTen() && pointSet.equals(Set.of(2, 7, 10))
                && (oneSize || structure.twoSevenTenMixedSizes())) {
            return GroupKind.TWO_SEVEN_TEN;
        }
        if (structure.oneFiveTen() && pointSet.equals(Set.of(1, 5, 10)) && oneSize) {
            return GroupKind.ONE_FIVE_TEN;
        }
        if (structure.mixed() && pointSet.size() == 1 && !oneSize) {
            return GroupKind.MIXED;
        }
        return null;
    }

    @Test
    void kindOfEveryThreeCardsIsTheSeeds() {
        for (Structure structure : structures()) {
            GroupShapes table = GroupShapes.of(structure);
            int shapes = 0;
            for (int a = 0; a < Cards.KINDS; a++) {
                for (int b = a; b < Cards.KINDS; b++) {
                    for (int c = b; c < Cards.KINDS; c++) {
                        GroupKind expected = bySeeds(a, b, c, structure);
                        assertEquals(expected, table.kindOf(c, a, b), structure + " " + a + " " + b + " " + c);
                        shapes += expected == null ? 0 : 1;
                    }
                }
            }
            assertEquals(shapes, table.all().size(), "each shape once in all(): " + structure);
        }
        // 16 sentences; 2 二七十 of one size, 8 of any sizes; 20 mixed groups
        assertEquals(16 + 8 + 20, GroupShapes.of(structures().get(7)).all().size());
        assertEquals(16 + 2, GroupShapes.of(structures().get(1)).all().size());
        // and 2 一五十, one of each size
        assertEquals(16 + 8 + 20 + 2, GroupShapes.of(structures().get(15)).all().size());
    }

    @Test
    void withCardListsEveryShapeOfTheCardWithItsOtherTwoCards() {
        for (Structure structure : structures()) {
            GroupShapes table = GroupShapes.of(structure);
            for (int card = 0; card < Cards.KINDS; card++) {
                Set<GroupShapes.Shape> seen = new HashSet<>();
                for (GroupShapes.WithCard with : table.withCard(card)) {
                    GroupShapes.Shape shape = with.shape();
                    assertTrue(seen.add(shape), "listed once: " + shape);
                    assertEquals(shape.kind(), table.kindOf(card, with.first(), with.second()));
                    assertTrue(with.first() <= with.second());
                    int[] cards = {card, with.first(), with.second()};
                    java.util.Arrays.sort(cards);
                    assertEquals(List.of(shape.low(), shape.mid(), shape.high()),
                            List.of(cards[0], cards[1], cards[2]));
                }
                for (GroupShapes.Shape shape : table.all()) {
                    boolean holdsCard = shape.low() == card || shape.mid() == card || shape.high() == card;
                    assertEquals(holdsCard, seen.contains(shape), Cards.name(card) + " in " + shape);
                }
            }
        }
    }

    /** HuxiTable keys: a 二七十 by its 二 of either size (004:14), a mixed group by its doubled card, 一五十 by its 一. */
    @Test
    void keyCards() {
        GroupShapes table = GroupShapes.of(structures().get(15));
        int s2 = Cards.parse("s2");
        int b2 = Cards.parse("b2");
        for (GroupShapes.Shape shape : table.all()) {
            if (shape.kind() == GroupKind.TWO_SEVEN_TEN) {
                assertTrue(shape.key() == s2 || shape.key() == b2, shape.toString());
                assertTrue(shape.low() == shape.key() || shape.mid() == shape.key() || shape.high() == shape.key());
            } else if (shape.kind() == GroupKind.MIXED) {
                int doubled = shape.low() == shape.mid() ? shape.low() : shape.high();
                assertEquals(doubled, shape.key());
            } else {
                assertEquals(shape.low(), shape.key());
            }
        }
    }
}
