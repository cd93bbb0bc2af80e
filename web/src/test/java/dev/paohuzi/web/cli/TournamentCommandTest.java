package dev.paohuzi.web.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.paohuzi.runtime.game.bot.BotLineup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `tournament`: the ladder in text and JSON Lines, the same for any thread count, and its bad arguments. */
class TournamentCommandTest {
    private static final String HUNAN = Path.of("..", "variants", "hunan.variant").toString();
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static Cli tournament(String bots, int deals, String... more) {
        List<String> args = new ArrayList<>(List.of("tournament", "--variant", HUNAN, "--bots", bots, "--hands",
                String.valueOf(deals), "--seed", "5"));
        args.addAll(List.of(more));
        return Cli.run(args.toArray(String[]::new));
    }

    /** The ladder is sorted by points per hand; hands per entrant are seats × deals; the gaps are the pairs. */
    @Test
    void textShowsTheLadderBestFirstAndEveryGap() {
        Cli cli = tournament("random,greedy", 60, "--threads", "2");
        assertEquals(0, cli.exitCode(), cli.err());
        List<String> lines = cli.out().lines().toList();
        assertEquals("tournament hunan: 60 deals from seed 5, each at 2 tables (random,greedy,random | "
                + "greedy,random,greedy), seat 0 deals: 120 hands", lines.get(0));
        assertTrue(lines.get(1).startsWith("rank bot"), lines.get(1));
        assertTrue(lines.get(2).matches("1 +greedy +180 +\\+\\d.*"), lines.get(2));
        assertTrue(lines.get(3).matches("2 +random +180 +-\\d.*"), lines.get(3));
        assertEquals("gaps in points per hand, over the same deals:", lines.get(4));
        assertTrue(lines.get(5).startsWith("  greedy - random: +"), lines.get(5));
        assertTrue(lines.get(6).matches("120 hands in .* s on 2 threads: \\d+ hands/s"), lines.get(6));
        assertEquals(7, lines.size());
    }

    /** Every line but the times is the same on one thread as on three. */
    @Test
    void theLadderDoesNotDependOnTheThreads() throws IOException {
        List<JsonNode> one = json(tournament("random,random,greedy", 40, "--json", "--threads", "1"));
        List<JsonNode> three = json(tournament("random,random,greedy", 40, "--json", "--threads", "3"));
        assertEquals(one.size(), three.size());
        for (int i = 0; i < one.size() - 1; i++) {
            JsonNode a = one.get(i).deepCopy();
            JsonNode b = three.get(i).deepCopy();
            ((com.fasterxml.jackson.databind.node.ObjectNode) a).remove("microsPerDecision");
            ((com.fasterxml.jackson.databind.node.ObjectNode) b).remove("microsPerDecision");
            assertEquals(a, b);
        }
        JsonNode head = one.get(0);
        assertEquals("tournament", head.get("type").asText());
        assertEquals(40, head.get("deals").asInt());
        assertEquals(120, head.get("hands").asInt());
        assertEquals("[\"random\",\"random#2\",\"greedy\"]", head.get("bots").toString());
        assertEquals(3, head.get("tables").size());
        List<String> types = one.stream().map(n -> n.get("type").asText()).toList();
        assertEquals(List.of("tournament", "standing", "standing", "standing", "gap", "gap", "gap", "rate"), types);
        double previous = Double.POSITIVE_INFINITY;
        for (JsonNode standing : one.subList(1, 4)) {
            double points = standing.get("points").get("value").asDouble();
            assertTrue(points <= previous, one.toString());
            previous = points;
            assertEquals(120, standing.get("hands").asInt());
            JsonNode win = standing.get("win");
            assertTrue(win.get("low").asDouble() <= win.get("value").asDouble()
                    && win.get("value").asDouble() <= win.get("high").asDouble(), win.toString());
        }
    }

    private static List<JsonNode> json(Cli cli) throws IOException {
        assertEquals(0, cli.exitCode(), cli.err());
        List<JsonNode> lines = new ArrayList<>();
        for (String line : cli.out().lines().toList()) {
            lines.add(JSON.readTree(line));
        }
        return lines;
    }

