package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every saved version kept: the variants folder is a git repository the server keeps; each save, rename and delete
 * is a commit naming its author; a version's text, the changes between two and a restore (a new save) are served.
 */
class HistoryTest extends ServerFixture {
    private static final String USER = System.getProperty("user.name");

    private String text(String name) throws Exception {
        return Files.readString(variants.resolve(name + ".variant"));
    }

    private ApiClient.Reply save(String name, String text, String version, String message) {
        return api.send("PUT", "/api/variants/" + name, ApiClient.object("text", text, "message", message),
                "If-Match", '"' + version + '"');
    }

    private List<JsonNode> versions(String name) {
        ApiClient.Reply reply = api.get("/api/variants/" + name + "/history");
        assertEquals(200, reply.status(), reply.body().toString());
        List<JsonNode> versions = new ArrayList<>();
        reply.body().get("versions").forEach(versions::add);
        return versions;
    }

    @Test
    void theFolderIsMadeARepositoryAtStartKeepingItsFiles() throws Exception {
        try (Git git = Git.open(variants.toFile())) {
            assertTrue(git.status().call().isClean(), "every file recorded");
        }
        List<JsonNode> versions = versions("shaoyang");
        assertEquals(1, versions.size(), versions.toString());
        assertEquals("workbench", versions.get(0).get("author").asText());
        assertTrue(versions.get(0).get("message").asText().startsWith("Record the files as found at start"));
        assertEquals(VariantFiles.version(text("shaoyang")), versions.get(0).get("version").asText());
    }

    @Test
    void aSaveIsACommitWithItsAuthorAndMessageAndEveryVersionReadsBack() throws Exception {
        String first = text("shaoyang");
        String second = first.replaceFirst("邵阳剥皮胡", "邵阳 2");
        String third = second.replaceFirst("邵阳 2", "邵阳 3");
        assertEquals(200, save("shaoyang", second, VariantFiles.version(first), "a new title").status());
        assertEquals(200, save("shaoyang", third, VariantFiles.version(second), "").status());
        List<JsonNode> versions = versions("shaoyang");
        assertEquals(3, versions.size(), versions.toString());
        JsonNode newest = versions.get(0);
        assertEquals(USER, newest.get("author").asText());
        assertTrue(newest.get("message").asText().startsWith("Save shaoyang.variant\n\nFrom 127.0.0.1"),
                newest.toString());
        assertTrue(versions.get(1).get("message").asText().contains("a new title"), versions.get(1).toString());
        String[] texts = {third, second, first};
        for (int i = 0; i < 3; i++) {
            ApiClient.Reply at = api.get("/api/variants/shaoyang/history/" + versions.get(i).get("commit").asText());
            assertEquals(texts[i], at.body().get("text").asText(), "version " + i);
            assertEquals(VariantFiles.version(texts[i]), versions.get(i).get("version").asText());
        }
    }

    @Test
    void theChangesBetweenTwoVersionsAreAUnifiedDiff() throws Exception {
        String first = text("shaoyang");
        String second = first.replaceFirst("邵阳剥皮胡", "邵阳 2");
        save("shaoyang", second, VariantFiles.version(first), "");
        List<JsonNode> versions = versions("shaoyang");
        String from = versions.get(1).get("commit").asText();
        String to = versions.get(0).get("commit").asText();
        String diff = api.get("/api/variants/shaoyang/changes?from=" + from + "&to=" + to).body().get("diff").asText();
        String changedLine = first.lines().filter(l -> l.contains("邵阳剥皮胡")).findFirst().orElseThrow();
        assertTrue(diff.startsWith("--- shaoyang.variant@" + from + "\n+++ shaoyang.variant@" + to + "\n@@ "), diff);
        assertTrue(diff.contains("\n-" + changedLine + "\n"), diff);
        assertTrue(diff.contains("\n+" + changedLine.replace("邵阳剥皮胡", "邵阳 2") + "\n"), diff);
        assertEquals(2, diff.lines().filter(l -> l.startsWith("-") || l.startsWith("+")).count() - 2, diff);
        String againstCurrent = api.get("/api/variants/shaoyang/changes?from=" + to).body().get("diff").asText();
        assertEquals("--- shaoyang.variant@" + to + "\n+++ shaoyang.variant@current\n", againstCurrent);
    }

