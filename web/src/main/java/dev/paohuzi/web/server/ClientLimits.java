package dev.paohuzi.web.server;

import io.javalin.http.Handler;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Per-client limits on the costly endpoints (a dependants check compiles every variant extending one and runs
 * their cases; a conformance run runs every case): each client, by its address, has at most {@link #AT_ONCE} of
 * them under way, so one client cannot keep every core busy; past it, 429 at once. Statistics runs have their own
 * count ({@link StatisticsApi#RUNS_PER_CLIENT}).
 */
final class ClientLimits {
    static final int AT_ONCE = 2;

    /** Costly requests under way per client; a client with none has no entry. */
    private final Map<String, Integer> busy = new ConcurrentHashMap<>();

    /** The handler, refused with 429 while the client has {@link #AT_ONCE} costly requests under way. */
    Handler limited(Handler handler) {
        return ctx -> {
            String client = Access.client(ctx);
            int underWay = busy.merge(client, 1, Integer::sum);
            try {
                if (underWay > AT_ONCE) {
                    ctx.header("Retry-After", "1");
                    throw new ApiException(429, "you have " + AT_ONCE + " costly requests under way already",
                            Map.of("hint", "wait for one to finish (dependants checks, conformance runs)"));
                }
                handler.handle(ctx);
            } finally {
                busy.computeIfPresent(client, (c, n) -> n == 1 ? null : n - 1);
            }
        };
    }
}
