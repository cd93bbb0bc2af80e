package dev.paohuzi.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The malformed requests of the reliability campaign (issue 13, item 5), each a regression test: a 4xx with a JSON
 * error, whether Javalin or Jetty refuses it, and never a server path in it; the server answers on after each.
 */
class HttpRefusalTest extends ServerFixture {
    /** The headers every change from the workbench's own pages has. */
    private static final String JSON_HEADERS = "Host: 127.0.0.1\r\nContent-Type: application/json\r\n";

    static Stream<Arguments> refusals() {
        String check = "{\"text\": \"variant x {}\"}";
        return Stream.of(
                Arguments.of("a %u escape", RawHttp.request("GET", "/api/variants/%u002e%u002e", "", ""), 400),
                Arguments.of("a trailing %", RawHttp.request("GET", "/api/variants/hunan;%", "", ""), 400),
                Arguments.of("a % in a PUT", RawHttp.request("PUT", "/api/variants/hun%zzan", "", check), 400),
                Arguments.of("NUL", RawHttp.request("GET", "/api/variants/%00", "", ""), 400),
                Arguments.of("an encoded slash", RawHttp.request("GET", "/api/variants/..%2F..%2Fpom", "", ""), 400),
                Arguments.of("an encoded backslash", RawHttp.request("GET", "/api/variants/%5C..%5Cx", "", ""), 400),
                Arguments.of("a long URI", RawHttp.request("GET", "/api/variants/" + "a".repeat(20_000), "", ""), 414),
                Arguments.of("large headers", RawHttp.request("GET", "/api/variants", "X-Big: " + "b".repeat(20_000)
                        + "\r\n", ""), 431),
                Arguments.of("a body shorter than its Content-Length", ("POST /api/check HTTP/1.1\r\n" + JSON_HEADERS
                        + "Content-Length: 100\r\n\r\n{\"text\": \"x\"").getBytes(StandardCharsets.US_ASCII), 400),
                Arguments.of("a bad chunk size",
                        ("POST /api/check HTTP/1.1\r\n" + JSON_HEADERS + "Transfer-Encoding: chunked\r\n\r\n"
                        + "zz\r\n{}\r\n0\r\n\r\n").getBytes(StandardCharsets.US_ASCII), 400),
                Arguments.of("a chunk cut short",
                        ("PUT /api/variants/x HTTP/1.1\r\n" + JSON_HEADERS + "Transfer-Encoding: chunked\r\n"
                        + "\r\n100\r\n{\"text\"").getBytes(StandardCharsets.US_ASCII), 400),
                Arguments.of("an unknown method", RawHttp.request("BREW", "/api/variants", "", ""), 405),
                Arguments.of("a method the endpoint has not", RawHttp.request("DELETE", "/api/check", "", ""), 405),
                Arguments.of("no such endpoint", RawHttp.request("GET", "/api/nothing", "", ""), 404),
                Arguments.of("a body over the limit", RawHttp.request("POST", "/api/check", "",
                        "{\"text\": \"" + "#".repeat(2_100_000) + "\"}"), 413),
                Arguments.of("not HTTP", "GARBAGE\r\n\r\n".getBytes(StandardCharsets.US_ASCII), 400),
                Arguments.of("a bad version", "GET /api/variants HTTP/7.3\r\nHost: x\r\n\r\n".getBytes(
                        StandardCharsets.US_ASCII), 505),
                Arguments.of("two Content-Lengths", ("POST /api/check HTTP/1.1\r\n" + JSON_HEADERS
                        + "Content-Length: 2\r\n"
                        + "Content-Length: 3\r\n\r\n{}").getBytes(StandardCharsets.US_ASCII), 400));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void isAJsonRefusal(String what, byte[] request, int status) throws Exception {
        RawHttp.Answer answer = RawHttp.send(app.port(), request);
        assertEquals(status, answer.status(), answer.toString());
        assertTrue(answer.contentType().startsWith("application/json"), answer.toString());
        JsonNode body = answer.json().orElseThrow(() -> new AssertionError("not JSON: " + answer));
        assertFalse(body.path("error").asText().isBlank(), answer.toString());
        assertFalse(answer.toString().contains(variants.toString()), answer.toString());
        assertEquals(200, api.get("/api/variants/hunan").status());
    }
}
