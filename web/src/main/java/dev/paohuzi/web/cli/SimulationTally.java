package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.scoring.ScoredPattern;

import java.util.Map;
import java.util.TreeMap;

/**
 * What a run of simulated hands came to; tallies of different hands merge in any order to the same totals, so a
 * run's summary does not depend on how many threads played it.
 */
final class SimulationTally {
    final int[] winsFromDealer;
    int hands;
    int deadHands;
    int refusedWins;
    final Map<Integer, Integer> huxi = new TreeMap<>();
    final Map<Integer, Integer> fan = new TreeMap<>();
    final Map<String, Integer> patterns = new TreeMap<>();

    SimulationTally(int players) {
        winsFromDealer = new int[players];
    }

    void add(Game game) {
        hands++;
        HandResult result = game.result();
        if (result.outcome() == HandResult.Outcome.DEAD) {
            deadHands++;
            return;
        }
        int players = winsFromDealer.length;
        winsFromDealer[(result.winner() - result.dealer() + players) % players]++;
        huxi.merge(result.huxi(), 1, Integer::sum);
        HandSettlement settlement = game.settlement();
        if (settlement == null || settlement.kind() != HandSettlement.Kind.WIN) {
            refusedWins++;
            return;
        }
        fan.merge(settlement.fan(), 1, Integer::sum);
        for (ScoredPattern pattern : settlement.patterns()) {
            patterns.merge(pattern.name(), 1, Integer::sum);
        }
    }

    /** Adds another tally's hands to this one. */
    void addAll(SimulationTally other) {
        hands += other.hands;
        deadHands += other.deadHands;
        refusedWins += other.refusedWins;
        for (int i = 0; i < winsFromDealer.length; i++) {
            winsFromDealer[i] += other.winsFromDealer[i];
        }
        other.huxi.forEach((k, v) -> huxi.merge(k, v, Integer::sum));
        other.fan.forEach((k, v) -> fan.merge(k, v, Integer::sum));
        other.patterns.forEach((k, v) -> patterns.merge(k, v, Integer::sum));
    }

    int wins() {
        return hands - deadHands;
    }
}
