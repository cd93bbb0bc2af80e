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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `compare A B` on the bundled variants: its three outputs, the sequential stop, the stepper links, bad input. */
class CompareCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static String bundled(String name) {
        return Path.of("..", "variants", name + ".variant").toString();
    }

    private static Cli compare(String a, String b, String... more) {
        List<String> args = new ArrayList<>(List.of("compare", bundled(a), bundled(b), "--seed", "3"));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    /** hunan-half only adds scoring patterns (000:91-94): play never differs, the fan of paid wins can only grow. */
    @Test
    void aScoringOnlyChangeNeverChangesPlayAndTheOutputDoesNotDependOnThreads() {
        Cli one = compare("hunan", "hunan-half", "--hands", "400", "--bots", "random", "--threads", "1");
        Cli two = compare("hunan", "hunan-half", "--hands", "400", "--bots", "random", "--threads", "2");
        assertEquals(0, one.exitCode(), one.err());
        List<String> a = one.out().lines().toList();
        List<String> b = two.out().lines().toList();
        assertEquals(a.subList(0, a.size() - 1), b.subList(0, b.size() - 1));
        assertTrue(a.get(0).startsWith("compare hunan (A) with hunan-half (B): 400 hands from seed 3, random bots"));
        assertTrue(a.contains("play differed in 0 of 400 hands (0.0%)"), a.toString());
        String deadHands = a.stream().filter(l -> l.contains(" dead hands ")).findFirst().orElseThrow();
        // no pair of the 400 differing: Bonett and Price's ends are ±1.959964 · √(2/402)/√402 = ±1.959964 · √2/402
        // = ±0.0069: with no pair differing the interval still says how large a difference 400 pairs cannot rule out
        assertTrue(deadHands.contains("diff 0.00%  [-0.69%, 0.69%] Bonett-Price (paired)  exact McNemar p=1.00"),
                deadHands);
        assertTrue(deadHands.contains("[share of hands nobody won]"), "the estimand is named: " + deadHands);
        String fan = a.stream().filter(l -> l.contains(" fan of paid wins ")).findFirst().orElseThrow();
        assertTrue(fan.matches(".* diff (0\\.000|-\\d+\\.\\d+) .* paired bootstrap p=.* n (\\d+)/\\2 paid wins .*"),
                "no win pays less fan under 半花样, and the mean rests on the paid wins: " + fan);
    }

    /** Shaoyang's play differs from Hunan's: each listed hand links both stepper pages at the same step. */
    @Test
    void hunanAndShaoyangPartAtADecisionLinkedToTheStepper() {
        Cli cli = compare("hunan", "shaoyang", "--hands", "150", "--bots", "greedy");
        assertEquals(0, cli.exitCode(), cli.err());
        Pattern link = Pattern.compile("  seed (\\d+) step (\\d+)  /trace\\.html\\?variant=hunan&seed=\\1&bots=greedy"
                + "&step=\\2  /trace\\.html\\?variant=shaoyang&seed=\\1&bots=greedy&step=\\2");
        long links = cli.out().lines().filter(l -> link.matcher(l).matches()).count();
        Matcher count = Pattern.compile("play differed in (\\d+) of 150 hands").matcher(cli.out());
        assertTrue(count.find(), cli.out());
        assertEquals(Math.min(20, Integer.parseInt(count.group(1))), links, cli.out());
        assertTrue(links > 0, cli.out());
    }

    @Test
    void jsonLinesAndCsv() throws IOException {
        Cli json = compare("hunan", "shaoyang", "--hands", "100", "--bots", "random", "--json");
        assertEquals(0, json.exitCode(), json.err());
        List<JsonNode> lines = new ArrayList<>();
        for (String line : json.out().lines().toList()) {
            lines.add(JSON.readTree(line));
        }
        assertEquals("compare", lines.get(0).get("type").asText());
        assertEquals("rate", lines.get(lines.size() - 1).get("type").asText());
        long differences = lines.stream().filter(l -> l.get("type").asText().equals("difference")).count();
        JsonNode dead = lines.stream().filter(l -> l.path("metric").asText().equals("dead hands")).findFirst()
                .orElseThrow();
        assertEquals("Drawishness", dead.get("ludii").asText());
        assertTrue(dead.get("low").asDouble() <= dead.get("difference").asDouble()
                && dead.get("difference").asDouble() <= dead.get("high").asDouble(), dead.toString());
        Cli csv = compare("hunan", "shaoyang", "--hands", "100", "--bots", "random", "--csv");
        List<String> rows = csv.out().lines().toList();
        assertEquals(StatisticsText.CSV_HEADER, rows.get(0));
        assertEquals(differences, rows.size() - 1);
        int columns = StatisticsText.CSV_HEADER.split(",").length;
        assertTrue(rows.stream().allMatch(r -> r.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1).length == columns),
                rows.toString());
        assertTrue(rows.get(1).startsWith("points dealer,,mean points the dealer settled per hand,primary,"),
                rows.get(1));
        assertEquals(1, rows.stream().filter(r -> r.startsWith("points dealer,")).count(), "the primary once");
    }

    /** A variant compared with itself never differs: the sequential test runs to its bound and says so. */
    @Test
    void untilSignificantRunsToTheBoundWhenNothingDiffers() {
        Cli cli = compare("hunan", "hunan", "--hands", "300", "--bots", "random", "--until-significant");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("no difference in points dealer after the bound of 300 hands"), cli.out());
        assertTrue(cli.out().contains("group-sequential design (Lan-DeMets O'Brien-Fleming spending, exact boundaries"
                + " on |z|): hands/boundary/nominal p  30/"), cli.out());
        assertTrue(cli.out().startsWith("compare hunan (A) with hunan (B): 300 hands"), cli.out());
    }

    /** Luzhou wins on discards (000:67), Hunan never: hunan's hands run longer, and the test stops before the bound. */
    @Test
    void untilSignificantStopsEarlyOnALargeDifference() {
        Cli cli = compare("hunan", "luzhou", "--hands", "3000", "--bots", "random", "--until-significant",
                "--metric", "decisions");
        assertEquals(0, cli.exitCode(), cli.err());
        Matcher stop = Pattern.compile("stopped at look \\d+ of 10, after (\\d+) of at most 3000 hands: decisions "
                + "differs")
                .matcher(cli.out());
        assertTrue(stop.find(), cli.out());
        assertTrue(Integer.parseInt(stop.group(1)) < 3000 && Integer.parseInt(stop.group(1)) % 300 == 0, stop.group());
    }

    @Test
    void badInputIsAPlainErrorWithTheCliExitCodes(@TempDir Path dir) throws IOException {
        assertBad(compare("hunan", "hunan-half", "--hands", "0", "--bots", "random"),
                "--hands must be 1 to 100000000, got 0");
        assertBad(compare("hunan", "hunan-half", "--hands", "100000001", "--bots", "random"),
                "--hands must be 1 to 100000000, got 100000001");
        assertBad(compare("hunan", "hunan-half", "--hands", "10", "--bots", "smart"), "--bots: no bot 'smart'");
        assertBad(compare("hunan", "app004-two", "--hands", "10", "--bots", "random"),
                "compare needs variants with the same seats");
        assertBad(compare("hunan", "hunan", "--hands", "10", "--bots", "random", "--metric", "Balance"),
                "--metric: no metric 'Balance'; one of [dead hands,");
        assertBad(compare("hunan", "hunan", "--hands", "10", "--bots", "random", "--metric", "seat gap",
                "--until-significant"), "--metric: --until-significant needs a per-hand metric");
        assertBad(compare("hunan", "hunan", "--hands", "10", "--bots", "random", "--alpha", "1.5",
                "--until-significant"), "--alpha must be between 0 and 1, got 1.5");
        Path broken = dir.resolve("broken.variant");
        Files.writeString(broken, "variant broken extends hunan {\n  minimum huxi: reds\n}\n");
        Cli cli = Cli.run("compare", bundled("hunan"), broken.toString(), "--hands", "10", "--seed", "1", "--bots",
                "random");
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().contains("the variant has errors"), cli.err());
        assertEquals("", cli.out());
    }

    private static void assertBad(Cli cli, String message) {
        assertEquals(2, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().contains(message), cli.err());
    }
}
