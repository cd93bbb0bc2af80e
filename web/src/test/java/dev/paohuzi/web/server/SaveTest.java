package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * PUT /api/variants/NAME: versioned (If-Match / If-None-Match, 409 stale or exists, 428 without either), atomic,
 * keeps the file's mode, refuses text with errors unless forced, never writes outside the directory.
 */
class SaveTest extends ServerFixture {
    static final String CHILD = "variant child extends hunan \"child\" {\n  source \"000:1\"\n}\n";

    /** Shaoyang with another title: a valid edit of a variant nothing extends. */
    String shaoyangTitled(String title) throws IOException {
        String text = Files.readString(variants.resolve("shaoyang.variant"));
        String edited = text.replaceFirst("\"邵阳剥皮胡\"", "\"" + title + "\"");
        assertFalse(edited.equals(text), "shaoyang.variant's title is no longer 邵阳剥皮胡; update this test");
        return edited;
    }

    /** The contract's version, worked out here rather than by the server's own function. */
    static String sha256Prefix(String text) throws Exception {
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest).substring(0, 16);
    }

    ApiClient.Reply replace(String name, String text, String version) {
        return api.send("PUT", "/api/variants/" + name, ApiClient.object("text", text), "If-Match", '"' + version
                + '"');
    }

    ApiClient.Reply create(String name, String text) {
        return api.send("PUT", "/api/variants/" + name, ApiClient.object("text", text), "If-None-Match", "*");
    }

    String versionOf(String name) {
        return api.get("/api/variants/" + name).version();
    }

    @Test
    void aLoadCarriesTheVersionOfTheBytesAsBodyAndETag() throws Exception {
        ApiClient.Reply reply = api.get("/api/variants/shaoyang");
        assertEquals(sha256Prefix(Files.readString(variants.resolve("shaoyang.variant"))), reply.version());
    }

    @Test
    void savesOverTheLoadedVersionAndTheNextReadSeesIt() throws Exception {
        String text = shaoyangTitled("邵阳 10");
        ApiClient.Reply reply = replace("shaoyang", text, versionOf("shaoyang"));
        assertEquals(200, reply.status(), reply.body().toString());
        assertTrue(reply.body().get("saved").asBoolean());
        assertFalse(reply.body().get("created").asBoolean());
        assertEquals(sha256Prefix(text), reply.version());
        assertEquals(text, Files.readString(variants.resolve("shaoyang.variant")));
        ApiClient.Reply again = api.get("/api/variants/shaoyang");
        assertEquals(text, again.body().get("text").asText());
        assertEquals(sha256Prefix(text), again.version());
        assertEquals(List.of(), strayFiles());
    }

    @Test
    void aStaleSaveIs409WithTheCurrentTextAndChangesNothing() throws Exception {
        String loadedByBoth = versionOf("shaoyang");
        String first = shaoyangTitled("邵阳 A");
        String other = shaoyangTitled("邵阳 B");
        assertEquals(200, replace("shaoyang", first, loadedByBoth).status());
        ApiClient.Reply second = replace("shaoyang", other, loadedByBoth);
        assertEquals(409, second.status());
        assertEquals("stale", second.body().get("conflict").asText());
        assertEquals(first, second.body().get("current").get("text").asText());
        assertEquals(sha256Prefix(first), second.body().get("current").get("version").asText());
        assertEquals(first, Files.readString(variants.resolve("shaoyang.variant")));
    }

    @Test
    void aSaveOverAFileDeletedMeanwhileIs409WithNoCurrentText() throws Exception {
        String version = versionOf("shaoyang");
        Files.delete(variants.resolve("shaoyang.variant"));
        ApiClient.Reply reply = replace("shaoyang", CHILD.replace("child", "shaoyang"), version);
        assertEquals(409, reply.status());
        assertEquals("stale", reply.body().get("conflict").asText());
        assertTrue(reply.body().get("current").isNull(), reply.body().toString());
        assertFalse(Files.exists(variants.resolve("shaoyang.variant")));
    }

    @Test
    void aSaveWithoutAPreconditionIs428AndWritesNothing() throws Exception {
        byte[] before = Files.readAllBytes(variants.resolve("shaoyang.variant"));
        ApiClient.Reply reply = api.put("/api/variants/shaoyang", ApiClient.object("text", shaoyangTitled("邵阳 10")));
        assertEquals(428, reply.status());
        assertTrue(reply.body().get("hint").asText().contains("If-Match"), reply.body().toString());
        assertEquals(new String(before), Files.readString(variants.resolve("shaoyang.variant")));
    }

    @Test
    void theBodyMayCarryTheVersionOrTheCreateFlag() throws Exception {
        String text = shaoyangTitled("邵阳 10");
        ApiClient.Reply saved = api.put("/api/variants/shaoyang",
                ApiClient.object("text", text, "version", versionOf("shaoyang")));
        assertEquals(200, saved.status(), saved.body().toString());
        ApiClient.Reply stale = api.put("/api/variants/shaoyang",
                ApiClient.object("text", text, "version", "0000000000000000"));
        assertEquals(409, stale.status());
        ApiClient.Reply created = api.put("/api/variants/child", ApiClient.object("text", CHILD, "create", true));
        assertEquals(201, created.status(), created.body().toString());
    }

    @Test
    void ifMatchStarReplacesWhateverVersionIsStored() throws Exception {
        String text = shaoyangTitled("邵阳 10");
        ApiClient.Reply reply = api.send("PUT", "/api/variants/shaoyang", ApiClient.object("text", text), "If-Match",
                "*");
        assertEquals(200, reply.status(), reply.body().toString());
        assertEquals(text, Files.readString(variants.resolve("shaoyang.variant")));
    }

    @Test
    void contradictoryPreconditionsAre400() {
        String body = ApiClient.object("text", CHILD);
        assertEquals(400, api.send("PUT", "/api/variants/child", body, "If-None-Match", "\"abc\"").status());
        assertEquals(400, api.send("PUT", "/api/variants/child", body, "If-None-Match", "*", "If-Match", "\"a\"")
                .status());
    }

    @Test
    void aNewNameCreatesTheFile() throws Exception {
        ApiClient.Reply reply = create("child", CHILD);
        assertEquals(201, reply.status(), reply.body().toString());
        assertTrue(reply.body().get("created").asBoolean());
        assertEquals(sha256Prefix(CHILD), reply.version());
        assertEquals(CHILD, Files.readString(variants.resolve("child.variant")));
    }

    @Test
    void creatingANameThatExistsIs409WithTheExistingText() throws Exception {
        String before = Files.readString(variants.resolve("luzhou.variant"));
        ApiClient.Reply reply = create("luzhou", CHILD.replace("child", "luzhou"));
        assertEquals(409, reply.status());
        assertEquals("exists", reply.body().get("conflict").asText());
        assertEquals(before, reply.body().get("current").get("text").asText());
        assertEquals(sha256Prefix(before), reply.body().get("current").get("version").asText());
        assertEquals(before, Files.readString(variants.resolve("luzhou.variant")));
    }

    @Test
    void ofConcurrentCreatorsOfOneNameExactlyOneSucceeds() throws Exception {
        int creators = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(creators);
        List<Future<ApiClient.Reply>> replies = new ArrayList<>();
        for (int i = 0; i < creators; i++) {
            String text = CHILD.replace("\"child\"", "\"child " + i + "\"");
            Callable<ApiClient.Reply> creator = () -> {
                start.await();
                return create("child", text);
            };
            replies.add(pool.submit(creator));
        }
        start.countDown();
        List<String> winners = new ArrayList<>();
        for (Future<ApiClient.Reply> future : replies) {
            ApiClient.Reply reply = future.get();
            if (reply.status() == 201) {
                winners.add(reply.version());
            } else {
                assertEquals(409, reply.status(), reply.body().toString());
                assertEquals("exists", reply.body().get("conflict").asText());
            }
        }
        pool.shutdown();
        assertEquals(1, winners.size(), "winners: " + winners);
        assertEquals(winners.get(0), sha256Prefix(Files.readString(variants.resolve("child.variant"))));
        assertEquals(List.of(), strayFiles());
    }

    @ParameterizedTest
    @ValueSource(strings = {"rw-r--r--", "rw-r-----", "rw-rw-r--"})
    void aSaveKeepsTheFilesMode(String mode) throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path file = variants.resolve("shaoyang.variant");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
        assertEquals(200, replace("shaoyang", shaoyangTitled("邵阳 10"), versionOf("shaoyang")).status());
        assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    }

    @Test
    void aNewFileGetsTheModeANewFileGetsInTheDirectory() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path probe = Files.createFile(variants.resolve("probe.txt"));
        assertEquals(201, create("child", CHILD).status());
        assertEquals(Files.getPosixFilePermissions(probe),
                Files.getPosixFilePermissions(variants.resolve("child.variant")));
        Files.delete(probe);
    }

    @Test
    void textWithErrorsIsRefusedWithItsDiagnosticsAndTheFileIsUnchanged() throws Exception {
        byte[] before = Files.readAllBytes(variants.resolve("shaoyang.variant"));
        ApiClient.Reply reply = replace("shaoyang", "variant shaoyang {", versionOf("shaoyang"));
        assertEquals(422, reply.status());
        assertTrue(reply.error().startsWith("not saved"), reply.error());
        assertTrue(reply.body().get("diagnostics").size() > 0);
        assertTrue(reply.body().get("hint").asText().contains("force"));
        assertEquals(new String(before), Files.readString(variants.resolve("shaoyang.variant")));
    }

    @Test
    void forcedTextWithErrorsIsSavedAndItsDiagnosticsReturned() throws Exception {
        ApiClient.Reply reply = api.send("PUT", "/api/variants/shaoyang",
                ApiClient.object("text", "variant shaoyang {", "force", true), "If-Match", '"' + versionOf("shaoyang")
                + '"');
        assertEquals(200, reply.status(), reply.body().toString());
        assertEquals("variant shaoyang {", Files.readString(variants.resolve("shaoyang.variant")));
        assertEquals("error", VariantApiTest.first(reply.body().get("diagnostics"), "error").get("severity").asText());
    }

    @Test
    void diagnosticsNameFilesRelativeToTheVariantsDirectory() throws Exception {
        Files.writeString(variants.resolve("hunan.variant"), "variant hunan {");
        String child = "variant mine extends hunan \"mine\" {\n  source \"000:1\"\n}\n";
        JsonNode answer = api.post("/api/check", ApiClient.object("name", "mine", "text", child)).body();
        assertFalse(answer.toString().contains(variants.toString()), answer.toString());
        JsonNode explain = api.get("/api/variants/hunan/explain").body();
        assertEquals("hunan.variant", explain.get("diagnostics").get(0).get("file").asText(), explain.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"..%2Fescaped", "..", "sub%2Fx", "x.variant", "%2Ftmp%2Fx"})
    void aNameThatLeavesTheDirectoryIsRefused(String name) throws Exception {
        ApiClient.Reply reply = create(name, "x");
        assertTrue(reply.status() == 400 || reply.status() == 404, name + " gave " + reply.status());
        assertFalse(reply.error().isEmpty());
        assertFalse(Files.exists(variants.getParent().resolve("escaped.variant")));
        assertEquals(List.of(), strayFiles());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "nonsense", "[]", "{}", "{\"text\": 1}", "{\"text\": \"x\", \"force\": \"yes\"}",
        "{\"text\": \"x\", \"acceptBreaking\": 1}", "{\"text\": \"x\", \"version\": 7}",
                "{\"text\": \"x\", \"create\": \"y\"}"})
    void aBadSaveRequestIs400AndWritesNothing(String body) throws Exception {
        byte[] before = Files.readAllBytes(variants.resolve("shaoyang.variant"));
        ApiClient.Reply reply = api.put("/api/variants/shaoyang", body);
        assertEquals(400, reply.status(), body);
        assertEquals(new String(before), Files.readString(variants.resolve("shaoyang.variant")));
    }

    @Test
    void aSaveThatFailsHalfWayLeavesTheOldFileWhole() throws Exception {
        Path target = variants.resolve("shaoyang.variant");
        byte[] before = Files.readAllBytes(target);
        AtomicReference<String> written = new AtomicReference<>();
        // The failure comes after the new text is fully written to the temporary file, at the step that would
        // replace the old file: the worst moment for a save that writes in place.
        VariantFiles failing = new VariantFiles(variants, (temporary, destination, replace) -> {
            written.set(Files.readString(temporary));
            throw new IOException("disk full (simulated)");
        });
        Javalin broken = WorkbenchServer.start("127.0.0.1", 0, failing, TestVariants.CASES);
        try {
            String text = shaoyangTitled("邵阳 12");
            ApiClient.Reply reply = new ApiClient(broken).send("PUT", "/api/variants/shaoyang",
                    ApiClient.object("text", text), "If-Match", '"' + versionOf("shaoyang") + '"');
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

    @Test
    void startingRemovesTheTemporaryFilesOfInterruptedSavesAndNothingElse() throws Exception {
        List<String> orphans = List.of(".hunan.variant.tmp-0123456789abcdef",
                ".app004-two.variant.tmp-fedcba9876543210",
                ".hunan.5160394750188463719.tmp"); // the last as workbenches before versioned saves named them
        List<String> kept = List.of("notes.txt", ".hunan.variant.tmp-mine", ".hidden",
                "hunan.variant.tmp-0123456789abcdef",
                ".a b.variant.tmp-0123456789abcdef");
        for (String name : orphans) {
            Files.writeString(variants.resolve(name), "half a save");
        }
        for (String name : kept) {
            Files.writeString(variants.resolve(name), "not ours");
        }
        Javalin restarted = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), TestVariants.CASES);
        restarted.stop();
        assertEquals(kept.stream().sorted().toList(), strayFiles().stream().sorted().toList());
    }

    /**
     * Anything in the directory besides the variant and delta files and the history ({@code .git}): a leftover
     * temporary file would show here.
     */
    List<String> strayFiles() throws IOException {
        try (Stream<Path> files = Files.list(variants)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(f -> !f.endsWith(".variant") && !f.endsWith(".delta") && !f.equals(".git")).toList();
        }
    }
}
