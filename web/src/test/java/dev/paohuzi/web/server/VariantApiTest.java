package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import dev.paohuzi.compiler.CompiledVariant;
import dev.paohuzi.compiler.RuleEntry;
import dev.paohuzi.compiler.VariantCompiler;
import dev.paohuzi.compiler.render.VariantDiff;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Listing, reading, checking, explaining and diffing variants, and every way to ask for them wrongly. */
class VariantApiTest extends ServerFixture {
    private static final String BROKEN = """
            variant mine extends hunan "mine" {
              source "000:1"
              copies: lots    source "000:8"
            }
            """;

    @Test
    void listsEveryVariantFileWithItsTitleAndErrorCount() throws Exception {
        Files.writeString(variants.resolve("broken.variant"), BROKEN.replace("mine", "broken"));
        List<String> names;
        try (Stream<Path> files = Files.list(variants)) { // delta files (peel.delta ...) are not variants: not listed
            names = files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".variant"))
                    .map(f -> f.replace(".variant", "")).sorted().toList();
        }
        assertTrue(Files.exists(variants.resolve("peel.delta")));
        JsonNode list = api.get("/api/variants").body();
        List<String> listed = new ArrayList<>();
        list.forEach(v -> listed.add(v.get("name").asText()));
        assertEquals(names, listed);
        for (JsonNode v : list) {
            boolean broken = v.get("name").asText().equals("broken");
            assertEquals(broken, v.get("errors").asInt() > 0, v.toString());
            assertEquals(broken, v.get("title").isNull(), v.toString());
        }
    }

    @Test
    void sourceIsTheFileAsSaved() throws Exception {
        ApiClient.Reply reply = api.get("/api/variants/shaoyang");
        assertEquals(200, reply.status());
        assertEquals(Files.readString(variants.resolve("shaoyang.variant")), reply.body().get("text").asText());
    }

    @Test
    void aFileThatIsNotUtf8IsListedWithErrorsAndItsSourceIs422() throws Exception {
        Files.write(variants.resolve("latin.variant"), new byte[] {'v', 'a', (byte) 0xff, (byte) 0xfe, '\n'});
        ApiClient.Reply source = api.get("/api/variants/latin");
        assertEquals(422, source.status());
        assertTrue(source.error().contains("UTF-8"), source.error());
        boolean listed = false;
        for (JsonNode v : api.get("/api/variants").body()) {
            listed |= v.get("name").asText().equals("latin") && v.get("errors").asInt() > 0;
        }
        assertTrue(listed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"..%2Fpom", "hunan.variant", "a%20b", "%E6%B9%96%E5%8D%97",
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"})
    void aNameThatIsNotAVariantNameIs400(String name) {
        for (String path : List.of("/api/variants/" + name, "/api/variants/" + name + "/explain",
                "/api/diff?a=hunan&b=" + name, "/api/conformance?variant=" + name, "/api/play?seed=1&variant="
                + name)) {
            ApiClient.Reply reply = api.get(path);
            assertEquals(400, reply.status(), path);
            assertTrue(reply.error().contains("not a variant name"), reply.body().toString());
        }
    }

    @Test
    void anUnknownVariantIs404() {
        for (String path : List.of("/api/variants/nosuch", "/api/variants/nosuch/explain", "/api/diff?a=nosuch&b=hunan",
                "/api/conformance?variant=nosuch", "/api/play?seed=1&variant=nosuch")) {
            ApiClient.Reply reply = api.get(path);
            assertEquals(404, reply.status(), path);
            assertEquals("no variant 'nosuch'", reply.error(), path);
        }
    }

    @Test
    void anUnknownEndpointIsAJson404() {
        ApiClient.Reply reply = api.get("/api/nothing/here");
        assertEquals(404, reply.status());
        assertFalse(reply.error().isEmpty());
    }

    @Test
    void checkPointsAtTheBadValueWithAHint() {
        JsonNode result = api.post("/api/check", ApiClient.object("name", "mine", "text", BROKEN)).body();
        assertFalse(result.get("ok").asBoolean());
        String badLine = BROKEN.lines().toList().get(2);
        JsonNode error = first(result.get("diagnostics"), "error");
        assertEquals("mine.variant", error.get("file").asText());
        assertEquals(3, error.get("line").asInt());
        assertEquals(badLine.indexOf("lots") + 1, error.get("column").asInt());
        assertTrue(error.get("message").asText().contains("lots"), error.toString());
        assertFalse(error.get("hint").asText().isEmpty(), error.toString());
    }

    @Test
    void checkOfASavedVariantsTextFindsNoErrors() throws Exception {
        String text = Files.readString(variants.resolve("luzhou.variant"));
        JsonNode result = api.post("/api/check", ApiClient.object("name", "luzhou", "text", text)).body();
        assertTrue(result.get("ok").asBoolean(), result.toString());
    }

    @Test
    void checkAppliesTheServedDirectorysDeltas() {
        String child = "variant child extends hunan with peel \"child\" {\n  source \"000:1\"\n}\n";
        JsonNode result = api.post("/api/check", ApiClient.object("name", "child", "text", child)).body();
        assertTrue(result.get("ok").asBoolean(), result.toString());
        JsonNode typo = api.post("/api/check", ApiClient.object("name", "child", "text", child.replace("peel", "pel")))
                .body();
        assertTrue(first(typo.get("diagnostics"), "error").get("hint").asText().contains("did you mean `peel`?"),
                typo.toString());
    }

    @Test
    void checkUsesTheServedDirectoryForParents() throws Exception {
        // A parent that exists only in the served copy: the check must look there, not in the working directory.
        Files.writeString(variants.resolve("onlyhere.variant"),
                Files.readString(variants.resolve("hunan.variant")).replace("variant hunan ", "variant onlyhere "));
        String child = "variant child extends onlyhere \"child\" {\n  source \"000:1\"\n}\n";
        JsonNode result = api.post("/api/check", ApiClient.object("name", "child", "text", child)).body();
        assertTrue(result.get("ok").asBoolean(), result.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"not json", "[1, 2]", "\"text\"", "{}", "{\"text\": 3}", "{\"text\": null}",
        "{\"text\": \"x\", \"name\": \"../x\"}", "{\"text\": \"x\", \"name\": 7}", ""})
    void aBadCheckRequestIs400(String body) {
        ApiClient.Reply reply = api.post("/api/check", body);
        assertEquals(400, reply.status(), body);
        assertFalse(reply.error().isEmpty(), body);
    }

    @Test
    void aHugeCheckRequestIs413() {
        String text = "#".repeat(RequestBodies.MAX_BYTES + 1);
        ApiClient.Reply reply = api.post("/api/check", ApiClient.object("text", text));
        assertEquals(413, reply.status());
        assertTrue(reply.error().contains("limit"), reply.error());
    }

    @Test
    void checkOfNoiseGivesDiagnosticsNotAnError() {
        byte[] noise = new byte[200_000];
        new Random(7).nextBytes(noise);
        ApiClient.Reply reply = api.post("/api/check", ApiClient.object("text", new String(noise,
                StandardCharsets.ISO_8859_1)));
        assertEquals(200, reply.status());
        assertFalse(reply.body().get("ok").asBoolean());
        assertTrue(reply.body().get("diagnostics").size() > 0);
    }

    @Test
    void explainListsTheCompiledRuleTable() {
        CompiledVariant compiled = VariantCompiler.compile(variants.resolve("yongzhou.variant")).variant()
                .orElseThrow();
        JsonNode table = api.get("/api/variants/yongzhou/explain").body();
        assertEquals(compiled.title(), table.get("title").asText());
        assertEquals(compiled.lineage().size(), table.get("lineage").size());
        JsonNode entries = table.get("entries");
        assertEquals(compiled.entries().size(), entries.size());
        for (int i = 0; i < entries.size(); i++) {
            RuleEntry entry = compiled.entries().get(i);
            assertEquals(entry.name(), entries.get(i).get("name").asText());
            assertEquals(entry.value(), entries.get(i).get("value").asText());
            assertEquals(entry.source(), entries.get(i).get("source").asText());
            assertEquals(entry.section(), entries.get(i).get("section").asText());
        }
    }

    @Test
    void explainOfABrokenVariantIs422WithItsErrors() throws Exception {
        Files.writeString(variants.resolve("mine.variant"), BROKEN);
        ApiClient.Reply reply = api.get("/api/variants/mine/explain");
        assertEquals(422, reply.status());
        assertEquals(3, first(reply.body().get("diagnostics"), "error").get("line").asInt());
    }

    @Test
    void diffListsExactlyTheRulesThatDiffer() {
        CompiledVariant hunan = VariantCompiler.compile(variants.resolve("hunan.variant")).variant().orElseThrow();
        CompiledVariant luzhou = VariantCompiler.compile(variants.resolve("luzhou.variant")).variant().orElseThrow();
        List<String> expected = VariantDiff.differences(hunan, luzhou).stream().map(row -> row[0]).toList();
        JsonNode rows = api.get("/api/diff?a=hunan&b=luzhou").body().get("rows");
        List<String> rules = new ArrayList<>();
        rows.forEach(row -> rules.add(row.get("rule").asText()));
        assertEquals(expected, rules);
        assertFalse(rules.isEmpty());
        for (JsonNode row : rows) {
            String rule = row.get("rule").asText();
            assertEquals(hunan.entry(rule).isPresent(), !row.get("a").isNull(), rule);
            assertEquals(luzhou.entry(rule).isPresent(), !row.get("b").isNull(), rule);
        }
    }

    @Test
    void aVariantDiffedWithItselfHasNoRows() {
        assertEquals(0, api.get("/api/diff?a=hunan&b=hunan").body().get("rows").size());
    }

    @Test
    void diffWithoutBothVariantsIs400() {
        for (String path : List.of("/api/diff", "/api/diff?a=hunan", "/api/diff?b=hunan", "/api/diff?a=&b=hunan")) {
            ApiClient.Reply reply = api.get(path);
            assertEquals(400, reply.status(), path);
            assertTrue(reply.error().contains("is required"), reply.error());
        }
    }

    static JsonNode first(JsonNode diagnostics, String severity) {
        for (JsonNode d : diagnostics) {
            if (d.get("severity").asText().equals(severity)) {
                return d;
            }
        }
        throw new AssertionError("no " + severity + " in " + diagnostics);
    }
}
