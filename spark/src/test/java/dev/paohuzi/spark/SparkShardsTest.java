package dev.paohuzi.spark;

import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small job on local[2] gives exactly the in-process result — the same object, to the last count, the same report
 * and the same per-hand lines — for hands alone and for whole matches.
 */
class SparkShardsTest {
    private static final long HANDS = 1_200;
    /** Three Spark tasks, the last short, on two cores: partitions finish in any order. */
    private static final int SHARD = 500;
    private static JavaSparkContext spark;

    static VariantTexts variant(String name) {
        return VariantTexts.read(Path.of("..", "variants", name + ".variant").toString());
    }

    @BeforeAll
    static void start() {
        spark = SparkShards.context("local[2]");
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    /** The run on Spark and in-process, each with its per-hand lines: the results and the lines are equal. */
    static <R> R sameOnBoth(JavaSparkContext spark, SparkShards.Kind<R> kind, SparkShards.Job job, long seed,
                            long count, int shard, boolean export) throws IOException, InterruptedException {
        StringWriter onSpark = new StringWriter();
        StringWriter inProcess = new StringWriter();
        R result = SparkShards.run(spark, kind, job, seed, count, shard, export ? onSpark : null);
        assertEquals(SparkRun.inProcess(kind, job, seed, count, export ? inProcess : null), result);
        assertEquals(inProcess.toString(), onSpark.toString());
        assertEquals(export ? job.matches() ? ((Tally) result).hands() : count : 0,
                onSpark.toString().lines().count(), "a line per hand");
        return result;
    }

    @Test
    void aComparisonOnSparkEqualsTheInProcessOne() throws IOException, InterruptedException {
        SparkShards.Job job = SparkShards.Job.of(variant("hunan"), variant("hunan-half"), "random", HANDS, false);
        PairedTally onSpark = sameOnBoth(spark, SparkShards.COMPARE, job, 9, HANDS, SHARD, true);
        assertEquals(HANDS, onSpark.hands());
    }

    /**
     * A room travels as its variant's files and its picks: youxian[18胡息] (18 huxi to win, variants/youxian.variant)
     * against youxian compiles on the executors as the room it is, and the comparison equals the in-process one.
     */
    @Test
    void aRoomOnSparkEqualsTheInProcessOne() throws IOException, InterruptedException {
        VariantTexts room = VariantTexts.read(Path.of("..", "variants", "youxian.variant") + "[18胡息]");
        assertEquals("[18胡息]", room.picks());
        assertEquals("youxian[18胡息]", room.compiled().rules().name());
        assertEquals(18, room.compiled().rules().win().minimumHuxi());
        SparkShards.Job job = SparkShards.Job.of(room, variant("youxian"), "random", 600, false);
        PairedTally onSpark = sameOnBoth(spark, SparkShards.COMPARE, job, 7, 600, 250, false);
        assertEquals(600, onSpark.hands());
    }

    @Test
    void aSimulationOnSparkEqualsTheInProcessOne() throws IOException, InterruptedException {
        SparkShards.Job job = SparkShards.Job.of(variant("luzhou"), null, "greedy,random,random", 300, false);
        sameOnBoth(spark, SparkShards.SIMULATE, job, 4, 300, 100, false);
    }

    /**
     * hunan-peel's matches (剥皮: a match ends when a seat's huxi reaches 100, some 200 hands with random bots) in
     * four tasks of 2 matches: the tally, the report by match and every hand's line equal the in-process run's (a
     * report's metric is compared by name, its figures to the last digit).
     */
    @Test
    void matchesOnSparkEqualTheInProcessOnes() throws IOException, InterruptedException {
        SparkShards.Job job = SparkShards.Job.of(variant("hunan-peel"), null, "random", 8, true);
        Tally onSpark = sameOnBoth(spark, SparkShards.SIMULATE, job, 3, 8, 2, true);
        assertTrue(onSpark.matches() && onSpark.hands() > 8, "matches of several hands");
        Tally inProcess = SparkRun.inProcess(SparkShards.SIMULATE, job, 3, 8, null);
        assertEquals(Report.estimates(inProcess, 3).toString(), Report.estimates(onSpark, 3).toString());
    }

    @Test
    void comparedMatchesOnSparkEqualTheInProcessOnes() throws IOException, InterruptedException {
        SparkShards.Job job = SparkShards.Job.of(variant("hunan-peel"), variant("shaoyang"), "random", 6, true);
        PairedTally onSpark = sameOnBoth(spark, SparkShards.COMPARE, job, 5, 6, 2, false);
        assertTrue(onSpark.a().matches() && onSpark.a().hands() > 6 && onSpark.b().hands() > 6);
        PairedTally inProcess = SparkRun.inProcess(SparkShards.COMPARE, job, 5, 6, null);
        assertEquals(Report.differences(inProcess, 5).toString(), Report.differences(onSpark, 5).toString());
    }
}
