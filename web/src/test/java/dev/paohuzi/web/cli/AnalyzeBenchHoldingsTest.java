package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.card.Cards;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * `analyze` end to end on the fixed benchmark holdings (their README: 20 counts s1..s10 b1..b10, then the Hunan max
 * huxi, -1 when incomplete; checked against two independent implementations): the text form in, the JSON out.
 */
class AnalyzeBenchHoldingsTest {
    private static final Path BENCH = Path.of("..", "runtime", "src", "test", "resources", "bench");
    private static final int LINES = 5_000;

    @ParameterizedTest
    @ValueSource(strings = {"win21.txt.gz", "deal21.txt.gz"})
    void huxiMatchesTheBenchmarkFile(String file) throws IOException {
        List<String> holdings = new ArrayList<>();
        List<Integer> expected = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(BENCH.resolve(file))), StandardCharsets.US_ASCII))) {
            for (String line = in.readLine(); line != null && holdings.size() < LINES; line = in.readLine()) {
                String[] fields = line.trim().split("\\s+");
                holdings.add(text(fields[0]));
                expected.add(Integer.parseInt(fields[1]));
            }
        }
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream((String.join("\n", holdings) + "\n").getBytes(StandardCharsets.UTF_8)));
        Cli cli;
        try {
            cli = Cli.run("analyze", "--variant", Path.of("..", "variants", "hunan.variant").toString());
        } finally {
            System.setIn(saved);
        }
        assertEquals(0, cli.exitCode(), cli.err());
        List<String> out = cli.out().lines().toList();
        assertEquals(LINES, out.size());
        ObjectMapper json = new ObjectMapper();
        for (int i = 0; i < LINES; i++) {
            JsonNode result = json.readTree(out.get(i));
            int huxi = result.get("huxi").isNull() ? -1 : result.get("huxi").asInt();
            assertEquals(expected.get(i), huxi, "line " + (i + 1) + ": " + holdings.get(i));
            assertEquals(huxi >= 0, result.get("complete").asBoolean(), "line " + (i + 1));
        }
    }

    /** "00310312…" -> "s3 s3 s3 s4 s6 …": each digit is how many of that card the holding has. */
    private static String text(String counts) {
        StringJoiner cards = new StringJoiner(" ");
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int n = counts.charAt(card) - '0'; n > 0; n--) {
                cards.add(Cards.name(card));
            }
        }
        return cards.toString();
    }
}
