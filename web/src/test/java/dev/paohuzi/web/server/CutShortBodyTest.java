package dev.paohuzi.web.server;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A request whose body is shorter than its {@code Content-Length} is answered whether or not the end of the client's
 * stream reaches the server: an endpoint that reads no body answers at once, one that reads it answers 400 once the
 * server has waited {@link WorkbenchServer#REQUEST_IDLE_MS} for the next byte — a quarter of the raw client's
 * timeout. {@code HttpFuzzTest} once saw no answer in 20 s to the GET below under CI load, with Jetty's 30 s idle
 * timeout then the only bound; these fix what each shape gets.
 */
class CutShortBodyTest extends ServerFixture {
    /** HttpFuzzTest's request 13 (seed 13): 84 bytes announced, 1 sent, to an endpoint that has no GET. */
    private static final byte[] GET = ("GET /api/variants/" + "a".repeat(65) + "/rename HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + "Connection: close\r\nContent-Length: 84\r\n\r\n{").getBytes(StandardCharsets.US_ASCII);
    private static final byte[] POST = ("POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: 84\r\n\r\n{").getBytes(StandardCharsets.US_ASCII);

    private static void assertJsonError(int status, RawHttp.Answer answer, String error) {
        assertEquals(status, answer.status(), answer.toString());
        assertTrue(answer.contentType().startsWith("application/json"), answer.toString());
        assertTrue(answer.json().orElseThrow().path("error").asText().contains(error), answer.toString());
    }

    @Test
    void anEndpointThatReadsNoBodyAnswersWhateverFollows() throws Exception {
        assertJsonError(405, RawHttp.send(app.port(), GET), "");
        assertJsonError(405, RawHttp.sendLeavingOpen(app.port(), GET), "");
    }

    @Test
    void aBodyThatEndsShortIsA400AtOnce() throws Exception {
        assertJsonError(400, RawHttp.send(app.port(), POST), "the request could not be read");
    }

    /** The server cannot know the body ended; it waits the idle timeout, not the client's patience. */
    @Test
    void aBodyThatStopsComingIsA400AfterTheIdleTimeout() throws Exception {
        long start = System.nanoTime();
        RawHttp.Answer answer = RawHttp.sendLeavingOpen(app.port(), POST);
        long waitedMs = (System.nanoTime() - start) / 1_000_000;
        assertJsonError(400, answer, "the request could not be read");
        // Jetty counts the idle time in whole milliseconds from the last byte, which arrived after start
        assertTrue(waitedMs >= WorkbenchServer.REQUEST_IDLE_MS - 1, "answered before the server gave up waiting "
                + "for the body: " + waitedMs + " ms");
    }
}
