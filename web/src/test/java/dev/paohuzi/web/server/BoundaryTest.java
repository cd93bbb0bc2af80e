package dev.paohuzi.web.server;

import dev.paohuzi.web.store.VariantFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The variants folder is the server's boundary: a link out of it is never followed (not listed, not served, not
 * read as a parent or a delta, not copied for a dependants check); a link inside it is. And text the server cannot
 * store as sent (a lone surrogate) is a 422 everywhere, never saved as {@code ?}.
 */
class BoundaryTest extends ServerFixture {
    private static final String SECRET = "variant secret extends hunan { title: \"the secret 机密\" }\n";

    @TempDir
    Path outside;

    private Path secretOutside() throws Exception {
        return Files.writeString(outside.resolve("secret.variant"), SECRET);
    }

    @Test
    void aLinkOutOfTheFolderIsNeitherListedNorServed() throws Exception {
        Files.createSymbolicLink(variants.resolve("secret.variant"), secretOutside());
        ApiClient.Reply list = api.get("/api/variants");
        assertFalse(list.body().toString().contains("secret"), list.body().toString());
        ApiClient.Reply read = api.get("/api/variants/secret");
        assertEquals(422, read.status(), read.body().toString());
        assertTrue(read.error().contains("link out of the variants folder"), read.error());
        assertFalse(read.body().toString().contains("机密"), read.body().toString());
        assertEquals(404, api.get("/api/variants/secret/explain").status());
    }

    @Test
    void aParentOrDeltaThatLinksOutIsADiagnosticNotItsText() throws Exception {
        Files.createSymbolicLink(variants.resolve("secret.variant"), secretOutside());
        Path delta = Files.writeString(outside.resolve("leak.delta"), "delta leak { 机密 }\n");
        Files.createSymbolicLink(variants.resolve("leak.delta"), delta);
        for (String text : new String[] {"variant mine extends secret {}", "variant mine extends hunan with leak {}"}) {
            ApiClient.Reply check = api.post("/api/check", ApiClient.object("name", "mine", "text", text));
            assertEquals(200, check.status(), check.body().toString());
            assertFalse(check.body().get("ok").asBoolean(), text);
            assertFalse(check.body().toString().contains("机密"), check.body().toString());
        }
    }

    @Test
    void aLinkInsideTheFolderIsFollowed() throws Exception {
        Files.createSymbolicLink(variants.resolve("alias.variant"), variants.resolve("shaoyang.variant"));
        assertEquals(200, api.get("/api/variants/alias").status());
        ApiClient.Reply check = api.post("/api/check", ApiClient.object("name", "mine", "text",
                "variant mine extends alias {}"));
        assertTrue(check.body().get("ok").asBoolean(), check.body().toString());
    }

    @Test
    void aLoneSurrogateIs422EverywhereAndNeverSaved() throws Exception {
        String before = Files.readString(variants.resolve("shaoyang.variant"));
        String version = VariantFiles.version(before);
        String lone = "{\"text\": \"# a \\ud800 b\\nvariant x {}\", \"name\": \"shaoyang\", \"to\": \"x\"}";
        String[][] requests = {{"POST", "/api/check"}, {"PUT", "/api/variants/shaoyang"},
            {"POST", "/api/variants/shaoyang/dependants"}};
        for (String[] request : requests) {
            ApiClient.Reply reply = api.send(request[0], request[1], lone, "If-Match", '"' + version + '"');
            assertEquals(422, reply.status(), request[1] + ": " + reply.body());
            assertTrue(reply.error().contains("'text' has a lone surrogate \\ud800 at line 1, column 5"),
                    reply.error());
        }
        for (String hand : new String[] {"/api/analyze", "/api/score"}) {
            ApiClient.Reply reply = api.post(hand, "{\"variant\": \"hunan\", \"holding\": \"s1 \\udc00\"}");
            assertEquals(422, reply.status(), hand + ": " + reply.body());
            assertTrue(reply.error().contains("'holding' has a lone surrogate \\udc00 at line 1, column 4"),
                    reply.error());
        }
        ApiClient.Reply create = api.send("PUT", "/api/variants/fresh", lone, "If-None-Match", "*");
        assertEquals(422, create.status(), create.body().toString());
        assertEquals(before, Files.readString(variants.resolve("shaoyang.variant"), StandardCharsets.UTF_8));
        assertFalse(Files.exists(variants.resolve("fresh.variant")));
        String pair = "{\"name\": \"x\", \"text\": \"# \\ud83c\\udc04\\nvariant x extends hunan {}\"}";
        assertEquals(200, api.post("/api/check", pair).status(), "a whole pair is a character");
    }
}
