package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A variant parameter of the API may be a room string (docs/language.md, "Options and rooms"; docs/web.md): youxian
 * with its options, and every way to write one wrongly, each a 4xx JSON error with the column and a hint.
 */
class RoomApiTest extends ServerFixture {
    private static String encoded(String room) {
        return URLEncoder.encode(room, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private ApiClient.Reply explain(String room) {
        return api.get("/api/variants/" + encoded(room) + "/explain");
    }

    @Test
    void explainNamesTheRoomItsOptionsAndEachRulesOption() {
        ApiClient.Reply reply = explain("youxian[无名堂, -自摸加3息]");
        assertEquals(200, reply.status(), reply.body().toString());
        JsonNode body = reply.body();
        assertEquals("youxian[-自摸加3息, 无名堂]", body.get("name").asText()); // in the order the file declares them
        List<String> on = new ArrayList<>();
        body.get("options").forEach(o -> on.add(o.asText()));
        assertEquals(List.of("无名堂"), on); // 无名堂 displaces the defaults it excludes; 自摸加3息 is turned off
        JsonNode offered = body.get("offered");
        assertTrue(offered.size() >= 8, offered.toString());
        JsonNode grade = null;
        for (JsonNode entry : body.get("entries")) {
            if (entry.get("name").asText().equals("grade")) {
                grade = entry;
            }
        }
        assertEquals("hunan", grade.get("from").asText()); // 自摸加3息 is off: Hunan's (huxi - 12) / 3
    }

    @Test
    void diffComparesTwoRoomsOfOneVariant() {
        ApiClient.Reply reply = api.get("/api/diff?a=youxian&b=" + encoded("youxian[无名堂]"));
        assertEquals(200, reply.status(), reply.body().toString());
        List<String> rules = new ArrayList<>();
        reply.body().get("rows").forEach(r -> rules.add(r.get("rule").asText()));
        assertEquals(List.of("pattern 红胡", "pattern 点胡", "pattern 红乌", "pattern 乌胡", "pattern 海底"), rules);
    }

    private static void assertRoomError(ApiClient.Reply reply, String room, int column, String message,
                                        String hint) {
        assertEquals(422, reply.status(), reply.body().toString());
        JsonNode error = reply.body().get("diagnostics").get(0);
        assertEquals(room, error.get("file").asText());
        assertEquals(1, error.get("line").asInt());
        assertEquals(column, error.get("column").asInt(), error.toString());
        assertEquals(message, error.get("message").asText());
        assertTrue(error.get("hint").asText().contains(hint), error.toString());
    }

    @Test
    void aBadRoomIsA422WithItsColumnAndAHint() {
        assertRoomError(explain("youxian[无名]"), "youxian[无名]", 9, "unknown option '无名' of youxian",
                "did you mean `无名堂`?");
        assertRoomError(explain("youxian[无名堂, 海底捞月]"), "youxian[无名堂, 海底捞月]", 14,
                "options '无名堂' and '海底捞月' exclude each other", "drop one");
        assertRoomError(explain("hunan[自摸加3息]"), "hunan[自摸加3息]", 7,
                "'自摸加3息' is an option of youxian, not of hunan", "hunan offers 半花样, 全花样");
        assertRoomError(api.get("/api/diff?a=hunan&b=" + encoded("youxian[无名堂")), "youxian[无名堂", 12,
                "the list of options is not closed", "end it with ']'");
        ApiClient.Reply score = api.post("/api/score", "{\"variant\": \"youxian[,]\", \"holding\": \"b1 b2 b3\"}");
        assertRoomError(score, "youxian[,]", 9, "an empty option name", "VARIANT[OPTION");
    }

    /**
     * The conformance run of a room is the cases that play its options (conformance/README.md, "Rooms"): in the
     * bundled cases, one names youxian[无名堂] (无名堂 displaces 基本名堂, 四七张红胡 and 海底捞月, so naming them off
     * is the same room); the JUnit download is the same run, named for the room; a bad room is the 422 of every
     * endpoint.
     */
    @Test
    void conformanceRunsTheCasesOfTheRoom() throws Exception {
        String room = "youxian[无名堂, -海底捞月]";
        ApiClient.Reply run = api.get("/api/conformance?variant=" + encoded(room));
        assertEquals(200, run.status(), run.body().toString());
        List<String> cases = new ArrayList<>();
        run.body().get("files").forEach(f -> f.get("cases").forEach(c -> cases.add(f.get("file").asText() + ": "
                + c.get("variant").asText() + ", " + c.get("passed").asBoolean())));
        assertEquals(List.of("room-options.cases: youxian[无名堂], true"), cases);
        HttpResponse<String> xml = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                "http://127.0.0.1:" + app.port() + "/api/conformance/junit?variant=" + encoded(room))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, xml.statusCode());
        assertEquals("attachment; filename=\"conformance-youxian.xml\"; filename*=UTF-8''conformance-"
                + encoded(room) + ".xml", xml.headers().firstValue("Content-Disposition").orElse(""));
        assertTrue(xml.body().contains("tests=\"1\""), xml.body());
        assertRoomError(api.get("/api/conformance?variant=" + encoded("youxian[无名]")), "youxian[无名]", 9,
                "unknown option '无名' of youxian", "did you mean `无名堂`?");
        assertEquals(404, api.get("/api/conformance?variant=" + encoded("nosuch[无名堂]")).status());
    }

    @Test
    void aRoomOfAnUnknownVariantIs404AndABadNameIs400() {
        assertEquals(404, explain("nosuch[无名堂]").status());
        assertEquals(400, explain("../pom[无名堂]").status());
    }
}
