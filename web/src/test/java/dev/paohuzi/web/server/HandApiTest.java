package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** POST /api/analyze and /api/score: the hand page's answers, worked out by hand from the seed lines cited. */
class HandApiTest extends ServerFixture {
    /**
     * Hunan huxi (000:104): 一二三 is 3 huxi, 壹贰叁 6, an exposed big pong 3, other sentences 0. So 一二三 twice,
     * 壹贰叁, 四五六, 肆伍陆, 七八九 and the pong 柒 make 3 + 3 + 6 + 3 = 15, hunan's minimum (000:104). Read instead
     * as three 绞 (一一壹, 二二贰, 三三叁: no huxi, 000:42, 000:57) with 四五六 七八九 肆伍陆, the same cards make 3
     * huxi: the pong's alone.
     */
    private static final String FIFTEEN = "s1 s2 s3 s1 s2 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7";

    @Test
    void aCompleteHoldingHasItsMaxHuxiAndEveryDecomposition() {
        JsonNode answer = analyze("hunan", FIFTEEN);
        assertEquals(200, status);
        assertTrue(answer.get("complete").asBoolean());
        assertEquals(15, answer.get("huxi").asInt());
        assertTrue(answer.get("win").asBoolean(), "15 is hunan's minimum (000:58)");
        assertFalse(answer.has("waits"), "only a holding one card short has waits");
        JsonNode decompositions = answer.get("decompositions");
        assertEquals(answer.get("decompositionCount").asInt(), decompositions.size());
        assertEquals(answer.get("groups"), decompositions.get(0).get("groups"),
                "the best first, as `analyze` gives it");
        List<Integer> huxi = new ArrayList<>();
        decompositions.forEach(d -> huxi.add(d.get("huxi").asInt()));
        assertEquals(15, huxi.get(0));
        assertTrue(huxi.contains(3), "the three 绞 reading: " + huxi);
        for (int i = 1; i < huxi.size(); i++) {
            assertTrue(huxi.get(i) <= huxi.get(i - 1), "most huxi first: " + huxi);
        }
    }

    /**
     * 七八九 short of 九: 四五六七八 takes 九 (四五六 七八九) or 六 (四五六 六七八), 15 huxi as above, a win. 三 drawn
     * by the seat itself would make three 三, a kan that is never split (000:26, 000:64 拆垅破坎), leaving 一二 twice
     * without a 三; but 三 shown by another seat joins the held pair 三三 without making a kan (a pong may be declined,
     * 000:28 忍碰; 000:67): 一二三 一二三 三四五 六七八 壹贰叁 肆伍陆 + the pong = 3 + 3 + 0 + 0 + 6 + 0 + 3 = 15, a win.
     * 叁 makes 一一壹 二二贰 三叁叁 三四五 六七八 肆伍陆, all 0 huxi, with the pong 3: a wait below the minimum.
     */
    @Test
    void aHoldingOneShortHasItsWaitsEachWithItsHuxi() {
        JsonNode answer = analyze("hunan", FIFTEEN.replace(" s9", ""));
        assertFalse(answer.get("complete").asBoolean());
        assertTrue(answer.get("huxi").isNull());
        List<String> waits = new ArrayList<>();
        for (JsonNode wait : answer.get("waits")) {
            waits.add(wait.get("card").asText() + " " + wait.get("huxi").asInt() + " " + wait.get("win").asBoolean());
        }
        waits.sort(null);
        assertEquals(List.of("b3 3 false", "s3 15 true", "s6 15 true", "s9 15 true"), waits);
        assertEquals(0, answer.get("decompositions").size());
    }

    /** hunan-patterns.cases "红胡" (000:70, 000:90): self-drawn 红胡 is 2 fan, base 1 x 2 + 1 = 3, each loser 1.5. */
    /** The analysis explains its waits: one row per wait, the same cards in the same order, five suppliers each. */
    @Test
    void theWaitsComeWithWhyEachWinsOrNotPerSupplier() {
        JsonNode answer = analyze("hunan", FIFTEEN.replace(" s9", ""));
        JsonNode waits = answer.get("waits");
        JsonNode arriving = answer.get("arriving");
        assertEquals(waits.size(), arriving.size());
        for (int i = 0; i < waits.size(); i++) {
            assertEquals(waits.get(i).get("card"), arriving.get(i).get("card"));
            assertEquals(5, arriving.get(i).get("suppliers").size());
            int best = -1;
            for (JsonNode supplier : arriving.get(i).get("suppliers")) {
                best = Math.max(best, supplier.get("huxi").isNull() ? -1 : supplier.get("huxi").asInt());
            }
            assertTrue(best <= waits.get(i).get("huxi").asInt(), "no supplier beats the wait's best reading");
        }
        assertEquals("[]", analyze("hunan", FIFTEEN).get("arriving").toString(), "a complete holding waits for none");
    }

