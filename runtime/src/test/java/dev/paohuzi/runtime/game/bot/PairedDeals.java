package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Locale;
import java.util.function.LongFunction;

/**
 * How much better one bot plays than another, for the strength figures and tests: every deal is played once per
 * seat with the bot under test in that seat and the other bot in every other seat (duplicate deals, seats rotated:
 * each seat's cards and each seat's place as dealer go to both), and the deal's figure is the bot's points per hand
 * less the other seats' mean. The mean over deals comes with a 95% normal interval (deals are independent).
 */
public final class PairedDeals {
    /** Points per hand of the bot under test less its opponents', with its 95% interval, over {@code deals}. */
    public record Gap(double mean, double low, double high, long deals) {
        public boolean excludesZero() {
            return low > 0 || high < 0;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%+.3f [%+.3f, %+.3f] over %,d deals", mean, low, high, deals);
        }
    }

    private PairedDeals() {}

    /**
     * @param tested   a fresh bot of the kind under test for a deal's seed (it may be seeded by it)
     * @param opponent a fresh opponent bot for a deal's seed and seat
     */
    public static Gap gap(RuleSet rules, long firstSeed, int deals, LongFunction<Bot> tested,
                          java.util.function.BiFunction<Long, Integer, Bot> opponent) {
        HandStarter starter = new HandStarter(rules);
        int players = rules.seating().players();
        double sum = 0;
        double squares = 0;
        for (long seed = firstSeed; seed < firstSeed + deals; seed++) {
            double deal = 0;
            for (int seat = 0; seat < players; seat++) {
                Bot[] bots = new Bot[players];
                for (int other = 0; other < players; other++) {
                    bots[other] = other == seat ? tested.apply(seed) : opponent.apply(seed, other);
                }
                Game game = Bot.playOut(starter.start(seed, 0), bots);
                int own = game.settlement().points().get(seat);
                double others = 0;
                for (int other = 0; other < players; other++) {
                    others += other == seat ? 0 : game.settlement().points().get(other);
                }
                deal += own - others / (players - 1);
            }
            deal /= players;
            sum += deal;
            squares += deal * deal;
        }
        double mean = sum / deals;
        double sd = Math.sqrt(Math.max(0, squares / deals - mean * mean) * deals / Math.max(1, deals - 1));
        double half = 1.96 * sd / Math.sqrt(deals);
        return new Gap(mean, mean - half, mean + half, deals);
    }

    /** The gap of two kinds of the registry ({@link BotLineup} names). */
    public static Gap gap(RuleSet rules, long firstSeed, int deals, String tested, String opponent) {
        int players = rules.seating().players();
        return gap(rules, firstSeed, deals, seed -> BotLineup.parse(tested, players).seat(seed)[0],
                (seed, seat) -> BotLineup.parse(opponent, players).seat(seed)[seat]);
    }

    /** {@code PairedDeals hunan expert greedy 2000}: prints the gap on the runtime's test variants. */
    public static void main(String[] args) {
        RuleSet rules = dev.paohuzi.runtime.fixture.TestVariants.ALL.stream()
                .filter(r -> r.name().equals(args[0])).findFirst().orElseThrow();
        System.out.println(args[1] + " - " + args[2] + " on " + rules.name() + ": "
                + gap(rules, 1_000_000, Integer.parseInt(args[3]), args[1], args[2]));
    }
}
