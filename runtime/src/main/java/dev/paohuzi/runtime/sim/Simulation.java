package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Settlement;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BinaryOperator;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The one simulation loop. A hand is fixed by its seed alone: the deck is shuffled from it ({@code DeckOrder}), seat
 * 0 deals, and the bots of the lineup sit turned by the seed ({@link BotLineup#rotated}) — so hand {@code s} of any
 * run is exactly {@code play --seed s} and the stepper's hand for that seed and lineup. A shard's result is a pure
 * function of (variant, shard, bots); a {@link Tournament} plays each deal at several tables ({@link #duplicate});
 * {@link #inParallel} plays shards on threads and merges them as they finish.
 */
public final class Simulation {
    /** About this many bootstrap blocks in a run of the most hands it may play. */
    private static final int BLOCKS = 1000;
    /** Hands per shard in-process: small enough for steady progress and prompt cancellation. */
    private static final int SHARD_HANDS = 500;
    /** Hands of each thread's first shard: a first partial result within a fraction of a second of a cold start. */
    private static final int FIRST_SHARD_HANDS = 50;

    private Simulation() {}

    /** Seeds per bootstrap block for a run of at most {@code maxHands}: one hand per block up to 1,000 hands. */
    public static int blockSize(long maxHands) {
        return (int) Math.max(1, (maxHands + BLOCKS - 1) / BLOCKS);
    }

    /** The hand dealt from a seed, played out. */
    public static Game hand(HandStarter starter, BotLineup bots, long seed) {
        return hand(starter, bots.rotated(seed).seat(seed), seed);
    }

    /** The hand dealt from a seed, played out by these bots as seated. */
    private static Game hand(HandStarter starter, Bot[] seated, long seed) {
        return Bot.playOut(starter.start(seed, 0), seated);
    }

    /**
     * Told of every hand a shard plays with its {@link Measures} (B's null for one variant), from the threads that
     * play them: the per-hand export. The arrays are reused for the next hand, so a sink copies what it keeps.
     */
    @FunctionalInterface
    public interface HandSink {
        HandSink NONE = (seed, match, dealer, measuredA, measuredB) -> { };

        /** @param match the match the hand belongs to, -1 for a hand played alone; @param dealer its dealer */
        void hand(long seed, long match, int dealer, long[] measuredA, long[] measuredB);
    }

    /** One variant's hands of a shard. */
    public static Tally play(HandStarter starter, BotLineup bots, Shard shard, int blockSize, BooleanSupplier stop) {
        return play(starter, bots, shard, blockSize, stop, HandSink.NONE);
    }

    /** One variant's hands of a shard, each also told to {@code sink}. */
    public static Tally play(HandStarter starter, BotLineup bots, Shard shard, int blockSize, BooleanSupplier stop,
                             HandSink sink) {
        Tally tally = new Tally(bots.players(), blockSize);
        long[] measured = new long[Measures.count(bots.players())];
        for (long seed = shard.first(); seed < shard.first() + shard.count(); seed++) {
            stopIf(stop);
            Game game = hand(starter, bots, seed);
            Measures.measure(game, measured);
            tally.add(seed, game, measured);
            sink.hand(seed, -1, 0, measured, null);
        }
        return tally;
    }

    /** The shard's hands under A and under B: the same deals, seats and bots. */
    public static PairedTally compare(HandStarter a, HandStarter b, BotLineup bots, Shard shard, int blockSize,
                                      BooleanSupplier stop) {
        return compare(a, b, bots, shard, blockSize, stop, HandSink.NONE);
    }

    /** The shard's hands under A and under B, each pair also told to {@code sink}. */
    public static PairedTally compare(HandStarter a, HandStarter b, BotLineup bots, Shard shard, int blockSize,
                                      BooleanSupplier stop, HandSink sink) {
        return compare(a, bots, b, bots, shard, blockSize, stop, sink);
    }

    /**
     * The shard's deals under A played by {@code botsA} and under B by {@code botsB}: the calibration's null pair is
     * one variant played by two independent streams of the same bots ({@link BotLineup#withStream}).
     */
    public static PairedTally compare(HandStarter a, BotLineup botsA, HandStarter b, BotLineup botsB, Shard shard,
                                      int blockSize, BooleanSupplier stop, HandSink sink) {
        PairedTally tally = new PairedTally(botsA.players(), blockSize);
        long[] measuredA = new long[Measures.count(botsA.players())];
        long[] measuredB = new long[measuredA.length];
        for (long seed = shard.first(); seed < shard.first() + shard.count(); seed++) {
            stopIf(stop);
            Game underA = hand(a, botsA, seed);
            Game underB = hand(b, botsB, seed);
            Measures.measure(underA, measuredA);
            Measures.measure(underB, measuredB);
            tally.add(seed, underA, measuredA, underB, measuredB);
            sink.hand(seed, -1, 0, measuredA, measuredB);
        }
        return tally;
    }

    /** The most hands a simulated match may take before the run's cap ends it (a match end that never comes). */
    public static final int MAX_MATCH_HANDS = 1000;

    /**
     * A shard of matches: match m is seeded from m (its first dealer and its hands' deals derive from
     * {@link #matchSeed}), played to the variant's match end (at most {@link #MAX_MATCH_HANDS} hands) by the lineup
     * turned by m; every hand is measured, the last with the match's fields, in the match's block.
     */
    public static Tally matches(RuleSet rules, BotLineup bots, Shard shard, int blockSize, BooleanSupplier stop,
                                HandSink sink) {
        Tally tally = new Tally(bots.players(), blockSize, true);
        HandStarter starter = new HandStarter(rules);
        long[] measured = new long[Measures.count(bots.players())];
        for (long m = shard.first(); m < shard.first() + shard.count(); m++) {
            stopIf(stop);
            Match.Result match = match(rules, starter, bots, m);
            for (int i = 0; i < match.hands().size(); i++) {
                measure(rules, match, i, measured);
                tally.add(m, match.hands().get(i), measured);
                sink.hand(matchSeed(m) + i, m, match.hands().get(i).result().dealer(), measured, null);
            }
        }
        return tally;
    }

    /** A shard of matches under A and under B: match m from the same seed, the same bots, paired as wholes. */
    public static PairedTally compareMatches(RuleSet a, RuleSet b, BotLineup bots, Shard shard, int blockSize,
                                             BooleanSupplier stop) {
        PairedTally tally = new PairedTally(bots.players(), blockSize, true);
        HandStarter underA = new HandStarter(a);
        HandStarter underB = new HandStarter(b);
        long[] measured = new long[Measures.count(bots.players())];
        for (long m = shard.first(); m < shard.first() + shard.count(); m++) {
            stopIf(stop);
            for (boolean sideA : new boolean[] {true, false}) {
                RuleSet rules = sideA ? a : b;
                Match.Result match = match(rules, sideA ? underA : underB, bots, m);
                for (int i = 0; i < match.hands().size(); i++) {
                    measure(rules, match, i, measured);
                    tally.addToSide(m, match.hands().get(i), measured, sideA);
                }
            }
        }
        return tally;
    }

    /**
     * The seed match m derives from: its first dealer is drawn from it and hand i is dealt from it plus i
     * ({@link Match}). SplitMix64's finaliser scatters consecutive m across the seeds, so two matches of a run
     * never deal the same hand (in practice: one chance in 2⁶⁴ per pair).
     */
    public static long matchSeed(long m) {
        long z = m * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * What a match run should say of a variant whose match is one hand ({@code match end: hands 1}): its matches are
     * hands with the dealer drawn from the seed; dealer succession and dead hands in a row never act. Empty
     * otherwise.
     */
    public static Optional<String> oneHandMatches(RuleSet rules) {
        Settlement.MatchEnd end = rules.scoring().settlement().matchEnd();
        if (end.kind() != Settlement.MatchEnd.Kind.HANDS || end.limit() != 1) {
            return Optional.empty();
        }
        return Optional.of("note: " + rules.name() + "'s match is one hand (match end: hands 1): its "
                + "matches are single hands with the first dealer drawn from the match's seed; dealer succession, "
                + "dead hands in a row and match totals never act");
    }

    private static Match.Result match(RuleSet rules, HandStarter starter, BotLineup bots, long m) {
        long seed = matchSeed(m);
        BotLineup seated = bots.rotated(m);
        return Match.playToEnd(rules, starter, seed, MAX_MATCH_HANDS, hand -> seated.seat(seed + hand));
    }

    private static void measure(RuleSet rules, Match.Result match, int hand, long[] measured) {
        Measures.measure(match.hands().get(hand), measured);
        if (hand == match.hands().size() - 1) {
            Measures.measureMatch(match, rules.scoring().settlement().method() == Settlement.Method.PEEL, measured);
        }
    }

    /**
     * The shard's deals of a {@link Tournament}: each deal (seed) played once at every table, the bots seated by
     * the registry for that seed and their decisions timed.
     */
    public static TournamentTally duplicate(HandStarter starter, Tournament tournament, Shard shard, int blockSize,
                                            BooleanSupplier stop) {
        TournamentTally tally = tournament.tally(blockSize);
        List<BotLineup> tables = tournament.tables();
        Game[] games = new Game[tables.size()];
        TimedBot[][] bots = new TimedBot[tables.size()][];
        for (long seed = shard.first(); seed < shard.first() + shard.count(); seed++) {
            stopIf(stop);
            for (int table = 0; table < games.length; table++) {
                bots[table] = TimedBot.all(tables.get(table).seat(seed));
                games[table] = hand(starter, bots[table], seed);
            }
            tally.add(seed, tournament, games, bots);
        }
        return tally;
    }

    private static void stopIf(BooleanSupplier stop) {
        if (stop.getAsBoolean()) {
            throw new CancellationException("the run was cancelled");
        }
    }

    /** Told of the merged result each time a shard finishes; the last call has every hand. */
    @FunctionalInterface
    public interface Listener<R> {
        void progress(R soFar, long handsDone, long hands);
    }

    /**
     * Plays {@code hands} seeds from {@code first} on {@code threads} threads and merges the shards in the order
     * they finish (the merge is commutative, so the order changes nothing).
     *
     * @param stop set it to cancel: the threads stop at their next hand and this throws
     *             {@link CancellationException}; a result is returned only when every hand was played
     */
    public static <R> R inParallel(long first, long hands, int threads, Function<Shard, R> play,
                                   BinaryOperator<R> merge, Listener<R> listener, AtomicBoolean stop)
            throws InterruptedException {
        AtomicInteger names = new AtomicInteger();
        List<Thread> workers = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "simulate-" + names.incrementAndGet());
            thread.setDaemon(true);
            workers.add(thread);
            return thread;
        });
        try {
            ExecutorCompletionService<R> done = new ExecutorCompletionService<>(pool);
            Map<Future<R>, Shard> running = new HashMap<>();
            for (Shard shard : Shard.split(first, hands, threads, FIRST_SHARD_HANDS, SHARD_HANDS)) {
                running.put(done.submit(() -> play.apply(shard)), shard);
            }
            R result = null;
            long played = 0;
            while (!running.isEmpty()) {
                Future<R> next = next(done, stop);
                played += running.remove(next).count();
                R part = result(next, stop);
                result = result == null ? part : merge.apply(result, part);
                listener.progress(result, played, hands);
            }
            return result;
        } catch (InterruptedException e) {
            stop.set(true);
            throw e;
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(1, TimeUnit.MINUTES);
            for (Thread worker : workers) { // a terminated pool's last worker may still be on its way out
                worker.join(TimeUnit.SECONDS.toMillis(10));
            }
        }
    }

    private static <R> Future<R> next(ExecutorCompletionService<R> done, AtomicBoolean stop)
            throws InterruptedException {
        while (true) {
            if (stop.get()) {
                throw new CancellationException("the run was cancelled");
            }
            Future<R> next = done.poll(50, TimeUnit.MILLISECONDS);
            if (next != null) {
                return next;
            }
        }
    }

    private static <R> R result(Future<R> finished, AtomicBoolean stop) throws InterruptedException {
        try {
            return finished.get();
        } catch (ExecutionException e) {
            stop.set(true); // the other threads stop at their next hand
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
