package dev.paohuzi.web.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.web.store.StoreException;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.HttpResponseException;
import org.eclipse.jetty.http.BadMessageException;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One JSON error body, {@code {"error": ..., "hint": ...}}, for every refusal: the API's own ({@link ApiException}),
 * Javalin's (no such endpoint, wrong method, body too large) and Jetty's, which answers requests that never reach
 * Javalin (a bad escape or NUL in the URI, a URI or headers too long, a request that is not HTTP) with an HTML
 * page by default. A request that breaks off mid-body is the client's fault, a 400 too. A bug is a 500 with a
 * one-line error, its stack trace only in the server's log.
 */
final class JsonErrors {
    /** Some exceptions print whole data structures; the client needs the first line's worth. */
    private static final int MAX_ERROR_CHARS = 200;
    /** A {@code %} not followed by two hex digits: Java's URL decoder throws on it. */
    private static final Pattern BAD_ESCAPE = Pattern.compile("%(?![0-9A-Fa-f]{2})");
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonErrors() {}

    static void install(JavalinConfig config) {
        config.http.prefer405over404 = true;
        config.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
        config.routes.before("/api/*", JsonErrors::refuseHead);
        config.routes.before(JsonErrors::refuseBadEscapes);
        config.routes.exception(ApiException.class, (e, ctx) -> ctx.status(e.status()).json(e.body()));
        config.routes.exception(StoreException.class, (e, ctx) -> {
            ApiException answer = Conflicts.of(e);
            ctx.status(answer.status()).json(answer.body());
        });
        // the variant's formula, not the request, is at fault, wherever it was worked out (hand, score, play, seat)
        config.routes.exception(FormulaOverflow.class, (e, ctx) -> answer(ctx, 422, e.getMessage(), "bound the "
                + "formula where the message points, e.g. with min(..., N), so that it stays within the integer range "
                + "(docs/language.md)"));
        config.routes.exception(HttpResponseException.class,
                (e, ctx) -> answer(ctx, e.getStatus(), e.getMessage(), hint(e.getStatus())));
        config.routes.exception(BadMessageException.class,
                (e, ctx) -> answer(ctx, e.getCode(), "bad request: " + e.getMessage(), hint(e.getCode())));
        config.routes.exception(Exception.class, JsonErrors::unexpected);
    }

    /** The body of every refusal. */
    static Map<String, Object> body(String error, String hint) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", error);
        if (!hint.isEmpty()) {
            body.put("hint", hint);
        }
        return body;
    }

    private static void answer(Context ctx, int status, String error, String hint) {
        ctx.status(status).json(body(error, hint));
    }

    /**
     * Path parameters are percent-decoded when a handler reads them, where a bad escape would be a 500; a bad
     * escape in the query would silently drop every parameter (and, say, run all conformance cases for one).
     */
    private static void refuseBadEscapes(Context ctx) {
        String path = ctx.req().getRequestURI();
        String query = ctx.req().getQueryString();
        if (path != null && BAD_ESCAPE.matcher(path).find() || query != null && BAD_ESCAPE.matcher(query).find()) {
            throw new ApiException(400, "the URI has a % that is not followed by two hex digits",
                    Map.of("hint", "percent-encode a % in a URI as %25"));
        }
    }

    /** Javalin would answer HEAD with an empty text/plain 200 for any path; the API answers GET only. */
    private static void refuseHead(Context ctx) {
        if (ctx.method() == HandlerType.HEAD) {
            throw new ApiException(405, "the API does not answer HEAD", Map.of("hint", "use GET"));
        }
    }

    private static void unexpected(Exception e, Context ctx) {
        if (e instanceof IOException) { // reading the request failed: a body cut short, a bad chunk
            answer(ctx, 400, "the request could not be read: " + firstLine(e.getMessage()),
                    "send the whole body, with a Content-Length or valid chunks");
            return;
        }
        System.err.println("workbench: internal error on " + ctx.method() + " " + ctx.path());
        e.printStackTrace(); // for whoever runs the server; the client gets one line
        answer(ctx, 500, "internal error: " + firstLine(String.valueOf(e)), "");
    }

    private static String firstLine(String text) {
        String line = text == null ? "" : text.lines().findFirst().orElse("");
        return line.length() > MAX_ERROR_CHARS ? line.substring(0, MAX_ERROR_CHARS) + " …" : line;
    }

    private static String hint(int status) {
        return switch (status) {
            case 404 -> "GET /api/variants lists the variants; docs/web.md lists the endpoints";
            case 405 -> "docs/web.md lists each endpoint's methods";
            case 413 -> "a request body is at most " + RequestBodies.MAX_BYTES + " bytes";
            case 414, 431 -> "the request line and headers are at most " + WorkbenchServer.MAX_HEADER_BYTES + " bytes";
            default -> "";
        };
    }

    /** Jetty's error page for what it refuses itself, as the same JSON body. */
    private static final class JettyErrors extends ErrorHandler {
        @Override
        public boolean errorPageForMethod(String method) {
            return true; // every method gets a body, not only GET, POST and HEAD
        }

        @Override
        protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                        Callback callback) throws JsonProcessingException {
            String reason = HttpStatus.getMessage(code);
            String error = message == null || message.isBlank() || message.equals(reason) ? reason
                    : reason + ": " + firstLine(message);
            byte[] json = JSON.writeValueAsBytes(body(error, hint(code)));
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.write(true, ByteBuffer.wrap(json), callback);
        }
    }
}
