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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** `simulate --matches` and `compare --matches`: whole matches, their metrics by match, and what they refuse. */
class MatchesCommandTest {
    private static String bundled(String name) {
        return Path.of("..", "variants", name + ".variant").toString();
    }

    /**
     * hunan-peel's 剥皮 matches run to 100 huxi: the match metrics appear, every interval is by match, and the
     * per-hand export's lines carry each hand's match and dealer, the match length recomputing from them.
     */
    @Test
    void simulateMatchesReportsMatchMetricsByMatch(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("hands.jsonl");
        Cli cli = Cli.run("simulate", "--variant", bundled("hunan-peel"), "--matches", "6", "--seed", "1", "--bots",
                "random", "--per-hand", file.toString(), "--threads", "2");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("simulate hunan-peel: 6 matches of "), cli.out());
        String length = cli.out().lines().filter(l -> l.startsWith("  match length ")).findFirst().orElseThrow();
        assertTrue(length.contains("n 6 matches  bootstrap by match  [mean hands per match]"), length);
        List<JsonNode> hands = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            hands.add(new ObjectMapper().readTree(line));
        }
        assertEquals(6, hands.stream().map(h -> h.get("match").asLong()).distinct().count());
        assertTrue(hands.stream().map(h -> h.get("dealer").asInt()).distinct().count() > 1, "the deal passes on");
        double mean = (double) hands.size() / 6;
        assertTrue(length.contains(String.format(java.util.Locale.ROOT, "match length  %.3f  ", mean)), length);
    }

    @Test
    void compareMatchesTestsByMatch() {
        Cli cli = Cli.run("compare", bundled("hunan-peel"), bundled("shaoyang"), "--matches", "4", "--seed", "2",
                "--bots", "random", "--threads", "2");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("4 matches from seed 2"), cli.out());
        assertTrue(cli.out().contains("paired bootstrap by match"), cli.out());
        assertTrue(cli.out().contains("where play parts: not counted for matches"), cli.out());
    }

    /**
     * --until-significant looks by match: hunan-peel against shaoyang on match length, a bound of 20 matches, ten
     * looks of 2; the run either stops at a look or reaches the bound, and says so in matches.
     */
    @Test
    void untilSignificantLooksByMatch() {
        Cli cli = Cli.run("compare", bundled("hunan-peel"), bundled("shaoyang"), "--matches", "20", "--seed", "2",
                "--bots", "random", "--until-significant", "--metric", "match length", "--threads", "2");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().matches("(?s).*(stopped at look \\d+ of 10, after \\d+ of at most 20 matches: "
                + "match length differs|no difference in match length after the bound of 20 matches).*"), cli.out());
    }

    /** hunan's match is one hand: the run says its matches are hands; bad combinations are refused. */
    @Test
    void oneHandMatchesSaySoAndBadCombinationsAreRefused() {
        Cli hunan = Cli.run("simulate", "--variant", bundled("hunan"), "--matches", "20", "--seed", "1", "--bots",
                "random");
        assertEquals(0, hunan.exitCode(), hunan.err());
        assertTrue(hunan.out().contains("note: hunan's match is one hand (match end: hands 1)"), hunan.out());
        Cli both = Cli.run("simulate", "--variant", bundled("hunan"), "--matches", "2", "--hands", "2", "--seed", "1");
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("--hands and --matches: name one"), both.err());
        Cli sequential = Cli.run("compare", bundled("hunan"), bundled("hunan-half"), "--matches", "5", "--seed", "1",
                "--until-significant", "--metric", "seat gap");
        assertEquals(2, sequential.exitCode());
        assertTrue(sequential.err().contains("needs a per-hand metric (a share or mean of one measure per hand or "
                + "match), not 'seat gap'"), sequential.err());
        Cli tournament = Cli.run("tournament", "--variant", bundled("hunan"), "--matches", "3", "--seed", "1",
                "--bots", "random,greedy");
        assertEquals(2, tournament.exitCode());
        assertTrue(tournament.err().contains("--matches: tournament plays hands alone; use --hands"),
                tournament.err());
        Cli none = Cli.run("simulate", "--variant", bundled("hunan"), "--seed", "1");
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("--hands must be 1 to 100000000, got 0 (or name --matches)"), none.err());
    }
}
