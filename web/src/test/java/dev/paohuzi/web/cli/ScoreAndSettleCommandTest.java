package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * `score` and `settle`: one JSON object per stdin line, in order; a bad line is an error, the rest answered, exit 2.
 */
class ScoreAndSettleCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** 000:287-288: 21 huxi, self-drawn 海底 黑胡子 碰碰胡 (conformance/cases/scoring-examples.cases). */
    private static final String BAIWANG_EXAMPLE =
            "s1 s1 s1 s3 s3 s3 s4 s4 s4 s5 s5 s5 pong:b6 pong:b8 pong:b9 self-draw last-card";

    private static String variant(String name) {
        return Path.of("..", "variants", name + ".variant").toString();
    }

    private static Cli run(String command, String variant, String stdin) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            return Cli.run(command, "--variant", variant(variant));
        } finally {
            System.setIn(saved);
        }
    }

    private static List<JsonNode> lines(Cli cli) throws IOException {
        List<JsonNode> nodes = new ArrayList<>();
        for (String line : cli.out().lines().toList()) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    /**
     * A formula that leaves the int range on a line (others_huxi x 10^7 compiles, as the compiler bounds others_huxi
     * by two seats' 84 huxi, but a line may ask for 1000: 10^10) is that line's error, naming the formula's file and
     * line; the other lines are answered (100 x 10^7 = 10^9 points at 0.5 = 500000000); exit 1, the variant's fault.
     */
    @Test
    void anOverflowOnALineIsItsErrorNamingTheFormula(@TempDir Path dir) throws IOException {
        Files.copy(Path.of(variant("hunan")), dir.resolve("hunan.variant"));
        Path child = dir.resolve("child.variant");
        Files.writeString(child, "variant child extends hunan \"t\" {\n  source \"t\"\n"
                + "  escape penalty: others_huxi * 10000000   source \"t\"\n}\n");
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream("escape others-huxi:1000\nescape others-huxi:100\n"
                .getBytes(StandardCharsets.UTF_8)));
        Cli cli;
        try {
            cli = Cli.run("score", "--variant", child.toString());
        } finally {
            System.setIn(saved);
        }
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        List<JsonNode> answers = lines(cli);
        assertEquals(child + ":3:31: `escape penalty:` leaves the integer range (-2147483648 to 2147483647) with "
                + "others_huxi 1000", answers.get(0).get("error").asText());
        assertEquals("500000000", answers.get(1).get("escape").asText());
    }

    /** The help lists every context word with its meaning, from the one list (ContextWords). */
    @Test
    void scoreHelpListsTheContextWords() {
        Cli cli = Cli.run("score", "--help");
        for (String word : List.of("dead-hands:N", "piao:W,N,P", "xing:CARD", "tianhu", "counting-seat")) {
            assertTrue(cli.out().lines().anyMatch(line -> line.strip().startsWith(word + " ")),
                    word + "\n" + cli.out());
        }
    }

    @Test
    void scoreGivesPatternsFanAndPayments() throws IOException {
        Cli cli = run("score", "baiwang", BAIWANG_EXAMPLE + "\n");
        assertEquals(0, cli.exitCode(), cli.err());
        JsonNode score = lines(cli).get(0);
        assertEquals(21, score.get("huxi").asInt());
        assertEquals(3, score.get("grade").asInt());
        assertEquals(11, score.get("fan").asInt());
        assertEquals(3, score.get("patterns").size());
        assertEquals("海底", score.get("patterns").get(0).get("name").asText());
        assertEquals("000:281", score.get("patterns").get(0).get("source").asText());
        assertEquals(88, score.get("payments").get("winner").asInt());
        assertEquals(-44, score.get("payments").get("next").asInt());
        assertEquals(-44, score.get("payments").get("previous").asInt());
    }

    /** Chinese names are printed as UTF-8 characters, not as JSON escapes, whatever the platform's encoding. */
    @Test
    void patternNamesArePrintedAsTheirCharacters() {
        Cli cli = run("score", "baiwang", BAIWANG_EXAMPLE + "\n");
        assertTrue(cli.out().startsWith("{\"huxi\":21,\"grade\":3,\"patterns\":[{\"name\":\"海底\",\"fan\":2,"
                + "\"source\":\"000:281\"},"), cli.out());
        assertFalse(cli.out().contains("\\u"), cli.out());
    }

    /** A byte order mark at the start of stdin is skipped; a CR LF line end is one line end (see JsonLines). */
    @Test
    void aByteOrderMarkAndCrLfLineEndsAreRead() throws IOException {
        Cli plain = run("settle", "hunan-peel", "112 85 50 30\n12 8 5\n");
        Cli marked = run("settle", "hunan-peel", "\uFEFF112 85 50 30\r\n12 8 5\r\n");
        assertEquals(0, marked.exitCode(), marked.out());
        assertEquals(2, lines(marked).size());
        assertEquals(plain.out(), marked.out());
    }

    @Test
    void aBadLineIsAnErrorAndTheOthersAreStillAnswered() throws IOException {
        String stdin = String.join("\n", BAIWANG_EXAMPLE, "s1 s1 x7", BAIWANG_EXAMPLE + " discard", "",
                BAIWANG_EXAMPLE) + "\n";
        Cli cli = run("score", "baiwang", stdin);
        assertEquals(2, cli.exitCode());
        List<JsonNode> out = lines(cli);
        assertEquals(5, out.size());
        assertTrue(out.get(0).has("fan"));
        assertTrue(out.get(1).get("error").asText().contains("'x7'"), out.get(1)::toString);
        assertTrue(out.get(2).get("error").asText().contains("discard"), out.get(2)::toString);
        assertTrue(out.get(3).get("error").asText().contains("empty line"), out.get(3)::toString);
        assertTrue(out.get(4).has("fan"));
    }

    @Test
    void escapeAndDeadHandLines() throws IOException {
        // ((40 - 12) / 3 + 8) x 3 = 51 (000:125-127)
        assertEquals(51, lines(run("score", "hunan-qq", "escape others-huxi:40\n")).get(0).get("escape").asInt());
        // Yongzhou: one joker with the dealer, one with previous: each pays next 5 (000:133)
        JsonNode deadHand = lines(run("score", "yongzhou", "dead-hand jokers:1,0,1\n")).get(0).get("dead_hand");
        assertEquals(-5, deadHand.get("dealer").asInt());
        assertEquals(10, deadHand.get("next").asInt());
        assertEquals(-5, deadHand.get("previous").asInt());
        Cli tooMany = run("score", "yongzhou", "dead-hand jokers:2,1,0\n");
        assertEquals(2, tooMany.exitCode());
        assertTrue(lines(tooMany).get(0).get("error").asText().contains("has 2"));
    }

    @Test
    void settlePeelsTheMatch() throws IOException {
        Cli cli = run("settle", "hunan-peel", "112 85 50 30\n35 65 34 112 hands:3\n");
        assertEquals(0, cli.exitCode(), cli.err());
        List<JsonNode> out = lines(cli);
        assertEquals("[80,40,-40,-80]", out.get(0).get("net").toString());
        assertEquals("[-45,15,-65,95]", out.get(1).get("net").toString());
        assertTrue(out.get(0).get("ended").asBoolean());
    }

    @Test
    void settleRefusesWhatItCannotSettle() throws IOException {
        Cli perHand = run("settle", "hunan", "112 85 50\n");
        assertEquals(2, perHand.exitCode());
        assertTrue(lines(perHand).get(0).get("error").asText().contains("per hand"));
        Cli bad = run("settle", "hunan-peel", "112 -5 50\n112\n");
        assertEquals(2, bad.exitCode());
        List<JsonNode> out = lines(bad);
        assertTrue(out.get(0).get("error").asText().contains("'-5'"));
        assertTrue(out.get(1).get("error").asText().contains("2 to 4 seats"));
    }

    @Test
    void aVariantWithErrorsExitsOne() {
        Cli cli = run("score", "no-such-variant", "s1\n");
        assertEquals(1, cli.exitCode());
        assertTrue(cli.out().isEmpty());
    }
}
