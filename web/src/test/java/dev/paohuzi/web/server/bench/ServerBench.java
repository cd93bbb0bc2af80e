package dev.paohuzi.web.server.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.management.OperatingSystemMXBean;
import dev.paohuzi.web.server.VariantFiles;
import dev.paohuzi.web.server.WorkbenchServer;
import io.javalin.Javalin;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Round trips against a running server, on demand (not in {@code mvn verify}): the editor's compile-on-type
 * ({@code POST /api/check} of a bundled variant), the dependants check of {@code hunan} (its 14 dependants and
 * their cases), and as the reference a plain load ({@code GET /api/variants/hunan}), all in one run. For each: p50
 * and p95 of the wall time of the round trip and of the CPU time it took, and the ratio of the wall p50 to the reference's. The CPU time is the whole process's (client included),
 * so it does not grow when other processes share the cores.
 *
 * <p>Run from the project root after {@code mvn -q -B package -DskipTests}:
 * {@code java -cp web/target/workbench.jar:web/target/test-classes dev.paohuzi.web.server.bench.ServerBench [ROUNDS]}
 */
public final class ServerBench {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final OperatingSystemMXBean PROCESS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ServerBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        Path variants = Files.createTempDirectory("bench-variants");
        try (Stream<Path> files = Files.list(Path.of("variants"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(VariantFiles.EXTENSION)).toList()) {
                Files.copy(file, variants.resolve(file.getFileName()));
            }
        }
        Javalin app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), Path.of("conformance", "cases"));
        try {
            String base = "http://127.0.0.1:" + app.port();
            String hunan = json(Files.readString(variants.resolve("hunan.variant")));
            String luzhou = json(Files.readString(variants.resolve("luzhou.variant")));
            HttpRequest load = HttpRequest.newBuilder(URI.create(base + "/api/variants/hunan")).GET().build();
            HttpRequest check = post(base + "/api/check", "{\"name\": \"luzhou\", \"text\": " + luzhou + "}");
            HttpRequest dependants = post(base + "/api/variants/hunan/dependants", "{\"text\": " + hunan + "}");
            Result reference = measure("GET /api/variants/hunan (reference)", load, rounds);
            Result compile = measure("POST /api/check luzhou", check, rounds);
            Result dependantsCheck = measure("POST /api/variants/hunan/dependants", dependants, Math.max(10, rounds / 10));
            System.out.printf("%-40s %9s %9s %9s %9s %8s%n", "round trip", "wall p50", "wall p95", "cpu p50", "cpu p95",
                    "x ref");
            for (Result r : List.of(reference, compile, dependantsCheck)) {
                System.out.printf("%-40s %7.2fms %7.2fms %7.2fms %7.2fms %8.1f%n", r.name, r.wall(50), r.wall(95),
                        r.cpu(50), r.cpu(95), r.wall(50) / reference.wall(50));
            }
        } finally {
            app.stop();
        }
    }

    private record Result(String name, double[] wallMs, double[] cpuMs) {
        double wall(int percentile) {
            return at(wallMs, percentile);
        }

        double cpu(int percentile) {
            return at(cpuMs, percentile);
        }

        private static double at(double[] sorted, int percentile) {
            return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percentile / 100.0 * sorted.length) - 1)];
        }
    }

    /** Warms up with as many rounds as it measures, then measures. */
    private static Result measure(String name, HttpRequest request, int rounds) throws Exception {
        for (int i = 0; i < rounds; i++) {
            send(request);
        }
        List<Double> wall = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            long cpuBefore = processCpuNanos();
            long before = System.nanoTime();
            send(request);
            wall.add((System.nanoTime() - before) / 1e6);
            cpu.add((processCpuNanos() - cpuBefore) / 1e6);
        }
        return new Result(name, sorted(wall), sorted(cpu));
    }

    /** The CPU time of this process: the server's threads, the client's, the JIT's and the collector's. */
    private static long processCpuNanos() {
        return PROCESS.getProcessCpuTime();
    }

    private static double[] sorted(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    private static void send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(request.uri() + " answered " + response.statusCode() + ": " + response.body());
        }
    }

    private static HttpRequest post(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static String json(String text) throws IOException {
        return new ObjectMapper().writeValueAsString(text);
    }
}
