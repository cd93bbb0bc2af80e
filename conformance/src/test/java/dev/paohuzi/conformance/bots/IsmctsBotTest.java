package dev.paohuzi.conformance.bots;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.BotLineup;
import dev.paohuzi.runtime.game.bot.ExpertBot;
import dev.paohuzi.runtime.game.bot.IsmctsBot;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The search bot is reproducible where its budget allows it, on the bundled variants: with a playout budget a hand
 * dealt from a seed and played twice by fresh bots gives the same trace; with a time budget it does when the clock
 * does (a test's clock that moves a millisecond per reading), which is what makes its search loop a function of
 * the clock alone — on the thread's CPU clock the choices then depend on the machine's speed only.
 */
class IsmctsBotTest {
    @Test
    void aPlayoutBudgetMakesTheSameChoicesFromTheSameSeed() {
        for (String variant : Ladder.REGIONS) {
            RuleSet rules = RealVariants.bundled(variant);
            BotLineup lineup = BotLineup.parse("ismcts:12,expert,ismcts:5", rules.seating().players());
            for (long seed = 1; seed <= 2; seed++) {
                long s = seed;
                assertSameTwice(rules, seed, () -> lineup.seat(s), variant);
            }
        }
    }

    @Test
    void aTimeBudgetOnAReproducibleClockMakesTheSameChoices() {
        RuleSet rules = RealVariants.bundled("hunan");
        for (long seed = 1; seed <= 2; seed++) {
            long s = seed;
            assertSameTwice(rules, seed, () -> {
                AtomicLong nanos = new AtomicLong();
                IsmctsBot search = new IsmctsBot(IsmctsBot.Budget.parse("30ms"), s,
                        () -> nanos.addAndGet(1_000_000));
                return new Bot[]{search, new ExpertBot(), new ExpertBot()};
            }, "hunan");
        }
    }

    private static void assertSameTwice(RuleSet rules, long seed, Supplier<Bot[]> bots, String variant) {
        HandStarter starter = new HandStarter(rules);
        Game first = Bot.playOut(starter.start(seed, 0), bots.get());
        Game second = Bot.playOut(starter.start(seed, 0), bots.get());
        assertEquals(first.trace(), second.trace(), variant + " seed " + seed);
    }
}
