package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `analyze`: one JSON object per stdin line, in order; bad lines are errors naming the token, exit 2. */
class AnalyzeCommandTest {
    private static final String HUNAN = Path.of("..", "variants", "hunan.variant").toString();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** conformance/cases/hunan-analysis.cases: 一二三 x2 + 壹贰叁 + pong 柒 = 15. */
    private static final String WIN = "s1 s1 s2 s2 s3 s3 b1 b2 b3 s4 s5 s6 b4 b5 b6 s7 s8 s9 pong:b7";

    private static Cli analyze(String variant, String stdin, String... options) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        try {
            List<String> args = new ArrayList<>(List.of("analyze", "--variant", variant));
            args.addAll(List.of(options));
            return Cli.run(args.toArray(String[]::new));
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

    @Test
    void aWinningHoldingGivesItsHuxiAndBestGroups() throws IOException {
        Cli cli = analyze(HUNAN, WIN + "\n");
        assertEquals(0, cli.exitCode(), cli.err());
        JsonNode result = lines(cli).get(0);
        assertTrue(result.get("complete").asBoolean());
        assertEquals(15, result.get("huxi").asInt());
        assertTrue(result.get("win").asBoolean());
        assertEquals(7, result.get("groups").size());
        JsonNode pong = result.get("groups").get(0);
        assertEquals("pong", pong.get("kind").asText());
        assertEquals("[\"b7\",\"b7\",\"b7\"]", pong.get("cards").toString());
        assertEquals(3, pong.get("huxi").asInt());
        int sum = 0;
        for (JsonNode group : result.get("groups")) {
            sum += group.get("huxi").asInt();
        }
        assertEquals(15, sum, "the groups' huxi add up to the holding's");
        assertFalse(result.has("waits"));
    }

    @Test
    void anIncompleteHoldingHasNullHuxiAndItsWaits() throws IOException {
        // hunan-analysis.cases: table 15, hand one short; 三 or 六 complete 四五
        Cli cli = analyze(HUNAN, "s4 s5 s7 s8 s9 b4 b5 b6 b7 b8 b9 wei:b1 wei:b2 pong:b3\n");
        JsonNode result = lines(cli).get(0);
        assertFalse(result.get("complete").asBoolean());
        assertTrue(result.get("huxi").isNull());
        assertTrue(result.get("groups").isNull());
        assertFalse(result.get("win").asBoolean());
        assertEquals("[{\"card\":\"s3\",\"huxi\":15,\"win\":true},{\"card\":\"s6\",\"huxi\":15,\"win\":true}]",
                result.get("waits").toString());
    }

    @Test
    void aHoldingOneShortWithNoWaitsSaysSoWithAnEmptyList() throws IOException {
        // 20 cards, one short of 21: six groups (二三四 五六七 八九十 壹贰叁 陆柒捌 玖玖九) and two unrelated
        // cards, 一 and 伍; one more card can join at most one of them to a group, so nothing completes it
        Cli cli = analyze(HUNAN, "s2 s3 s4 s5 s6 s7 s8 s9 s10 b1 b2 b3 b6 b7 b8 b9 b9 s9 s1 b5\n");
        JsonNode result = lines(cli).get(0);
        assertFalse(result.get("complete").asBoolean());
        assertEquals("[]", result.get("waits").toString());
    }

    /**
     * --explain: why each waiting card wins or not, per supplier. A pair of 三 and the third 三: one's own draw is laid
     * as a wei with no win on it (000:29, 000:67); another seat's draw makes a pong and wins with 22 huxi (一二三 and
     * 贰柒拾 of the big cards 6 each, the pong of 三 1, three big pongs 3 each, 000:104); hunan wins on no discard
     * (`win on`, cited from the variant). Without --explain the line has no `arriving`.
     */
    @Test
    void explainSaysPerWaitingCardAndSupplierWhyItWinsOrNotWithTheSeedLines() throws IOException {
        String waiting = "b1 b2 b3 b2 b7 b10 s4 s5 s6 s3 s3 pong:b5 pong:b8 pong:b9\n";
        Cli cli = analyze(HUNAN, waiting, "--explain");
        JsonNode s3 = null;
        for (JsonNode card : lines(cli).get(0).get("arriving")) {
            if (card.get("card").asText().equals("s3")) {
                s3 = card.get("suppliers");
            }
        }
        assertEquals("drawn by the seat itself", s3.get(0).get("supplier").asText());
        assertEquals("laid", s3.get(0).get("outcome").asText());
        assertEquals("000:29, 000:67", s3.get(0).get("because").get(0).get("source").asText());
        assertEquals("win", s3.get(1).get("outcome").asText());
        assertEquals(22, s3.get(1).get("huxi").asInt());
        assertEquals("makes pong:s3", s3.get(1).get("reading").asText());
        JsonNode discard = s3.get(3);
        assertEquals("not from there", discard.get("outcome").asText());
        assertEquals("win on", discard.get("because").get(0).get("rule").asText());
        assertEquals("000:67, 000:74", discard.get("because").get(0).get("source").asText());
        assertEquals("hunan", discard.get("because").get(0).get("from").asText());
        assertFalse(lines(analyze(HUNAN, waiting)).get(0).has("arriving"));
    }

    @Test
    void chineseCardNamesReadTheSame() throws IOException {
        Cli cli = analyze(HUNAN, "一 一 二 二 三 三 壹 贰 叁 四 五 六 肆 伍 陆 七 八 九 pong:柒\n");
        assertEquals(15, lines(cli).get(0).get("huxi").asInt());
    }

    /**
     * Unknown card, five copies, a concealed quad, a meld that cannot exist, an empty line: each is an error that
     * names the token, the lines around it are still answered in order, and the exit status is 2.
     */
    @Test
    void badLinesAreErrorsAndTheOthersAreStillAnswered() throws IOException {
        String stdin = String.join("\n",
                WIN,
                "s1 s2 x9",
                "s5 s5 pong:s5 s5",
                "s3 s3 s3 s3",
                "chi:s1,s2,s4",
                "",
                "pong:W",
                WIN, "");
        Cli cli = analyze(HUNAN, stdin);
        assertEquals(2, cli.exitCode());
        List<JsonNode> out = lines(cli);
        assertEquals(8, out.size(), cli.out());
        assertEquals(15, out.get(0).get("huxi").asInt());
        assertError(out.get(1), "'x9'", "not a card");
        assertError(out.get(2), "'pong:s5'", "5 copies");
        assertError(out.get(3), "'s3'", "ti");
        assertError(out.get(4), "'chi:s1,s2,s4'", "cannot exist");
        assertError(out.get(5), "empty line", "");
        assertError(out.get(6), "'pong:W'", "joker");
        assertEquals(15, out.get(7).get("huxi").asInt());
        assertEquals("", cli.err());
        assertFalse(cli.out().contains("Exception"));
    }

    private static void assertError(JsonNode node, String token, String reason) {
        assertEquals(1, node.size(), node.toString());
        String error = node.get("error").asText();
        assertTrue(error.contains(token) && error.contains(reason), error);
    }

    /** Seeded noise: every line gets one JSON object back, a result or an error, and nothing throws. */
    @Test
    void noiseLinesEachGetAnAnswer() throws IOException {
        String[] words = {"s1", "s5", "b10", "W", "一", "拾", "pong:b3", "ti:s1", "chi:s1,s2,s3", "chi:W,s2,b2",
            "wei:", ":", "pao:s11", "x", "s0", ",,", "stale-wei:b7", "\t"};
        StringBuilder stdin = new StringBuilder();
        Random random = new Random(11);
        int lines = 300;
        for (int line = 0; line < lines; line++) {
            int length = random.nextInt(25);
            for (int i = 0; i < length; i++) {
                stdin.append(words[random.nextInt(words.length)]).append(' ');
            }
            stdin.append('\n');
        }
        Cli cli = analyze(Path.of("..", "variants", "yongzhou.variant").toString(), stdin.toString());
        assertEquals(2, cli.exitCode(), cli.err());
        List<JsonNode> out = lines(cli);
        assertEquals(lines, out.size());
        out.forEach(node -> assertTrue(node.has("error") || node.has("complete"), node.toString()));
    }

    /**
     * Line ends: LF and CR LF end a line; a lone CR is whitespace, so a holding with a stray CR is one holding, one
     * answer (as `wc -l` counts lines); a byte order mark at the start of stdin is skipped.
     */
    @Test
    void crLfAndLoneCrAndAByteOrderMark() throws IOException {
        String answer = analyze(HUNAN, WIN + "\n").out();
        String[] words = WIN.split(" ");
        String strayCr = String.join(" ", List.of(words).subList(0, 9)) + "\r" + String.join(" ",
                List.of(words).subList(9, words.length));
        assertEquals(answer, analyze(HUNAN, strayCr + "\n").out(), "a lone CR inside a line");
        assertEquals(answer, analyze(HUNAN, WIN + "\r").out(), "a lone CR at the end of input");
        assertEquals(answer + answer, analyze(HUNAN, WIN + "\r\n" + WIN + "\r\n").out(), "CR LF");
        assertEquals(answer + answer, analyze(HUNAN, WIN + "\n" + WIN).out(), "no line end at the end of input");
        assertEquals(answer, analyze(HUNAN, "\uFEFF" + WIN + "\n").out(), "a byte order mark");
        Cli twoMarks = analyze(HUNAN, "\uFEFF\uFEFF" + WIN + "\n");
        assertEquals(2, twoMarks.exitCode(), "only the first is a byte order mark; the second is a bad card");
        Cli blank = analyze(HUNAN, "\r\n");
        assertError(lines(blank).get(0), "empty line", "");
        assertEquals(1, lines(blank).size());
    }

    @Test
    void aJokerIsABadCardInAVariantWithout() throws IOException {
        Cli cli = analyze(HUNAN, "W s1 s2\n");
        assertEquals(2, cli.exitCode());
        assertError(lines(cli).get(0), "'W'", "no jokers");
    }

    @Test
    void anUnknownVariantIsAClearErrorWithExit1() {
        Cli cli = analyze("no-such-variant", WIN + "\n");
        assertEquals(1, cli.exitCode());
        assertTrue(cli.err().contains("no-such-variant"), cli.err());
        assertFalse(cli.err().contains("Exception"), cli.err());
    }
}
