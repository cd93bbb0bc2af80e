package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every page names the workbench's icon and the server has it, so no page asks for a missing favicon. */
class FaviconTest extends ServerFixture {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private HttpResponse<String> get(String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void everyPageLinksAnIconTheServerHas() throws Exception {
        for (String page : List.of("/index.html", "/explain.html", "/conformance.html", "/trace.html", "/hand.html",
                "/statistics.html")) {
            assertTrue(get(page).body().contains("<link rel=\"icon\" href=\"/favicon.svg\""), page);
        }
        HttpResponse<String> icon = get("/favicon.svg");
        assertEquals(200, icon.statusCode());
        assertTrue(icon.headers().firstValue("Content-Type").orElse("").startsWith("image/svg+xml"), icon.headers()
                .toString());
    }
}
