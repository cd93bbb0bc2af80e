package dev.paohuzi.web.cli;

import dev.paohuzi.web.server.WorkbenchServer;
import dev.paohuzi.web.store.VariantFiles;
import io.javalin.Javalin;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `serve`: the pages and CodeMirror are served from the jar, on the port the README names. */
class ServeCommandTest {
    private Javalin app;

    @TempDir
    Path variants;

    @BeforeEach
    void start() {
        app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), ConformanceCommand.BUNDLED);
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
    void servesEveryPageAndTheScriptsTheyLoad() throws Exception {
        for (String page : new String[] {"/", "/index.html", "/explain.html", "/conformance.html", "/trace.html"}) {
            HttpResponse<String> response = get(page);
            assertEquals(200, response.statusCode(), page);
            assertTrue(response.body().contains("Paohuzi workbench</title>"), page);
            for (String script : response.body().split("<script src=\"")) {
                if (script.startsWith("/")) {
                    String path = script.substring(0, script.indexOf('"'));
                    assertEquals(200, get(path).statusCode(), page + " loads " + path);
                }
            }
        }
    }

    @Test
    void theReadmeNamesTheDefaultPort() throws Exception {
        Object port = new CommandLine(new ServeCommand()).getCommandSpec().findOption("--port").initialValue();
        String readme = Files.readString(Path.of("..", "README.md"));
        assertTrue(readme.contains("http://localhost:" + port), "README.md should name http://localhost:" + port);
    }
}
