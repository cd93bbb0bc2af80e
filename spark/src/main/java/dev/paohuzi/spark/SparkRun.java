package dev.paohuzi.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.sim.Metric;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.PerHandExport;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import org.apache.spark.api.java.JavaSparkContext;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The Spark module's own launcher (workbench.jar does not depend on Spark): {@code simulate V | compare A B
 * (--hands N | --matches N) --seed S [--bots B] [--metric M] [--per-hand FILE] [--master local[*]|spark://host:7077]
 * [--engine spark|in-process]}, the arguments of the workbench's {@code simulate} and {@code compare}. Prints JSON
 * Lines: the run, each metric as the runtime's {@link Report} gives it (a difference for a comparison), and the time
 * taken; {@code --engine in-process} plays the same run on this JVM's threads, for the overhead figure of
 * docs/scale.md. Bad arguments: a message on stderr and exit 2, as the workbench's commands.
 */
public final class SparkRun {
    /** The report's records as JSON: a metric by its name, every other component as it is. */
    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new SimpleModule()
            .addSerializer(Metric.class, ToStringSerializer.instance));
    private static final Set<String> OPTIONS = Set.of("--hands", "--matches", "--seed", "--bots", "--metric",
            "--per-hand", "--master", "--engine");
    private static final String USAGE = "usage: simulate V | compare A B  (--hands N | --matches N) --seed S "
            + "[--bots B] [--metric M] [--per-hand FILE] [--master local[*]|spark://host:7077] "
            + "[--engine spark|in-process]";
    private static final long MAX_COUNT = 1_000_000_000L;

    private SparkRun() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        try {
            run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("spark: " + e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
        }
    }

    /** Runs a command; bad arguments throw {@link IllegalArgumentException} before anything is played. */
    static void run(String[] args) throws IOException, InterruptedException {
        List<String> variants = new ArrayList<>();
        Map<String, String> options = new HashMap<>(Map.of("--master", "local[*]", "--engine", "spark",
                "--bots", "random"));
        for (int i = 1; i < args.length; i++) {
            if (args[i].startsWith("--")) {
                if (!OPTIONS.contains(args[i])) {
                    throw new IllegalArgumentException("unknown option " + args[i]);
                }
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
        boolean matches = options.containsKey("--matches");
        if (matches == options.containsKey("--hands")) {
            throw new IllegalArgumentException("name one of --hands N and --matches N (hands alone or whole "
                    + "matches)");
        }
        String unit = matches ? "--matches" : "--hands";
        long count = number(options, unit);
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException(unit + " must be 1 to " + MAX_COUNT + ", got " + count);
        }
        long seed = number(options, "--seed");
        String bots = options.get("--bots");
        Path perHand = options.containsKey("--per-hand") ? Path.of(options.get("--per-hand")) : null;
        if (compare && matches && perHand != null) {
            throw new IllegalArgumentException("--per-hand with --matches: a compared match's hands do not pair one "
                    + "by one; export each side with simulate --matches --per-hand");
        }
        VariantTexts a = VariantTexts.read(variants.get(0));
        VariantTexts b = compare ? VariantTexts.read(variants.get(1)) : null;
        SparkShards.Job job = SparkShards.Job.of(a, b, bots, count, matches);
        int players = job.players();
        if (compare && b.compiled().rules().seating().players() != players) {
            throw new IllegalArgumentException("compare needs variants with the same seats");
        }
        BotLineup.parse(bots, players); // an unknown bot is refused here
        if (!compare && options.containsKey("--metric")) {
            throw new IllegalArgumentException("--metric names compare's primary metric; simulate has none");
        }
        String metric = options.getOrDefault("--metric", Report.DEFAULT_PRIMARY);
        if (Metric.named(metric, players).isEmpty()) {
            throw new IllegalArgumentException("--metric: no metric '" + metric + "'; one of "
                    + Metric.all(players).stream().map(Metric::name).toList());
        }
        String engine = options.get("--engine");
        if (!engine.equals("spark") && !engine.equals("in-process")) {
            throw new IllegalArgumentException("--engine is spark or in-process, got " + engine);
        }
        long start = System.nanoTime();
        Object result = compare ? play(SparkShards.COMPARE, job, seed, count, engine, options.get("--master"), perHand)
                : play(SparkShards.SIMULATE, job, seed, count, engine, options.get("--master"), perHand);
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Object> head = new LinkedHashMap<>(Map.of("type", compare ? "compare" : "simulate",
                "variants", variants, matches ? "matches" : "hands", count, "seed", seed, "bots", bots,
                "engine", engine, "master", options.get("--master")));
        if (matches) {
            Match.oneHandNote(a.compiled().rules()).ifPresent(note -> head.put("note", note));
        }
        long hands;
        if (result instanceof PairedTally pairs) {
            hands = pairs.a().hands();
            head.put("handsA", hands);
            head.put("handsB", pairs.b().hands());
            print(head);
            for (Report.Difference d : Report.differences(pairs, seed, Report.RESAMPLES, metric)) {
                print(line("difference", d, d.metric()).put("role", d.primary() ? "primary" : "exploratory")
                        .put("real", d.real()));
            }
        } else {
            Tally tally = (Tally) result;
            hands = tally.hands();
            head.put("handsPlayed", hands);
            print(head);
            for (Report.Estimate e : Report.estimates(tally, seed)) {
                print(line("estimate", e, e.metric()));
            }
        }
        print(Map.of("type", "rate", "seconds", seconds, "handsPerSecond", hands / seconds));
    }

    /** The run on the engine, its per-hand lines (if asked for) written to {@code perHand}. */
    private static <R> R play(SparkShards.Kind<R> kind, SparkShards.Job job, long seed, long count, String engine,
                              String master, Path perHand) throws IOException, InterruptedException {
        try (Writer out = perHand == null ? null : Files.newBufferedWriter(perHand, StandardCharsets.UTF_8)) {
            if (engine.equals("in-process")) {
                return inProcess(kind, job, seed, count, out);
            }
            try (JavaSparkContext spark = SparkShards.context(master)) {
                return SparkShards.run(spark, kind, job, seed, count,
                        job.matches() ? SparkShards.SHARD_MATCHES : SparkShards.SHARD_HANDS, out);
            }
        }
    }

    /** The run on this JVM's threads through the runtime's loop, as the workbench's commands play it. */
    static <R> R inProcess(SparkShards.Kind<R> kind, SparkShards.Job job, long seed, long count, Writer perHand)
            throws InterruptedException, IOException {
        Simulation.HandSink sink = perHand == null ? Simulation.HandSink.NONE : new PerHandExport(job.players());
        R result = Simulation.inParallel(seed, count, Runtime.getRuntime().availableProcessors(),
                shard -> kind.play().play(job, shard, sink), kind.merge(), (r, done, all) -> { },
                new AtomicBoolean());
        if (sink instanceof PerHandExport export) {
            export.write(perHand);
        }
        return result;
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

    /**
     * A report record as a JSON line: its components (a metric by name), what the metric estimates, what its n
     * counts and the Ludii metric it corresponds to.
     */
    private static ObjectNode line(String type, Record figure, Metric metric) {
        ObjectNode line = JSON.createObjectNode().put("type", type);
        line.setAll((ObjectNode) JSON.valueToTree(figure));
        return line.put("estimand", metric.estimand()).put("over", metric.over()).put("ludii", metric.ludii());
    }

    private static void print(Object line) throws IOException {
        System.out.println(JSON.writeValueAsString(line));
    }
}
