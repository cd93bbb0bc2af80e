package dev.paohuzi.conformance.bots;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ladder runner on tiny counts: the table docs/bots.md holds, one row per rung, each played on its own deals. */
class LadderTest {
    private static final String FIGURE = "[+−][0-9.]+ \\[[+−][0-9.]+, [+−][0-9.]+\\]( \\(contains 0\\))?";
    private static final String RATES = "( [0-9.]+% · [0-9.]+% \\|){3}";

    @Test
    void printsOneRowPerRungWithItsOwnDealCount() throws InterruptedException {
        List<String> progress = new ArrayList<>();
        String markdown = Ladder.markdown(List.of("shaoyang"), Ladder.bots("ismcts:3"), List.of(4, 3, 2), 1,
                progress::add);
        List<String> lines = markdown.lines().toList();
        assertTrue(lines.get(0).startsWith("Measured "), markdown);
        assertTrue(lines.get(0).contains("deals from seed 1 per rung [4, 3, 2], two tables per deal, 1 threads; bots "
                + "random,greedy,expert,ismcts:3."), markdown);
        assertEquals(Ladder.HEADER, lines.get(2) + "\n" + lines.get(3) + "\n");
        assertTrue(lines.get(4).matches("\\| shaoyang \\| greedy − random \\| 4 \\| " + FIGURE + " \\|" + RATES
                + " [0-9.,]+ · [0-9.,]+ \\|"), markdown);
        assertTrue(lines.get(5).matches("\\|  \\| expert − greedy \\| 3 \\| " + FIGURE + " \\|.*"), markdown);
        assertTrue(lines.get(6).matches("\\|  \\| ismcts:3 − expert \\| 2 \\| " + FIGURE + " \\|.*"), markdown);
        assertEquals(7, lines.size(), markdown);
        assertEquals(lines.subList(4, 7), progress.stream().map(String::strip).toList());
    }

    @Test
    void wantsOneDealCountPerRung() {
        assertThrows(IllegalArgumentException.class,
                () -> Ladder.markdown(List.of("shaoyang"), Ladder.bots("ismcts:3"), List.of(4, 3), 1, row -> { }));
    }
}
