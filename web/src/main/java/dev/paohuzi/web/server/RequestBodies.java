package dev.paohuzi.web.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/** Reads the JSON objects clients send; anything else is a 400 that says what was expected. */
final class RequestBodies {
    /** Larger than any variant file by far; a bigger body is a mistake, not an edit. */
    static final int MAX_BYTES = 1_000_000;
    /** Past the limit, at most this much more of a body is read and dropped before the 413 (16 MB). */
    static final long DRAINED_AT_MOST = 16L << 20;
    private static final String BODY = "workbench-body";
    private static final ObjectMapper JSON = new ObjectMapper();

    private RequestBodies() {}

    /**
     * The request's body, read once (later calls get the same bytes). A body over {@link #MAX_BYTES} is refused
     * with 413 after it has been read to its end (up to {@link #DRAINED_AT_MOST} more bytes): a server that
     * answered while the client was still sending would close the connection under it, and the client would see a
     * broken pipe instead of the answer. A longer body is answered and the connection closed.
     */
    static byte[] bytes(Context ctx) {
        byte[] cached = ctx.attribute(BODY);
        if (cached != null) {
            return cached;
        }
        long declared = ctx.req().getContentLengthLong();
        try {
            InputStream in = ctx.req().getInputStream();
            byte[] body = declared > MAX_BYTES ? new byte[0] : in.readNBytes(MAX_BYTES + 1);
            if (declared > MAX_BYTES || body.length > MAX_BYTES) {
                long drained = in.skip(DRAINED_AT_MOST);
                if (drained == DRAINED_AT_MOST) {
                    ctx.header("Connection", "close");
                }
                throw new ApiException(413, "the request body is " + (declared > 0 ? declared + " bytes"
                        : "more than " + MAX_BYTES + " bytes") + "; the limit is " + MAX_BYTES,
                        Map.of("hint", "a request body is at most " + MAX_BYTES + " bytes"));
            }
            ctx.attribute(BODY, body);
            return body;
        } catch (IOException e) {
            throw new ApiException(400, "the request could not be read: " + e.getMessage(),
                    Map.of("hint", "send the whole body, with a Content-Length or valid chunks"));
        }
    }

    static JsonNode object(Context ctx, String expected) {
        byte[] body = bytes(ctx);
        JsonNode node;
        try {
            node = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw new ApiException(400, "the request body is not JSON", Map.of("expected", expected));
        } catch (IOException e) {
            throw new ApiException(400, "the request body cannot be read: " + e.getMessage());
        }
        if (node == null || !node.isObject()) {
            throw new ApiException(400, "the request body must be a JSON object", Map.of("expected", expected));
        }
        return node;
    }

    static String text(JsonNode body, String field, String expected) {
        JsonNode value = body.get(field);
        if (value == null || !value.isTextual()) {
            throw new ApiException(400, "the field '" + field + "' must be a string", Map.of("expected", expected));
        }
        return wellFormed(field, value.asText());
    }

    /**
     * Refuses (422) a string with a lone surrogate ({@code "\\ud800"} in JSON): it has no UTF-8 form, so it could
     * only be saved or compiled as {@code ?}, a text other than the one sent.
     */
    private static String wellFormed(String field, String text) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new ApiException(422, String.format("'%s' has a lone surrogate \\u%04x at line %d, column %d; "
                        + "it is not a character and has no UTF-8 form", field, (int) c, line, column),
                        Map.of("hint", "send the character whole (both halves of its surrogate pair), or remove it"));
            } else if (c == '\n') {
                line++;
                column = 0;
            }
            column++;
        }
        return text;
    }

    static long whole(JsonNode body, String field, String expected) {
        JsonNode value = body.get(field);
        if (value == null || !value.canConvertToLong() || !value.isIntegralNumber()) {
            throw new ApiException(400, "'" + field + "' must be a whole number", Map.of("expected", expected));
        }
        return value.asLong();
    }

    static boolean flag(JsonNode body, String field, String expected) {
        JsonNode value = body.get(field);
        if (value == null || value.isNull()) {
            return false;
        }
        if (!value.isBoolean()) {
            throw new ApiException(400, "the field '" + field + "' must be true or false",
                    Map.of("expected", expected));
        }
        return value.booleanValue();
    }
}