    /** A bot against itself: its gap's interval contains 0 and the text says so. */
    @Test
    void aBotAgainstItselfShowsNoGap() {
        Cli cli = tournament("random,random", 80);
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("  random - random#2: +0.000 [+0.000, +0.000]  (the interval contains 0)"),
                cli.out());
    }

    @Test
    void badArgumentsExitTwoWithAMessageAndNoBotsMeansTheDefault() throws IOException {
        assertBad(tournament("greedy,oracle", 10), "--bots: no bot 'oracle'; the bots are random, greedy");
        assertBad(tournament("greedy,", 10), "--bots: no bot ''");
        assertBad(tournament("greedy", 0), "--hands must be 1 to 100000000, got 0");
        assertBad(tournament("random,greedy", 100_000_000), "--hands 100000000 deals at 2 tables are 200000000 "
                + "hands, more than the 100000000 a run may play");
        assertBad(tournament("greedy", 10, "--threads", "0"), "--threads must be 1 to 1024, got 0");
        Cli defaults = Cli.run("tournament", "--variant", HUNAN, "--hands", "10", "--seed", "1");
        assertEquals(0, defaults.exitCode(), defaults.err()); // no --bots: the default bot, as simulate and play
        assertTrue(defaults.out().contains("(" + BotLineup.DEFAULT + ")"), defaults.out());

        Files.copy(Path.of(HUNAN), dir.resolve("hunan.variant"));
        Path broken = dir.resolve("broken.variant");
        Files.writeString(broken, "variant broken extends hunan \"test\" {\n  players: seven\n}\n");
        Cli cli = Cli.run("tournament", "--variant", broken.toString(), "--bots", "random", "--hands", "10",
                "--seed", "1");
        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().contains("broken.variant:2:"), cli.err());
        assertEquals("", cli.out());
    }

    private static void assertBad(Cli cli, String message) {
        assertEquals(2, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().contains(message), cli.err());
        assertFalse(cli.err().contains("Exception") || cli.err().contains("\tat "), cli.err());
    }

    /**
     * Restricted play: one line per restriction. Greedy always takes a win, so first-win leaves its play as it was
     * and costs exactly nothing on every deal (the two entrants play the same hands); never-chi changes its play.
     */
    @Test
    void restrictedPlayReportsEachRestrictionsCost() throws IOException {
        List<JsonNode> lines = json(tournament("greedy", 30, "--restricted", "first-win,never-chi", "--json"));
        assertEquals("restricted", lines.get(0).get("type").asText());
        assertEquals("greedy", lines.get(0).get("bot").asText());
        JsonNode firstWin = lines.get(1);
        assertEquals("first-win", firstWin.get("restriction").asText());
        assertEquals("restricted:first-win:greedy", firstWin.get("restricted").asText());
        assertEquals(0.0, firstWin.get("value").asDouble());
        assertEquals(0.0, firstWin.get("low").asDouble());
        assertEquals(0.0, firstWin.get("high").asDouble());
        assertEquals(firstWin.get("win"), firstWin.get("restrictedWin"));
        JsonNode neverChi = lines.get(2);
        assertEquals("never-chi", neverChi.get("restriction").asText());
        assertTrue(neverChi.get("low").asDouble() < neverChi.get("high").asDouble(), "play differs: " + neverChi);
        assertEquals(3, lines.size());

        Cli text = tournament("greedy", 10, "--restricted", "all");
        assertEquals(0, text.exitCode(), text.err());
        List<String> out = text.out().lines().toList();
        assertEquals("restricted play on hunan: greedy against itself restricted, 10 deals from seed 5, each at 2 "
                + "tables (greedy,R,greedy | R,greedy,R), seat 0 deals", out.get(0));
        assertEquals(2 + 4 + 1, out.size(), text.out());
    }

    @Test
    void restrictedPlayRefusesTwoBotsAndAnUnknownRestriction() {
        Cli two = tournament("greedy,expert", 5, "--restricted", "never-pong");
        assertEquals(2, two.exitCode());
        assertTrue(two.err().contains("--restricted: --bots names the one bot restricted"), two.err());
        Cli unknown = tournament("greedy", 5, "--restricted", "never-win");
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("no restriction 'never-win'; the restrictions are never-pong, never-chi, "
                + "first-win, first-wait, or all"), unknown.err());
    }
}
