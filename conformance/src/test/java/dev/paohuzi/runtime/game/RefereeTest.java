package dev.paohuzi.runtime.game;

import dev.paohuzi.conformance.fixture.RealVariants;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.RuleSet;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The referee catches a card moved without its event: the dealer's first discard of a hunan hand, in flight, put on
 * the dealer's pile by the pile event's own effect but with no event in the trace, is a disagreement at the next
 * event, naming the card's place; the same move made by emitting the event is judged alike. (The mutation the issue
 * names: a card that changes place while the trace says nothing, which no other test noticed.)
 */
class RefereeTest {
    private static final RuleSet HUNAN = RealVariants.HUNAN;

    @Test
    void aCardPiledWithoutItsEventIsADisagreement() {
        HandState hand = discardInFlight();
        int card = hand.offered;
        new Event.Pile(hand.dealer, card).apply(hand);     // the move, with no event recorded
        Referee.Disagreement caught = assertThrows(Referee.Disagreement.class,
                () -> hand.emit(new Event.Xing(-1, -1)));     // an event that moves nothing
        assertEquals("the referee disagrees at step " + (hand.trace.size() - 1) + " (xing): the card in flight: "
                + "none by the hand's state, " + Cards.name(card) + " by its events", caught.getMessage());
    }

    @Test
    void theSameMoveByItsEventIsJudgedAlike() {
        HandState hand = discardInFlight();
        int card = hand.offered;
        hand.emit(new Event.Pile(hand.dealer, card));
        hand.emit(new Event.Xing(-1, -1));
        assertEquals(List.of(card), hand.seats[hand.dealer].pile);
        assertEquals(-1, hand.offered);
    }

    /** A refereed hunan hand (seat 0 deals) whose dealer discards first, its first discard in flight. */
    private static HandState discardInFlight() {
        WinCheck winCheck = AnalyzerWinCheck.of(HUNAN);
        Settler settler = new Settler(HUNAN);
        for (long seed = 0; ; seed++) {
            HandState hand = HandStart.deal(HUNAN, DeckOrder.shuffled(HUNAN, seed), 0, 0, winCheck, settler,
                    new Referee(HUNAN, winCheck, settler));
            if (hand.phase == Game.Phase.DISCARD) {
                DiscardTurn.discard(hand, 0, DiscardTurn.options(hand, 0).get(0).card());
                return hand;
            }
        }
    }
}
