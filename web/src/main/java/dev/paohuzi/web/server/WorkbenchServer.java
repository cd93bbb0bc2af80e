package dev.paohuzi.web.server;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

import java.nio.file.Path;
import java.util.List;

/**
 * The web UI: a JSON API under {@code /api} and the static pages under {@code /} (CodeMirror from its webjar under
 * {@code /webjars}). Every refused request is a 4xx with a JSON body {@code {"error": ...}} ({@link JsonErrors}).
 */
public final class WorkbenchServer {
    /** The request line and headers together; Jetty answers 414 or 431 past it. */
    static final int MAX_HEADER_BYTES = 8 * 1024;
    /** A workbench has a handful of clients; Javalin's default pool would grow to 250 threads under a burst. */
    private static final int MAX_THREADS = 32;

    private WorkbenchServer() {}

    /**
     * Starts the server; port 0 picks a free one ({@code app.port()} tells which). Temporary files that saves
     * interrupted by a crash left in the variants directory are removed first.
     */
    public static Javalin start(String host, int port, VariantFiles variants, Path cases) {
        return start(host, port, variants, cases, false);
    }

    /**
     * As {@link #start(String, int, VariantFiles, Path)}; with {@code warmUp} the server also warms its JIT and
     * compile cache in the background once it listens ({@link WarmUp}): what {@code serve} does. Tests leave it off.
     */
    public static Javalin start(String host, int port, VariantFiles variants, Path cases, boolean warmUp) {
        List<String> orphans = variants.removeOrphans();
        if (!orphans.isEmpty()) {
            System.err.println("workbench: removed " + orphans.size() + " temporary file(s) of interrupted saves: "
                    + String.join(", ", orphans));
        }
        return create(variants, cases, warmUp).start(host, port);
    }

    static Javalin create(VariantFiles files, Path cases, boolean warmUp) {
        VariantApi variants = new VariantApi(files, cases);
        WarmUp warm = warmUp ? new WarmUp(variants) : null;
        ConformanceApi conformance = new ConformanceApi(files, cases);
        PlayApi play = new PlayApi(variants);
        HandApi hand = new HandApi(variants);
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.maxRequestSize = RequestBodies.MAX_BYTES * 2L; // ours to refuse, with a JSON error
            config.jetty.modifyHttpConfiguration(http -> http.setRequestHeaderSize(MAX_HEADER_BYTES));
            config.jetty.threadPool = new QueuedThreadPool(MAX_THREADS, 2);
            config.staticFiles.add("/public", Location.CLASSPATH);
            config.staticFiles.enableWebjars();
            config.routes.get("/api/variants", variants::list);
            config.routes.get("/api/variants/{name}", variants::source);
            config.routes.put("/api/variants/{name}", variants::save);
            config.routes.delete("/api/variants/{name}", variants::delete);
            config.routes.post("/api/variants/{name}/rename", variants::rename);
            config.routes.post("/api/variants/{name}/dependants", variants::dependants);
            config.routes.get("/api/variants/{name}/explain", variants::explain);
            config.routes.post("/api/check", variants::check);
            config.routes.get("/api/diff", variants::diff);
            config.routes.get("/api/conformance", conformance::run);
            config.routes.get("/api/play", play::play);
            config.routes.post("/api/trace", play::trace);
            config.routes.get("/api/bots", play::bots);
            config.routes.post("/api/seat", new SeatPlayApi(variants)::play);
            config.routes.get("/api/case", conformance::scenario);
            config.routes.post("/api/analyze", hand::analyze);
            config.routes.post("/api/score", hand::score);
            config.routes.get("/api/score/words", HandApi::words);
            config.routes.get("/api/catalogue", new CatalogueApi()::catalogue);
            new StatisticsApi(variants, warm == null ? () -> { } : warm::stopSoon).routes(config.routes);
            if (warm != null) {
                config.events.serverStarted(warm::start);
                config.events.serverStopping(warm::stop);
            }
            ServerTiming.install(config.routes);
            JsonErrors.install(config);
        });
    }
}
