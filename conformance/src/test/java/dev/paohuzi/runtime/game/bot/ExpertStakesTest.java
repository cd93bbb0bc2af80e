package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.scoring.HandContext;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The expert prices a win of its seat in the hand around it as the engine settles it: whether the seat deals, and the
 * 飘 each seat staked (variants/wangcheng-huopiao.variant: each loser pays its own and the winner's), the seat's own
 * first and then the others in turn order; with no 飘 in the variant, none.
 */
class ExpertStakesTest {
    private static final RuleSet HUOPIAO = RealVariants.bundled("wangcheng-huopiao");

    @Test
    void aWinIsPricedWithTheStakesFromTheSeatInTurnOrder() {
        Game game = new HandStarter(HUOPIAO).start(7, 0);
        game.choose("piao 5");      // the dealer, seat 0, is asked first
        game.choose("piao 0");
        game.choose("piao 3");
        HandContext dealer = ExpertBot.context(game.observation(0));
        HandContext second = ExpertBot.context(game.observation(1));
        HandContext third = ExpertBot.context(game.observation(2));
        assertTrue(dealer.dealer());
        assertFalse(second.dealer());
        assertEquals(List.of(5, 0, 3), dealer.stakes().get(StakeKind.PIAO));
        assertEquals(List.of(0, 3, 5), second.stakes().get(StakeKind.PIAO));
        assertEquals(List.of(3, 5, 0), third.stakes().get(StakeKind.PIAO));
    }

    @Test
    void noStakesWhereTheVariantHasNone() {
        Game game = new HandStarter(RealVariants.HUNAN).start(7, 1);
        assertEquals(new HandContext(false, 3, 0), ExpertBot.context(game.observation(0)));
        assertEquals(new HandContext(true, 3, 0), ExpertBot.context(game.observation(1)));
    }
}
