package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.TournamentReport;

import java.util.List;

/**
 * The strength figures of docs/performance.md ("Bots"), on the bundled variants as the compiler builds them: for each
 * regional variant, expert against greedy and ismcts against expert, each a duplicate tournament of the two
 * ({@link Ladder#play}: the same deals with the seats rotated), points per hand with a 95% bootstrap interval.
 * {@code -Ddeals=N} (default 2,000 for expert - greedy), {@code -DsearchDeals=N} (default 150 for ismcts - expert),
 * {@code -Dismcts=ismcts:N} size it; {@code -Dthreads=K} (default every core). Run with the command in
 * docs/performance.md; it takes minutes, so it is a harness, not a test. The whole ladder: {@link Ladder}.
 */
public final class BotStrength {
    private BotStrength() {}

    public static void main(String[] args) throws InterruptedException {
        int deals = Integer.getInteger("deals", 2_000);
        int searchDeals = Integer.getInteger("searchDeals", 150);
        int threads = Integer.getInteger("threads", Runtime.getRuntime().availableProcessors());
        String ismcts = System.getProperty("ismcts", "ismcts");
        for (String region : args.length > 0 ? List.of(args) : Ladder.REGIONS) {
            RuleSet rules = RealVariants.bundled(region);
            System.out.println(region + "  expert - greedy: " + gap(rules, "expert", "greedy", deals, threads));
            System.out.println(region + "  " + ismcts + " - expert: " + gap(rules, ismcts, "expert", searchDeals,
                    threads));
        }
    }

    private static String gap(RuleSet rules, String tested, String opponent, int deals, int threads)
            throws InterruptedException {
        TournamentReport.Figure gap = Ladder.gap(Ladder.play(rules, List.of(tested, opponent), deals, threads), tested,
                opponent);
        return String.format(java.util.Locale.ROOT, "%+.3f [%+.3f, %+.3f] over %,d deals", gap.value(), gap.low(),
                gap.high(), deals);
    }
}
