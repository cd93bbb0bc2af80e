package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;

/** Calls a running server the way the pages do; every answer must be JSON. */
record ApiClient(Javalin app) {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    static final ObjectMapper JSON = new ObjectMapper();

    /** A response: its status, its body parsed as JSON and its headers. */
    record Reply(int status, JsonNode body, HttpHeaders headers) {
        String error() {
            return body.path("error").asText();
        }

        /** The body's {@code version}, checked against the {@code ETag} header. */
        String version() {
            String version = body.path("version").asText();
            if (!headers.firstValue("ETag").equals(Optional.of('"' + version + '"'))) {
                throw new AssertionError("ETag " + headers.firstValue("ETag") + " is not the version " + version);
            }
            return version;
        }
    }

    Reply get(String path) {
        return send(request(path).GET());
    }

    Reply post(String path, String body) {
        return send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Reply put(String path, String body) {
        return send(request(path).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** A request with headers given as name, value pairs; a change says it sends JSON unless they say otherwise. */
    Reply send(String method, String path, String body, String... headers) {
        HttpRequest.Builder request = request(path).method(method, body == null
                ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        boolean typed = false;
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
            typed |= headers[i].equalsIgnoreCase("Content-Type");
        }
        if (!typed && !method.equals("GET")) {
            request.header("Content-Type", "application/json");
        }
        return send(request);
    }

    /** A JSON object with one string field and any others given as name, value pairs. */
    static String object(Object... fieldsAndValues) {
        var node = JSON.createObjectNode();
        for (int i = 0; i < fieldsAndValues.length; i += 2) {
            node.set((String) fieldsAndValues[i], JSON.valueToTree(fieldsAndValues[i + 1]));
        }
        return node.toString();
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path));
    }

    private static Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), JSON.readTree(response.body()), response.headers());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
