package dev.paohuzi.spark;

import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

import java.io.Serial;
import java.io.Serializable;

/**
 * The runtime's shards on Apache Spark, RDD core only: {@code parallelize(shards).map(play).treeReduce(merge)},
 * with the variants broadcast. A shard's result is a pure function of (variant, shard, bots) and the merge is
 * associative and commutative, so the result is exactly the in-process one whatever the partitioning.
 */
public final class SparkShards {
    /** Hands per Spark task: large enough that a task's overhead is small against its hands. */
    static final int SHARD_HANDS = 5_000;

    private SparkShards() {}

    /** What every task needs: the variants (A, and B for a comparison), the bots, the bootstrap's block size. */
    record Job(VariantTexts a, VariantTexts b, String bots, int blockSize) implements Serializable {
        @Serial
        private static final long serialVersionUID = 1L;

        private BotLineup lineup() {
            return BotLineup.parse(bots, a.compiled().rules().seating().players());
        }

        Tally play(Shard shard) {
            return Simulation.play(a.compiled().starter(), lineup(), shard, blockSize, () -> false);
        }

        PairedTally compare(Shard shard) {
            return Simulation.compare(a.compiled().starter(), b.compiled().starter(), lineup(), shard, blockSize,
                    () -> false);
        }
    }

    /** A Spark context for a master; on a local master the driver binds to the loopback and shows no UI. */
    public static JavaSparkContext context(String master) {
        SparkConf conf = new SparkConf().setAppName("paohuzi-workbench").setMaster(master)
                .set("spark.ui.enabled", "false");
        if (master.startsWith("local")) {
            conf.set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
        }
        return new JavaSparkContext(conf);
    }

    /** @param shardHands hands per Spark task, e.g. {@link #SHARD_HANDS} */
    public static Tally simulate(JavaSparkContext spark, VariantTexts variant, String bots, long first, long hands,
                                 int shardHands) {
        Broadcast<Job> job = spark.broadcast(new Job(variant, null, bots, Simulation.blockSize(hands)));
        return spark.parallelize(Shard.split(first, hands, shardHands), slices(spark, hands, shardHands))
                .map(shard -> job.value().play(shard)).treeReduce(Tally::merge);
    }

    public static PairedTally compare(JavaSparkContext spark, VariantTexts a, VariantTexts b, String bots, long first,
                                      long hands, int shardHands) {
        Broadcast<Job> job = spark.broadcast(new Job(a, b, bots, Simulation.blockSize(hands)));
        return spark.parallelize(Shard.split(first, hands, shardHands), slices(spark, hands, shardHands))
                .map(shard -> job.value().compare(shard)).treeReduce(PairedTally::merge);
    }

    /** One shard per partition up to a few per core: Spark balances the rest. */
    private static int slices(JavaSparkContext spark, long hands, int shardHands) {
        long shards = (hands + shardHands - 1) / shardHands;
        return (int) Math.max(1, Math.min(shards, 4L * spark.defaultParallelism()));
    }
}