    @Test
    void aRestoreIsANewSaveOfTheOldTextAndRewritesNothing() throws Exception {
        String first = text("shaoyang");
        String second = first.replaceFirst("邵阳剥皮胡", "邵阳 2");
        save("shaoyang", second, VariantFiles.version(first), "");
        String original = versions("shaoyang").get(1).get("commit").asText();
        ApiClient.Reply stale = api.send("POST", "/api/variants/shaoyang/restore",
                ApiClient.object("commit", original), "If-Match", '"' + VariantFiles.version(first) + '"');
        assertEquals(409, stale.status(), stale.body().toString());
        assertEquals(second, text("shaoyang"));
        ApiClient.Reply restored = api.send("POST", "/api/variants/shaoyang/restore",
                ApiClient.object("commit", original), "If-Match", '"' + VariantFiles.version(second) + '"');
        assertEquals(200, restored.status(), restored.body().toString());
        assertEquals(first, text("shaoyang"));
        List<JsonNode> versions = versions("shaoyang");
        assertEquals(3, versions.size(), "two versions and the restore");
        assertEquals("Restore shaoyang.variant to version " + original.substring(0, 12),
                versions.get(0).get("message").asText().lines().findFirst().orElseThrow());
        assertEquals(original, versions.get(2).get("commit").asText(), "the old commit is still there");
    }

    @Test
    void renameAndDeleteAreCommitsAndADeletedVersionIsStillReadable() throws Exception {
        String text = text("hunan-peel");
        ApiClient.Reply renamed = api.send("POST", "/api/variants/hunan-peel/rename", ApiClient.object("to", "peeled"),
                "If-Match", '"' + VariantFiles.version(text) + '"');
        assertEquals(200, renamed.status(), renamed.body().toString());
        List<JsonNode> old = versions("hunan-peel");
        assertEquals("Rename hunan-peel.variant to peeled.variant", old.get(0).get("message").asText().lines()
                .findFirst().orElseThrow());
        assertTrue(old.get(0).get("version").isNull(), "the rename removed the old name");
        assertEquals(text, api.get("/api/variants/hunan-peel/history/" + old.get(1).get("commit").asText()).body()
                .get("text").asText());
        ApiClient.Reply deleted = api.send("DELETE", "/api/variants/peeled", null, "If-Match",
                '"' + renamed.version() + '"');
        assertEquals(200, deleted.status(), deleted.body().toString());
        List<JsonNode> gone = versions("peeled");
        assertEquals(2, gone.size(), gone.toString());
        assertEquals("Delete peeled.variant", gone.get(0).get("message").asText().lines().findFirst().orElseThrow());
        assertEquals(USER, gone.get(0).get("author").asText());
    }

    @Test
    void anUnknownVersionIs404AndABadOneTooWithJson() {
        for (String commit : new String[] {"0000000000000000000000000000000000000000", "zz", "HEAD", "main~1"}) {
            ApiClient.Reply reply = api.get("/api/variants/shaoyang/history/" + commit);
            assertEquals(404, reply.status(), commit + ": " + reply.body());
            assertFalse(reply.error().isBlank());
        }
        assertEquals(400, api.get("/api/variants/shaoyang/changes").status(), "from is required");
    }

    @Test
    void changesMadeWhileNoServerRanAreRecordedAtTheNextStart() throws Exception {
        app.stop();
        String edited = text("shaoyang") + "# edited by hand\n";
        Files.writeString(variants.resolve("shaoyang.variant"), edited);
        Files.delete(variants.resolve("luzhou-three.variant"));
        app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), TestVariants.CASES);
        api = new ApiClient(app);
        assertEquals(VariantFiles.version(edited), versions("shaoyang").get(0).get("version").asText());
        assertNull(versions("luzhou-three").get(0).get("version").textValue(), "recorded as deleted");
        try (Git git = Git.open(variants.toFile())) {
            assertTrue(git.status().call().isClean());
        }
    }

    @Test
    void aFolderInsideAnotherRepositoryBecomesARepositoryOfItsOwn(@TempDir Path project) throws Exception {
        Path inner = Files.createDirectories(project.resolve("variants"));
        try (Git outer = Git.init().setDirectory(project.toFile()).call()) {
            TestVariants.copyInto(inner);
            Javalin nested = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(inner), TestVariants.CASES);
            try {
                assertTrue(Files.isDirectory(inner.resolve(".git")), "the variants folder is a repository itself");
                assertNull(outer.getRepository().resolve("HEAD"), "nothing committed to the project's repository");
            } finally {
                nested.stop();
            }
        }
    }
}
