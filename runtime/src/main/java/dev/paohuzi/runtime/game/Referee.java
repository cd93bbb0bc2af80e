package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Arrays;
import java.util.Objects;

/**
 * A second judge of a hand (after GGP's referee, which keeps its own state of the game and checks every move against
 * it): it knows nothing of the hand but its events. From the start event it builds a state of its own, applies each
 * event the hand emits with the same effect, and compares the two states after every event, card by card: every
 * seat's concealed cards, melds, pile and memory (臭牌, 臭胡, a passed pong, 八块's count, a skipped discard), the
 * wall card by card, the card in flight, the phase and the seat to act. A hand that moves a card, or changes
 * anything else, without an event saying so is caught at the next event, named by step and place.
 * <p>
 * It runs in the invariant tests of every variant, in the trace fuzzers and in replay ({@link Game#refereed}).
 */
public final class Referee {
    private final RuleSet rules;
    private final WinCheck winCheck;
    private final Settler settler;
    /** The state the events alone give: null until the start event. */
    private HandState judged;

    Referee(RuleSet rules, WinCheck winCheck, Settler settler) {
        this.rules = rules;
        this.winCheck = winCheck;
        this.settler = settler;
    }

    /** The hand emitted the event: the judged state applies it too, and the two must then agree. */
    void follow(Event event, HandState hand) {
        if (judged == null) {
            if (!(event instanceof Event.Start start)) {
                throw new Disagreement("step 0: a hand begins with its start event, not " + event.type());
            }
            judged = HandStart.fresh(rules, DeckOrder.stacked(rules, start.deck()), start.dealer(),
                    start.deadHandsBefore(), winCheck, settler);
        }
        judged.emit(event);
        String difference = difference(hand, judged);
        if (difference != null) {
            throw new Disagreement("step " + (hand.trace.size() - 1) + " (" + event.type() + "): " + difference);
        }
    }

    /** The first place where the two states differ, in words, or null where they agree: the cards first. */
    private static String difference(HandState hand, HandState judged) {
        if (hand.offered != judged.offered) {
            return differs("the card in flight", name(hand.offered), name(judged.offered));
        }
        if (hand.wall.left() != judged.wall.left() || !hand.wall.sameUndrawn(judged.wall)) {
            return differs("the wall", cards(hand.wall.undrawn()), cards(judged.wall.undrawn()));
        }
        for (int seat = 0; seat < hand.players; seat++) {
            String differs = difference(hand.seats[seat], judged.seats[seat]);
            if (differs != null) {
                return "seat " + seat + "'s " + differs;
            }
        }
        if (hand.phase != judged.phase) {
            return differs("the phase", String.valueOf(hand.phase), String.valueOf(judged.phase));
        }
        if (hand.actor != judged.actor && hand.phase != Game.Phase.CLAIM && hand.phase != Game.Phase.OVER) {
            return differs("the seat to act", "seat " + hand.actor, "seat " + judged.actor);
        }
        if (hand.revealCard != judged.revealCard || hand.shownLastCard != judged.shownLastCard
                || hand.dealerDiscards != judged.dealerDiscards || !Arrays.deepEquals(hand.stakes, judged.stakes)) {
            return differs("reveal card, shown last card, dealer's discards, stakes", opening(hand), opening(judged));
        }
        if (!Objects.equals(hand.result, judged.result) || !Objects.equals(hand.settlement, judged.settlement)) {
            return differs("the result", hand.result + " " + hand.settlement, judged.result + " " + judged.settlement);
        }
        return null;
    }

    private static String difference(SeatState seat, SeatState judged) {
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            if (seat.hand[card] != judged.hand[card]) {
                return differs("hand", seat.hand[card] + " " + Cards.name(card), judged.hand[card] + "");
            }
        }
        if (!seat.table.equals(judged.table)) {
            return differs("table", seat.table.toString(), judged.table.toString());
        }
        if (!seat.pile.equals(judged.pile)) {
            return differs("pile", seat.pile.toString(), judged.pile.toString());
        }
        boolean same = seat.stale == judged.stale && seat.discarded == judged.discarded
                && seat.passedPong == judged.passedPong && Arrays.equals(seat.staleWinAt, judged.staleWinAt)
                && seat.runs == judged.runs && seat.intakes == judged.intakes && seat.skipDiscard == judged.skipDiscard
                && seat.draws == judged.draws && seat.discards == judged.discards
                && seat.xianggong == judged.xianggong;
        return same ? null : differs("memory", memory(seat), memory(judged));
    }

    private static String opening(HandState hand) {
        return hand.revealCard + ", " + hand.shownLastCard + ", " + hand.dealerDiscards + ", "
                + Arrays.deepToString(hand.stakes);
    }

    /** 臭牌, discards, passed pong, 臭胡, runs, intakes and a skipped discard, in words. */
    private static String memory(SeatState seat) {
        return "stale " + seat.stale + ", discarded " + seat.discarded + ", passed pong " + seat.passedPong
                + ", stale wins " + Arrays.toString(seat.staleWinAt) + ", runs " + seat.runs + ", intakes "
                + seat.intakes + ", skips discard " + seat.skipDiscard + ", draws " + seat.draws + ", discards "
                + seat.discards + ", 相公 " + seat.xianggong;
    }

    private static String differs(String what, String byState, String byEvents) {
        return what + ": " + byState + " by the hand's state, " + byEvents + " by its events";
    }

    private static String cards(int[] cards) {
        StringBuilder names = new StringBuilder();
        for (int card : cards) {
            names.append(names.length() == 0 ? "" : " ").append(Cards.name(card));
        }
        return names.toString();
    }

    private static String name(int card) {
        return card < 0 ? "none" : Cards.name(card);
    }

    /** A hand changed in a way its events do not say: an engine bug. */
    public static final class Disagreement extends IllegalStateException {
        Disagreement(String message) {
            super("the referee disagrees at " + message);
        }
    }
}
