package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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

    /** A failing analysis or score case says where to inspect it: the Hand page's two boxes, context words apart. */
    @Test
    void analysisAndScoreCasesLinkToTheHandPageWithTheirHoldingAndContext() throws Exception {
        Files.writeString(cases.resolve("hand.cases"), """
                case "analysed" {
                  variant hunan
                  source "000:104"
                  analyze s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7
                  expect huxi 14
                }
                case "scored" {
                  variant hunan
                  source "000:69"
                  score b1 b1 b1 self-draw b9 b9 b9 s1 s2 s3 s4 s5 s6 s3 s4 s5 s6 s7 s8 b3 b4 b5 dealer
                  expect base 1
                }
                """);
        JsonNode run = withCases(cases).get("/api/conformance").body();
        JsonNode analysed = run.get("files").get(0).get("cases").get(0);
        assertEquals("hunan", analysed.get("hand").get("variant").asText());
        assertEquals("s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7",
                analysed.get("hand").get("holding").asText());
        assertEquals("", analysed.get("hand").get("context").asText());
        JsonNode scored = run.get("files").get(0).get("cases").get(1);
        assertEquals("b1 b1 b1 b9 b9 b9 s1 s2 s3 s4 s5 s6 s3 s4 s5 s6 s7 s8 b3 b4 b5",
                scored.get("hand").get("holding").asText());
        assertEquals("self-draw dealer", scored.get("hand").get("context").asText());
    }

    /** The same run as JUnit XML, a download: its counts are the JSON run's. */
    @Test
    void theRunDownloadsAsJUnitXml() throws Exception {
        JsonNode run = api.get("/api/conformance?variant=luzhou").body();
        HttpResponse<String> xml = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + app.port() + "/api/conformance/junit?variant=luzhou")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, xml.statusCode());
        assertTrue(xml.headers().firstValue("Content-Type").orElse("").startsWith("application/xml"));
        assertEquals("attachment; filename=\"conformance-luzhou.xml\"",
                xml.headers().firstValue("Content-Disposition").orElse(""));
        Element suites = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(xml.body()))).getDocumentElement();
        assertEquals(run.get("passed").asLong() + run.get("failed").asLong(),
                Long.parseLong(suites.getAttribute("tests")));
        assertEquals(run.get("failed").asText(), suites.getAttribute("failures"));
        assertEquals(run.get("files").size(), suites.getElementsByTagName("testsuite").getLength());
        assertEquals(404, api.get("/api/conformance/junit?variant=nosuch").status());
    }

    @Test
    void aCaseFileWithSyntaxErrorsReportsThemWithPositions() throws Exception {
        Files.writeString(cases.resolve("bad.cases"), "case \"unfinished\" {\n  variant hunan\n  analyze\n");
        JsonNode file = withCases(cases).get("/api/conformance").body().get("files").get(0);
        JsonNode error = VariantApiTest.first(file.get("diagnostics"), "error");
        assertTrue(error.get("line").asInt() >= 1, error.toString());
        assertFalse(error.get("message").asText().isEmpty());
    }

    /**
     * hunan-scenarios.cases "比 example 2" with its first expectation made wrong: it fails after its first play (the
     * dealer's discard, step 1), and the run and the stepper's case endpoint name that moment. The later plays
     * still run, so the hand goes on to the chi (step 2).
     */
    @Test
    void aFailingScenarioNamesTheMomentItFailedAndOpensAsSteps() throws Exception {
        Files.writeString(cases.resolve("broken.cases"), BROKEN_SCENARIO);
        ApiClient client = withCases(cases);
        JsonNode c = client.get("/api/conformance").body().get("files").get(0).get("cases").get(0);
        assertFalse(c.get("passed").asBoolean());
        assertTrue(c.get("scenario").asBoolean());
        JsonNode hand = client.get("/api/case?file=broken.cases&case=" + URLEncoder.encode(BROKEN_NAME,
                StandardCharsets.UTF_8)).body();
        JsonNode steps = hand.get("steps");
        assertEquals(3, steps.size(), "the deal, the discard, the chi");
        assertEquals("discard s2", steps.get(1).get("choice").asText());
        assertEquals(steps.get(1).get("moment"), c.get("failedAt"));
        assertEquals(c.get("failedAt"), hand.get("failedAt"));
        assertEquals(c.get("failures"), hand.get("failures"));
        assertEquals("hunan", hand.get("variant").asText());
        assertTrue(hand.get("events").size() >= steps.get(2).get("to").asInt());
        JsonNode seen = client.get("/api/case?file=broken.cases&seat=1&case=" + URLEncoder.encode(BROKEN_NAME,
                StandardCharsets.UTF_8)).body();
        assertEquals(1, seen.get("seat").asInt());
        assertEquals(3, seen.get("steps").size());
    }

    @Test
    void aPassingScenarioOpensWithNoFailureAndOtherCasesDoNot() throws Exception {
        Files.writeString(cases.resolve("fine.cases"),
                BROKEN_SCENARIO.replace("chi 二,二,贰 bi 二,三,四 | pass", "chi 二,二,贰 bi 二,三,四 | pong 二 | pass"));
        ApiClient client = withCases(cases);
        JsonNode c = client.get("/api/conformance").body().get("files").get(0).get("cases").get(0);
        assertTrue(c.get("passed").asBoolean(), c.toString());
        assertTrue(c.get("failedAt").isNull());
        String name = URLEncoder.encode(BROKEN_NAME, StandardCharsets.UTF_8);
        assertTrue(client.get("/api/case?file=fine.cases&case=" + name).body().get("failedAt").isNull());
        record Bad(String query, int status, String reason) {
        }
        for (Bad bad : List.of(new Bad("file=fine.cases", 400, "'case' is required"),
                new Bad("file=../fine.cases&case=" + name, 404, "no case file"),
                new Bad("file=fine.cases&case=other", 404, "no case \"other\""),
                new Bad("file=holdings.cases&case=x", 404, "no case file"),
                new Bad("file=fine.cases&case=" + name + "&seat=9", 400, "no seat 9"))) {
            ApiClient.Reply reply = client.get("/api/case?" + bad.query());
            assertEquals(bad.status(), reply.status(), bad.query() + ": " + reply.body());
            assertTrue(reply.error().contains(bad.reason()), bad.query() + ": " + reply.error());
        }
        ApiClient.Reply analysis = withCases(TestVariants.CASES).get("/api/case?file=hunan-huxi-table.cases&case="
                + URLEncoder.encode(firstCaseName(TestVariants.CASES.resolve("hunan-huxi-table.cases")),
                StandardCharsets.UTF_8));
        assertEquals(400, analysis.status(), analysis.body().toString());
        assertTrue(analysis.error().contains("not a scenario"));
    }

    static final String BROKEN_NAME = "比 example 2, its options made wrong";

    /** hunan-scenarios.cases "比 example 2" (000:49-53) with `pong 二` left out of seat 1's options. */
    static final String BROKEN_SCENARIO = """
            case "比 example 2, its options made wrong" {
              variant hunan
              source "000:49-53"
              hand 0: 一 二 三 四 五 六 七 八 九 十 壹 贰 叁 肆 伍 陆 柒 捌 玖 拾 七
              hand 1: 一 二 二 三 三 四 贰 贰 五 六 八 九 十 壹 叁 肆 伍 陆 柒 捌
              hand 2: 一 二 三 四 五 六 七 八 九 十 壹 贰 叁 肆 伍 陆 柒 捌 玖 拾
              play discard 二
              expect options 1: chi 二,贰,贰 bi 一,二,三 bi 二,三,四 | chi 一,二,三 bi 二,二,贰 | chi 一,二,三 bi 二,贰,贰 bi 二,三,四 \
            | chi 二,三,四 bi 二,二,贰 | chi 二,三,四 bi 一,二,三 bi 二,贰,贰 | chi 二,二,贰 bi 一,二,三 | chi 二,二,贰 bi 二,三,四 | pass
              play chi 一,二,三 bi 二,二,贰
              expect table 1: chi:一,二,三 chi:二,二,贰
              expect hand 1: 三 四 五 六 八 九 十 壹 贰 叁 肆 伍 陆 柒 捌
            }
            """;

    private static String firstCaseName(Path file) throws Exception {
        String text = Files.readString(file);
        int start = text.indexOf("case \"") + 6;
        return text.substring(start, text.indexOf('"', start));
    }

    @Test
    void noCasesDirectoryIs503WithAHint() {
        ApiClient.Reply reply = withCases(cases.resolve("missing")).get("/api/conformance");
        assertEquals(503, reply.status());
        assertTrue(reply.body().get("hint").asText().contains("project root"));
    }
}
