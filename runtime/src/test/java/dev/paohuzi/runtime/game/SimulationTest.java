package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.fixture.TestVariants;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;
import dev.paohuzi.runtime.game.bot.Simulation;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulationTest {
    private static Bot[] randomBots(int hand) {
        return new Bot[] {new RandomBot(hand * 3L), new RandomBot(hand * 3L + 1), new RandomBot(hand * 3L + 2)};
    }

    @Test
    void summaryAddsUpAndIsTheSameOnEveryRun() {
        Simulation.Summary first = Simulation.run(TestVariants.HUNAN, 2000, 5, SimulationTest::randomBots);
        Simulation.Summary second = Simulation.run(TestVariants.HUNAN, 2000, 5, SimulationTest::randomBots);
        int wins = Arrays.stream(first.winsFromDealer()).sum();
        assertEquals(2000, first.hands());
        assertEquals(first.hands(), wins + first.deadHands());
        assertEquals(wins, first.huxi().values().stream().mapToInt(Integer::intValue).sum());
        assertTrue(first.huxi().keySet().stream().allMatch(h -> TestVariants.HUNAN.win().mayWin(h)));
        assertArrayEquals(first.winsFromDealer(), second.winsFromDealer());
        assertEquals(first.huxi(), second.huxi());
    }

    /** Greedy bots win far more often than random ones: the bot is doing something. */
    @Test
    void greedyBotsWinMoreThanRandomOnes() {
        Simulation.Summary random = Simulation.run(TestVariants.HUNAN, 1000, 9, SimulationTest::randomBots);
        Simulation.Summary greedy = Simulation.run(TestVariants.HUNAN, 1000, 9,
                hand -> new Bot[] {new GreedyBot(), new GreedyBot(), new GreedyBot()});
        assertTrue(greedy.deadHands() < random.deadHands() - 200,
                "dead hands: greedy " + greedy.deadHands() + ", random " + random.deadHands());
    }
}
