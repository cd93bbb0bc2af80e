package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How a bot's hands split between the engine and the bots, on the same hands: each round plays seeded hands with the
 * lineup and records every choice, then replays those choices on the same deals twice, once taking each seat's
 * observation as {@link Bot#playOut} does and once without, so what the bots cost is the difference on identical
 * play. (A bot that picks options blindly plays other, longer hands, and overstates the engine's share.) Arguments:
 * variant, bot lineup, hands per round, rounds; prints per round the lineup's hands per CPU-second and the two
 * replays as shares of its time. Run with the command in docs/performance.md.
 */
public final class EngineShare {
    private static final ThreadMXBean CLOCK = ManagementFactory.getThreadMXBean();
    /** Read from every observation taken, so the compiler cannot leave one untaken. */
    private static volatile long seen;

    private EngineShare() {}

    public static void main(String[] args) {
        RuleSet rules = RealVariants.bundled(args[0]);
        HandStarter starter = new HandStarter(rules);
        BotLineup lineup = BotLineup.parse(args[1], rules.seating().players());
        int hands = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        System.out.printf("%-7s %12s %18s %18s%n", "round", "hands/cpu-s", "engine+views", "engine");
        for (int round = 0; round < rounds; round++) {
            long first = (long) round * hands;
            List<int[]> choices = new ArrayList<>(hands);
            long played = cpuNanos(() -> {
                for (long seed = first; seed < first + hands; seed++) {
                    choices.add(play(starter.start(seed, dealer(seed, lineup)), lineup.seat(seed)));
                }
            });
            long withViews = cpuNanos(() -> replay(starter, lineup, first, choices, true));
            long engine = cpuNanos(() -> replay(starter, lineup, first, choices, false));
            System.out.printf("%-7d %,12.0f %17.1f%% %17.1f%%%n", round, hands / (played / 1e9),
                    100.0 * withViews / played, 100.0 * engine / played);
        }
    }

    private static int dealer(long seed, BotLineup lineup) {
        return (int) (seed % lineup.players());
    }

    /** Plays the hand as {@link Bot#playOut} does; returns the index of each choice among its options. */
    private static int[] play(Game game, Bot[] bots) {
        int[] chosen = new int[64];
        int count = 0;
        while (!game.isOver()) {
            int seat = game.pendingSeat();
            List<Action> options = game.legalActions();
            Action choice = bots[seat].choose(game.observation(seat), options);
            chosen = count == chosen.length ? Arrays.copyOf(chosen, 2 * count) : chosen;
            chosen[count++] = options.indexOf(choice);
            game.choose(choice);
        }
        return Arrays.copyOf(chosen, count);
    }

    private static void replay(HandStarter starter, BotLineup lineup, long first, List<int[]> choices,
                               boolean views) {
        long read = 0;
        for (int hand = 0; hand < choices.size(); hand++) {
            long seed = first + hand;
            Game game = starter.start(seed, dealer(seed, lineup));
            for (int choice : choices.get(hand)) {
                if (views) {
                    read += game.observation(game.pendingSeat()).wallLeft();
                }
                game.choose(game.legalActions().get(choice));
            }
        }
        seen += read;
    }

    private static long cpuNanos(Runnable work) {
        long start = CLOCK.getCurrentThreadCpuTime();
        work.run();
        return CLOCK.getCurrentThreadCpuTime() - start;
    }
}
