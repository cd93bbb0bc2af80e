package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The server's warm-up ({@link WarmUp}): gone when the server stops, and a run during it plays the same hands. */
class WarmUpTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String RUN = "{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"hunan-half\"},"
            + " \"hands\": 300, \"seed\": 7, \"bots\": \"random\"}";

    @TempDir
    Path variants;

    private Javalin start(boolean warmUp) {
        return WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(TestVariants.copyInto(variants)),
                TestVariants.CASES, warmUp, null);
    }

    @Test
    void theWarmUpThreadEndsWhenTheServerStops() {
        Javalin app = start(true);
        assertTrue(warmUpAlive(), "the warm-up plays for seconds after the start");
        app.stop();
        assertFalse(warmUpAlive(), "stopping the server stops the warm-up (and waits for it)");
    }

    @Test
    void aRunDuringTheWarmUpGetsTheResultOfAColdServer() throws Exception {
        Javalin cold = start(false);
        JsonNode expected;
        try {
            expected = done(cold);
        } finally {
            cold.stop();
        }
        Javalin warming = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), TestVariants.CASES, true,
                null);
        try {
            assertTrue(warmUpAlive(), "the run below starts while the warm-up plays");
            assertEquals(expected, done(warming));
            for (int wait = 0; wait < 100 && warmUpAlive(); wait++) {
                Thread.sleep(100); // it stops at its next hand, not at once
            }
            assertFalse(warmUpAlive(), "a run stops the warm-up");
        } finally {
            warming.stop();
        }
    }

    /** The complete result of {@link #RUN} on this server. */
    private static JsonNode done(Javalin app) throws IOException, InterruptedException {
        ApiClient.Reply created = new ApiClient(app).post("/api/statistics", RUN);
        assertEquals(201, created.status(), created.body().toString());
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port()
                + created.body().get("events").asText())).header("Accept", "text/event-stream").GET().build();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream()).body(), StandardCharsets.UTF_8))) {
            String event = null;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("event: ")) {
                    event = line.substring(7);
                } else if (line.startsWith("data: ") && !"progress".equals(event)) {
                    assertEquals("done", event, line);
                    return ApiClient.JSON.readTree(line.substring(6));
                }
            }
        }
        throw new AssertionError("the stream ended without a result");
    }

    /** Whether a warm-up thread is alive. */
    private static boolean warmUpAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().equals("warm-up") && t.isAlive());
    }
}
