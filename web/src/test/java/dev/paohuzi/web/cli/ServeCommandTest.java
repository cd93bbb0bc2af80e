package dev.paohuzi.web.cli;

import io.javalin.Javalin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The minimal page: it serves, and bad requests get a 4xx with a JSON error. */
class ServeCommandTest {
    private Javalin app;

    @BeforeEach
    void start() {
        app = ServeCommand.start("127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        app.stop();
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesThePage() throws Exception {
        HttpResponse<String> page = get("/");
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("rule-variant workbench"));
    }

    @Test
    void unknownVariantIs404() throws Exception {
        HttpResponse<String> response = get("/variants/no_such_variant");
        assertEquals(404, response.statusCode());
        assertEquals("{\"error\":\"no variant 'no_such_variant'\"}", response.body());
    }

    @Test
    void badNameIs400() throws Exception {
        HttpResponse<String> response = get("/variants/..%2Fpom");
        assertEquals(400, response.statusCode());
        assertTrue(response.body().startsWith("{\"error\":"), response.body());
    }
}
