package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Statistics API: a run streamed as server-sent events, cancelled, abandoned, refused. */
class StatisticsApiTest extends ServerFixture {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** One server-sent event: its name and its JSON data. */
    record Sent(String event, JsonNode data) {
    }

    private String create(String body) {
        ApiClient.Reply reply = api.post("/api/statistics", body);
        assertEquals(201, reply.status(), reply.body().toString());
        return reply.body().get("events").asText();
    }

    private InputStream open(String events) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + events))
                .header("Accept", "text/event-stream").GET().build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofInputStream()).body();
    }

    /** Reads events until one named in {@code until} (or the end of the stream). */
    private static List<Sent> read(BufferedReader in, List<String> until) throws IOException {
        List<Sent> sent = new ArrayList<>();
        String event = null;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("event: ")) {
                event = line.substring(7);
            } else if (line.startsWith("data: ")) {
                sent.add(new Sent(event, ApiClient.JSON.readTree(line.substring(6))));
                if (until.contains(event)) {
                    break;
                }
            }
        }
        return sent;
    }

    private static BufferedReader reader(InputStream in) {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /** Creates a run and reads its stream to its last event (done, failure or cancelled). */
    private List<Sent> played(String body) throws IOException, InterruptedException {
        try (BufferedReader in = reader(open(create(body)))) {
            return read(in, List.of("done", "failure", "cancelled"));
        }
    }

    @Test
    void aComparisonStreamsPartialResultsThenTheCompleteOne() throws Exception {
        List<Sent> sent = played("{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"hunan-half\"}, "
                + "\"hands\": 600, \"seed\": 4, \"bots\": \"random\"}");
        Sent done = sent.get(sent.size() - 1);
        assertEquals("done", done.event(), sent.toString());
        assertFalse(done.data().get("partial").asBoolean());
        assertEquals(600, done.data().get("handsDone").asLong());
        assertEquals(600, done.data().get("a").get("hands").asLong());
        assertEquals(0, done.data().get("divergence").get("hands").asLong(), "半花样 changes only the scoring");
        for (Sent progress : sent.subList(0, sent.size() - 1)) {
            assertEquals("progress", progress.event());
            assertTrue(progress.data().get("partial").asBoolean(), "a partial result says so");
            assertTrue(progress.data().get("handsDone").asLong() < 600);
        }
        JsonNode primary = done.data().get("differences").get(0);
        assertEquals("points dealer", primary.get("metric").asText(), "the primary metric comes first");
        assertTrue(primary.get("primary").asBoolean());
        JsonNode dead = done.data().get("differences").get(1);
        assertEquals("dead hands", dead.get("metric").asText());
        assertEquals(0.0, dead.get("difference").asDouble());
        assertEquals("share of hands nobody won", dead.get("estimand").asText());
        assertEquals("exact McNemar", dead.get("test").asText());
        assertFalse(dead.get("primary").asBoolean());
    }

    /**
     * Whole matches from the page: hunan-peel's 剥皮 matches against shaoyang's, 4 of them. The run counts matches,
     * every test is by match, the match metrics are there (match length: more hands than matches, since a 剥皮
     * match runs to 100 huxi, 001:29-47) and where play parts is not counted; naming hands and matches is a 400, and
     * hunan's one-hand match says so in a note.
     */
    @Test
    void wholeMatchesAreTestedByMatch() throws Exception {
        List<Sent> sent = played("{\"a\": {\"name\": \"hunan-peel\"}, \"b\": {\"name\": \"shaoyang\"}, "
                + "\"matches\": 4, \"seed\": 2, \"bots\": \"random\", \"metric\": \"match length\"}");
        JsonNode done = sent.get(sent.size() - 1).data();
        assertEquals("done", sent.get(sent.size() - 1).event(), sent.toString());
        assertEquals("matches", done.get("unit").asText());
        assertEquals(4, done.get("handsDone").asLong());
        assertTrue(done.get("a").get("hands").asLong() > 4, "a 剥皮 match is several hands");
        assertFalse(done.has("divergence"), "a match's hands do not pair one by one");
        JsonNode primary = done.get("differences").get(0);
        assertEquals("match length", primary.get("metric").asText());
        assertEquals("paired bootstrap by match", primary.get("test").asText());
        ApiClient.Reply both = api.post("/api/statistics", "{\"a\": {\"name\": \"hunan\"}, \"hands\": 5, "
                + "\"matches\": 5, \"seed\": 1}");
        assertEquals(400, both.status());
        assertTrue(both.body().get("error").asText().contains("not both"), both.body().toString());
        sent = played("{\"a\": {\"name\": \"hunan\"}, \"matches\": 10, \"seed\": 1, \"bots\": \"random\"}");
        JsonNode notes = sent.get(sent.size() - 1).data().get("notes");
        assertTrue(notes.toString().contains("hunan's match is one hand"), notes.toString());
    }

    /**
     * The page's per-hand download plays the run's hands again: one JSON line per hand in seed order, A's and B's
     * measures; its dead hands add up to the share the run reports (hunan-half changes only the scoring, so both
     * sides' dead hands agree hand by hand). Too many hands for a download is a 400 naming the command line.
     */
    @Test
    void thePerHandDownloadHoldsEveryHand() throws Exception {
        String body = "{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"hunan-half\"}, \"hands\": 120, "
                + "\"seed\": 4, \"bots\": \"random\"}";
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port()
                + "/api/statistics/per-hand")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode(), response.body());
        List<String> lines = response.body().lines().toList();
        assertEquals(120, lines.size());
        for (int i = 0; i < lines.size(); i++) {
            JsonNode hand = new ObjectMapper().readTree(lines.get(i));
            assertEquals(4 + i, hand.get("seed").asLong());
            assertEquals(hand.get("a").get("dead"), hand.get("b").get("dead"));
        }
        ApiClient.Reply tooMany = api.post("/api/statistics/per-hand", body.replace("120", "200001"));
        assertEquals(400, tooMany.status());
        assertTrue(tooMany.body().get("error").asText().contains("at most 200000 hands"), tooMany.body().toString());
    }

    /** A stepper link of a diverging hand opens the step where the two plays first differ. */
    @Test
    void aDivergingHandsLinksOpenTheStepWhereThePlaysPart() throws Exception {
        String events = create("{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"shaoyang\"}, \"hands\": 60, "
                + "\"seed\": 1, \"bots\": \"greedy\"}");
        Sent done;
        try (BufferedReader in = reader(open(events))) {
            List<Sent> sent = read(in, List.of("done", "failure"));
            done = sent.get(sent.size() - 1);
        }
        JsonNode examples = done.data().get("divergence").get("examples");
        assertTrue(examples.size() > 0, done.data().get("divergence").toString());
        for (JsonNode example : examples) {
            JsonNode a = api.get(example.get("traceA").asText().replace("/trace.html", "/api/play")).body();
            JsonNode b = api.get(example.get("traceB").asText().replace("/trace.html", "/api/play")).body();
            int step = example.get("step").asInt();
            assertEquals(events(a, step - 1, true), events(b, step - 1, true), example.toString());
            assertFalse(events(a, step, false).equals(events(b, step, false)), example.toString());
        }
    }

    /** The events up to the end of a step (all before it, or only its own), the start without the variant's name. */
    private static List<JsonNode> events(JsonNode hand, int step, boolean upTo) {
        JsonNode at = hand.get("steps").get(step);
        int from = upTo ? 0 : at.get("from").asInt();
        List<JsonNode> events = new ArrayList<>();
        for (int i = from; i < at.get("to").asInt(); i++) {
            JsonNode event = hand.get("events").get(i).deepCopy();
            if (i == 0) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) event).remove("variant");
            }
            events.add(event);
        }
        return events;
    }

    @Test
    void aCancelStopsTheRunAndNoCompleteResultIsSent() throws Exception {
        String events = create("{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"luzhou\"}, \"hands\": 1000000, "
                + "\"seed\": 1, \"bots\": \"random\"}");
        String id = events.split("/")[3];
        try (BufferedReader in = reader(open(events))) {
            assertEquals("progress", read(in, List.of("progress")).get(0).event());
            HttpResponse<String> cancel = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + app.port() + "/api/statistics/" + id)).header("Content-Type", "application/json").DELETE()
                    .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, cancel.statusCode());
            List<Sent> rest = read(in, List.of("cancelled", "done"));
            assertEquals("cancelled", rest.get(rest.size() - 1).event(), rest.toString());
            assertTrue(rest.stream().noneMatch(s -> s.event().equals("done")));
        }
        assertNoSimulationThreads();
    }

    /** A page that goes away mid-run stops it: its threads end. */
    @Test
    void aClientThatDisconnectsStopsTheRun() throws Exception {
        String events = create("{\"a\": {\"name\": \"hunan\"}, \"hands\": 1000000, \"seed\": 1, \"bots\": \"random\"}");
        InputStream stream = open(events);
        BufferedReader in = reader(stream);
        assertEquals("progress", read(in, List.of("progress")).get(0).event());
        stream.close();
        // its slot is free once a write fails (a heartbeat every second), not when its threads have wound down: the
        // same client (one run at a time) may start another
        String again = "{\"a\": {\"name\": \"hunan\"}, \"hands\": 10, \"seed\": 1, \"bots\": \"random\"}";
        ApiClient.Reply next = api.post("/api/statistics", again);
        for (int wait = 0; wait < 50 && next.status() == 429; wait++) {
            Thread.sleep(100);
            next = api.post("/api/statistics", again);
        }
        assertEquals(201, next.status(), "the dropped run still holds its slot after 5 s: " + next.body());
        assertEquals(200, api.send("DELETE", "/api/statistics/" + next.body().get("id").asText(), null).status());
        assertNoSimulationThreads();
    }

    /** Waits up to 20 s for every simulation thread of the server to end; fails if one is left. */
    static void assertNoSimulationThreads() throws InterruptedException {
        for (int wait = 0; wait < 200 && simulationThreads() > 0; wait++) {
            Thread.sleep(100);
        }
        assertEquals(0, simulationThreads(), "simulation threads still alive");
    }

    private static long simulationThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive)
                .filter(t -> t.getName().startsWith("simulate-") || t.getName().startsWith("statistics-")).count();
    }

    @Test
    void unsavedTextIsComparedAndItsErrorsRefused() throws Exception {
        String text = api.get("/api/variants/hunan-half").body().get("text").asText();
        String events = create(ApiClient.object("a", Map.of("name", "hunan"), "b", Map.of("name", "hunan-half",
                "text", text), "hands", 50, "seed", 2, "bots", "random"));
        try (BufferedReader in = reader(open(events))) {
            List<Sent> sent = read(in, List.of("done", "failure"));
            Sent done = sent.get(sent.size() - 1);
            assertEquals("done", done.event());
            assertTrue(done.data().get("divergence").get("examples").isEmpty());
        }
        ApiClient.Reply broken = api.post("/api/statistics", ApiClient.object("a", Map.of("name", "hunan"), "b",
                Map.of("name", "mine", "text", "variant mine extends hunan {\n  minimum huxi: reds\n}\n"),
                "hands", 50, "seed", 2));
        assertEquals(422, broken.status());
        assertTrue(broken.error().contains("the unsaved text of 'mine' has errors"), broken.error());
        assertNotNull(broken.body().get("diagnostics").get(0).get("line"));
    }

    @Test
    void badRequestsAreRefusedWithTheReason() {
        record Bad(String body, int status, String reason) {
        }
        for (Bad bad : List.of(
                new Bad("{\"a\": {\"name\": \"hunan\"}, \"hands\": 0, \"seed\": 1}", 400, "hands must be 1 to 1000000"),
                new Bad("{\"a\": {\"name\": \"hunan\"}, \"hands\": 1000001, \"seed\": 1}", 400, "got 1000001"),
                new Bad("{\"a\": {\"name\": \"hunan\"}, \"hands\": 10, \"seed\": 1, \"bots\": \"smart\"}", 400,
                        "no bot 'smart'"),
                new Bad("{\"a\": {\"name\": \"hunan\"}, \"hands\": 10.5, \"seed\": 1}", 400, "'hands' must be a whole"),
                new Bad("{\"a\": {\"name\": \"hunan\"}, \"hands\": 10}", 400, "'seed' must be a whole number"),
                new Bad("{\"hands\": 10, \"seed\": 1}", 400, "'a' must be an object"),
                new Bad("{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"app004-two\"}, \"hands\": 10, \"seed\": 1}",
                        400, "needs variants with the same seats"),
                new Bad("{\"a\": {\"name\": \"no-such\"}, \"hands\": 10, \"seed\": 1}", 404, "no-such"))) {
            ApiClient.Reply reply = api.post("/api/statistics", bad.body());
            assertEquals(bad.status(), reply.status(), bad.body() + ": " + reply.body());
            assertTrue(reply.error().contains(bad.reason()), bad.body() + ": " + reply.error());
        }
        ApiClient.Reply unknown = api.get("/api/statistics/nope/events");
        assertEquals(404, unknown.status(), unknown.body().toString());
        assertTrue(unknown.error().contains("no run 'nope'"), unknown.error());
    }
}
