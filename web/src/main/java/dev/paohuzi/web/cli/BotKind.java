package dev.paohuzi.web.cli;

import dev.paohuzi.runtime.game.bot.Bot;
import dev.paohuzi.runtime.game.bot.GreedyBot;
import dev.paohuzi.runtime.game.bot.RandomBot;

/**
 * The bots `play`, `simulate` and the web stepper seat at the table: {@code random} or {@code greedy}, one kind for
 * every seat (the stepper may name one per seat).
 */
public enum BotKind {
    random, greedy;

    /**
     * One bot per seat for the hand dealt from {@code handSeed}; a random bot's sequence comes from the hand's seed
     * and its seat, so the same seed plays the same hand.
     */
    Bot[] seat(int players, long handSeed) {
        Bot[] bots = new Bot[players];
        for (int seat = 0; seat < players; seat++) {
            bots[seat] = at(seat, handSeed);
        }
        return bots;
    }

    /** This kind's bot for one seat of the hand dealt from {@code handSeed}. */
    public Bot at(int seat, long handSeed) {
        return this == greedy ? new GreedyBot() : new RandomBot(handSeed * 31 + seat);
    }
}
