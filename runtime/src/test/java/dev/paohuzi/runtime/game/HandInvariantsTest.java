package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Structure.PairRule;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The invariants' reading of a win's pair (000:54, 000:62: a pair 将 is a group when there is a pao or ti, and then
 * exactly one) follows the variant's pair rule. The example is the win greedy bots reached in the sentences-only test
 * variant ({@code pair: never}), seed 6, seat 1: a ti and a pao on the table, no pair. Two of the seat's intakes were
 * not followed by a discard, as it held only kan cards then (docs/engine.md: a seat holding only kan cards or jokers
 * does not discard), so seven groups hold 23 cards and no pair is needed; the invariants read 000:62's pair into
 * that variant and failed the win.
 */
class HandInvariantsTest {
    /** pong 十, ti 玖, wei 六, pao 八 (the winning 八 on a pong), pong 捌, wei 拾, kan 二. */
    private static final List<Meld> TI_AND_PAO_WITHOUT_PAIR = List.of(
            same(GroupKind.PONG, "s10"), same(GroupKind.TI, "b9"), same(GroupKind.WEI, "s6"),
            same(GroupKind.PAO, "s8"), same(GroupKind.PONG, "b8"), same(GroupKind.WEI, "b10"),
            same(GroupKind.KAN, "s2"));
    /** The same with a pair 二 for the kan: the shape 000:62 asks of a win with a pao or ti. */
    private static final List<Meld> TI_AND_PAO_WITH_PAIR = List.of(
            same(GroupKind.PONG, "s10"), same(GroupKind.TI, "b9"), same(GroupKind.WEI, "s6"),
            same(GroupKind.PAO, "s8"), same(GroupKind.PONG, "b8"), same(GroupKind.WEI, "b10"),
            same(GroupKind.PAIR, "s2"));

    @Test
    void withoutPairsAWinWithAPaoOrTiHasNoPair() {
        HandInvariants.assertPairs(PairRule.NEVER, TI_AND_PAO_WITHOUT_PAIR, "pair: never");
        assertThrows(AssertionFailedError.class,
                () -> HandInvariants.assertPairs(PairRule.NEVER, TI_AND_PAO_WITH_PAIR, "pair: never"));
    }

    @Test
    void withThePairAWinWithAPaoOrTiNeedsExactlyOne() {
        HandInvariants.assertPairs(PairRule.ONE_IFF_PAO_OR_TI, TI_AND_PAO_WITH_PAIR, "000:62");
        assertThrows(AssertionFailedError.class,
                () -> HandInvariants.assertPairs(PairRule.ONE_IFF_PAO_OR_TI, TI_AND_PAO_WITHOUT_PAIR, "000:62"));
    }

    private static Meld same(GroupKind kind, String card) {
        return Meld.same(kind, Cards.parse(card));
    }
}
