package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A save runs the variant's own conformance cases, and checks every variant extending it, transitively, against the
 * new text: each compiled and its conformance cases run. POST .../dependants is the dry run; a PUT that would break
 * one is a 409 unless accepted.
 */
class DependantsTest extends ServerFixture {
    /**
     * Hunan's dependants in dependency order, read off the `extends` lines of variants/: hunan's children by name,
     * then theirs (app004-two extends app004, baiwang-product baiwang, hengyang-two hengyang, luzhou-grades and
     * luzhou-three luzhou, shaoyang hunan-half, wangcheng-huopiao wangcheng).
     */
    static final List<String> HUNAN_DEPENDANTS = List.of("anhua", "app004", "baiwang", "chenzhou", "guilin",
            "hanshou", "hechi", "hengyang", "hunan-counting", "hunan-full", "hunan-half", "hunan-peel", "hunan-qq",
            "leiyang", "liuhuqiang", "loudi", "luzhou", "ningxiang", "wangcheng", "xiangxiang", "xupu", "yongzhou",
            "youxian",
            "app004-two", "baiwang-product", "hengyang-two", "luzhou-grades", "luzhou-three", "shaoyang",
            "wangcheng-huopiao");

    /**
     * The example: a deal of 22 / 20 / 20 with a wall of 18 is 80 cards for hunan's three players, but
     * app004-two seats two and sets its wall to 39 (80 - 21 - 20, 004:31) while inheriting the dealer's 22.
     */
    String hunanDealing22() throws Exception {
        String text = Files.readString(variants.resolve("hunan.variant"));
        String edited = text.replaceFirst("dealer cards: 21 ", "dealer cards: 22 ")
                .replaceFirst("wall: 19 ", "wall: 18 ");
        assertEquals(2, countDifferentLines(text, edited), "hunan.variant's deal lines moved; update this test");
        return edited;
    }

    @Test
    void theDryRunListsEveryDependantInOrderAndSaysWhichBreaksAndWhy() throws Exception {
        byte[] before = Files.readAllBytes(variants.resolve("hunan.variant"));
        JsonNode report = api.post("/api/variants/hunan/dependants", ApiClient.object("text", hunanDealing22())).body();
        assertEquals("hunan", report.get("name").asText());
        assertEquals(HUNAN_DEPENDANTS, names(report.get("dependants")));
        JsonNode two = byName(report.get("dependants"), "app004-two");
        assertFalse(two.get("ok").asBoolean(), two.toString());
        assertFalse(two.get("compiles").asBoolean(), two.toString());
        assertEquals(0, two.get("cases").get("passed").asInt() + two.get("cases").get("failed").asInt(),
                "no case of a dependant that does not compile is run");
        JsonNode error = VariantApiTest.first(two.get("diagnostics"), "error");
        assertEquals("app004-two.variant", error.get("file").asText(), error.toString());
        assertTrue(error.get("line").asInt() > 0, error.toString());
        JsonNode own = report.get("own");
        assertEquals("hunan", own.get("name").asText(), "the variant itself is checked first");
        assertTrue(own.get("compiles").asBoolean(), own.toString());
        int broken = own.get("ok").asBoolean() ? 0 : 1;
        for (JsonNode dependant : report.get("dependants")) {
            broken += dependant.get("ok").asBoolean() ? 0 : 1;
        }
        assertEquals(broken, report.get("breaks").asInt());
        assertFalse(report.toString().contains(variants.toString()), "a server path in " + report);
        assertEquals(new String(before), Files.readString(variants.resolve("hunan.variant")), "a dry run saved");
    }

    @Test
    void aFailingCaseIsReportedWithItsFileLineAndMessage() throws Exception {
        // hunan's minimum of 15 huxi (000:65, 000:104) is inherited by yongzhou; at 18, its cases of wins at 15 to 17
        // huxi fail, while it still compiles (a lower minimum would not: the grade pays from 15, 000:108).
        String text = Files.readString(variants.resolve("hunan.variant"))
                .replaceFirst("minimum huxi: 15", "minimum huxi: 18");
        JsonNode yongzhou = byName(api.post("/api/variants/hunan/dependants", ApiClient.object("text", text)).body()
                .get("dependants"), "yongzhou");
        assertFalse(yongzhou.get("ok").asBoolean());
        assertTrue(yongzhou.get("compiles").asBoolean(), yongzhou.toString());
        JsonNode cases = yongzhou.get("cases");
        assertTrue(cases.get("failed").asInt() > 0, cases.toString());
        assertEquals(cases.get("failed").asInt(), cases.get("failures").size());
        for (JsonNode failure : cases.get("failures")) {
            List<String> lines = Files.readAllLines(TestVariants.CASES.resolve(failure.get("file").asText()));
            String caseLine = lines.get(failure.get("line").asInt() - 1);
            assertTrue(caseLine.contains("\"" + failure.get("case").asText() + "\""), caseLine + " / " + failure);
            assertFalse(failure.get("message").asText().isBlank(), failure.toString());
        }
    }

    /**
     * The deal of 22 / 20 / 20 with a wall of 18 leaves hunan-half compiling, but its scenario cases name a wall top
     * of 19 cards (written for hunan's wall of 19): they fail saying so, and no exception's text reaches the report
     * (the arranged deck used to fill the hands before checking the wall top, and ran out of cards).
     */
    @Test
    void aScenarioWhoseDealNoLongerFitsFailsSayingWhy() throws Exception {
        JsonNode report = api.post("/api/variants/hunan/dependants", ApiClient.object("text", hunanDealing22())).body();
        assertFalse(report.toString().contains("Exception"), report.toString());
        JsonNode half = byName(report.get("dependants"), "hunan-half");
        assertTrue(half.get("compiles").asBoolean(), half.toString());
        assertTrue(half.get("cases").get("failures").toString().contains("the deck cannot be dealt: the wall top names "
                + "19 cards, more than the 18 on the wall"), half.toString());
    }

