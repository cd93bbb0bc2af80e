package dev.paohuzi.web.server;

import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PUT /api/variants/NAME: atomic, refuses text with errors unless forced, never writes outside the directory. */
class SaveTest extends ServerFixture {

    private String hunanWithMinimum(int huxi) throws IOException {
        String text = Files.readString(variants.resolve("hunan.variant"));
        String edited = text.replaceFirst("minimum huxi: 15", "minimum huxi: " + huxi);
        assertFalse(edited.equals(text), "hunan.variant no longer says `minimum huxi: 15`; update this test");
        return edited;
    }

    @Test
    void savesTextThatCompilesAndTheNextReadSeesIt() throws Exception {
        String text = hunanWithMinimum(10);
        ApiClient.Reply reply = api.put("/api/variants/hunan", ApiClient.object("text", text));
        assertEquals(200, reply.status(), reply.body().toString());
        assertFalse(reply.body().get("created").asBoolean());
        assertEquals(text, Files.readString(variants.resolve("hunan.variant")));
        assertEquals(text, api.get("/api/variants/hunan").body().get("text").asText());
        assertEquals(List.of(), strayFiles());
    }

    @Test
    void aNewNameCreatesTheFile() throws Exception {
        String text = "variant child extends hunan \"child\" {\n  source \"000:1\"\n}\n";
        ApiClient.Reply reply = api.put("/api/variants/child", ApiClient.object("text", text));
        assertEquals(201, reply.status(), reply.body().toString());
        assertTrue(reply.body().get("created").asBoolean());
        assertEquals(text, Files.readString(variants.resolve("child.variant")));
    }

    @Test
    void textWithErrorsIsRefusedWithItsDiagnosticsAndTheFileIsUnchanged() throws Exception {
        byte[] before = Files.readAllBytes(variants.resolve("hunan.variant"));
        ApiClient.Reply reply = api.put("/api/variants/hunan", ApiClient.object("text", "variant hunan {"));
        assertEquals(422, reply.status());
        assertTrue(reply.error().startsWith("not saved"), reply.error());
        assertTrue(reply.body().get("diagnostics").size() > 0);
        assertTrue(reply.body().get("hint").asText().contains("force"));
        assertEquals(new String(before), Files.readString(variants.resolve("hunan.variant")));
    }

    @Test
    void forcedTextWithErrorsIsSavedAndItsDiagnosticsReturned() throws Exception {
        ApiClient.Reply reply = api.put("/api/variants/hunan",
                ApiClient.object("text", "variant hunan {", "force", true));
        assertEquals(200, reply.status());
        assertEquals("variant hunan {", Files.readString(variants.resolve("hunan.variant")));
        assertEquals("error", VariantApiTest.first(reply.body().get("diagnostics"), "error").get("severity").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"..%2Fescaped", "..", "sub%2Fx", "x.variant", "%2Ftmp%2Fx"})
    void aNameThatLeavesTheDirectoryIsRefused(String name) throws Exception {
        ApiClient.Reply reply = api.put("/api/variants/" + name, ApiClient.object("text", "x", "force", true));
        assertTrue(reply.status() == 400 || reply.status() == 404, name + " gave " + reply.status());
        assertFalse(reply.error().isEmpty());
        assertFalse(Files.exists(variants.getParent().resolve("escaped.variant")));
        assertEquals(List.of(), strayFiles());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "nonsense", "[]", "{}", "{\"text\": 1}", "{\"text\": \"x\", \"force\": \"yes\"}"})
    void aBadSaveRequestIs400AndWritesNothing(String body) throws Exception {
        byte[] before = Files.readAllBytes(variants.resolve("hunan.variant"));
        ApiClient.Reply reply = api.put("/api/variants/hunan", body);
        assertEquals(400, reply.status(), body);
        assertEquals(new String(before), Files.readString(variants.resolve("hunan.variant")));
    }

    @Test
    void aSaveThatFailsHalfWayLeavesTheOldFileWhole() throws Exception {
        Path target = variants.resolve("hunan.variant");
        byte[] before = Files.readAllBytes(target);
        AtomicReference<String> written = new AtomicReference<>();
        // The failure comes after the new text is fully written to the temporary file, at the step that would
        // replace the old file: the worst moment for a save that writes in place.
        VariantFiles failing = new VariantFiles(variants, (temporary, destination) -> {
            written.set(Files.readString(temporary));
            throw new IOException("disk full (simulated)");
        });
        Javalin broken = WorkbenchServer.start("127.0.0.1", 0, failing, TestVariants.CASES);
        try {
            String text = hunanWithMinimum(12);
            ApiClient.Reply reply = new ApiClient(broken).put("/api/variants/hunan", ApiClient.object("text", text));
            assertEquals(500, reply.status());
            assertTrue(reply.error().contains("old file is unchanged"), reply.error());
            assertTrue(reply.error().contains("disk full"), reply.error());
            assertEquals(text, written.get());
        } finally {
            broken.stop();
        }
        assertEquals(new String(before), Files.readString(target));
        assertEquals(List.of(), strayFiles());
    }

    /** Anything in the directory besides the variant and delta files: a leftover temporary file would show here. */
    private List<String> strayFiles() throws IOException {
        try (Stream<Path> files = Files.list(variants)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(f -> !f.endsWith(".variant") && !f.endsWith(".delta")).toList();
        }
    }
}
