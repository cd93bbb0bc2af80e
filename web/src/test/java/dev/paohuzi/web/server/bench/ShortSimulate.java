package dev.paohuzi.web.server.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Where a short command-line run's CPU time goes, on demand (Linux): {@code java -jar JAR simulate --variant hunan
 * --hands N --seed 1 --bots random} as a child JVM, its threads' CPU times read from {@code /proc/PID/task} every
 * few ms until it ends, summed by kind — the simulation's worker threads ({@code simulate-*}), the JIT's compiler
 * threads, the garbage collector, main (JVM start, picocli, the variant's compile, the summary) and the rest — with
 * the run's own hands per second of its workers' CPU. Several jars are run in turn, round by round.
 *
 * <p>{@code java -cp web/target/test-classes dev.paohuzi.web.server.bench.ShortSimulate HANDS ROUNDS JAR...}
 */
public final class ShortSimulate {
    private ShortSimulate() {}

    public static void main(String[] args) throws Exception {
        long hands = Long.parseLong(args[0]);
        int rounds = Integer.parseInt(args[1]);
        for (int round = 0; round < rounds; round++) {
            for (int j = 2; j < args.length; j++) {
                Map<String, Double> cpu = run(Path.of(args[j]), hands);
                double total = cpu.values().stream().mapToDouble(Double::doubleValue).sum();
                double workers = cpu.getOrDefault("simulate", 0.0);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                        "%s %d hands: %.2f CPU-s (%.0f hands/CPU-s); workers %.2f s (%.0f hands/CPU-s)", args[j],
                        hands, total, hands / total, workers, hands / workers));
                cpu.forEach((kind, seconds) -> line.append(String.format(Locale.ROOT, ", %s %.2f", kind, seconds)));
                System.out.println(line);
            }
        }
    }

    private static Map<String, Double> run(Path jar, long hands) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", jar.toString(), "simulate", "--variant", "hunan", "--hands",
                String.valueOf(hands), "--seed", "1", "--bots", "random"));
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Map<String, Long> ticks = new HashMap<>(); // by thread id: the latest CPU ticks seen
        Map<String, String> kinds = new HashMap<>();
        Path tasks = Path.of("/proc", String.valueOf(process.pid()), "task");
        while (process.isAlive()) {
            try (Stream<Path> threads = Files.list(tasks)) {
                for (Path thread : threads.toList()) {
                    try {
                        String stat = Files.readString(thread.resolve("stat"));
                        String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        ticks.put(thread.getFileName().toString(), Long.parseLong(fields[11])
                                + Long.parseLong(fields[12]));
                        kinds.put(thread.getFileName().toString(), kind(name));
                    } catch (IOException | StringIndexOutOfBoundsException gone) {
                        // the thread ended between the listing and the read
                    }
                }
            } catch (IOException gone) {
                break; // the process ended
            }
            Thread.sleep(5);
        }
        process.waitFor();
        Map<String, Double> byKind = new TreeMap<>();
        ticks.forEach((thread, t) -> byKind.merge(kinds.get(thread), t / 100.0, Double::sum));
        return byKind;
    }

    private static String kind(String thread) {
        if (thread.startsWith("simulate-")) {
            return "simulate";
        }
        if (thread.startsWith("C2 ") || thread.startsWith("C1 ")) {
            return thread.substring(0, 2);
        }
        if (thread.startsWith("GC ") || thread.startsWith("G1 ")) {
            return "GC";
        }
        return thread.equals("java") ? "main" : "other";
    }
}
