package dev.paohuzi.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.api.java.JavaSparkContext;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The Spark module's own launcher (workbench.jar does not depend on Spark):
 * {@code simulate V | compare A B  --hands N --seed S --bots B [--master local[*]|spark://host:7077]
 * [--engine spark|in-process]}. Prints JSON Lines: the run, each metric (a difference for a comparison), and the
 * time taken; {@code --engine in-process} plays the same shards on this JVM's threads, for the overhead figure of
 * docs/scale.md. Bad arguments: a message on stderr and exit 2, as the workbench's commands.
 */
public final class SparkRun {
    private static final ObjectMapper JSON = new ObjectMapper();

    private SparkRun() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        try {
            run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("spark: " + e.getMessage());
            System.err.println("usage: simulate V | compare A B  --hands N --seed S --bots B "
                    + "[--master local[*]|spark://host:7077] [--engine spark|in-process]");
            System.exit(2);
        }
    }

    private static void run(String[] args) throws IOException, InterruptedException {
        List<String> variants = new ArrayList<>();
        Map<String, String> options = new HashMap<>(Map.of("--master", "local[*]", "--engine", "spark"));
        for (int i = 1; i < args.length; i++) {
            if (args[i].startsWith("--")) {
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(args[i] + " needs a value");
                }
                options.put(args[i], args[++i]);
            } else {
                variants.add(args[i]);
            }
        }
        boolean compare = args.length > 0 && args[0].equals("compare");
        if (args.length == 0 || !compare && !args[0].equals("simulate") || variants.size() != (compare ? 2 : 1)) {
            throw new IllegalArgumentException("name the command and its variants: simulate V, or compare A B");
        }
        long hands = number(options, "--hands");
        if (hands < 1 || hands > 1_000_000_000L) {
            throw new IllegalArgumentException("--hands must be 1 to 1000000000, got " + hands);
        }
        long seed = number(options, "--seed");
        String bots = options.getOrDefault("--bots", "random");
        VariantTexts a = VariantTexts.read(variants.get(0));
        VariantTexts b = compare ? VariantTexts.read(variants.get(1)) : null;
        BotLineup.parse(bots, a.compiled().rules().seating().players()); // an unknown bot is refused here
        String engine = options.get("--engine");
        long start = System.nanoTime();
        Object result;
        if (engine.equals("spark")) {
            try (JavaSparkContext spark = SparkShards.context(options.get("--master"))) {
                result = compare ? SparkShards.compare(spark, a, b, bots, seed, hands, SparkShards.SHARD_HANDS)
                        : SparkShards.simulate(spark, a, bots, seed, hands, SparkShards.SHARD_HANDS);
            }
        } else if (engine.equals("in-process")) {
            result = inProcess(new SparkShards.Job(a, b, bots, Simulation.blockSize(hands)), seed, hands);
        } else {
            throw new IllegalArgumentException("--engine is spark or in-process, got " + engine);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print(Map.of("type", compare ? "compare" : "simulate", "variants", variants, "hands", hands, "seed", seed,
                "bots", bots, "engine", engine, "master", options.get("--master")));
        if (result instanceof PairedTally pairs) {
            for (Report.Difference d : Report.differences(pairs, seed)) {
                print(line("difference", d.metric().name(), Map.of("a", d.a(), "b", d.b(), "difference",
                        d.difference(), "low", d.low(), "high", d.high(), "p", d.p(), "adjustedP", d.adjustedP())));
            }
        } else {
            for (Report.Estimate e : Report.estimates((Tally) result, seed)) {
                print(line("estimate", e.metric().name(), Map.of("value", e.value(), "low", e.low(), "high",
                        e.high())));
            }
        }
        print(Map.of("type", "rate", "seconds", seconds, "handsPerSecond", hands / seconds));
    }

    static Object inProcess(SparkShards.Job job, long seed, long hands) throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        int cores = Runtime.getRuntime().availableProcessors();
        if (job.b() == null) {
            return Simulation.inParallel(seed, hands, cores, job::play, Tally::merge, (r, done, all) -> { }, stop);
        }
        return Simulation.inParallel(seed, hands, cores, job::compare, PairedTally::merge, (r, done, all) -> { },
                stop);
    }

    private static long number(Map<String, String> options, String option) {
        String text = options.get(option);
        if (text == null) {
            throw new IllegalArgumentException(option + " is required");
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be a whole number, got '" + text + "'");
        }
    }

    /** A metric's line; values that are not numbers (a share of no wins) are left out. */
    private static Map<String, Object> line(String type, String metric, Map<String, Double> values) {
        Map<String, Object> line = new LinkedHashMap<>(Map.of("type", type, "metric", metric));
        values.forEach((key, value) -> {
            if (Double.isFinite(value)) {
                line.put(key, value);
            }
        });
        return line;
    }

    private static void print(Map<String, Object> line) throws IOException {
        System.out.println(JSON.writeValueAsString(line));
    }
}
