package dev.paohuzi.runtime.sim;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one simulation loop: shards merge to the same result however the seeds are split, and a run can be stopped. */
class SimulationTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final BooleanSupplier NEVER = () -> false;
    private static final int HANDS = 1000;
    private static final long FIRST = 77;

    private final HandStarter hunan = new HandStarter(RealVariants.HUNAN);
    private final HandStarter shaoyang = new HandStarter(RealVariants.SHAOYANG);
    private final BotLineup bots = BotLineup.parse("random", 3);
    private final int blocks = Simulation.blockSize(HANDS);

    private Tally play(List<Shard> shards) {
        return shards.stream().map(s -> Simulation.play(hunan, bots, s, blocks, NEVER)).reduce(Tally::merge)
                .orElseThrow();
    }

    private PairedTally compare(List<Shard> shards) {
        return shards.stream().map(s -> Simulation.compare(hunan, shaoyang, bots, s, blocks, NEVER))
                .reduce(PairedTally::merge).orElseThrow();
    }

    /**
     * The match-by-match z of the sequential design reduces to the per-hand one when every block is one hand: the
     * residuals are then each hand's difference less the mean difference, so both are the mean over √(s² / n).
     * Hunan against shaoyang over 1,000 hands (blocks of one hand), for a share and a mean per hand.
     */
    @Test
    void theBlockZIsThePerHandZOnBlocksOfOneHand() {
        PairedTally pairs = compare(Shard.split(FIRST, HANDS, HANDS));
        for (String name : List.of("dead hands", "points dealer", "decisions")) {
            Metric metric = Metric.named(name, 3).orElseThrow();
            double perHand = SequentialTest.perHand(pairs, metric.measure());
            assertTrue(perHand != 0, name);
            assertEquals(perHand, SequentialTest.byBlocks(pairs, metric), 1e-9 * Math.abs(perHand), name);
        }
    }

    /**
     * 1 × 1000, 10 × 100, 50 50 300 300 300 and random cuts merged in random order: the same object and the same JSON.
     */
    @Test
    void theResultDoesNotDependOnHowTheSeedsAreSplit() throws IOException {
        Tally whole = play(Shard.split(FIRST, HANDS, HANDS));
        PairedTally wholePairs = compare(Shard.split(FIRST, HANDS, HANDS));
        assertEquals(HANDS, whole.hands());
        assertEquals(whole, play(Shard.split(FIRST, HANDS, 100)));
        assertEquals(wholePairs, compare(Shard.split(FIRST, HANDS, 100)));
        List<Shard> leading = Shard.split(FIRST, HANDS, 2, 50, 300); // small first shards, as inParallel cuts them
        assertEquals(List.of(50, 50, 300, 300, 300), leading.stream().map(Shard::count).toList());
        assertEquals(whole, play(leading));
        Random random = new Random(5);
        for (int trial = 0; trial < 3; trial++) {
            List<Shard> cuts = randomCuts(random);
            Tally tally = play(cuts);
            PairedTally pairs = compare(cuts);
            assertEquals(whole, tally, cuts.toString());
            assertEquals(JSON.writeValueAsString(whole.toMap()), JSON.writeValueAsString(tally.toMap()));
            assertEquals(wholePairs, pairs, cuts.toString());
            assertEquals(JSON.writeValueAsString(wholePairs.toMap()), JSON.writeValueAsString(pairs.toMap()));
        }
    }

    /** Seeds cut at random places into shards of any size, in random order. */
    private static List<Shard> randomCuts(Random random) {
        List<Shard> shards = new ArrayList<>();
        long seed = FIRST;
        while (seed < FIRST + HANDS) {
            int size = (int) Math.min(1 + random.nextInt(250), FIRST + HANDS - seed);
            shards.add(new Shard(seed, size));
            seed += size;
        }
        Collections.shuffle(shards, random);
        return shards;
    }

    @Test
    void threadsGiveTheSameResultAsOneLoopAndReportProgressToTheEnd() throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        List<Long> progress = new ArrayList<>();
        Tally parallel = Simulation.inParallel(FIRST, HANDS, 2,
                shard -> Simulation.play(hunan, bots, shard, blocks, stop::get), Tally::merge,
                (soFar, done, hands) -> progress.add(soFar.hands()), stop);
        assertEquals(play(List.of(new Shard(FIRST, HANDS))), parallel);
        assertEquals(HANDS, progress.get(progress.size() - 1));
        assertTrue(progress.size() > 1, "a partial result before the end");
    }

    @Test
    void aSerializedTallyMergesToTheSame() throws IOException, ClassNotFoundException {
        PairedTally pairs = compare(Shard.split(FIRST, 200, 200));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(pairs);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(pairs, in.readObject());
        }
    }

    /** A cancel stops the threads at their next hand; no result comes back and no simulation thread is left. */
    @Test
    void aCancelledRunThrowsAndLeavesNoThreads() {
        AtomicBoolean stop = new AtomicBoolean();
        assertThrows(CancellationException.class, () -> Simulation.inParallel(FIRST, 200_000, 2,
                shard -> Simulation.play(hunan, bots, shard, blocks, stop::get), Tally::merge,
                (soFar, done, hands) -> stop.set(true), stop));
        assertFalse(Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().startsWith("simulate-") && t.isAlive()), "a simulation thread is left");
    }

    /** The same deal under the same rules is played alike; a hand is what its seed alone makes it. */
    @Test
    void aVariantComparedWithItselfNeverDivergesAndEveryDifferenceIsZero() {
        PairedTally self = Simulation.compare(hunan, new HandStarter(RealVariants.HUNAN), bots, new Shard(FIRST, 300),
                Simulation.blockSize(300), NEVER);
        assertEquals(0, self.diverged());
        for (Report.Difference d : Report.differences(self, FIRST)) {
            assertTrue(d.difference() == 0 || Double.isNaN(d.difference()), d.toString());
            assertEquals(0, d.above() + d.below(), d.toString());
            assertFalse(d.real(), d.toString());
        }
        Game again = Simulation.hand(hunan, bots, FIRST + 5);
        assertEquals(again.trace(), Simulation.hand(hunan, bots, FIRST + 5).trace());
    }

    /**
     * A paired difference of a mean per hand, or of forced actions, warns when fewer deals than
     * {@link Metric#LEAST_DIFFERING} moved its measure, and names how many: against itself hunan moves none; played
     * by another draw of the random bots' choices it moves nearly every deal.
     */
    @Test
    void aDifferenceWarnsWhenFewDealsMoveIt() {
        PairedTally self = Simulation.compare(hunan, new HandStarter(RealVariants.HUNAN), bots, new Shard(FIRST, 300),
                Simulation.blockSize(300), NEVER);
        PairedTally other = Simulation.compare(hunan, bots, hunan, bots.withStream(1), new Shard(FIRST, 300),
                Simulation.blockSize(300), NEVER, Simulation.HandSink.NONE);
        int warned = 0;
        int clear = 0;
        for (PairedTally pairs : List.of(self, other)) {
            for (Report.Difference d : Report.differences(pairs, FIRST)) {
                int moves = d.metric().moves();
                if (moves < 0 || d.warning().contains(" wins;")) {
                    continue; // no one measure, or warned first for too few wins
                }
                long differing = pairs.above(moves) + pairs.below(moves);
                boolean few = differing < Metric.LEAST_DIFFERING;
                assertEquals(few, d.warning().contains("rests on " + differing + " deals that differ"), d.toString());
                warned += few ? 1 : 0;
                clear += few ? 0 : 1;
            }
        }
        assertTrue(warned > 0 && clear > 0, warned + " warned, " + clear + " clear");
    }

    /** Shaoyang plays differently from Hunan: some hands part, at the deal or a later decision, never before it. */
    @Test
    void differentRulesOfPlayDivergeAtAStepOfTheStepper() {
        PairedTally pairs = compare(List.of(new Shard(FIRST, 300)));
        assertTrue(pairs.diverged() > 0);
        assertTrue(pairs.divergence().keySet().stream().allMatch(step -> step >= 0));
        assertEquals(Math.min(PairedTally.EXAMPLES, pairs.diverged()), pairs.examples().size());
    }

    /** Every hand is counted once: the measures add up. */
    @Test
    void theMeasuresAddUp() {
        Tally tally = play(List.of(new Shard(FIRST, 500)));
        RuleSet rules = RealVariants.HUNAN;
        long wins = 0;
        long points = 0;
        for (int seat = 0; seat < 3; seat++) {
            wins += tally.sum(Measures.win(seat));
            points += tally.sum(Measures.points(3, seat));
        }
        assertEquals(tally.hands(), wins + tally.sum(Measures.DEAD));
        assertEquals(wins, tally.sum(Measures.SETTLED) + tally.sum(Measures.REFUSED));
        assertEquals(0, points, "payments balance (000:120)");
        assertEquals(wins, tally.huxi().values().stream().mapToLong(Long::longValue).sum());
        assertTrue(tally.huxi().keySet().stream().allMatch(h -> rules.win().mayWin(h)));
        assertEquals(tally.sum(Measures.SETTLED), tally.fan().values().stream().mapToLong(Long::longValue).sum());
    }
}
