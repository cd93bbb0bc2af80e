package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.fixture.RandomHoldings;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one search of a joker holder's waits ({@link HandAnalyzer#jokerWaits}) against the reference analyzer asked
 * card by card: on seeded Yongzhou holdings one card short, with one to three jokers (a seat holds at most two, and
 * the search reads one more), each card held at most once gets the most huxi of the holding with it added, the joker
 * that of the holding with one more joker, and a card held twice or three times -1 (asked on its own).
 */
class JokerWaitsTest {
    private static final RuleSet YONGZHOU = RealVariants.YONGZHOU;

    @Test
    void oneSearchGivesEachCardsMostHuxi() {
        HandAnalyzer fast = HandAnalyzer.of(YONGZHOU);
        ReferenceAnalyzer reference = new ReferenceAnalyzer(YONGZHOU);
        int[] byCard = new int[Cards.KINDS];
        int waiting = 0;
        int completingCards = 0;
        int[] withJokers = new int[4];
        for (long seed = 1; seed <= 600; seed++) {
            Holding holding = oneShortWithJokers(seed);
            if (holding == null) {
                continue;
            }
            String where = "seed " + seed + ": " + holding;
            long concealed = holding.packedConcealed();
            int jokers = holding.jokers();
            int tableHuxi = holding.melds().stream().mapToInt(meld -> meld.huxi(YONGZHOU.huxi())).sum();
            WinShape shape = WinShape.of(YONGZHOU, Holding.of(concealed, jokers + 1, holding.melds()));
            int cardsNeeded = WinShape.concealedCards(shape.sets(), shape.pair());
            int joker = fast.jokerWaits(concealed, jokers, cardsNeeded, shape.pair(), byCard);
            assertEquals(concealedHuxi(reference, Holding.of(concealed, jokers + 1, holding.melds()), tableHuxi),
                    joker, where + " with a joker more");
            for (int card = 0; card < Cards.KINDS; card++) {
                int expected = Counts.of(concealed, card) >= 2 ? -1 : concealedHuxi(reference,
                        Holding.of(Counts.add(concealed, card, 1), jokers, holding.melds()), tableHuxi);
                assertEquals(expected, byCard[card], where + " with " + Cards.name(card));
                completingCards += expected >= 0 ? 1 : 0;
            }
            waiting += joker >= 0 ? 1 : 0;
            withJokers[jokers]++;
        }
        // both outcomes, and every number of jokers, must be common, or the agreement says little
        assertTrue(waiting > 50 && completingCards > 200, waiting + " waiting, " + completingCards + " cards");
        assertTrue(withJokers[1] > 50 && withJokers[2] > 50 && withJokers[3] > 50, Arrays.toString(withJokers));
    }

    /** The reference's most huxi of the concealed cards (the table's taken off), -1 for none. */
    private static int concealedHuxi(ReferenceAnalyzer reference, Holding holding, int tableHuxi) {
        int huxi = reference.maxHuxi(holding);
        return huxi < 0 ? -1 : huxi - tableHuxi;
    }

    /**
     * A seeded holding made one card short with one to three jokers: a random holding's concealed cards less one, some
     * of the rest turned into jokers; null when its cards do not fit a shape one card short.
     */
    private static Holding oneShortWithJokers(long seed) {
        Holding holding = RandomHoldings.composed(YONGZHOU, seed);
        SplittableRandom random = new SplittableRandom(seed);
        long concealed = holding.packedConcealed();
        int jokers = holding.jokers();
        int target = 1 + (int) (seed % 3);
        boolean shortOne = false;
        for (int attempt = 0; attempt < 200 && (!shortOne || jokers < target); attempt++) {
            int card = random.nextInt(Cards.KINDS);
            if (Counts.of(concealed, card) > 0) {
                concealed = Counts.add(concealed, card, -1);
                jokers += shortOne ? 1 : 0;     // the first card taken makes it one short, the others become jokers
                shortOne = true;
            }
        }
        Holding held = Holding.of(concealed, jokers, holding.melds());
        return jokers == target && WinShape.isOneShort(YONGZHOU, held) ? held : null;
    }
}
