package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Who may use the server: on loopback a Host naming this machine and no request from another site; a change says
 * it sends JSON; with tokens, every request carries one and a save names its user; costly endpoints per client.
 * Every refusal is a JSON error with a hint, and changes nothing.
 */
class AccessTest extends ServerFixture {
    private static final String CHECK = "{\"name\": \"hunan\", \"text\": \"variant x extends hunan {}\"}";
    private static final String TOKEN = "0123456789abcdef0123456789abcdef";

    private RawHttp.Answer raw(String method, String target, String headers, String body) throws Exception {
        String content = body == null ? "" : body;
        String head = method + " " + target + " HTTP/1.1\r\nConnection: close\r\n" + headers
                + (content.isEmpty() ? "" : "Content-Length: " + content.getBytes().length + "\r\n") + "\r\n";
        return RawHttp.send(app.port(), (head + content).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private static void assertRefused(int status, String words, RawHttp.Answer answer) {
        assertEquals(status, answer.status(), answer.toString());
        assertTrue(answer.contentType().startsWith("application/json"), answer.toString());
        JsonNode body = answer.json().orElseThrow();
        assertTrue(body.path("error").asText().contains(words), answer.toString());
        assertTrue(!body.path("hint").asText().isBlank(), answer.toString());
    }

    @Test
    void aHostThatDoesNotNameThisMachineIs403() throws Exception {
        String json = "Content-Type: application/json\r\n";
        for (String host : new String[] {"evil.example", "evil.example:" + 7070, "127.0.0.1.evil.example",
            "localhost.evil.example", "10.0.0.1"}) {
            assertRefused(403, "Host", raw("GET", "/api/variants", "Host: " + host + "\r\n", null));
            assertRefused(403, "Host", raw("POST", "/api/check", "Host: " + host + "\r\n" + json, CHECK));
            assertRefused(403, "Host", raw("GET", "/index.html", "Host: " + host + "\r\n", null));
        }
        for (String host : new String[] {"localhost", "localhost:" + app.port(), "127.0.0.1:" + app.port(),
            "[::1]:" + app.port(), "LOCALHOST"}) {
            assertEquals(200, raw("GET", "/api/variants", "Host: " + host + "\r\n", null).status(), host);
        }
    }

    @Test
    void aRequestFromAnotherSiteIs403() throws Exception {
        String host = "Host: 127.0.0.1:" + app.port() + "\r\nContent-Type: application/json\r\n";
        for (String origin : new String[] {"http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1:"
                + app.port(), "http://localhost:" + app.port()}) {
            assertRefused(403, "another site", raw("POST", "/api/check", host + "Origin: " + origin + "\r\n", CHECK));
        }
        String version = api.get("/api/variants/shaoyang").version();
        assertRefused(403, "another site", raw("DELETE", "/api/variants/shaoyang", host + "Origin: http://evil.example"
                + "\r\nIf-Match: \"" + version + "\"\r\n", null));
        assertEquals(200, api.get("/api/variants/shaoyang").status(), "not deleted");
        assertRefused(403, "another site", raw("GET", "/api/variants/shaoyang", host
                + "Sec-Fetch-Site: cross-site\r\n", null));
        assertEquals(200, raw("POST", "/api/check", host + "Origin: http://127.0.0.1:" + app.port() + "\r\n"
                + "Sec-Fetch-Site: same-origin\r\n", CHECK).status(), "the page's own request");
    }

    @Test
    void aChangeWithoutAJsonContentTypeIs415() throws Exception {
        String host = "Host: 127.0.0.1\r\n";
        for (String type : new String[] {"", "Content-Type: text/plain\r\n",
            "Content-Type: application/x-www-form-urlencoded\r\n", "Content-Type: multipart/form-data; b=x\r\n"}) {
            assertRefused(415, "Content-Type", raw("POST", "/api/check", host + type, CHECK));
            assertRefused(415, "Content-Type", raw("PUT", "/api/variants/shaoyang", host + type + "If-Match: *\r\n",
                    "{\"text\": \"variant x {}\"}"));
            assertRefused(415, "Content-Type", raw("DELETE", "/api/variants/shaoyang", host + type
                    + "If-Match: *\r\n", null));
        }
        assertEquals(200, api.get("/api/variants/shaoyang").status(), "not deleted");
        assertEquals(200, raw("POST", "/api/check", host + "Content-Type: Application/JSON; charset=utf-8\r\n", CHECK)
                .status());
    }

    @Test
    void withTokensEveryRequestNeedsOneAndASaveNamesItsUser() throws Exception {
        app.stop();
        app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), TestVariants.CASES, false,
                Map.of(TOKEN, "mei"));
        String host = "Host: 127.0.0.1\r\n";
        assertRefused(401, "needs a token", raw("GET", "/api/variants", host, null));
        assertRefused(401, "needs a token", raw("GET", "/index.html", host, null));
        assertRefused(401, "not valid", raw("GET", "/api/variants", host + "Authorization: Bearer "
                + TOKEN.replace('0', '1') + "\r\n", null));
        assertRefused(401, "not valid", raw("GET", "/api/variants", host + "Cookie: " + Access.COOKIE + "=x\r\n",
                null));
        assertEquals(200, raw("GET", "/api/variants", host + "Authorization: Bearer " + TOKEN + "\r\n", null)
                .status());
        RawHttp.Answer page = raw("GET", "/index.html?token=" + TOKEN, host, null);
        assertEquals(200, page.status());
        assertTrue(page.headers().get("set-cookie").startsWith(Access.COOKIE + "=" + TOKEN + ";"), page.headers()
                .toString());
        assertTrue(page.headers().get("set-cookie").contains("SameSite=Strict"));
        String cookie = host + "Cookie: " + Access.COOKIE + "=" + TOKEN + "\r\n";
        RawHttp.Answer loaded = raw("GET", "/api/variants/shaoyang", cookie, null);
        String version = loaded.json().orElseThrow().get("version").asText();
        String text = loaded.json().orElseThrow().get("text").asText() + "# mei's edit\n";
        RawHttp.Answer saved = raw("PUT", "/api/variants/shaoyang", cookie + "Content-Type: application/json\r\n"
                + "If-Match: \"" + version + "\"\r\n", ApiClient.object("text", text));
        assertEquals(200, saved.status(), saved.toString());
        JsonNode history = raw("GET", "/api/variants/shaoyang/history", cookie, null).json().orElseThrow();
        assertEquals("mei", history.get("versions").get(0).get("author").asText());
    }

