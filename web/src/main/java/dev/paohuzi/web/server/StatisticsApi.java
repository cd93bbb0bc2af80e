package dev.paohuzi.web.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.sim.Metric;
import dev.paohuzi.runtime.sim.PairedTally;
import dev.paohuzi.runtime.sim.PerHandExport;
import dev.paohuzi.runtime.sim.Report;
import dev.paohuzi.runtime.sim.Shard;
import dev.paohuzi.runtime.sim.Simulation;
import dev.paohuzi.runtime.sim.Tally;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;

import java.io.IOException;
import java.io.StringWriter;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BinaryOperator;
import java.util.function.Function;

/**
 * The Statistics page's runs: {@code POST /api/statistics} checks a request and returns its id; the page then opens
 * {@code GET /api/statistics/{id}/events} (server-sent events: {@code progress} with a partial result, then
 * {@code done} with the complete one, or {@code cancelled} or {@code failure}); {@code DELETE /api/statistics/{id}}
 * cancels. A client that goes away cancels too: each progress event is a write, and a failed write stops the
 * worker threads at their next hand. A partial result always says {@code "partial": true}.
 */
final class StatisticsApi {
    /** The most hands a browser may ask for (the command line goes to 10^8). */
    static final int MAX_HANDS = 1_000_000;
    /** The most whole matches a browser may ask for: a match of a real variant is some tens of hands. */
    static final int MAX_MATCHES = 100_000;
    /** The most hands of a per-hand download (about 0.6 KB a compared hand). */
    static final int MAX_PER_HAND = 200_000;
    /** Runs waiting for their stream or playing: each takes every core, so a few at most. */
    private static final int MAX_RUNS = 3;
    /** Runs one client may have waiting or playing, so that one client cannot take every slot. */
    static final int RUNS_PER_CLIENT = 1;
    /** How often a playing run's stream is written to even without progress (ms): a closed page is seen then. */
    private static final long HEARTBEAT_MS = 1000;
    /** Progress events at most this often (ns): often enough for a live chart, rarely enough to cost nothing. */
    private static final long PROGRESS_EVERY = 300_000_000L;
    private static final String BODY = "{\"a\": {\"name\": \"hunan\"}, \"b\": {\"name\": \"mine\", \"text\": "
            + "\"variant ...\"}, \"hands\": 10000, \"seed\": 1, \"bots\": \"random\"}";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final VariantApi variants;
    /** Told when a run starts to play (the server's warm-up stops then). */
    private final Runnable playing;
    /** A run not yet streamed is dropped after this long (ns): its page went away before it opened the stream. */
    private static final long WAIT_AT_MOST = 60_000_000_000L;

    /** A run created and not yet streamed, with when it was created and the client that made it. */
    private record Waiting(StatisticsRun run, long since, String client) {
    }

    /** A run playing: the flag that stops it and the client whose slot it holds. */
    private record Running(AtomicBoolean stop, String client) {
    }

