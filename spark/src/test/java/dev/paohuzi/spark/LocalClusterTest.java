package dev.paohuzi.spark;

import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Spark's {@code local-cluster} master: two workers in this JVM, each launching an executor JVM of its own, so the
 * job, the broadcast variants, every shard and every result cross a process boundary serialised, as on a cluster.
 * Kept small (a few thousand hands): the executors' start costs more than the play. SPARK_HOME is set by the build
 * ({@link LocalCluster}).
 */
class LocalClusterTest {
    @TempDir
    static Path folder;
    /** The executors' java.io.tmpdir, watched for the temporary folders they compile variants in. */
    private static Path executorTemp;
    private static JavaSparkContext spark;

    @BeforeAll
    static void start() throws IOException {
        Files.createDirectories(Path.of(Objects.requireNonNull(System.getenv("SPARK_HOME"),
                "SPARK_HOME is set by spark/pom.xml's surefire configuration"), "jars"));
        executorTemp = Files.createDirectories(folder.resolve("executor-tmp"));
        SparkConf conf = SparkShards.conf("local-cluster[2,1,1024]").set("spark.executor.memory", "512m")
                .set("spark.executor.extraJavaOptions", "-Djava.io.tmpdir=" + executorTemp);
        spark = new JavaSparkContext(conf);
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    @Test
    void tasksRunInOtherJvmsWithTheWatchedTemporaryFolder() {
        long driver = ProcessHandle.current().pid();
        List<String> seen = spark.parallelize(List.of(1, 2, 3, 4), 4)
                .map(task -> ProcessHandle.current().pid() + " " + System.getProperty("java.io.tmpdir")).collect();
        for (String task : seen) {
            assertFalse(task.startsWith(driver + " "), "a task ran in the driver: " + seen);
            assertTrue(task.endsWith(" " + executorTemp), task);
        }
    }

    /**
     * hunan-peel from a folder of its own (not variants/, not the working directory), with its parent hunan and its
     * delta peel: they travel with the job, the executors compile them and delete their temporary folders, and the
     * matches and every hand's line are the in-process run's.
     */
    @Test
    void aVariantFromAnyFolderTravelsWithItsParentAndDelta() throws Exception {
        Path elsewhere = Files.createDirectories(folder.resolve("elsewhere"));
        for (String file : List.of("hunan.variant", "peel.delta", "hunan-peel.variant")) {
            Files.copy(Path.of("..", "variants", file), elsewhere.resolve(file));
        }
        VariantTexts peel = VariantTexts.read(elsewhere.resolve("hunan-peel.variant").toString());
        assertEquals(List.of("hunan-peel.variant", "hunan.variant", "peel.delta"), List.copyOf(peel.texts().keySet()));
        SparkShards.Job job = SparkShards.Job.of(peel, null, "random", 6, true);
        Tally matches = SparkShardsTest.sameOnBoth(spark, SparkShards.SIMULATE, job, 1, 6, 2, true);
        assertTrue(matches.hands() > 6);
        SparkShards.Job hands = SparkShards.Job.of(SparkShardsTest.variant("hunan"), peel, "random", 2_000, false);
        SparkShardsTest.sameOnBoth(spark, SparkShards.COMPARE, hands, 7, 2_000, 500, false);
        try (Stream<Path> left = Files.list(executorTemp)) {
            assertEquals(List.of(), left.filter(f -> f.getFileName().toString()
                    .startsWith(VariantTexts.TEMPORARY_PREFIX)).toList(), "the executors' temporary folders");
        }
    }
}
