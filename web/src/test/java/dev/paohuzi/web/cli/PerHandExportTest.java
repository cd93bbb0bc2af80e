package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `--per-hand FILE`: one JSON line per hand, from which the report's figures are recomputed here by hand. */
class PerHandExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String bundled(String name) {
        return Path.of("..", "variants", name + ".variant").toString();
    }

    private static List<JsonNode> lines(Path file) throws IOException {
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    private static double sum(List<JsonNode> hands, ToDoubleFunction<JsonNode> measure) {
        return hands.stream().mapToDouble(measure).sum();
    }

    /**
     * compare hunan shaoyang: every metric the JSON report gives for A and B, and the McNemar counts, come out of the
     * export: shares and means per hand, ratios as the sum over the hands over the sum of what they are over.
     */
    @Test
    void compareFiguresRecomputeFromTheExport(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("pairs.jsonl");
        Cli cli = Cli.run("compare", bundled("hunan"), bundled("shaoyang"), "--hands", "300", "--seed", "9",
                "--bots", "random", "--json", "--per-hand", file.toString(), "--threads", "2");
        assertEquals(0, cli.exitCode(), cli.err());
        List<JsonNode> hands = lines(file);
        assertEquals(300, hands.size());
        for (int i = 0; i < hands.size(); i++) {
            assertEquals(9 + i, hands.get(i).get("seed").asLong(), "in seed order");
            assertTrue(hands.get(i).get("match").isNull(), "hands played alone");
            assertEquals(0, hands.get(i).get("dealer").asInt());
        }
        List<JsonNode> report = new ArrayList<>();
        for (String line : cli.out().lines().toList()) {
            report.add(JSON.readTree(line));
        }
        for (String side : List.of("a", "b")) {
            check(report, "dead hands", side, sum(hands, h -> h.get(side).get("dead").asLong()) / 300);
            check(report, "points dealer", side, sum(hands, h -> h.get(side).get("points.dealer").asLong()) / 300);
            double wins = sum(hands, h -> h.get(side).get("settled").asLong() + h.get(side).get("refused").asLong());
            check(report, "huxi of wins", side, sum(hands, h -> h.get(side).get("huxi").asLong()) / wins);
            check(report, "fan of paid wins", side, sum(hands, h -> h.get(side).get("fan").asLong())
                    / sum(hands, h -> h.get(side).get("settled").asLong()));
        }
        JsonNode dead = find(report, "dead hands");
        assertEquals(hands.stream().filter(h -> h.get("a").get("dead").asLong() > h.get("b").get("dead").asLong())
                .count(), dead.get("above").asLong());
        assertEquals(hands.stream().filter(h -> h.get("a").get("dead").asLong() < h.get("b").get("dead").asLong())
                .count(), dead.get("below").asLong());
        assertEquals((long) sum(hands, h -> h.get("a").get("settled").asLong()), find(report, "fan of paid wins")
                .get("nA").asLong(), "a mean over paid wins rests on the paid wins");
    }

    private static JsonNode find(List<JsonNode> report, String metric) {
        return report.stream().filter(l -> l.path("metric").asText().equals(metric)).findFirst().orElseThrow();
    }

    private static void check(List<JsonNode> report, String metric, String side, double expected) {
        assertEquals(expected, find(report, metric).get(side).asDouble(), 1e-12, metric + " under " + side);
    }

    /** simulate: as many lines as hands, each with every measure, the dead share the summary prints. */
    @Test
    void simulateWritesEveryHand(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("hands.jsonl");
        Cli cli = Cli.run("simulate", "--variant", bundled("hunan"), "--hands", "200", "--seed", "1", "--bots",
                "random", "--per-hand", file.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        List<JsonNode> hands = lines(file);
        assertEquals(200, hands.size());
        assertTrue(hands.get(0).has("win.previous") && hands.get(0).has("points.next"), hands.get(0).toString());
        double dead = 100 * sum(hands, h -> h.get("dead").asLong()) / 200;
        assertTrue(cli.out().contains(String.format(java.util.Locale.ROOT, "dead hands: %.1f%%", dead)), cli.out());
    }

    @Test
    void aFileThatCannotBeWrittenIsABadArgument(@TempDir Path dir) {
        Cli cli = Cli.run("simulate", "--variant", bundled("hunan"), "--hands", "10", "--seed", "1", "--bots",
                "random", "--per-hand", dir.resolve("no/such/folder.jsonl").toString());
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("--per-hand: cannot write"), cli.err());
    }
}