    private final Map<String, Waiting> waiting = new ConcurrentHashMap<>();
    private final Map<String, Running> running = new ConcurrentHashMap<>();
    /** Writes each playing stream a comment now and then: a write is how a closed connection is noticed. */
    private static final ScheduledExecutorService HEARTBEAT = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "event-stream-heartbeat");
        thread.setDaemon(true);
        return thread;
    });

    StatisticsApi(VariantApi variants, Runnable playing) {
        this.variants = variants;
        this.playing = playing;
    }

    void routes(RoutesConfig routes) {
        routes.post("/api/statistics", this::create);
        routes.post("/api/statistics/per-hand", this::perHand);
        routes.before("/api/statistics/{id}/events", this::refuseUnknown);
        routes.sse("/api/statistics/{id}/events", this::events);
        routes.delete("/api/statistics/{id}", this::cancel);
    }

    void create(Context ctx) {
        JsonNode body = RequestBodies.object(ctx, BODY);
        waiting.values().removeIf(w -> System.nanoTime() - w.since() > WAIT_AT_MOST);
        String client = Access.client(ctx);
        refuseIfFull(client); // before the variants are compiled; again, atomically, when the run is added
        StatisticsRun run = request(body);
        String id = UUID.randomUUID().toString();
        synchronized (waiting) {
            refuseIfFull(client);
            waiting.put(id, new Waiting(run, System.nanoTime(), client));
        }
        ctx.status(201).json(Map.of("id", id, "events", "/api/statistics/" + id + "/events",
                "reproduce", String.valueOf(run.reproduce())));
    }

    /**
     * {@code POST /api/statistics/per-hand} with a run's request: the same hands played again, every hand's measures
     * as JSON Lines (as {@code compare --per-hand} writes them), in seed order. It holds a run's slot while it plays.
     */
    void perHand(Context ctx) throws InterruptedException, IOException {
        String client = Access.client(ctx);
        StatisticsRun run = request(RequestBodies.object(ctx, BODY));
        if (run.matches() && run.paired()) {
            throw new ApiException(400, "a compared match's hands do not pair one by one, so a comparison of "
                    + "matches has no per-hand data", Map.of("hint", "download each variant's alone, or compare "
                    + "hands"));
        }
        if (run.hands() > MAX_PER_HAND) {
            throw new ApiException(400, "the per-hand download holds at most " + MAX_PER_HAND + " hands, got "
                    + run.hands(), Map.of("hint", "the command line's compare --per-hand FILE writes any number"));
        }
        AtomicBoolean stop = new AtomicBoolean();
        String id = "per-hand-" + UUID.randomUUID();
        synchronized (waiting) {
            refuseIfFull(client);
            running.put(id, new Running(stop, client));
        }
        try {
            PerHandExport export = new PerHandExport(run.rulesA().seating().players());
            HandStarter a = new HandStarter(run.rulesA());
            HandStarter b = run.paired() ? new HandStarter(run.rulesB()) : null;
            int blocks = Simulation.blockSize(run.hands());
            Simulation.inParallel(run.seed(), run.hands(), Runtime.getRuntime().availableProcessors(),
                    shard -> run.matches() ? Simulation.matches(run.rulesA(), run.bots(), shard, blocks, stop::get,
                            export) : b == null ? Simulation.play(a, run.bots(), shard, blocks, stop::get, export)
                            : Simulation.compare(a, b, run.bots(), shard, blocks, stop::get, export),
                    (x, y) -> x, (soFar, done, hands) -> { }, stop);
            StringWriter lines = new StringWriter();
            export.write(lines);
            ctx.contentType("application/x-ndjson").header("Content-Disposition",
                    "attachment; filename=\"per-hand.jsonl\"").result(lines.toString());
        } finally {
            running.remove(id);
        }
    }

    /** A run's request checked: its variants, hands, seed, bots and primary metric. */
    private StatisticsRun request(JsonNode body) {
        JsonNode b = body.get("b");
        Side sideA = side(body.get("a"), "a");
        Side sideB = b == null || b.isNull() ? null : side(b, "b");
        int players = sideA.rules().seating().players();
        if (sideB != null && sideB.rules().seating().players() != players) {
            throw new ApiException(400, sideA.name() + " seats " + players + " and " + sideB.name() + " seats "
                    + sideB.rules().seating().players() + "; a comparison needs variants with the same seats");
        }
        boolean matches = body.hasNonNull("matches");
        if (matches && body.hasNonNull("hands")) {
            throw new ApiException(400, "name hands or matches, not both", Map.of("hint", "a run plays hands alone "
                    + "or whole matches"));
        }
        long count = RequestBodies.whole(body, matches ? "matches" : "hands", BODY);
        int most = matches ? MAX_MATCHES : MAX_HANDS;
        if (count < 1 || count > most) {
            throw new ApiException(400, (matches ? "matches" : "hands") + " must be 1 to " + most + ", got " + count,
                    Map.of("hint", "the command line's compare plays up to 100000000"));
        }
        BotLineup bots = PlayApi.lineup(body.hasNonNull("bots") ? body.get("bots").asText() : null, players);
        String metric = body.hasNonNull("metric") ? body.get("metric").asText() : Report.DEFAULT_PRIMARY;
        if (Metric.named(metric, players, matches).isEmpty()) {
            throw new ApiException(400, "no metric '" + metric + "'", Map.of("hint", "one of "
                    + Metric.all(players, matches).stream().map(Metric::name).toList()));
        }
        return new StatisticsRun(sideA.name(), sideA.rules(), sideA.saved(),
                sideB == null ? null : sideB.name(), sideB == null ? null : sideB.rules(),
                sideB != null && sideB.saved(), (int) count, matches, RequestBodies.whole(body, "seed", BODY), bots,
                metric);
    }

    /** 429 when the server plays its most runs, or the client its most. */
    private void refuseIfFull(String client) {
        if (waiting.values().stream().filter(w -> w.client().equals(client)).count()
                + running.values().stream().filter(r -> r.client().equals(client)).count() >= RUNS_PER_CLIENT) {
            throw new ApiException(429, "you have " + RUNS_PER_CLIENT + " run(s) waiting or playing already; wait "
                    + "for it to end", Map.of("hint", "cancel the run you no longer need"));
        }
        if (waiting.size() + running.size() >= MAX_RUNS) {
            throw new ApiException(429, "the server is already playing " + MAX_RUNS + " runs; wait for one to end",
                    Map.of("hint", "cancel a run you no longer need"));
        }
    }

    /** A variant of the request: a saved name, or a name with the editor's unsaved texts (its own, its parents'). */
    private record Side(String name, RuleSet rules, boolean saved) {
    }

    private Side side(JsonNode node, String field) {
        if (node == null || !node.isObject()) {
            throw new ApiException(400, "'" + field + "' must be an object with a variant's name", Map.of("expected",
                    BODY));
        }
        String name = RequestBodies.text(node, "name", BODY);
        Drafts drafts = variants.drafts(node); // the side's drafts: its own and its parents' unsaved texts
        if (!node.hasNonNull("text")) {
            return new Side(name, variants.compiled(name, drafts).rules(), drafts.isEmpty());
        }
        return new Side(name, variants.compiled(name, drafts.with(name, RequestBodies.text(node, "text", BODY)))
                .rules(), false);
    }

    void cancel(Context ctx) {
        String id = ctx.pathParam("id");
        Running playing = running.remove(id); // its slot is free at once; its threads stop at their next hand
        if (playing == null && waiting.remove(id) == null) {
            throw new ApiException(404, "no run '" + id + "' is playing", Map.of("hint", "start one with POST "
                    + "/api/statistics"));
        }
        if (playing != null) {
            playing.stop().set(true);
        }
        ctx.json(Map.of("cancelled", id));
    }

    /** An unknown run is a 404 JSON before any stream starts. */
    private void refuseUnknown(Context ctx) {
        String id = ctx.pathParam("id");
        if (!waiting.containsKey(id)) {
            throw new ApiException(404, "no run '" + id + "' is waiting", Map.of("hint", "start one with POST "
                    + "/api/statistics; its answer names the events address"));
        }
    }

    /** The run's event stream; the run plays on its own thread while the stream stays open. */
    void events(SseClient client) {
        String id = client.ctx().pathParam("id");
        Waiting waited = waiting.remove(id);
        if (waited == null) {
            send(client, "failure", Map.of("error", "no run '" + id + "' is waiting; start one with POST "
                    + "/api/statistics"));
            client.close();
            return;
        }
        playing.run();
        AtomicBoolean stop = new AtomicBoolean();
        running.put(id, new Running(stop, waited.client()));
        client.keepAlive();
        client.onClose(() -> {
            stop.set(true);
            running.remove(id); // the slot is free at once, not when the threads have wound down
        });
        Thread thread = new Thread(() -> play(id, waited.run(), client, stop), "statistics-" + id);
        thread.setDaemon(true);
        thread.start();
    }

    private void play(String id, StatisticsRun run, SseClient client, AtomicBoolean stop) {
        ScheduledFuture<?> heartbeat = HEARTBEAT.scheduleWithFixedDelay(() -> {
            if (!comment(client)) {
                stop.set(true);
                running.remove(id);
            }
        }, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
        try {
            Object result = run.paired() ? paired(run, client, stop) : single(run, client, stop);
            end(id, client, "done", StatisticsView.of(run, result, run.hands(), false));
        } catch (CancellationException e) {
            end(id, client, "cancelled", Map.of("cancelled", true));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            System.err.println("workbench: statistics run " + id + " failed");
            e.printStackTrace();
            end(id, client, "failure", Map.of("error", "the run failed: " + e));
        } finally {
            heartbeat.cancel(false);
            running.remove(id);
            client.close();
        }
    }

    private Tally single(StatisticsRun run, SseClient client, AtomicBoolean stop) throws InterruptedException {
        HandStarter starter = new HandStarter(run.rulesA());
        int blocks = Simulation.blockSize(run.hands());
        return play(run, client, stop, shard -> run.matches() ? Simulation.matches(run.rulesA(), run.bots(), shard,
                blocks, stop::get, Simulation.HandSink.NONE)
                : Simulation.play(starter, run.bots(), shard, blocks, stop::get), Tally::merge);
    }

    private PairedTally paired(StatisticsRun run, SseClient client, AtomicBoolean stop) throws InterruptedException {
        HandStarter a = new HandStarter(run.rulesA());
        HandStarter b = new HandStarter(run.rulesB());
        int blocks = Simulation.blockSize(run.hands());
        return play(run, client, stop, shard -> run.matches() ? Simulation.compareMatches(run.rulesA(),
                run.rulesB(), run.bots(), shard, blocks, stop::get)
                : Simulation.compare(a, b, run.bots(), shard, blocks, stop::get), PairedTally::merge);
    }

    private <R> R play(StatisticsRun run, SseClient client, AtomicBoolean stop, Function<Shard, R> shard,
                       BinaryOperator<R> merge) throws InterruptedException {
        long[] last = {0};
        return Simulation.inParallel(run.seed(), run.hands(), Runtime.getRuntime().availableProcessors(), shard,
                merge, (soFar, done, hands) -> {
                    if (client.terminated()) {
                        stop.set(true); // the page went away
                    } else if (done < hands && System.nanoTime() - last[0] > PROGRESS_EVERY) {
                        if (!send(client, "progress", StatisticsView.of(run, soFar, done, true))) {
                            stop.set(true);
                        }
                        last[0] = System.nanoTime();
                    }
                }, stop);
    }

    /**
     * A run's last event, sent after its slot is freed: a client that reads it and at once starts another run is
     * never refused for the run that has just ended.
     */
    private void end(String id, SseClient client, String event, Map<String, Object> data) {
        running.remove(id);
        send(client, event, data);
    }

    /** Sends an event; false when the client has gone (the connection closed or Jetty recycled the request). */
    private static boolean send(SseClient client, String event, Map<String, Object> data) {
        String json = json(data);
        return write(client, () -> client.sendEvent(event, json));
    }

    private static boolean comment(SseClient client) {
        return write(client, () -> client.sendComment("playing"));
    }

    /** One write at a time to a stream (the run's thread and the heartbeat share it). */
    private static boolean write(SseClient client, Runnable write) {
        synchronized (client) {
            if (client.terminated()) {
                return false;
            }
            try {
                write.run();
                return !client.terminated();
            } catch (RuntimeException e) {
                return false; // Javalin's SSE client throws once the request behind it is gone
            }
        }
    }

    /** An event's data. */
    static String json(Map<String, Object> data) {
        try {
            return JSON.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a statistics event could not be written", e);
        }
    }
}
