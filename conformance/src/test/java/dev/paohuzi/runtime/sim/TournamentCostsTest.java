package dev.paohuzi.runtime.sim;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.RestrictedBot.Restriction;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Restricted play's cost recomputed from per-deal data: each deal replayed table by table, as `play` would play it
 * (the deal's seed, seat 0 dealing, the registry's bots for that seed), gives the two entrants' points; the cost is
 * the mean over deals of the bot's points per hand less the restricted bot's, and its interval a percentile
 * bootstrap over deals, recomputed here with a resampler of the test's own.
 */
class TournamentCostsTest {
    private static final long FIRST = 40;
    private static final int DEALS = 60;
    private static final int RESAMPLES = 4000;

    @Test
    void theCostRecomputesFromEveryDeal() {
        RuleSet rules = RealVariants.HUNAN;
        int players = rules.seating().players();
        Tournament tournament = TournamentCosts.tournament("greedy", Restriction.NEVER_CHI, players);
        HandStarter starter = new HandStarter(rules);
        TournamentTally tally = Simulation.duplicate(starter, tournament, new Shard(FIRST, DEALS), 1, () -> false);
        TournamentCosts.Cost cost = TournamentCosts.cost(Restriction.NEVER_CHI, tally, FIRST);

        double[] perDeal = new double[DEALS];
        for (int d = 0; d < DEALS; d++) {
            long seed = FIRST + d;
            long[] points = new long[2];
            long[] hands = new long[2];
            for (int table = 0; table < tournament.tables().size(); table++) {
                BotLineup lineup = tournament.tables().get(table);
                Game game = Bot.playOut(starter.start(seed, 0), lineup.seat(seed));
                for (int seat = 0; seat < players; seat++) {
                    int entrant = lineup.names().get(seat).equals("greedy") ? 0 : 1;
                    points[entrant] += game.settlement().points().get(seat);
                    hands[entrant]++;
                }
            }
            assertEquals(hands[0], hands[1], "every entrant holds every seat once per deal");
            perDeal[d] = (points[0] - points[1]) / (double) hands[0];
        }
        double mean = Arrays.stream(perDeal).average().orElseThrow();
        assertEquals(mean, cost.cost().value(), 1e-12, "the cost is the mean of the deals' costs");
        assertTrue(Arrays.stream(perDeal).filter(c -> c != 0).count() > DEALS / 4, "the restriction changes play");

        double[] resampled = new double[RESAMPLES];
        SplittableRandom random = new SplittableRandom(7);
        for (int r = 0; r < RESAMPLES; r++) {
            double sum = 0;
            for (int i = 0; i < DEALS; i++) {
                sum += perDeal[random.nextInt(DEALS)];
            }
            resampled[r] = sum / DEALS;
        }
        Arrays.sort(resampled);
        double low = resampled[(int) (0.025 * RESAMPLES)];
        double high = resampled[(int) (0.975 * RESAMPLES) - 1];
        double width = high - low;
        // two resamplers of 2,000 and 4,000 draws: their percentiles agree within a small part of the width
        assertEquals(low, cost.cost().low(), 0.1 * width, "the interval's low end");
        assertEquals(high, cost.cost().high(), 0.1 * width, "the interval's high end");
    }
}
