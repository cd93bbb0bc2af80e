package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor's unsaved texts ({@code "drafts": {name: text}}) on every endpoint that takes a variant's name: each
 * compiled in place of its file, a child's parent too, and the folder never touched.
 */
class DraftsApiTest extends ServerFixture {
    /** luzhou-analysis.cases, its first case: kan 七 (red small) 9 + pong 一 1 = 10 huxi, luzhou's minimum (000:65). */
    private static final String LUZHOU_TEN = "s7 s7 s7 s3 s4 s5 b3 b4 b5 b6 b7 b8 s9 s9 b9 pong:s1 chi:s4,s5,s6";

    private String luzhouAtTwelve() throws Exception {
        String saved = Files.readString(variants.resolve("luzhou.variant"));
        String text = saved.replaceFirst("minimum huxi: 10 ", "minimum huxi: 12 ");
        assertFalse(text.equals(saved), "luzhou.variant's minimum moved; update this test");
        return text;
    }

    private String hunanAtEighteen() throws Exception {
        String saved = Files.readString(variants.resolve("hunan.variant"));
        String text = saved.replaceFirst("minimum huxi: 15 ", "minimum huxi: 18 ");
        assertFalse(text.equals(saved), "hunan.variant's minimum moved; update this test");
        return text;
    }

    private static String body(Map<String, Object> fields) throws Exception {
        return ApiClient.JSON.writeValueAsString(fields);
    }

    @Test
    void theHandPageAnalysesUnderADraftWithoutSavingIt() throws Exception {
        String saved = Files.readString(variants.resolve("luzhou.variant"));
        JsonNode asSaved = api.post("/api/analyze", body(Map.of("variant", "luzhou", "holding", LUZHOU_TEN))).body();
        assertEquals(10, asSaved.get("huxi").asInt());
        assertTrue(asSaved.get("win").asBoolean(), "10 is luzhou's minimum (000:65)");

        ApiClient.Reply drafted = api.post("/api/analyze", body(Map.of("variant", "luzhou", "holding", LUZHOU_TEN,
                "drafts", Map.of("luzhou", luzhouAtTwelve()))));
        assertEquals(200, drafted.status(), drafted.body().toString());
        assertEquals(10, drafted.body().get("huxi").asInt(), "the draft changes the minimum, not the huxi table");
        assertFalse(drafted.body().get("win").asBoolean(), "10 is below the draft's minimum of 12");
        assertEquals(12, drafted.body().get("minimumHuxi").asInt());
        assertEquals(saved, Files.readString(variants.resolve("luzhou.variant")), "nothing saved");
    }

    /** yongzhou sets no minimum (variants/yongzhou.variant): it inherits hunan's, so a draft of hunan moves it. */
    @Test
    void aDraftOfTheParentIsUsedByTheSavedChild() throws Exception {
        assertEquals(15, api.post("/api/analyze", body(Map.of("variant", "yongzhou", "holding", "s1 s2 s3")))
                .body().get("minimumHuxi").asInt());
        JsonNode drafted = api.post("/api/analyze", body(Map.of("variant", "yongzhou", "holding", "s1 s2 s3",
                "drafts", Map.of("hunan", hunanAtEighteen())))).body();
        assertEquals(18, drafted.get("minimumHuxi").asInt(), drafted.toString());
    }

    @Test
    void aDraftOfANewVariantExtendingADraftCompiles() throws Exception {
        String mine = "variant mine extends hunan \"mine\" {\n  source \"\"\n}\n";
        JsonNode answer = api.post("/api/analyze", body(Map.of("variant", "mine", "holding", "s1 s2 s3",
                "drafts", Map.of("mine", mine, "hunan", hunanAtEighteen())))).body();
        assertEquals(18, answer.get("minimumHuxi").asInt(), answer.toString());
        assertFalse(Files.exists(variants.resolve("mine.variant")));
        assertEquals(404, api.post("/api/analyze", body(Map.of("variant", "mine", "holding", "s1 s2 s3"))).status(),
                "without its draft there is no such variant");
    }

