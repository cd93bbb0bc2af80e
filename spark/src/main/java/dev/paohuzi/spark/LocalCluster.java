package dev.paohuzi.spark;

import org.apache.spark.SparkConf;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * What Spark's {@code local-cluster[workers,cores,MiB]} master needs besides the master URL. That master runs a
 * standalone master and its workers inside the driver's JVM, and each worker launches its executors as separate
 * JVMs, so every task and result crosses a process boundary serialised, as on a cluster. A worker builds an
 * executor's command as a Spark distribution's would: from {@code $SPARK_HOME} (the library folder
 * {@code $SPARK_HOME/jars} must exist, and the workers' logs go to {@code $SPARK_HOME/work}) and the Scala version
 * the distribution's scripts set ({@code SPARK_SCALA_VERSION}). Without a distribution, an empty {@code jars}
 * folder does: the executors are given this JVM's own class path (absolute, as they start in folders of their own),
 * which holds Spark, the workbench and the job's classes.
 */
final class LocalCluster {
    private LocalCluster() {}

    static void configure(SparkConf conf) {
        String home = System.getenv("SPARK_HOME");
        if (home == null || !Files.isDirectory(Path.of(home, "jars"))) {
            throw new IllegalArgumentException("a local-cluster master starts its executors from $SPARK_HOME: set "
                    + "SPARK_HOME to a Spark distribution, or to any folder with an empty jars folder in it"
                    + (home == null ? "" : " (" + home + " has no jars folder)"));
        }
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(entry -> Path.of(entry).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
        conf.set("spark.executor.extraClassPath", classPath)
                .set("spark.executorEnv.SPARK_SCALA_VERSION", scalaVersion());
    }

    /** The Scala binary version Spark was built with, {@code 2.13}. */
    private static String scalaVersion() {
        String[] parts = scala.util.Properties.versionNumberString().split("\\.");
        return parts[0] + "." + parts[1];
    }
}