    @Test
    void aSaveThatBreaksADependantIs409UnlessAccepted() throws Exception {
        String text = hunanDealing22();
        String version = api.get("/api/variants/hunan").version();
        byte[] before = Files.readAllBytes(variants.resolve("hunan.variant"));
        ApiClient.Reply refused = api.send("PUT", "/api/variants/hunan", ApiClient.object("text", text),
                "If-Match", '"' + version + '"');
        assertEquals(409, refused.status());
        assertEquals("dependants", refused.body().get("conflict").asText());
        assertFalse(byName(refused.body().get("dependants"), "app004-two").get("ok").asBoolean());
        assertTrue(refused.body().get("hint").asText().contains("acceptBreaking"));
        assertEquals(new String(before), Files.readString(variants.resolve("hunan.variant")));

        ApiClient.Reply accepted = api.send("PUT", "/api/variants/hunan",
                ApiClient.object("text", text, "acceptBreaking", true), "If-Match", '"' + version + '"');
        assertEquals(200, accepted.status(), accepted.body().toString());
        assertEquals(text, Files.readString(variants.resolve("hunan.variant")));
    }

    @Test
    void aVariantNothingExtendsHasNoDependantsAndItsOwnCasesPass() throws Exception {
        String text = Files.readString(variants.resolve("shaoyang.variant"));
        JsonNode report = api.post("/api/variants/shaoyang/dependants", ApiClient.object("text", text)).body();
        assertEquals(0, report.get("breaks").asInt());
        assertEquals(0, report.get("dependants").size());
        JsonNode own = report.get("own");
        assertTrue(own.get("ok").asBoolean(), own.toString());
        assertTrue(own.get("cases").get("passed").asInt() > 0, "shaoyang's own cases ran: " + own);
    }

    /**
     * Issue 29's designer: luzhou's minimum of 10 huxi (000:65) raised to 12. Its own analysis cases that win at 10
     * huxi (luzhou-analysis.cases, the cases expecting `huxi 10, win` at lines 11, 82 and 99) must now fail, and the
     * save says so before it writes: a 409 naming them, then a save that accepts it.
     */
    @Test
    void aSaveRunsTheVariantsOwnCasesAndSaysWhichFail() throws Exception {
        String saved = Files.readString(variants.resolve("luzhou.variant"));
        String text = saved.replaceFirst("minimum huxi: 10 ", "minimum huxi: 12 ");
        assertEquals(1, countDifferentLines(saved, text), "luzhou.variant's minimum moved; update this test");
        String version = api.get("/api/variants/luzhou").version();
        ApiClient.Reply refused = api.send("PUT", "/api/variants/luzhou", ApiClient.object("text", text),
                "If-Match", '"' + version + '"');
        assertEquals(409, refused.status(), refused.body().toString());
        JsonNode own = refused.body().get("own");
        assertTrue(own.get("compiles").asBoolean(), own.toString());
        assertFalse(own.get("ok").asBoolean(), own.toString());
        List<String> analysis = Files.readAllLines(TestVariants.CASES.resolve("luzhou-analysis.cases"));
        for (int expectLine : new int[] {11, 82, 99}) {
            assertTrue(analysis.get(expectLine - 1).contains("huxi 10, win"), "the case file moved; update this test");
            int start = expectLine;
            while (!analysis.get(start - 1).contains("case \"")) {
                start--;
            }
            int caseLine = start;
            assertTrue(own.get("cases").get("failures").findValues("line").stream()
                    .anyMatch(line -> line.asInt() == caseLine), "the case at line " + caseLine + " fails: " + own);
        }
        assertTrue(refused.body().get("error").asText().startsWith("not saved: 'luzhou' would fail "
                + own.get("cases").get("failed").asInt() + " of its "), refused.body().toString());
        assertEquals(saved, Files.readString(variants.resolve("luzhou.variant")), "nothing written");

        ApiClient.Reply accepted = api.send("PUT", "/api/variants/luzhou",
                ApiClient.object("text", text, "acceptBreaking", true), "If-Match", '"' + version + '"');
        assertEquals(200, accepted.status(), accepted.body().toString());
        assertEquals(text, Files.readString(variants.resolve("luzhou.variant")));
    }

    @Test
    void aDependantsRequestWithoutTextIs400() {
        assertEquals(400, api.post("/api/variants/hunan/dependants", "{}").status());
        assertEquals(400, api.post("/api/variants/..%2Fx/dependants", ApiClient.object("text", "x")).status());
    }

    static List<String> names(JsonNode dependants) {
        List<String> names = new ArrayList<>();
        dependants.forEach(d -> names.add(d.get("name").asText()));
        return names;
    }

    static JsonNode byName(JsonNode dependants, String name) {
        for (JsonNode d : dependants) {
            if (d.get("name").asText().equals(name)) {
                return d;
            }
        }
        throw new AssertionError("no dependant " + name + " in " + dependants);
    }

    private static int countDifferentLines(String a, String b) {
        List<String> left = a.lines().toList();
        List<String> right = b.lines().toList();
        int different = 0;
        for (int i = 0; i < Math.min(left.size(), right.size()); i++) {
            different += left.get(i).equals(right.get(i)) ? 0 : 1;
        }
        return different;
    }
}