    @Test
    void theStepperPlaysTheSameHandByPostAndADraftOfTheSavedTextChangesNothing() throws Exception {
        String saved = Files.readString(variants.resolve("hunan.variant"));
        JsonNode get = api.get("/api/play?variant=hunan&seed=7&bots=greedy").body();
        JsonNode post = api.post("/api/play?variant=hunan&seed=7&bots=greedy",
                body(Map.of("drafts", Map.of("hunan", saved)))).body();
        assertEquals(get.get("events"), post.get("events"));
        assertEquals(get.get("steps"), post.get("steps"));

        ObjectNode seat = (ObjectNode) ApiClient.JSON.readTree(body(Map.of("variant", "hunan", "seed", 7,
                "bots", "greedy", "seat", 1, "choices", List.of())));
        JsonNode plain = api.post("/api/seat", seat.toString()).body();
        seat.set("drafts", ApiClient.JSON.valueToTree(Map.of("hunan", saved)));
        JsonNode drafted = api.post("/api/seat", seat.toString()).body();
        assertEquals(plain.get("decision"), drafted.get("decision"));
        assertEquals(plain.get("events"), drafted.get("events"));
    }

    @Test
    void aDraftWithErrorsIs422WithItsDiagnosticsOnEveryEndpoint() throws Exception {
        Map<String, String> broken = Map.of("luzhou",
                "variant luzhou extends hunan \"x\" {\n  minimum huxi: lots\n}\n");
        List<ApiClient.Reply> replies = new ArrayList<>();
        replies.add(api.post("/api/analyze", body(Map.of("variant", "luzhou", "holding", "s1", "drafts", broken))));
        replies.add(api.post("/api/play?variant=luzhou&seed=1", body(Map.of("drafts", broken))));
        replies.add(api.post("/api/seat", body(Map.of("variant", "luzhou", "seed", 1, "seat", 1, "drafts", broken))));
        for (ApiClient.Reply reply : replies) {
            assertEquals(422, reply.status(), reply.body().toString());
            assertTrue(reply.body().get("error").asText().startsWith("the unsaved text of 'luzhou' has errors"),
                    reply.body().toString());
            assertEquals("luzhou.variant", reply.body().get("diagnostics").get(0).get("file").asText());
        }
        JsonNode child = api.post("/api/analyze", body(Map.of("variant", "luzhou-three", "holding", "s1",
                "drafts", broken))).body();
        assertTrue(child.get("error").asText().contains("with the unsaved text of luzhou"), child.toString());
    }

    /** As saved, luzhou's minimum (10) differs from hunan's (15); a draft of luzhou at 15 makes them alike. */
    @Test
    void explainAndDiffReadTheDrafts() throws Exception {
        String saved = Files.readString(variants.resolve("luzhou.variant"));
        String atFifteen = saved.replaceFirst("minimum huxi: 10 ", "minimum huxi: 15 ");
        assertTrue(rules(api.get("/api/diff?a=luzhou&b=hunan").body()).contains("minimum huxi"));
        JsonNode drafted = api.post("/api/diff?a=luzhou&b=hunan", body(Map.of("drafts", Map.of("luzhou", atFifteen))))
                .body();
        assertFalse(rules(drafted).contains("minimum huxi"), drafted.toString());

        JsonNode table = api.post("/api/variants/yongzhou/explain", body(Map.of("drafts",
                Map.of("hunan", hunanAtEighteen())))).body();
        JsonNode minimum = null;
        for (JsonNode entry : table.get("entries")) {
            minimum = entry.get("name").asText().equals("minimum huxi") ? entry : minimum;
        }
        assertEquals("18", minimum.get("value").asText(), minimum.toString());
        assertEquals("hunan", minimum.get("from").asText(), "yongzhou inherits it: " + minimum);
    }

