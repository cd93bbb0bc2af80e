package dev.paohuzi.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Holdings of the wrong size get plain answers from both analyzers, never an exception. */
class OddHoldingsTest {

    private static void assertNothing(RuleSet rules, Holding holding) {
        for (Analyzer analyzer : List.of(HandAnalyzer.of(rules), new ReferenceAnalyzer(rules))) {
            Analysis analysis = analyzer.analyze(holding);
            assertEquals(-1, analysis.huxi(), holding::toString);
            assertTrue(!analysis.complete() && !analysis.win() && analysis.best().isEmpty(), holding::toString);
            assertTrue(analysis.waits().isEmpty(), holding::toString);
        }
    }

    @Test
    void emptyHolding() {
        assertNothing(RealVariants.HUNAN, Holding.concealed(Counts.EMPTY));
    }

    @Test
    void threeOfEveryCard() {
        int[] counts = new int[Cards.KINDS];
        Arrays.fill(counts, 3);
        assertNothing(RealVariants.HUNAN, Holding.of(Counts.pack(counts), 2, List.of()));
    }

    @Test
    void moreMeldsThanGroups() {
        List<Meld> melds = new ArrayList<>();
        for (int card = 0; card < 8; card++) {
            melds.add(Meld.of(GroupKind.PONG, card));
        }
        assertNothing(RealVariants.YONGZHOU, Holding.of(Counts.EMPTY, 0, melds));
    }

    /** Seven melds and nothing in hand is complete: its huxi is the table's (1 + 1 + 1 + 1 + 3 + 3 + 3). */
    @Test
    void sevenMeldsAndAnEmptyHand() {
        List<Meld> melds = new ArrayList<>();
        for (int card : new int[] {2, 3, 4, 5, 12, 13, 14}) {
            melds.add(Meld.of(GroupKind.PONG, card));
        }
        Holding holding = Holding.of(Counts.EMPTY, 0, melds);
        for (Analyzer analyzer : List.of(HandAnalyzer.of(RealVariants.HUNAN),
                new ReferenceAnalyzer(RealVariants.HUNAN))) {
            assertEquals(13, analyzer.maxHuxi(holding));
            assertEquals(1, analyzer.decompositions(holding).size());
        }
    }
}
