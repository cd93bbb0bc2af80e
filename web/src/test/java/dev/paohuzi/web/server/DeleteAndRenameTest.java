package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** DELETE /api/variants/NAME and POST /api/variants/NAME/rename: the same version checks as a save, and dependants. */
class DeleteAndRenameTest extends ServerFixture {
    private String ifMatch(String name) {
        return '"' + api.get("/api/variants/" + name).version() + '"';
    }

    @Test
    void aDeleteOfTheLoadedVersionRemovesTheFile() {
        ApiClient.Reply reply = api.send("DELETE", "/api/variants/shaoyang", null, "If-Match", ifMatch("shaoyang"));
        assertEquals(200, reply.status(), reply.body().toString());
        assertTrue(reply.body().get("deleted").asBoolean());
        assertFalse(Files.exists(variants.resolve("shaoyang.variant")));
        assertEquals(404, api.get("/api/variants/shaoyang").status());
    }

    @Test
    void aDeleteWithoutAVersionIs428AndAStaleOneIs409() throws Exception {
        assertEquals(428, api.send("DELETE", "/api/variants/shaoyang", null).status());
        String text = Files.readString(variants.resolve("shaoyang.variant"));
        ApiClient.Reply stale = api.send("DELETE", "/api/variants/shaoyang", null, "If-Match", "\"0123456789abcdef\"");
        assertEquals(409, stale.status());
        assertEquals("stale", stale.body().get("conflict").asText());
        assertEquals(text, stale.body().get("current").get("text").asText());
        assertEquals(text, Files.readString(variants.resolve("shaoyang.variant")));
        assertEquals(409, api.send("DELETE", "/api/variants/nosuch", null, "If-Match", "*").status());
    }

    @Test
    void deletingAParentIs409ListingEveryDependantUnlessAccepted() {
        String version = ifMatch("luzhou");
        ApiClient.Reply refused = api.send("DELETE", "/api/variants/luzhou", null, "If-Match", version);
        assertEquals(409, refused.status());
        assertEquals("dependants", refused.body().get("conflict").asText());
        assertEquals(List.of("luzhou-grades", "luzhou-three"), DependantsTest.names(refused.body().get("dependants")));
        refused.body().get("dependants").forEach(d -> assertFalse(d.get("ok").asBoolean(), d.toString()));
        assertTrue(Files.exists(variants.resolve("luzhou.variant")));
        ApiClient.Reply accepted = api.send("DELETE", "/api/variants/luzhou?acceptBreaking=true", null, "If-Match",
                version);
        assertEquals(200, accepted.status(), accepted.body().toString());
        assertFalse(Files.exists(variants.resolve("luzhou.variant")));
    }

    @Test
    void aRenameMovesTheTextRenamesItsDeclarationAndKeepsTheMode() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path old = variants.resolve("shaoyang.variant");
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r-----"));
        String text = Files.readString(old);
        ApiClient.Reply reply = api.send("POST", "/api/variants/shaoyang/rename", ApiClient.object("to", "shaoyang-b"),
                "If-Match", ifMatch("shaoyang"));
        assertEquals(200, reply.status(), reply.body().toString());
        assertEquals("shaoyang-b", reply.body().get("name").asText());
        Path renamed = variants.resolve("shaoyang-b.variant");
        assertFalse(Files.exists(old));
        String expected = text.replaceFirst("variant shaoyang extends", "variant shaoyang-b extends");
        assertFalse(expected.equals(text));
        assertEquals(expected, Files.readString(renamed));
        assertEquals(SaveTest.sha256Prefix(expected), reply.version());
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(renamed)));
        assertDeclaresItsName("shaoyang-b", expected);
    }

    @Test
    void aRenameOntoAnExistingNameIs409Exists() throws Exception {
        String luzhou = Files.readString(variants.resolve("luzhou.variant"));
        ApiClient.Reply reply = api.send("POST", "/api/variants/shaoyang/rename", ApiClient.object("to", "luzhou"),
                "If-Match", ifMatch("shaoyang"));
        assertEquals(409, reply.status());
        assertEquals("exists", reply.body().get("conflict").asText());
        assertEquals(luzhou, reply.body().get("current").get("text").asText());
        assertTrue(Files.exists(variants.resolve("shaoyang.variant")));
    }

    @Test
    void aRenameOfAParentIs409DependantsAndWithoutAVersion428() {
        ApiClient.Reply parent = api.send("POST", "/api/variants/luzhou/rename", ApiClient.object("to", "luzhou-b"),
                "If-Match", ifMatch("luzhou"));
        assertEquals(409, parent.status());
        assertEquals("dependants", parent.body().get("conflict").asText());
        assertTrue(Files.exists(variants.resolve("luzhou.variant")));
        assertFalse(Files.exists(variants.resolve("luzhou-b.variant")));
        assertEquals(428, api.post("/api/variants/shaoyang/rename", ApiClient.object("to", "x")).status());
        assertEquals(400, api.send("POST", "/api/variants/shaoyang/rename", ApiClient.object("to", "../x"),
                "If-Match", "*").status());
    }

    /** The text checks clean under the name: no "variant X is in the file Y" warning. */
    private void assertDeclaresItsName(String name, String text) {
        JsonNode answer = api.post("/api/check", ApiClient.object("name", name, "text", text)).body();
        assertTrue(answer.get("ok").asBoolean(), answer.toString());
        answer.get("diagnostics").forEach(d -> assertFalse(d.get("message").asText().contains("is in the file"),
                d.toString()));
    }
}
