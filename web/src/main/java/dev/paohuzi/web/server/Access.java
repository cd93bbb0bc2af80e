package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantHistory;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who may use the server, checked before every request. Always: a request from another site is refused (403), by
 * its {@code Origin} (a page elsewhere posting a form or calling the API) or its {@code Sec-Fetch-Site}; a change
 * (POST, PUT, DELETE) must say its body is JSON ({@code Content-Type: application/json}, 415), which no HTML form
 * can send. On loopback: the {@code Host} must name this machine ({@code localhost}, {@code 127.0.0.1},
 * {@code [::1]}), so that a site whose name was re-pointed at 127.0.0.1 (DNS rebinding) is refused (403); no login.
 * Beyond loopback, or with users configured: every request carries a user's token ({@code Authorization: Bearer T},
 * the cookie the page got, or {@code ?token=T} on the address printed at start), else 401.
 * <p>
 * Every save names who made it: the user of the token, or on loopback the account the server runs as.
 */
final class Access {
    static final String COOKIE = "workbench-token";
    private static final String USER = "workbench-user";
    private static final String CLIENT = "workbench-client";
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");
    private static final Set<HandlerType> CHANGES = Set.of(HandlerType.POST, HandlerType.PUT, HandlerType.DELETE,
            HandlerType.PATCH);

    /** The users by token; empty: none needed (loopback). */
    private final Map<String, String> users;

    private Access(Map<String, String> users) {
        this.users = Map.copyOf(users);
    }

    /** No token: the server listens on loopback only, and saves name the account it runs as. */
    static Access local() {
        return new Access(Map.of());
    }

    /** Every request needs one of the tokens (token to user name). */
    static Access users(Map<String, String> users) {
        if (users.isEmpty()) {
            throw new IllegalArgumentException("at least one user");
        }
        return new Access(users);
    }

    boolean needsToken() {
        return !users.isEmpty();
    }

    void install(JavalinConfig config) {
        config.routes.before(this::check);
    }

    /** The author of a change the request makes, and a note of where it came from, with the client's message. */
    static VariantWrites.Change change(Context ctx, String message) {
        String user = Optional.ofNullable(ctx.<String>attribute(USER)).orElse(System.getProperty("user.name"));
        String from = "From " + ctx.<String>attribute(CLIENT) + ".";
        return new VariantWrites.Change(new VariantHistory.Author(user),
                message.isBlank() ? from : message.strip() + "\n\n" + from);
    }

    /** The client a per-client limit counts against: its address. */
    static String client(Context ctx) {
        return ctx.req().getRemoteAddr();
    }

    private void check(Context ctx) {
        ctx.attribute(CLIENT, client(ctx));
        if (!needsToken() && !LOOPBACK_NAMES.contains(hostName(ctx.header("Host")))) {
            throw refuse(403, "the Host header does not name this machine",
                    "open the workbench as http://localhost:PORT/ or http://127.0.0.1:PORT/");
        }
        String origin = ctx.header("Origin");
        if (origin != null && !sameOrigin(origin, ctx.header("Host"))
                || "cross-site".equals(ctx.header("Sec-Fetch-Site")) && ctx.path().startsWith("/api/")) {
            throw refuse(403, "a request from another site is refused", "use the workbench's own pages");
        }
        if (CHANGES.contains(ctx.method()) && !json(ctx.header("Content-Type"))) {
            throw refuse(415, "a change must send Content-Type: application/json",
                    "send the body as JSON with that header (an empty body is {})");
        }
        if (needsToken()) {
            authenticate(ctx);
        }
    }

    private void authenticate(Context ctx) {
        Optional<String> fromQuery = Optional.ofNullable(ctx.queryParam("token"));
        Optional<String> token = bearer(ctx.header("Authorization")).or(() -> fromQuery)
                .or(() -> Optional.ofNullable(ctx.cookie(COOKIE)));
        Optional<String> user = token.flatMap(this::user);
        if (user.isEmpty()) {
            throw refuse(401, token.isEmpty() ? "this workbench needs a token" : "the token is not valid",
                    "open the address the server printed at start (it ends in ?token=...), or send "
                            + "Authorization: Bearer TOKEN");
        }
        ctx.attribute(USER, user.get());
        if (fromQuery.isPresent()) { // the page's later requests carry it as a cookie no other site can send
            ctx.header("Set-Cookie", COOKIE + "=" + fromQuery.get() + "; Path=/; HttpOnly; SameSite=Strict");
        }
    }

    /** The user of a token, compared in constant time. */
    private Optional<String> user(String token) {
        byte[] given = token.getBytes(StandardCharsets.UTF_8);
        String found = null;
        for (Map.Entry<String, String> entry : users.entrySet()) {
            if (MessageDigest.isEqual(entry.getKey().getBytes(StandardCharsets.UTF_8), given)) {
                found = entry.getValue();
            }
        }
        return Optional.ofNullable(found);
    }

    private static Optional<String> bearer(String authorization) {
        return authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)
                ? Optional.of(authorization.substring(7).strip()) : Optional.empty();
    }

    private static boolean json(String contentType) {
        return contentType != null && contentType.toLowerCase(Locale.ROOT).strip().split(";", 2)[0].strip()
                .equals("application/json");
    }

    /** Whether an {@code Origin} is this server as the {@code Host} header names it. */
    private static boolean sameOrigin(String origin, String host) {
        try {
            URI uri = new URI(origin);
            return host != null && "http".equals(uri.getScheme()) && uri.getRawAuthority() != null
                    && uri.getRawAuthority().equalsIgnoreCase(host.strip()) && (uri.getRawPath() == null
                    || uri.getRawPath().isEmpty());
        } catch (URISyntaxException e) {
            return false; // "null" (a sandboxed page, a file) and anything unparsable
        }
    }

    /** The host part of a {@code Host} header, lowercase, without the port. */
    private static String hostName(String host) {
        if (host == null) {
            return "";
        }
        String h = host.strip().toLowerCase(Locale.ROOT);
        int colon = h.startsWith("[") ? h.indexOf("]:") + 1 : h.lastIndexOf(':');
        return colon > 0 ? h.substring(0, colon) : h;
    }

    private static ApiException refuse(int status, String error, String hint) {
        return new ApiException(status, error, Map.of("hint", hint));
    }
}
