package dev.paohuzi.spark;

import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A small job on local[2] gives exactly the in-process result: the same object, to the last count. */
class SparkShardsTest {
    private static final long HANDS = 1_200;
    /** Three Spark tasks, the last short, on two cores: partitions finish in any order. */
    private static final int SHARD = 500;
    private static JavaSparkContext spark;

    private static VariantTexts variant(String name) {
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

    @Test
    void aComparisonOnSparkEqualsTheInProcessOne() throws InterruptedException {
        VariantTexts hunan = variant("hunan");
        VariantTexts half = variant("hunan-half");
        PairedTally onSpark = SparkShards.compare(spark, hunan, half, "random", 9, HANDS, SHARD);
        Object inProcess = SparkRun.inProcess(new SparkShards.Job(hunan, half, "random",
                Simulation.blockSize(HANDS)), 9, HANDS);
        assertEquals(HANDS, onSpark.hands());
        assertEquals(inProcess, onSpark);
    }

    @Test
    void aSimulationOnSparkEqualsTheInProcessOne() throws InterruptedException {
        VariantTexts luzhou = variant("luzhou");
        Tally onSpark = SparkShards.simulate(spark, luzhou, "greedy,random,random", 4, 300, 100);
        Object inProcess = SparkRun.inProcess(new SparkShards.Job(luzhou, null, "greedy,random,random",
                Simulation.blockSize(300)), 4, 300);
        assertEquals(inProcess, onSpark);
    }
}
