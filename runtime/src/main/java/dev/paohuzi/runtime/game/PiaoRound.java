package dev.paohuzi.runtime.game;


import java.util.ArrayList;
import java.util.List;

/**
 * The 飘 chosen before the deal (the variant's `piao`: 望城 活飘, 宁乡 飘鸟): each seat in turn from the dealer picks a
 * stake among the variant's, an ordinary decision (one option per stake, `piao 3`), and the pick is public (a
 * {@code piao} event; the dealer is asked first, {@link Event.Start}). Once every seat has picked, the cards are
 * dealt. The sources start the hand when every seat has chosen (望城's 飘 handler, stored index file 26504693481);
 * the order of asking is this workbench's reading.
 */
final class PiaoRound {
    private PiaoRound() {
    }

    /** One option per stake the variant offers, smallest first. */
    static List<Action> options(HandState hand) {
        List<Integer> stakes = hand.rules.play().piao().choices();
        List<Action> options = new ArrayList<>(stakes.size());
        for (int stake : stakes) {
            options.add(Action.piao(stake));
        }
        return List.copyOf(options);
    }

    /** The seat's pick, shown to all; the next seat in turn is asked, or, once all have picked, the cards dealt. */
    static void choose(HandState hand, int seat, int stake) {
        hand.emit(new Event.Piao(seat, stake));
        if (hand.phase == Game.Phase.DEAL) {
            HandStart.dealAndBegin(hand);
        }
    }
}
