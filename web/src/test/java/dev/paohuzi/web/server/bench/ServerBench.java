package dev.paohuzi.web.server.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.web.server.WorkbenchServer;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Round trips against a running server, on demand (not in {@code mvn verify}): the editor's compile-on-type
 * ({@code POST /api/check} of a bundled variant), the stepper's and the Hand page's why panel ({@code POST
 * /api/analyze} of a holding one card short, under the saved luzhou and under a draft of it), the dependants check of
 * {@code hunan} (its dependants and their cases, its own cases too), and as the reference a plain load
 * ({@code GET /api/variants/hunan}), all in one run. For each: p50 and p95 of the wall time of the round trip and of
 * the server's own time (its {@code Server-Timing} header: from the request's routing to its answer, without the
 * client's and the loopback's share), and the ratio of the wall p50 to the reference's.
 *
 * <p>Run from the project root after {@code mvn -q -B package -DskipTests}:
 * {@code java -cp web/target/workbench.jar:web/target/test-classes dev.paohuzi.web.server.bench.ServerBench [ROUNDS]}
 */
public final class ServerBench {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    /** luzhou-analysis.cases' first holding less its 玖: one card short, so the why panel has waits to explain. */
    private static final String WHY_HOLDING = "s7 s7 s7 s3 s4 s5 b3 b4 b5 b6 b7 b8 s9 s9 pong:s1 chi:s4,s5,s6";

    private ServerBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        Path variants = BenchVariants.copy();
        Javalin app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants),
                Path.of("conformance", "cases"));
        try {
            String base = "http://127.0.0.1:" + app.port();
            String hunan = json(Files.readString(variants.resolve("hunan.variant")));
            String luzhou = json(Files.readString(variants.resolve("luzhou.variant")));
            HttpRequest load = HttpRequest.newBuilder(URI.create(base + "/api/variants/hunan")).GET().build();
            HttpRequest check = post(base + "/api/check", "{\"name\": \"luzhou\", \"text\": " + luzhou + "}");
            HttpRequest dependants = post(base + "/api/variants/hunan/dependants", "{\"text\": " + hunan + "}");
            // the stepper's why panel: a luzhou holding one card short, under the saved file and under a draft
            String why = "{\"variant\": \"luzhou\", \"holding\": \"" + WHY_HOLDING + "\"";
            HttpRequest whySaved = post(base + "/api/analyze", why + "}");
            HttpRequest whyDraft = post(base + "/api/analyze", why + ", \"drafts\": {\"luzhou\": "
                    + json(Files.readString(variants.resolve("luzhou.variant")).replace("minimum huxi: 10 ",
                    "minimum huxi: 12 ")) + "}}");
            Result reference = measure("GET /api/variants/hunan (reference)", load, rounds);
            Result compile = measure("POST /api/check luzhou", check, rounds);
            Result whyPanel = measure("POST /api/analyze why, luzhou", whySaved, rounds);
            Result whyPanelDraft = measure("POST /api/analyze why, luzhou draft", whyDraft, rounds);
            Result dependantsCheck = measure("POST /api/variants/hunan/dependants", dependants,
                    Math.max(10, rounds / 10));
            System.out.printf("%-40s %9s %9s %11s %11s %8s%n", "round trip", "wall p50", "wall p95", "server p50",
                    "server p95", "x ref");
            for (Result r : List.of(reference, compile, whyPanel, whyPanelDraft, dependantsCheck)) {
                System.out.printf("%-40s %7.2fms %7.2fms %9.2fms %9.2fms %8.1f%n", r.name, r.wall(50), r.wall(95),
                        r.server(50), r.server(95), r.wall(50) / reference.wall(50));
            }
        } finally {
            app.stop();
        }
    }

    private record Result(String name, double[] wallMs, double[] serverMs) {
        double wall(int percentile) {
            return at(wallMs, percentile);
        }

        double server(int percentile) {
            return at(serverMs, percentile);
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
        List<Double> server = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            long before = System.nanoTime();
            HttpResponse<String> response = send(request);
            wall.add((System.nanoTime() - before) / 1e6);
            server.add(serverMs(response));
        }
        return new Result(name, sorted(wall), sorted(server));
    }

    /** The {@code app;dur=…} of the answer's Server-Timing header. */
    private static double serverMs(HttpResponse<String> response) {
        String timing = response.headers().firstValue("Server-Timing")
                .orElseThrow(() -> new IllegalStateException("no Server-Timing header"));
        return Double.parseDouble(timing.substring(timing.indexOf("dur=") + 4));
    }

    private static double[] sorted(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    private static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(request.uri() + " answered " + response.statusCode() + ": "
                    + response.body());
        }
        return response;
    }

    private static HttpRequest post(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    private static String json(String text) throws IOException {
        return new ObjectMapper().writeValueAsString(text);
    }
}
