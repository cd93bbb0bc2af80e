package dev.paohuzi.web.cli;

import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.Room;
import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.sim.Interaction;
import dev.paohuzi.runtime.sim.Metric;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * `compare ROOM --interaction A,B`: the four rooms ROOM, ROOM[A], ROOM[B] and ROOM[A, B] played on the same deals,
 * and the interaction of A and B on the metric — the mean over deals of x_AB − x_A − x_B + x_0 with its 95% normal
 * interval ({@link Interaction}; docs/statistics.md, "Interaction of two options").
 */
final class InteractionRun {
    private InteractionRun() {}

    /** The rooms of the four arms: the base, with A, with B, with both (each option may be {@code -NAME}). */
    static List<String> arms(String base, List<String> options, SimulationOptions run) {
        Diagnostics syntax = new Diagnostics();
        Room room = Room.parse(base, syntax).orElseThrow(() -> run.bad("--interaction: " + base + " is no room: "
                + syntax.all().get(0).message()));
        List<String> names = Stream.concat(room.picks().stream().map(Room.Pick::option),
                options.stream().map(o -> o.replaceFirst("^-", ""))).toList();
        if (options.size() != 2 || names.stream().distinct().count() != names.size()) {
            throw run.bad("--interaction takes two options that the room does not name already, A,B (-NAME turns "
                    + "one off), got " + String.join(",", options));
        }
        List<String> arms = new ArrayList<>();
        for (List<String> added : List.of(List.<String>of(), List.of(options.get(0)), List.of(options.get(1)),
                options)) {
            List<String> picks = Stream.concat(room.picks().stream().map(Room.Pick::toString), added.stream())
                    .toList();
            arms.add(picks.isEmpty() ? room.variant() : room.variant() + "[" + String.join(", ", picks) + "]");
        }
        return arms;
    }

    static int run(List<CompiledVariant> rooms, List<String> options, Metric metric, SimulationOptions run,
                   PrintWriter out) {
        int players = rooms.get(0).rules().seating().players();
        if (rooms.stream().anyMatch(r -> r.rules().seating().players() != players)) {
            throw run.bad("--interaction: the four rooms must seat alike; "
                    + rooms.stream().map(r -> r.name() + " seats " + r.rules().seating().players())
                    .collect(Collectors.joining(", ")));
        }
        if (metric.measure() < 0) {
            throw run.bad("--metric: an interaction needs a per-hand metric (a share or mean of one measure per "
                    + "hand), not '" + metric.name() + "'");
        }
        BotLineup bots = run.lineup(players);
        List<HandStarter> arms = rooms.stream().map(r -> new HandStarter(r.rules())).toList();
        Interaction.Tally tally = run.run(run.seed, run.count(),
                shard -> Interaction.play(arms, bots, shard, metric.measure()), Interaction.Tally::merge);
        print(out, rooms, options, metric, bots, tally, run.seed);
        return 0;
    }

    private static void print(PrintWriter out, List<CompiledVariant> rooms, List<String> options, Metric metric,
                              BotLineup bots, Interaction.Tally tally, long seed) {
        String a = options.get(0);
        String b = options.get(1);
        out.println("interaction of " + a + " (A) and " + b + " (B) in " + rooms.get(0).name() + ": " + tally.hands()
                + " hands from seed " + seed + ", " + bots + " bots; the four rooms on the same deals, seat 0 deals, "
                + "bots turned by the seed");
        out.println("estimand: the mean over deals of x_AB - x_A - x_B + x_0, x the hand's '" + metric.name() + "' ("
                + metric.estimand() + "): the effect of A and B together minus the sum of their effects");
        List<String> labels = List.of("x_0 ", "x_A ", "x_B ", "x_AB");
        for (int arm = 0; arm < Interaction.ARMS; arm++) {
            out.println(String.format(Locale.ROOT, "  %s  %-40s mean %.4f", labels.get(arm), rooms.get(arm).name(),
                    tally.mean(arm)));
        }
        out.println(String.format(Locale.ROOT, "  effects: A %+.4f, B %+.4f, A and B %+.4f (each minus x_0)",
                tally.mean(1) - tally.mean(0), tally.mean(2) - tally.mean(0), tally.mean(3) - tally.mean(0)));
        double[] interval = tally.interval();
        out.println(String.format(Locale.ROOT, "interaction %+.4f, 95%% interval [%+.4f, %+.4f] (normal interval "
                + "over %d independent deals; sd of the per-hand contrast %.4f)%s", tally.interaction(),
                interval[0], interval[1], tally.hands(), tally.deviation(), Optional.of(interval)
                .filter(i -> i[0] > 0 || i[1] < 0).map(i -> "; excludes 0").orElse("")));
    }
}
