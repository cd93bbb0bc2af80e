package dev.paohuzi.conformance;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.conformance.peers.Comparison;
import dev.paohuzi.conformance.peers.PeerCheck;
import dev.paohuzi.conformance.peers.PeerClass;
import dev.paohuzi.conformance.peers.PeerReport;
import dev.paohuzi.runtime.analysis.HandAnalyzer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analyzer judged by two public engines on 100,000 holdings (conformance/peers, README "Independent engines as
 * judges"). The agreement counts are those the peers' data came with (its README's table, main c6f2348), not the
 * analyzer's output: a count that moves is a change in the analyzer to be explained.
 */
class PeerEnginesTest {
    private static PeerReport report;

    @BeforeAll
    static void judge() {
        report = new PeerCheck(HandAnalyzer.of(RealVariants.HUNAN)).run(Path.of("peers"));
    }

    @Test
    void everyDisagreementIsAnAdjudicatedClass() {
        assertTrue(report.newDisagreements().isEmpty(), () -> report.newDisagreements().size()
                + " disagreements no adjudicated class explains, the first: " + report.newDisagreements().stream()
                .limit(10).map(Object::toString).collect(Collectors.joining("\n", "\n", "")));
    }

    @Test
    void agreementCountsAreThoseAdjudicated() {
        assertEquals(52_683, report.tally(Comparison.C_SEARCH_WHOLE).agree());
        assertEquals(52_683, report.tally(Comparison.C_SEARCH_WHOLE).judged());
        assertEquals(36_309, report.tally(Comparison.C_SEARCH_WAITS).agree());
        assertEquals(47_317, report.tally(Comparison.C_SEARCH_WAITS).judged());
        assertEquals(52_682, report.tally(Comparison.JAVA_SERVER_WHOLE).agree());
        assertEquals(46_873, report.tally(Comparison.JAVA_SERVER_WAITS).agree());
    }

    /**
     * Holdings play cannot produce under hunan: those with a concealed card that is the card of one of their pongs,
     * weis or stale weis (10,145 beside a pong, 10,146 beside a wei, 3,433 beside a stale wei, 21,875 holdings in
     * all), counted from the holdings' text alone; the data's own note guessed "about 12,000".
     */
    @Test
    void holdingsPlayCannotProduceAreCounted() {
        assertEquals(21_875, report.unreachable());
    }

    /** Each engine differs only in the classes adjudicated for it (a C-search class never explains the server). */
    @Test
    void eachEngineDiffersOnlyInItsOwnClasses() {
        assertEquals(Map.of(PeerClass.UNREACHABLE_KAN_SPLIT, 1),
                report.tally(Comparison.JAVA_SERVER_WHOLE).byClass());
        assertEquals(Map.of(PeerClass.STALE_WEI_PAO, 444), report.tally(Comparison.JAVA_SERVER_WAITS).byClass());
        assertEquals(java.util.Set.of(PeerClass.HELD_PAIR_THIRD_COPY, PeerClass.CARD_BESIDE_UNPONGED_PAIR),
                report.tally(Comparison.C_SEARCH_WAITS).byClass().keySet());
    }
}
