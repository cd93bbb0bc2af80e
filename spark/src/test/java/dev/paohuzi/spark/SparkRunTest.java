package dev.paohuzi.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** SparkRun's output, and its bad arguments: each refused with the reason, before Spark starts or a hand is played. */
class SparkRunTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * hunan's match is one hand: a match run says so in its first line, as the workbench's simulate does, and each
     * metric's line names its estimand and how its interval was found (by match).
     */
    @Test
    void aRunOfOneHandMatchesSaysSo() throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            SparkRun.run(new String[] {"simulate", "../variants/hunan.variant", "--matches", "40", "--seed", "2",
                "--engine", "in-process"});
        } finally {
            System.setOut(out);
        }
        List<JsonNode> lines = printed.toString(StandardCharsets.UTF_8).lines().map(SparkRunTest::json).toList();
        assertEquals(40, lines.get(0).get("matches").asLong());
        assertEquals(40, lines.get(0).get("handsPlayed").asLong(), "a match of one hand each");
        assertTrue(lines.get(0).get("note").asText().startsWith("note: hunan's match is one hand"));
        JsonNode dead = lines.stream().filter(l -> l.path("metric").asText().equals("dead hands")).findFirst()
                .orElseThrow();
        assertEquals("share of hands nobody won", dead.get("estimand").asText());
        assertEquals("bootstrap by match", dead.get("interval").asText());
        assertEquals("rate", lines.get(lines.size() - 1).get("type").asText());
    }

    private static JsonNode json(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "simulate ../variants/hunan.variant --hands 10 --matches 10 --seed 1 | name one of --hands N and --matches N",
        "simulate ../variants/hunan.variant --seed 1 | name one of --hands N and --matches N",
        "simulate ../variants/hunan.variant --matches 0 --seed 1 | --matches must be 1 to 1000000000, got 0",
        "compare ../variants/hunan.variant ../variants/hunan-peel.variant --matches 5 --seed 1 --per-hand x.jsonl"
                + " | --per-hand with --matches: a compared match's hands do not pair one by one",
        "simulate ../variants/hunan.variant --hands 10 --seed 1 --metric 'dead hands'"
                + " | --metric names compare's primary metric; simulate has none",
        "compare ../variants/hunan.variant ../variants/hunan-half.variant --hands 10 --seed 1 --metric nothing"
                + " | --metric: no metric 'nothing'",
        "simulate ../variants/hunan.variant --hands 10 --seed 1 --threads 2 | unknown option --threads",
        "simulate ../variants/peel.delta --hands 10 --seed 1 | ../variants/peel.delta has errors",
    })
    void refuses(String command, String reason) {
        String[] args = command.replace("'dead hands'", "dead\u0000hands").split(" ");
        for (int i = 0; i < args.length; i++) {
            args[i] = args[i].replace('\u0000', ' ');
        }
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> SparkRun.run(args));
        assertTrue(refused.getMessage().startsWith(reason), refused.getMessage());
    }
}
