package dev.paohuzi.conformance.bots;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ladder runner on a tiny count: the tables docs/bots.md holds, one row per bot and one gap per rung. */
class LadderTest {
    @Test
    void printsTheStandingsAndEveryAdjacentGap() throws InterruptedException {
        String markdown = Ladder.markdown(List.of("shaoyang"), Ladder.bots("ismcts:3"), 3, 1);
        List<String> lines = markdown.lines().toList();
        assertTrue(lines.get(0).startsWith("Measured "), markdown);
        assertTrue(lines.get(0).contains("3 deals from seed 1 per variant, 4 tables per deal, 1 threads; bots "
                + "random,greedy,expert,ismcts:3."), markdown);
        assertEquals("| variant | bot | points/hand [95%] | win | deal-in | dead | µs/decision |", lines.get(2));
        List<String> rows = lines.subList(4, 8);
        assertTrue(rows.get(0).startsWith("| shaoyang | "), markdown);
        for (String bot : Ladder.bots("ismcts:3")) {
            assertEquals(1, rows.stream().filter(row -> row.split(" \\| ")[1].equals(bot)).count(), bot + "\n" + markdown);
        }
        assertEquals("| variant | greedy − random [95%] | expert − greedy [95%] | ismcts:3 − expert [95%] |",
                lines.get(9));
        assertTrue(lines.get(11).matches("\\| shaoyang \\|( [+−][0-9.]+ \\[[+−][0-9.]+, [+−][0-9.]+\\]( \\(contains 0\\))? \\|){3}"),
                markdown);
        assertEquals(12, lines.size(), markdown);
    }
}
