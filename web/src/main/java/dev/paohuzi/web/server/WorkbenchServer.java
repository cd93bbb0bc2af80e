package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantFiles;
import dev.paohuzi.web.store.VariantHistory;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The web UI: a JSON API under {@code /api} and the static pages under {@code /} (CodeMirror from its webjar under
 * {@code /webjars}). Every refused request is a 4xx with a JSON body {@code {"error": ...}} ({@link JsonErrors}).
 */
public final class WorkbenchServer {
    /** The request line and headers together; Jetty answers 414 or 431 past it. */
    static final int MAX_HEADER_BYTES = 8 * 1024;
    /** A workbench has a handful of clients; Javalin's default pool would grow to 250 threads under a burst. */
    private static final int MAX_THREADS = 32;
    /**
     * How long a request under way may wait for its next byte, in or out (Jetty's idle timeout while a request is
     * handled; between requests the connector's 30 s hold): a body cut short is answered 400 after it, whether or not
     * the client's end of the stream reached the server, and a client that stops reading is dropped. A handler
     * computing without I/O (a conformance run, a statistics stream between events) is not cut by it.
     */
    static final long REQUEST_IDLE_MS = 5_000;

    private WorkbenchServer() {}

    /**
     * Starts the server on loopback, no token needed; port 0 picks a free one ({@code app.port()} tells which).
     * Temporary files that saves interrupted by a crash left in the variants directory are removed first, and the
     * history records whatever the files hold beyond its last commit ({@link VariantHistory#open}).
     */
    public static Javalin start(String host, int port, VariantFiles variants, Path cases) {
        return start(host, port, variants, cases, false, null);
    }

    /**
     * As {@link #start(String, int, VariantFiles, Path)}; with {@code warmUp} the server also warms its JIT and
     * compile cache in the background once it listens ({@link WarmUp}): what {@code serve} does. Tests leave it off.
     * {@code users} maps each token to its user: every request must carry one; null on loopback for none (a
     * server beyond loopback must have users).
     */
    public static Javalin start(String host, int port, VariantFiles variants, Path cases, boolean warmUp,
                                Map<String, String> users) {
        if (users == null && !loopback(host)) {
            throw new IllegalArgumentException("a server on " + host + " needs tokens");
        }
        List<String> orphans = variants.removeOrphans();
        if (!orphans.isEmpty()) {
            System.err.println("workbench: removed " + orphans.size() + " temporary file(s) of interrupted saves: "
                    + String.join(", ", orphans));
        }
        VariantHistory history = VariantHistory.open(variants);
        Access access = users == null ? Access.local() : Access.users(users);
        return create(variants, history, cases, warmUp, access).start(host, port);
    }

    /** Whether the address is this machine only, where no token is needed. */
    public static boolean loopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private static Javalin create(VariantFiles files, VariantHistory history, Path cases, boolean warmUp,
                                  Access access) {
        VariantApi variants = new VariantApi(files, history, cases);
        WarmUp warm = warmUp ? new WarmUp(variants) : null;
        ConformanceApi conformance = new ConformanceApi(files, cases, variants);
        PlayApi play = new PlayApi(variants);
        HandApi hand = new HandApi(variants);
        ClientLimits limits = new ClientLimits();
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.maxRequestSize = RequestBodies.MAX_BYTES; // RequestBodies reads bodies itself
            config.jetty.modifyHttpConfiguration(http -> {
                http.setRequestHeaderSize(MAX_HEADER_BYTES);
                http.setIdleTimeout(REQUEST_IDLE_MS);
            });
            config.jetty.threadPool = new QueuedThreadPool(MAX_THREADS, 2);
            config.staticFiles.add("/public", Location.CLASSPATH);
            config.staticFiles.enableWebjars();
            access.install(config); // first: before handlers run in the order they are added
            JsonErrors.install(config);
            config.routes.get("/api/variants", variants::list);
            config.routes.get("/api/variants/{name}", variants::source);
            config.routes.put("/api/variants/{name}", variants::save);
            config.routes.delete("/api/variants/{name}", variants::delete);
            config.routes.post("/api/variants/{name}/rename", variants::rename);
            config.routes.post("/api/variants/{name}/dependants", limits.limited(variants::dependants));
            config.routes.get("/api/variants/{name}/history", variants::history);
            config.routes.get("/api/variants/{name}/history/{commit}", variants::version);
            config.routes.get("/api/variants/{name}/changes", variants::changes);
            config.routes.post("/api/variants/{name}/restore", variants::restore);
            config.routes.get("/api/variants/{name}/explain", variants::explain);
            config.routes.post("/api/variants/{name}/explain", variants::explain); // with drafts
            config.routes.post("/api/check", variants::check);
            config.routes.get("/api/diff", variants::diff);
            config.routes.post("/api/diff", variants::diff);
            config.routes.get("/api/conformance", limits.limited(conformance::run));
            config.routes.post("/api/conformance", limits.limited(conformance::run)); // with drafts
            config.routes.get("/api/conformance/junit", limits.limited(conformance::junit));
            config.routes.post("/api/conformance/junit", limits.limited(conformance::junit));
            config.routes.get("/api/play", play::play);
            config.routes.post("/api/play", play::play);
            config.routes.post("/api/trace", play::trace);
            config.routes.get("/api/bots", play::bots);
            config.routes.post("/api/seat", new SeatPlayApi(variants)::play);
            config.routes.get("/api/case", conformance::scenario);
            config.routes.post("/api/case", conformance::scenario);
            config.routes.post("/api/analyze", hand::analyze);
            config.routes.post("/api/score", hand::score);
            config.routes.get("/api/score/words", HandApi::words);
            config.routes.get("/api/catalogue", new CatalogueApi(files)::catalogue);
            new StatisticsApi(variants, warm == null ? () -> { } : warm::stopSoon).routes(config.routes);
            config.events.serverStopped(history::close);
            if (warm != null) {
                config.events.serverStarted(warm::start);
                config.events.serverStopping(warm::stop);
            }
            ServerTiming.install(config.routes);

        });
    }
}
