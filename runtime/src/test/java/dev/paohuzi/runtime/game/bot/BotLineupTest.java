package dev.paohuzi.runtime.game.bot;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The registry reads a search bot's budget in playouts or in milliseconds of CPU time, and refuses anything else. */
class BotLineupTest {
    @Test
    void aSearchBudgetIsPlayoutsOrMilliseconds() {
        assertEquals(new IsmctsBot.Budget(40, 0), budgetOf("ismcts:40"));
        assertEquals(new IsmctsBot.Budget(0, 100), budgetOf("ismcts:100ms"));
        assertEquals(IsmctsBot.DEFAULT_BUDGET, budgetOf("ismcts"));
        assertEquals("100ms", IsmctsBot.Budget.parse("100ms").toString());
        assertEquals("7", IsmctsBot.Budget.parse("7").toString());
    }

    @Test
    void aBadBudgetIsAPlainMessage() {
        for (String bad : new String[]{"ismcts:0", "ismcts:0ms", "ismcts:", "ismcts:ms", "ismcts:100s", "ismcts:1.5",
                "ismcts:-3", "ismcts:1000000", "ismcts:100 ms"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> BotLineup.parse(bad, 3), bad);
            assertTrue(e.getMessage().contains("N playouts or Nms"), bad + ": " + e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BotLineup.parse("greedy:5", 3));
        assertTrue(e.getMessage().contains("only ismcts takes a budget"), e.getMessage());
    }

    private static IsmctsBot.Budget budgetOf(String name) {
        return ((IsmctsBot) BotLineup.parse(name, 3).seat(1)[0]).budget();
    }
}