    @Test
    void aWinIsScoredWithItsContextWords() {
        JsonNode answer = post("/api/score", ApiClient.object("variant", "hunan",
                "holding", "s5 s6 s7 s3 s4 s5 pong:b7 chi:b2,b7,b10 chi:s2,s7,s10 pong:b1 pong:s9", "context",
                "self-draw"));
        assertEquals(200, status, answer.toString());
        assertEquals(2, answer.get("fan").asInt());
        assertEquals(3, answer.get("base").asInt());
        assertEquals("红胡", answer.get("patterns").get(0).get("name").asText());
        assertEquals(-1.5, answer.get("payments").get("next").asDouble());
        assertEquals(3.0, answer.get("payments").get("winner").asDouble());
    }

    @Test
    void badRequestsAre4xxJsonNamingWhatIsWrong() {
        record Bad(String path, String body, int status, String reason) {
        }
        for (Bad bad : List.of(
                new Bad("/api/analyze", ApiClient.object("variant", "hunan", "holding", "s1 s2 s11"), 400, "s11"),
                new Bad("/api/analyze", ApiClient.object("variant", "hunan", "holding", "s1 pung:b3"), 400, "pung"),
                new Bad("/api/analyze", ApiClient.object("variant", "hunan"), 400, "'holding' must be a string"),
                new Bad("/api/analyze", ApiClient.object("holding", "s1"), 400, "'variant' must be a string"),
                new Bad("/api/analyze", ApiClient.object("variant", "nowhere", "holding", "s1"), 404,
                        "no variant 'nowhere'"),
                new Bad("/api/analyze", "s1 s2 s3", 400, "not JSON"),
                new Bad("/api/score", ApiClient.object("variant", "hunan", "holding", FIFTEEN, "context", "self-drew"),
                        400, "self-drew"),
                new Bad("/api/score", ApiClient.object("variant", "hunan", "holding", "escape others-huxi:3"), 400,
                        "scores a win"),
                new Bad("/api/score", ApiClient.object("variant", "hunan", "holding", FIFTEEN.replace(" s9", "")), 422,
                        ""))) {
            JsonNode answer = post(bad.path(), bad.body());
            assertEquals(bad.status(), status, bad + ": " + answer);
            assertTrue(answer.get("error").asText().contains(bad.reason()), bad + ": " + answer);
        }
        JsonNode token = post("/api/analyze", ApiClient.object("variant", "hunan", "holding", "s1 s2 s11"));
        assertEquals("s11", token.get("token").asText());
        assertEquals(7, token.get("column").asInt());
        assertEquals("context", post("/api/score", ApiClient.object("variant", "hunan", "holding", FIFTEEN,
                "context", "self-drew")).get("field").asText());
    }

    /**
     * Two patterns of 65536 fan each, multiplied (`combine fan: product`), make 2^32 where both apply: the compiler
     * warns (not every pattern can always apply), and a win where they do is a 422 naming the first one's `fan:` line,
     * never a 500 and never a wrapped fan.
     */
    @Test
    void aFanPastTheIntegerRangeIsA422NamingItsLine() throws java.io.IOException {
        java.nio.file.Files.writeString(variants.resolve("wide.variant"), """
                variant wide extends hunan "wide" {
                  source "test"
                  combine fan: product   source "test"
                  base: min(fan, 100) * grade   source "test"
                  pattern 大 {
                    when: huxi >= 15
                    fan: 65536
                  } source "test"
                  pattern 小 {
                    when: huxi >= 15
                    fan: 65536
                  } source "test"
                }
                """);
        JsonNode answer = post("/api/score", ApiClient.object("variant", "wide", "holding", FIFTEEN));
        assertEquals(422, status, answer.toString());
        assertTrue(answer.get("error").asText().matches(".*wide\\.variant:7:10: `fan:` of pattern 大: the fan of "
                + "\\[.*大, 小\\] combined \\(`combine fan: product`\\) leaves the integer range.*"), answer.toString());
        assertTrue(answer.get("hint").asText().contains("min(..., N)"), answer.toString());
    }

    /** The context words come from one list, each with its meaning: dead-hands, piao and xing among them. */
    @Test
    void theContextWordsAreServedWithTheirMeanings() {
        JsonNode words = api.get("/api/score/words").body();
        List<String> forms = new ArrayList<>();
        words.forEach(word -> {
            forms.add(word.get("word").asText());
            assertFalse(word.get("meaning").asText().isBlank(), word.toString());
            assertEquals(!word.get("word").asText().contains(":"), word.get("toggle").asBoolean(), word.toString());
        });
        assertTrue(forms.containsAll(List.of("self-draw", "tianhu", "dead-hands:N", "piao:W,N,P", "xing:CARD",
                "win:CARD")), forms.toString());
    }

    private int status;

    private JsonNode analyze(String variant, String holding) {
        return post("/api/analyze", ApiClient.object("variant", variant, "holding", holding));
    }

    private JsonNode post(String path, String body) {
        ApiClient.Reply reply = api.post(path, body);
        status = reply.status();
        return reply.body();
    }
}