    private static List<String> rules(JsonNode diff) {
        List<String> rules = new ArrayList<>();
        diff.get("rows").forEach(row -> rules.add(row.get("rule").asText()));
        return rules;
    }

    /** The editor's check of a saved child over a parent's draft with an error: the child cannot compile. */
    @Test
    void theEditorsCheckUsesTheParentsDraft() throws Exception {
        String yongzhou = Files.readString(variants.resolve("yongzhou.variant"));
        assertTrue(api.post("/api/check", body(Map.of("name", "yongzhou", "text", yongzhou))).body().get("ok")
                .asBoolean());
        String broken = "variant hunan \"x\" {\n  minimum huxi: lots\n}\n";
        JsonNode checked = api.post("/api/check", body(Map.of("name", "yongzhou", "text", yongzhou,
                "drafts", Map.of("hunan", broken)))).body();
        assertFalse(checked.get("ok").asBoolean(), checked.toString());
    }

    /** A scenario case opened in the stepper with a draft of its variant that does not compile: 422. */
    @Test
    void aScenarioCaseIsPlayedUnderTheDraft() throws Exception {
        String path = "/api/case?file=luzhou-scenarios.cases&case=" + URLEncoder.encode(
                "地胡: the next player wins on the dealer's first discard", StandardCharsets.UTF_8);
        assertEquals(200, api.get(path).status());
        String saved = Files.readString(variants.resolve("luzhou.variant"));
        assertEquals(api.get(path).body().get("events"), api.post(path, body(Map.of("drafts",
                Map.of("luzhou", saved)))).body().get("events"), "a draft of the saved text plays the same hand");
        ApiClient.Reply broken = api.post(path, body(Map.of("drafts", Map.of("luzhou",
                "variant luzhou extends hunan \"x\" {\n  minimum huxi: lots\n}\n"))));
        assertEquals(422, broken.status(), broken.body().toString());
    }

    @Test
    void badDraftsAre400() throws Exception {
        assertEquals(400, api.post("/api/analyze", "{\"variant\": \"hunan\", \"holding\": \"s1\", \"drafts\": []}")
                .status());
        assertEquals(400, api.post("/api/analyze", body(Map.of("variant", "hunan", "holding", "s1",
                "drafts", Map.of("../hunan", "x")))).status());
        assertEquals(400, api.post("/api/analyze", body(Map.of("variant", "hunan", "holding", "s1",
                "drafts", Map.of("hunan", 3)))).status());
    }

    /**
     * The three luzhou cases that win at exactly 10 huxi (luzhou-analysis.cases, the cases at lines 6, 77 and 94,
     * each `expect complete, huxi 10, win`) fail under the draft's minimum of 12; as saved, every case passes.
     */
    @Test
    void conformanceRunsTheCasesAgainstTheDraft() throws Exception {
        JsonNode saved = api.get("/api/conformance?variant=luzhou").body();
        assertEquals(0, saved.get("failed").asInt(), saved.get("failed").toString());
        assertEquals(0, saved.get("drafts").size());
        JsonNode drafted = api.post("/api/conformance?variant=luzhou",
                body(Map.of("drafts", Map.of("luzhou", luzhouAtTwelve())))).body();
        assertEquals("[\"luzhou\"]", drafted.get("drafts").toString());
        List<String> failing = new ArrayList<>();
        for (JsonNode file : drafted.get("files")) {
            for (JsonNode c : file.get("cases")) {
                if (!c.get("passed").asBoolean()) {
                    failing.add(file.get("file").asText() + ":" + c.get("line").asInt());
                }
            }
        }
        assertTrue(failing.containsAll(List.of("luzhou-analysis.cases:6", "luzhou-analysis.cases:77",
                "luzhou-analysis.cases:94")), failing.toString());
        assertEquals(saved.get("passed").asInt() + saved.get("failed").asInt(),
                drafted.get("passed").asInt() + drafted.get("failed").asInt(), "the same cases ran");
    }
}
