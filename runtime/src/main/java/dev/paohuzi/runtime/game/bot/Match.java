package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.game.AnalyzerWinCheck;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.WinCheck;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * Hands played in a row by bots, each dealt from {@code seed + i}: the first dealer is drawn from the seed (000:18:
 * random), then each hand's dealer and count of dead hands in a row come from the hand before (000:18, 003:13).
 * Settling the match is the scoring's work; it reads the hands' results.
 */
public final class Match {
    private Match() {}

    /** The finished hands, in order. */
    public static List<Game> play(RuleSet rules, long seed, int hands, IntFunction<Bot[]> bots) {
        WinCheck check = AnalyzerWinCheck.of(rules);
        int dealer = new SplittableRandom(seed).nextInt(rules.seating().players());
        int deadHands = 0;
        List<Game> played = new ArrayList<>(hands);
        for (int i = 0; i < hands; i++) {
            Game game = Game.start(rules, DeckOrder.shuffled(rules, seed + i), dealer, deadHands, check);
            HandResult result = Bot.playOut(game, bots.apply(i)).result();
            dealer = result.nextDealer();
            deadHands = result.deadHandsInARow();
            played.add(game);
        }
        return played;
    }
}
