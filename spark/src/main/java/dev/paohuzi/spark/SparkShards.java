package dev.paohuzi.spark;

import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.PerHandExport;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;

import java.io.IOException;
import java.io.Serial;
import java.io.Serializable;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Iterator;
import java.util.function.BinaryOperator;

/**
 * The runtime's shards on Apache Spark, RDD core only: {@code parallelize(shards).map(play).treeReduce(merge)},
 * with the job broadcast. A shard's result is a pure function of (variants, shard, bots) — hands from their seeds,
 * or whole matches, match m from m — and the merge is associative and commutative, so the result is exactly the
 * in-process one whatever the partitioning.
 */
public final class SparkShards {
    /** Hands per Spark task: large enough that a task's overhead is small against its hands. */
    static final int SHARD_HANDS = 5_000;
    /** Matches per Spark task: a match is a few hands, so about as much play as {@link #SHARD_HANDS} hands. */
    static final int SHARD_MATCHES = 1_000;

    private SparkShards() {}

    /**
     * What every task needs: the variants (A, and B for a comparison), the bots, the bootstrap's block size, and
     * whether the run plays whole matches ({@link Simulation#matches}) or hands alone.
     */
    record Job(VariantTexts a, VariantTexts b, String bots, int blockSize, boolean matches) implements Serializable {
        @Serial
        private static final long serialVersionUID = 2L;

        /** A run of {@code count} hands (or matches): the block size is the in-process runner's for that count. */
        static Job of(VariantTexts a, VariantTexts b, String bots, long count, boolean matches) {
            return new Job(a, b, bots, Simulation.blockSize(count), matches);
        }

        int players() {
            return a.compiled().rules().seating().players();
        }

        private BotLineup lineup() {
            return BotLineup.parse(bots, players());
        }

        Tally play(Shard shard, Simulation.HandSink sink) {
            return matches ? Simulation.matches(a.compiled().rules(), lineup(), shard, blockSize, () -> false, sink)
                    : Simulation.play(a.compiled().starter(), lineup(), shard, blockSize, () -> false, sink);
        }

        /** A comparison of matches exports no hands (they do not pair one by one): its sink must be none. */
        PairedTally compare(Shard shard, Simulation.HandSink sink) {
            if (matches && sink != Simulation.HandSink.NONE) {
                throw new IllegalArgumentException("a comparison of matches exports no hands");
            }
            return matches ? Simulation.compareMatches(a.compiled().rules(), b.compiled().rules(), lineup(), shard,
                    blockSize, () -> false)
                    : Simulation.compare(a.compiled().starter(), b.compiled().starter(), lineup(), shard, blockSize,
                    () -> false, sink);
        }
    }

    /** How a shard is played and two results merged: {@link #SIMULATE} or {@link #COMPARE}. */
    record Kind<R>(Play<R> play, Merge<R> merge) implements Serializable {
    }

    /** A shard played under a job, each hand told to a sink. */
    @FunctionalInterface
    interface Play<R> extends Serializable {
        R play(Job job, Shard shard, Simulation.HandSink sink);
    }

    /** The merge of two shards' results, as Spark ships it. */
    @FunctionalInterface
    interface Merge<R> extends BinaryOperator<R>, Serializable {
    }

    static final Kind<Tally> SIMULATE = new Kind<>(Job::play, Tally::merge);
    static final Kind<PairedTally> COMPARE = new Kind<>(Job::compare, PairedTally::merge);

    /** A shard's result and its hands as per-hand lines, for a run that exports them. */
    private record Exported<R>(R result, String lines) implements Serializable {
        @Serial
        private static final long serialVersionUID = 1L;

        static <R> Exported<R> of(Kind<R> kind, Job job, Shard shard) {
            PerHandExport export = new PerHandExport(job.players());
            R result = kind.play().play(job, shard, export);
            StringWriter lines = new StringWriter();
            try {
                export.write(lines);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new Exported<>(result, lines.toString());
        }
    }

    /** The Spark configuration for a master; on a local master the driver binds to the loopback and shows no UI. */
    public static SparkConf conf(String master) {
        SparkConf conf = new SparkConf().setAppName("paohuzi-workbench").setMaster(master)
                .set("spark.ui.enabled", "false");
        if (master.startsWith("local")) {
            conf.set("spark.driver.host", "127.0.0.1").set("spark.driver.bindAddress", "127.0.0.1");
        }
        if (master.startsWith("local-cluster")) {
            LocalCluster.configure(conf);
        }
        return conf;
    }

    /** A Spark context for a master ({@link #conf}). */
    public static JavaSparkContext context(String master) {
        return new JavaSparkContext(conf(master));
    }

    /**
     * Plays {@code count} hands (or matches) from {@code first} in shards of {@code shardSize}, one Spark task each.
     *
     * @param perHand where the per-hand lines go, in seed order (as {@link PerHandExport} writes them in-process),
     *                or null for none; the shards' results are then kept by Spark between the merge and the export
     */
    static <R> R run(JavaSparkContext spark, Kind<R> kind, Job job, long first, long count, int shardSize,
                     Writer perHand) throws IOException {
        Broadcast<Job> shipped = spark.broadcast(job);
        JavaRDD<Shard> shards = spark.parallelize(Shard.split(first, count, shardSize),
                slices(spark, count, shardSize));
        Merge<R> merge = kind.merge();
        if (perHand == null) {
            return shards.map(shard -> kind.play().play(shipped.value(), shard, Simulation.HandSink.NONE))
                    .treeReduce(merge::apply);
        }
        JavaRDD<Exported<R>> played = shards.map(shard -> Exported.of(kind, shipped.value(), shard))
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            R result = played.map(Exported::result).treeReduce(merge::apply);
            Iterator<String> lines = played.map(Exported::lines).toLocalIterator(); // shard by shard, in order
            while (lines.hasNext()) {
                perHand.write(lines.next());
            }
            perHand.flush();
            return result;
        } finally {
            played.unpersist(false);
        }
    }

    /** One shard per partition up to a few per core: Spark balances the rest. */
    private static int slices(JavaSparkContext spark, long count, int shardSize) {
        long shards = (count + shardSize - 1) / shardSize;
        return (int) Math.max(1, Math.min(shards, 4L * spark.defaultParallelism()));
    }
}
