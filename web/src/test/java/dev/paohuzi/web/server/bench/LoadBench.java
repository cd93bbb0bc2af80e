package dev.paohuzi.web.server.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.web.store.VariantFiles;
import dev.paohuzi.web.server.WorkbenchServer;
import io.javalin.Javalin;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Concurrent load on a server on the loopback, on demand (not in {@code mvn verify}); each figure a ratio against a
 * reference measured in the same run, the runs alternating (docs/performance.md, "Server under load"). Every client
 * is a thread sending one request after another for a fixed time; nothing leaves 127.0.0.1.
 * <ul>
 * <li>{@code check SECONDS RUNS}: {@code POST /api/check} of luzhou's text by 1 client, then by 8, each request's
 *     text made new by a comment line of its own (or the compile cache would answer every one); per run the
 *     8-client throughput over the 1-client one, the 8-client p95 over the 1-client p95, and the time threads spent
 *     blocked on a monitor of ANTLR's (a JFR recording of the 8-client phase).
 * <li>{@code analyze SECONDS RUNS}: {@code POST /api/analyze} of a hunan holding against {@code GET /api/variants}
 *     {@code /hunan} (the trivial GET), each by 1 client and by 8: the analyze p50 over the GET p50.
 * <li>{@code dependants SECONDS RUNS}: {@code POST /api/variants/hunan/dependants} by 1 client alone, then beside
 *     8 clients checking luzhou: its p50 and p95 in each.
 * </ul>
 * <p>Run from the project root after {@code mvn -q -B -pl web -am package -DskipTests}:
 * {@code java -cp web/target/workbench.jar:web/target/test-classes dev.paohuzi.web.server.bench.LoadBench check 30 5}
 */
public final class LoadBench {
    private static final int MANY = 8;
    private static final String HOLDING = "s1 s2 s3 s4 s5 s6 s7 s8 s9 b1 b2 b3 b7 b8 b9 s10 s10 b10 b10 b5";