    @Test
    void aServerBeyondLoopbackWithoutTokensDoesNotStart() {
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> WorkbenchServer.start("0.0.0.0", 0, new VariantFiles(variants),
                        TestVariants.CASES, false, null));
        assertTrue(refused.getMessage().contains("needs tokens"), refused.getMessage());
    }

    @Test
    void aClientHasAtMostTwoCostlyRequestsUnderWay() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String body = ApiClient.object("text", api.get("/api/variants/hunan").body().get("text").asText());
        List<CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
        for (int i = 0; i < 6; i++) { // hunan has 14 dependants: each dry run takes a while
            sent.add(http.sendAsync(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port()
                    + "/api/variants/hunan/dependants")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()));
        }
        int answered = 0;
        int refused = 0;
        for (CompletableFuture<HttpResponse<String>> reply : sent) {
            HttpResponse<String> response = reply.get();
            if (response.statusCode() == 429) {
                refused++;
                assertTrue(response.body().contains("costly requests under way"), response.body());
                assertEquals("1", response.headers().firstValue("Retry-After").orElseThrow());
            } else {
                assertEquals(200, response.statusCode(), response.body());
                answered++;
            }
        }
        assertTrue(refused > 0 && answered >= ClientLimits.AT_ONCE, answered + " answered, " + refused + " refused");
        assertEquals(200, api.post("/api/variants/hunan/dependants", body).status(), "free again once done");
    }

    @Test
    void aClientHasOneStatisticsRunAtATime() {
        String run = "{\"a\": {\"name\": \"hunan\"}, \"hands\": 10, \"seed\": 1, \"bots\": \"random\"}";
        ApiClient.Reply first = api.post("/api/statistics", run);
        assertEquals(201, first.status(), first.body().toString());
        ApiClient.Reply second = api.post("/api/statistics", run);
        assertEquals(429, second.status(), second.body().toString());
        assertTrue(second.error().contains("you have 1 run"), second.error());
        String id = first.body().get("id").asText();
        assertEquals(200, api.send("DELETE", "/api/statistics/" + id, null).status());
        assertEquals(201, api.post("/api/statistics", run).status(), "the slot is free once the run is cancelled");
    }
}
