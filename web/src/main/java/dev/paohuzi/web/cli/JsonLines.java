package dev.paohuzi.web.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * The line protocol of `score` and `settle` (as `analyze`): each stdin line answered by one JSON object, in
 * order; a line answered with {@code error} makes the exit status 2, and the other lines are still answered.
 */
final class JsonLines {
    static final int BAD_LINE = 2;

    /** Non-ASCII is escaped so the output reads the same whatever the terminal's encoding. */
    static final ObjectMapper JSON = new ObjectMapper().configure(JsonGenerator.Feature.ESCAPE_NON_ASCII, true);

    private JsonLines() {}

    static int answer(PrintWriter out, Function<String, ObjectNode> answer) {
        boolean bad = false;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                ObjectNode node = answer.apply(line);
                bad |= node.has("error");
                out.println(write(node));
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bad ? BAD_LINE : 0;
    }

    static ObjectNode error(String message) {
        return JSON.createObjectNode().put("error", message);
    }

    private static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }
}