    private LoadBench() {}

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "check";
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Path variants = BenchVariants.copy();
        Javalin app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants),
                Path.of("conformance", "cases"));
        try {
            String base = "http://127.0.0.1:" + app.port();
            ObjectMapper json = new ObjectMapper();
            String luzhou = json.writeValueAsString(Files.readString(variants.resolve("luzhou.variant")));
            String hunan = json.writeValueAsString(Files.readString(variants.resolve("hunan.variant")));
            AtomicLong edits = new AtomicLong();
            Supplier<HttpRequest> check = () -> post(base + "/api/check", "{\"name\": \"luzhou\", \"text\": "
                    + luzhou.substring(0, luzhou.length() - 1) + "\\n# edit " + edits.incrementAndGet() + "\"}");
            HttpRequest get = HttpRequest.newBuilder(URI.create(base + "/api/variants/hunan")).GET().build();
            HttpRequest analyze = post(base + "/api/analyze", "{\"variant\": \"hunan\", \"holding\": \"" + HOLDING
                    + "\"}");
            HttpRequest dependants = post(base + "/api/variants/hunan/dependants", "{\"text\": " + hunan + "}");
            switch (mode) {
                case "check" -> check(check, seconds, runs);
                case "analyze" -> analyze(get, analyze, seconds, runs);
                case "dependants" -> dependants(dependants, check, seconds, runs);
                default -> throw new IllegalArgumentException("mode: check, analyze or dependants");
            }
        } finally {
            app.stop();
        }
    }

    private static void check(Supplier<HttpRequest> check, int seconds, int runs) throws Exception {
        phase(check, MANY, seconds); // warm-up
        System.out.println("run  1-client/s  8-client/s  x rate  p95 1 (ms)  p95 8 (ms)  x p95  blocked ms: ANTLR"
                + "  all");
        double[] rates = new double[runs];
        double[] p95s = new double[runs];
        for (int run = 0; run < runs; run++) {
            Phase one = phase(check, 1, seconds);
            Path jfr = Files.createTempFile("load-check", ".jfr");
            Phase many;
            try (Recording recording = new Recording()) {
                recording.enable("jdk.JavaMonitorEnter").withThreshold(Duration.ZERO).withStackTrace();
                recording.start();
                many = phase(check, MANY, seconds);
                recording.stop();
                recording.dump(jfr);
            }
            double[] blocked = blockedMs(jfr);
            Files.delete(jfr);
            rates[run] = many.rate() / one.rate();
            p95s[run] = many.at(95) / one.at(95);
            System.out.printf(Locale.ROOT, "%3d %11.1f %11.1f %7.2f %11.1f %11.1f %6.2f %17.1f %6.1f%n", run + 1,
                    one.rate(), many.rate(), rates[run], one.at(95), many.at(95), p95s[run], blocked[0], blocked[1]);
        }
        System.out.println("8-client over 1-client throughput, min/median/max: " + spread(rates));
        System.out.println("8-client over 1-client p95, min/median/max: " + spread(p95s));
    }

    private static void analyze(HttpRequest get, HttpRequest analyze, int seconds, int runs) throws Exception {
        phase(analyze, MANY, Math.max(5, seconds / 3));
        phase(get, MANY, Math.max(5, seconds / 3));
        System.out.println("run clients  GET p50 (ms)  analyze p50 (ms)  x GET");
        for (int clients : new int[] {1, MANY}) {
            double[] ratios = new double[runs];
            for (int run = 0; run < runs; run++) {
                Phase reference = phase(get, clients, seconds);
                Phase measured = phase(analyze, clients, seconds);
                ratios[run] = measured.at(50) / reference.at(50);
                System.out.printf(Locale.ROOT, "%3d %7d %13.3f %17.3f %6.2f%n", run + 1, clients, reference.at(50),
                        measured.at(50), ratios[run]);
            }
            System.out.println(clients + " client(s): analyze p50 over GET p50, min/median/max: " + spread(ratios));
        }
    }

    private static void dependants(HttpRequest dependants, Supplier<HttpRequest> check, int seconds, int runs)
            throws Exception {
        phase(dependants, 1, Math.max(5, seconds / 3));
        System.out.println("run  alone p50  alone p95  loaded p50  loaded p95 (ms)  checks/s beside it");
        for (int run = 0; run < runs; run++) {
            Phase alone = phase(dependants, 1, seconds);
            Phase[] loaded = new Phase[2];
            Thread load = new Thread(() -> loaded[0] = phase(check, MANY, seconds));
            load.start();
            loaded[1] = phase(dependants, 1, seconds);
            load.join();
            System.out.printf(Locale.ROOT, "%3d %10.1f %10.1f %11.1f %16.1f %19.1f%n", run + 1, alone.at(50),
                    alone.at(95), loaded[1].at(50), loaded[1].at(95), loaded[0].rate());
        }
    }

    /** What a phase measured: every round trip's wall time, sorted, and the phase's length. */
    private record Phase(double[] millis, double seconds) {
        double rate() {
            return millis.length / seconds;
        }

        double at(int percentile) {
            return millis[Math.min(millis.length - 1, (int) Math.ceil(percentile / 100.0 * millis.length) - 1)];
        }
    }

    /** {@code clients} threads, each with its own connection, sending {@code request} for {@code seconds}. */
    private static Phase phase(HttpRequest request, int clients, int seconds) {
        return phase(() -> request, clients, seconds);
    }

    /** As {@link #phase(HttpRequest, int, int)}, each request made afresh. */
    private static Phase phase(Supplier<HttpRequest> requests, int clients, int seconds) {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<List<Double>> times = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        AtomicLong failures = new AtomicLong();
        for (int c = 0; c < clients; c++) {
            List<Double> mine = new ArrayList<>();
            times.add(mine);
            Thread thread = new Thread(() -> {
                HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
                while (System.nanoTime() < end) {
                    HttpRequest request = requests.get();
                    long before = System.nanoTime();
                    try {
                        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                        if (response.statusCode() != 200) {
                            throw new IllegalStateException(request.uri() + ": " + response.statusCode());
                        }
                    } catch (Exception e) {
                        failures.incrementAndGet();
                        System.err.println(e);
                        return;
                    }
                    mine.add((System.nanoTime() - before) / 1e6);
                }
            });
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " client(s) failed");
        }
        return new Phase(times.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).sorted().toArray(),
                seconds);
    }

    /** Milliseconds threads spent entering a contended monitor with ANTLR's code on the stack, and in all. */
    private static double[] blockedMs(Path jfr) throws Exception {
        double[] total = new double[2];
        for (RecordedEvent event : RecordingFile.readAllEvents(jfr)) {
            double ms = event.getDuration().toNanos() / 1e6;
            boolean antlr = event.getStackTrace() != null && event.getStackTrace().getFrames().stream()
                    .map(RecordedFrame::getMethod).anyMatch(m -> m.getType().getName().startsWith("org.antlr"));
            total[0] += antlr ? ms : 0;
            if (antlr) { // there should be none: say where
                System.out.printf(Locale.ROOT, "  blocked %.1f ms in %s%n", ms, event.getStackTrace().getFrames()
                        .stream().limit(8).map(f -> f.getMethod().getType().getName() + "." + f.getMethod().getName())
                        .toList());
            }
            total[1] += ms;
        }
        return total;
    }

    private static String spread(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "%.2f / %.2f / %.2f", sorted[0], sorted[sorted.length / 2],
                sorted[sorted.length - 1]);
    }

    private static HttpRequest post(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }
}
