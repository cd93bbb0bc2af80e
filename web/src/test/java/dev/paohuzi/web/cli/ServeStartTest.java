package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What stops `serve` from starting is a plain message with its fix, exit 1, and no server: a port in use, a folder
 * that is not there. The tests run where the module's tests run, web/, which has no variants/ of its own.
 */
class ServeStartTest {
    private static final Path VARIANTS = Path.of("..", "variants");
    private static final Path CASES = Path.of("..", "conformance", "cases");

    @TempDir
    Path dir;

    @Test
    void aPortInUseIsAPlainMessageWithTheFix() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String port = String.valueOf(taken.getLocalPort());
            Cli cli = Cli.run("serve", "--port", port, "--variants", VARIANTS.toString(), "--cases", CASES.toString());
            assertEquals(1, cli.exitCode(), cli.out() + cli.err());
            assertEquals("serve: port " + port + " is in use" + System.lineSeparator() + "  hint: stop what is "
                    + "listening there, or start with `serve --port N` (0 picks a free port)" + System.lineSeparator(),
                    cli.err());
            assertEquals("", cli.out());
        }
    }

    /** The README's first command, started from another folder: the folder is named once, with the two fixes. */
    @Test
    void startedOutsideTheProjectRootItNamesTheMissingFolder() {
        assertFalse(Files.exists(Path.of("variants")), "web/ has no variants/ of its own; else this would serve");
        Cli cli = Cli.run();
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        String folder = Path.of("variants").toAbsolutePath().toString();
        assertEquals("serve: no variants folder " + folder + System.lineSeparator() + "  hint: start the workbench "
                + "from the project root, or name the folder: serve --variants DIR" + System.lineSeparator(),
                cli.err());

        Cli noCases = Cli.run("serve", "--variants", VARIANTS.toString());
        assertEquals(1, noCases.exitCode(), noCases.out() + noCases.err());
        assertTrue(noCases.err().startsWith("serve: no conformance cases folder "
                + Path.of("conformance", "cases").toAbsolutePath()), noCases.err());
        assertTrue(noCases.err().contains("serve --cases DIR"), noCases.err());

        Cli notAFolder = Cli.run("serve", "--variants", VARIANTS.resolve("hunan.variant").toString(), "--cases",
                CASES.toString());
        assertEquals(1, notAFolder.exitCode());
        assertTrue(notAFolder.err().startsWith("serve: no variants folder "), notAFolder.err());
    }

    /** A folder whose history cannot be opened (a `.git` that is no repository) is a plain message, no server. */
    @Test
    void aFolderWhoseHistoryCannotBeOpenedIsAPlainMessage() throws Exception {
        Path variants = Files.createDirectory(dir.resolve("variants"));
        Files.writeString(variants.resolve(".git"), "not a repository\n");
        Cli cli = Cli.run("serve", "--port", "0", "--variants", variants.toString(), "--cases", CASES.toString());
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().startsWith("serve: cannot open the history of the variants folder"), cli.err());
        assertTrue(cli.err().contains("  hint: check the folder's .git directory"), cli.err());
    }

    /** `serve --variants DIR --cases DIR` edits and runs those folders' files. */
    @Test
    void servesTheFoldersItIsGiven() throws Exception {
        Path variants = Files.createDirectory(dir.resolve("my variants"));
        Path cases = Files.createDirectory(dir.resolve("my cases"));
        Files.copy(VARIANTS.resolve("hunan.variant"), variants.resolve("hunan.variant"));
        Files.copy(CASES.resolve("hunan-analysis.cases"), cases.resolve("mine.cases"));
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        AtomicReference<Cli> result = new AtomicReference<>();
        Thread serve = new Thread(() -> result.set(Cli.run("serve", "--port", String.valueOf(port), "--variants",
                variants.toString(), "--cases", cases.toString())));
        serve.start();
        try {
            JsonNode list = get(port, "/api/variants", serve, result);
            assertEquals(1, list.size(), list.toString());
            assertEquals("hunan", list.get(0).get("name").asText());
            JsonNode run = get(port, "/api/conformance", serve, result);
            assertEquals(1, run.get("files").size(), run.toString());
            assertEquals("mine.cases", run.get("files").get(0).get("file").asText());
            assertTrue(run.get("passed").asLong() > 0 && run.get("failed").asLong() == 0, run.toString());
        } finally {
            serve.interrupt();
            serve.join(10_000);
        }
        assertEquals(0, result.get().exitCode(), result.get().err());
        assertTrue(result.get().out().startsWith("workbench serving http://127.0.0.1:" + port + "/ (variants "
                + variants.toAbsolutePath() + ", cases " + cases.toAbsolutePath() + "; Ctrl-C stops it)"),
                result.get().out());
    }

    /** The answer once the server is up; it starts on another thread, which ends only if it cannot start. */
    private static JsonNode get(int port, String path, Thread serve, AtomicReference<Cli> result) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build();
        for (int attempt = 0; ; attempt++) {
            try {
                HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                assertEquals(200, response.statusCode(), response.body());
                return new ObjectMapper().readTree(response.body());
            } catch (IOException notYet) {
                assertTrue(serve.isAlive(), () -> "serve ended: " + result.get());
                if (attempt == 200) {
                    throw notYet;
                }
                Thread.sleep(50);
            }
        }
    }
}
