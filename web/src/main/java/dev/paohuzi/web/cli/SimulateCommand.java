package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Measures;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * `simulate --variant V --hands N --seed S --bots B [--threads K]`: plays N hands on every core through
 * the runtime's {@link Simulation} (hand s dealt from seed s, seat 0 dealing, the bots turned by the seed) and prints
 * a summary: win rate per seat, dead-hand rate, huxi and fan distributions, pattern frequencies, the designer's
 * metrics with 95% intervals, hands per second. Every line but the last (the rate) is the same for the same
 * arguments, whatever the thread count.
 */
@Command(name = "simulate", description = {"Play many hands with bots in parallel and summarise them.",
        "Every line but the last (hands per second) depends only on the variant, hands, seed and bots.",
        "A progress bar goes to stderr on long runs when stderr is a terminal."})
public final class SimulateCommand implements Callable<Integer> {
    @Mixin
    private VariantOption variant;

    @Mixin
    private SimulationOptions run;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        run.check(true);
        return variant.compile().map(compiled -> simulate(compiled.rules())).orElse(1);
    }

    private int simulate(RuleSet rules) {
        BotLineup bots = run.lineup(rules.seating().players());
        long start = System.nanoTime();
        HandStarter starter = new HandStarter(rules);
        int blocks = Simulation.blockSize(run.count());
        Simulation.HandSink perHand = run.perHand(bots.players());
        Tally tally = run.run(run.seed, run.count(), shard -> run.matches()
                ? Simulation.matches(rules, bots, shard, blocks, () -> false, perHand)
                : Simulation.play(starter, bots, shard, blocks, () -> false, perHand), Tally::merge);
        run.finish(perHand);
        double seconds = (System.nanoTime() - start) / 1e9;
        print(spec.commandLine().getOut(), rules, bots, tally, seconds);
        return 0;
    }

    private void print(PrintWriter out, RuleSet rules, BotLineup bots, Tally tally, double seconds) {
        out.println("simulate " + rules.name() + ": " + (run.matches() ? run.count() + " matches of " + tally.hands()
                + " hands (match m seeded from m, from " + run.seed + "; intervals by match)" : tally.hands()
                + " hands, seed " + run.seed) + ", " + bots + " bots");
        if (run.matches()) {
            Simulation.oneHandMatches(rules).ifPresent(out::println);
        }
        StringBuilder wins = new StringBuilder("wins by seat:");
        List<String> names = Measures.seatNames(tally.players());
        for (int i = 0; i < names.size(); i++) {
            wins.append("  ").append(names.get(i)).append(' ').append(share(tally.sum(Measures.win(i)), tally.hands()));
        }
        out.println(wins);
        out.println("dead hands: " + share(tally.sum(Measures.DEAD), tally.hands()));
        out.println("huxi of wins:" + (tally.huxi().isEmpty() ? " none" : ""));
        distribution(out, tally.huxi(), tally.wins());
        long paid = tally.sum(Measures.SETTLED);
        out.println("fan of settled wins:" + (tally.fan().isEmpty() ? " none" : ""));
        distribution(out, tally.fan(), paid);
        if (tally.sum(Measures.REFUSED) > 0) {
            out.println("wins the scoring refused: " + tally.sum(Measures.REFUSED));
        }
        out.println("patterns (share of wins):" + (tally.patterns().isEmpty() ? " none" : ""));
        distribution(out, tally.patterns(), tally.wins());
        StatisticsText.estimates(out, Report.estimates(tally, run.seed));
        out.println(String.format(Locale.ROOT, "%d hands in %.2f s on %d threads: %.0f hands/s", tally.hands(),
                seconds, run.threads(), tally.hands() / Math.max(seconds, 1e-9)));
        out.flush();
    }

    private static <K> void distribution(PrintWriter out, Map<K, Long> counts, long total) {
        counts.forEach((value, count) -> out.println("  " + value + "  " + count + "  " + share(count, total)));
    }

    private static String share(long count, long total) {
        return String.format(Locale.ROOT, "%.1f%%", total == 0 ? 0.0 : 100.0 * count / total);
    }
}
