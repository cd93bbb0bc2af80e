package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import java.util.stream.LongStream;

/**
 * Many independent hands with bots, in parallel on all cores: hand {@code i} is dealt from seed {@code seed + i} with
 * seat {@code i % players} dealing, so a run gives the same summary whatever the number of cores.
 */
public final class Simulation {
    private Simulation() {}

    /**
     * @param bots makes one bot per seat for a hand, from the hand's seed (bots keep state, so each hand has its own)
     */
    public static Summary run(RuleSet rules, int hands, long seed, IntFunction<Bot[]> bots) {
        int players = rules.seating().players();
        long start = System.nanoTime();
        HandStarter starter = new HandStarter(rules);
        Summary summary = LongStream.range(0, hands).parallel()
                .mapToObj(i -> {
                    Game game = starter.start(seed + i, (int) (i % players));
                    return Summary.of(players, Bot.playOut(game, bots.apply((int) i)).result());
                })
                .reduce(Summary.empty(players), Summary::plus);
        double seconds = (System.nanoTime() - start) / 1e9;
        return summary.withRate(hands / seconds);
    }

    /**
     * What a run of hands came to.
     *
     * @param hands            hands played
     * @param winsFromDealer   wins by seat relative to the dealer: index 0 the dealer, 1 its next player, and so on
     * @param deadHands        hands nobody won (荒庄)
     * @param huxi             winning huxi: how many wins had each value
     * @param handsPerSecond   wall-clock rate of the run (0 inside a reduction)
     */
    public record Summary(int hands, int[] winsFromDealer, int deadHands, Map<Integer, Integer> huxi,
                          double handsPerSecond) {
        static Summary empty(int players) {
            return new Summary(0, new int[players], 0, Map.of(), 0);
        }

        static Summary of(int players, HandResult result) {
            int[] wins = new int[players];
            Map<Integer, Integer> huxi = new TreeMap<>();
            if (result.outcome() == HandResult.Outcome.WIN) {
                wins[(result.winner() - result.dealer() + players) % players]++;
                huxi.put(result.huxi(), 1);
            }
            return new Summary(1, wins, result.outcome() == HandResult.Outcome.DEAD ? 1 : 0, huxi, 0);
        }

        Summary plus(Summary other) {
            int[] wins = winsFromDealer.clone();
            for (int i = 0; i < wins.length; i++) {
                wins[i] += other.winsFromDealer[i];
            }
            Map<Integer, Integer> merged = new TreeMap<>(huxi);
            other.huxi.forEach((value, count) -> merged.merge(value, count, Integer::sum));
            return new Summary(hands + other.hands, wins, deadHands + other.deadHands, merged, 0);
        }

        Summary withRate(double rate) {
            return new Summary(hands, winsFromDealer, deadHands, huxi, rate);
        }
    }
}
