package dev.paohuzi.web.server;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

import java.util.Locale;

/**
 * Every API answer says how long the server took over it, in the standard {@code Server-Timing} header
 * ({@code app;dur=MILLISECONDS}): browsers show it in their network panel, and the server benchmark reads it to
 * tell the server's time from the client's and the network's.
 */
final class ServerTiming {
    private static final String START = "server-timing-start";

    private ServerTiming() {}

    static void install(RoutesConfig routes) {
        routes.before("/api/*", ctx -> ctx.attribute(START, System.nanoTime()));
        routes.after("/api/*", ServerTiming::stamp);
    }

    private static void stamp(Context ctx) {
        Long start = ctx.attribute(START);
        if (start != null && !ctx.res().isCommitted()) { // an event stream has long been sent
            ctx.header("Server-Timing", String.format(Locale.ROOT, "app;dur=%.2f", (System.nanoTime() - start) / 1e6));
        }
    }
}
