package dev.paohuzi.web.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;

import java.nio.file.Path;
import java.util.Map;

/**
 * The web UI: a JSON API under {@code /api} and the static pages under {@code /} (CodeMirror from its webjar under
 * {@code /webjars}). Every refused request is a 4xx with a JSON body {@code {"error": ...}}; a bug is a 500 with a
 * one-line JSON error, its stack trace only in the server's log.
 */
public final class WorkbenchServer {
    /** Some exceptions print whole data structures; the client needs the first line's worth. */
    private static final int MAX_ERROR_CHARS = 200;

    private WorkbenchServer() {}

    /** Starts the server; port 0 picks a free one ({@code app.port()} tells which). */
    public static Javalin start(String host, int port, VariantFiles variants, Path cases) {
        return create(variants, cases).start(host, port);
    }

    static Javalin create(VariantFiles files, Path cases) {
        VariantApi variants = new VariantApi(files);
        ConformanceApi conformance = new ConformanceApi(files, cases);
        PlayApi play = new PlayApi(variants);
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.maxRequestSize = RequestBodies.MAX_BYTES * 2L; // ours to refuse, with a JSON error
            config.staticFiles.add("/public", Location.CLASSPATH);
            config.staticFiles.enableWebjars();
            config.routes.get("/api/variants", variants::list);
            config.routes.get("/api/variants/{name}", variants::source);
            config.routes.put("/api/variants/{name}", variants::save);
            config.routes.get("/api/variants/{name}/explain", variants::explain);
            config.routes.post("/api/check", variants::check);
            config.routes.get("/api/diff", variants::diff);
            config.routes.get("/api/conformance", conformance::run);
            config.routes.get("/api/play", play::play);
            new StatisticsApi(variants, files).routes(config.routes);
            config.routes.exception(ApiException.class, (e, ctx) -> ctx.status(e.status()).json(e.body()));
            config.routes.exception(HttpResponseException.class,
                    (e, ctx) -> ctx.status(e.getStatus()).json(Map.of("error", e.getMessage())));
            config.routes.exception(Exception.class, WorkbenchServer::internalError);
        });
    }

    private static void internalError(Exception e, Context ctx) {
        System.err.println("workbench: internal error on " + ctx.method() + " " + ctx.path());
        e.printStackTrace(); // for whoever runs the server; the client gets one line
        String what = String.valueOf(e);
        ctx.status(500).json(Map.of("error", "internal error: "
                + (what.length() > MAX_ERROR_CHARS ? what.substring(0, MAX_ERROR_CHARS) + " …" : what)));
    }
}
