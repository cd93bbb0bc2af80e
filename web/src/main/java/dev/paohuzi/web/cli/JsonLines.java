package dev.paohuzi.web.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.web.Workbench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * The line protocol of `analyze`, `score` and `settle`: each stdin line answered by one JSON object, in order; a
 * line answered with {@code error} makes the exit status 2, and the other lines are still answered. A variant formula
 * that leaves the integer range on a line ({@link FormulaOverflow}) is that line's error, naming the formula's file and
 * line, and makes the exit status 1: the variant is at fault, not the line. Stdin is UTF-8
 * (a byte order mark at its start is skipped). A line ends at LF, CR LF being one line end; a lone CR is whitespace,
 * as `wc -l` and `grep` count lines, so a stray CR never turns one holding into two answers.
 */
final class JsonLines {
    static final int BAD_LINE = 2;
    /** The input rules above, for the commands' help. */
    static final String INPUT = "Stdin is UTF-8; a line ends at LF or CR LF, and a lone CR counts as a space.";

    /** Chinese names are written as themselves; the command line's output is UTF-8 (see Workbench). */
    static final ObjectMapper JSON = new ObjectMapper();
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private JsonLines() {}

    static int answer(PrintWriter out, Function<String, ObjectNode> answer) {
        boolean bad = false;
        boolean overflow = false;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            skipByteOrderMark(in);
            for (String line = readLine(in); line != null; line = readLine(in)) {
                ObjectNode node;
                try {
                    node = answer.apply(line);
                } catch (FormulaOverflow e) {
                    node = error(e.getMessage());
                    overflow = true;
                }
                bad |= node.has("error");
                out.println(write(node));
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return overflow ? Workbench.FAILED : bad ? BAD_LINE : 0;
    }

    private static void skipByteOrderMark(BufferedReader in) throws IOException {
        in.mark(1);
        if (in.read() != BYTE_ORDER_MARK) {
            in.reset();
        }
    }

    /** The next line without its LF or CR LF, a lone CR read as a space; null at the end of input. */
    private static String readLine(BufferedReader in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                return line.isEmpty() ? null : line.toString();
            }
            line.append((char) c);
        }
        if (!line.isEmpty() && line.charAt(line.length() - 1) == '\r') {
            line.setLength(line.length() - 1);
        }
        return line.toString().replace('\r', ' ');
    }

    static ObjectNode error(String message) {
        return JSON.createObjectNode().put("error", message);
    }

    static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }
}
