package dev.paohuzi.runtime.game.trace;

import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;

import java.util.List;

/**
 * One step of a hand, as recorded in its trace. Seats are absolute (0..players-1); cards are ints (see Cards).
 * {@link TraceJson} gives each event a stable JSON form: {@code type} first, then the components in order.
 */
public sealed interface Event {
    /** The JSON {@code type} of the event. */
    String type();

    /** The seat the event is about (a record with a {@code seat} component gives it), or -1 for the whole table. */
    default int seat() {
        return -1;
    }

    /** The hand begins: variant, seats, dealer, and the whole deck in deal order (see DeckOrder). */
    record Start(String variant, int players, int dealer, int deadHandsBefore, List<Integer> deck) implements Event {
        public String type() {
            return "start";
        }
    }

    /** A seat's dealt cards, sorted. */
    record Deal(int seat, List<Integer> cards) implements Event {
        public String type() {
            return "deal";
        }
    }

    /** The reveal card (亮张, 000:21) of the dealer, or with seat -1 the wall's last card shown (Luzhou, 002:13). */
    record Reveal(int seat, int card) implements Event {
        public String type() {
            return "reveal";
        }
    }

    /** A wall card drawn; not shown when it makes a wei or ti for the drawer (000:55). */
    record Draw(int seat, int card, boolean shown, int wallLeft) implements Event {
        public String type() {
            return "draw";
        }
    }

    /** The legal options put to a seat. */
    record Offer(int seat, List<Action> options) implements Event {
        public String type() {
            return "offer";
        }
    }

    /** A seat's choice; forced when it was the only legal option. */
    record Choice(int seat, Action action, boolean forced) implements Event {
        public String type() {
            return "choice";
        }
    }

    /** An answer given in a claim round. */
    record Answer(int seat, Action action) {
    }

    /**
     * A claim round resolved by priority: the answers considered, in asking order, and who took the card (-1: nobody).
     */
    record Claim(int card, int winner, List<Answer> answers) implements Event {
        public String type() {
            return "claim";
        }
    }

    /**
     * Cards laid on the table (chi, pong, wei, pao, ti), with the seat's table huxi after the step
     * ({@link #HIDDEN_HUXI} in a seat's view where it would count another seat's face-down wei).
     */
    record Laid(int seat, Action action, int tableHuxi) implements Event {
        public static final int HIDDEN_HUXI = -1;

        public String type() {
            return "meld";
        }
    }

    record Discard(int seat, int card) implements Event {
        public String type() {
            return "discard";
        }
    }

    /** A card nobody took goes to the pile of the seat that drew or discarded it. */
    record Pile(int seat, int card) implements Event {
        public String type() {
            return "pile";
        }
    }

    /** A seat passed a chi or pong of the card: 臭牌 for it (000:44). */
    record Stale(int seat, int card) implements Event {
        public String type() {
            return "stale";
        }
    }

    /** A seat passed a win on the card at this table huxi: 臭胡 (000:81). */
    record StaleWin(int seat, int card, int tableHuxi) implements Event {
        public String type() {
            return "stale-win";
        }
    }

    /**
     * The 醒 named after a win (the variant's `xing` rule): the wall card turned over for a 翻醒 (-1 when none is
     * turned: a 跟醒 names the card won on) and the 醒 card itself (-1 for none).
     */
    record Xing(int turned, int card) implements Event {
        public String type() {
            return "xing";
        }
    }

    /** A seat's 飘 chosen before the deal (the variant's `piao`), shown to all. */
    record Piao(int seat, int stake) implements Event {
        public String type() {
            return "piao";
        }
    }

    /** What the hand pays, from the variant's scoring; recorded just before the end. */
    record Settle(HandSettlement settlement) implements Event {
        public String type() {
            return "settle";
        }
    }

    /** The hand is over. */
    record End(HandResult result) implements Event {
        public String type() {
            return "end";
        }
    }
}
