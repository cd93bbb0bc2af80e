package dev.paohuzi.web.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A request the API refuses: its HTTP status and the JSON body {@code {"error": message, ...details}}. Handlers
 * throw it; {@link WorkbenchServer} turns it into the response, so no handler writes an error body by hand.
 */
public final class ApiException extends RuntimeException {
    private final int status;
    private final Map<String, Object> details;

    public ApiException(int status, String message) {
        this(status, message, Map.of());
    }

    public ApiException(int status, String message, Map<String, Object> details) {
        super(message, null, false, false); // an answer to a client, not a bug: no stack trace to keep
        this.status = status;
        this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details)); // a detail may be null
    }

    public int status() {
        return status;
    }

    /** The response body: {@code error} first, then the details. */
    public Map<String, Object> body() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", getMessage());
        body.putAll(details);
        return body;
    }
}
