package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;

/**
 * How many of a holding's jokers may stand for each card, as the variant's `joker stands for:` says
 * ({@link Play.JokerStandsFor}): packed counts, one field a card, read by every joker reading of the analyzers
 * ({@link JokerReadings}, {@link CrossSizeSearch}, {@link ReferenceAnalyzer}).
 */
final class JokerRoom {
    /** Every card open to every joker: {@link Play.JokerStandsFor#UNBOUNDED} in each field. */
    static final long ANY = Counts.fields(card -> true) * Play.JokerStandsFor.UNBOUNDED;

    private JokerRoom() {}

    /** The room of each card for this holding's jokers: the deck's copies less the seat's own (hand and table). */
    static long of(RuleSet rules, Holding holding) {
        Play.JokerStandsFor standsFor = rules.play().jokerStandsFor();
        if (holding.jokers() == 0 || !standsFor.bounded()) {
            return ANY;
        }
        long room = Counts.EMPTY;
        for (int card = 0; card < Cards.KINDS; card++) {
            room = Counts.add(room, card, standsFor.room(rules.deck().copies(), holding.copiesHeld(card)));
        }
        return room;
    }

    /** Whether jokers read as {@code asJokers} (packed counts) fit the room. */
    static boolean fits(long asJokers, long room) {
        return Counts.covers(room, asJokers);
    }
}
