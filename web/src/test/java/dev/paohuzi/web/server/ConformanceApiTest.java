package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** GET /api/conformance: per-case results with what was expected and what came out. */
class ConformanceApiTest extends ServerFixture {
    @TempDir
    Path cases;

    @Test
    void oneVariantsCasesAllPassAndNameThatVariant() {
        JsonNode run = api.get("/api/conformance?variant=luzhou").body();
        assertTrue(run.get("passed").asLong() > 0, run.toString());
        assertEquals(0, run.get("failed").asLong());
        long counted = 0;
        for (JsonNode file : run.get("files")) {
            for (JsonNode c : file.get("cases")) {
                assertEquals("luzhou", c.get("variant").asText());
                assertTrue(c.get("passed").asBoolean());
                assertTrue(c.get("expected").size() > 0, c.toString());
                assertFalse(c.get("source").asText().isEmpty());
                counted++;
            }
        }
        assertEquals(run.get("passed").asLong(), counted);
    }

    @Test
    void aFailingCaseShowsExpectedActualAndTheFailure() throws Exception {
        Files.writeString(cases.resolve("wrong.cases"), """
                case "a win miscounted on purpose" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7
                  expect huxi 14
                }
                """);
        JsonNode run = withCases(cases).get("/api/conformance").body();
        assertEquals(0, run.get("passed").asLong());
        assertEquals(1, run.get("failed").asLong());
        JsonNode c = run.get("files").get(0).get("cases").get(0);
        assertEquals("wrong.cases", run.get("files").get(0).get("file").asText());
        assertEquals(1, c.get("line").asInt());
        assertEquals("expect huxi 14", c.get("expected").get(0).asText());
        assertTrue(c.get("actual").asText().contains("15"), c.toString());
        assertTrue(c.get("failures").get(0).asText().contains("14"), c.toString());
    }

    @Test
    void aCaseFileWithSyntaxErrorsReportsThemWithPositions() throws Exception {
        Files.writeString(cases.resolve("bad.cases"), "case \"unfinished\" {\n  variant hunan\n  analyze\n");
        JsonNode file = withCases(cases).get("/api/conformance").body().get("files").get(0);
        JsonNode error = VariantApiTest.first(file.get("diagnostics"), "error");
        assertTrue(error.get("line").asInt() >= 1, error.toString());
        assertFalse(error.get("message").asText().isEmpty());
    }

    @Test
    void noCasesDirectoryIs503WithAHint() {
        ApiClient.Reply reply = withCases(cases.resolve("missing")).get("/api/conformance");
        assertEquals(503, reply.status());
        assertTrue(reply.body().get("hint").asText().contains("project root"));
    }

    private ApiClient withCases(Path directory) {
        app.stop();
        app = WorkbenchServer.start("127.0.0.1", 0, new VariantFiles(variants), directory);
        return api = new ApiClient(app);
    }
}
