package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The stakes chosen before the deal (the variant's `piao`: 望城 活飘, 宁乡 飘鸟; its `tuo`: 湘乡 打坨): for each kind the
 * variant has, in {@link StakeKind} order, each seat in turn from the dealer picks a value among the variant's, an
 * ordinary decision (one option per value, `piao 3`, `tuo 1`), and the pick is public (a {@code piao} or {@code tuo}
 * event; the dealer is asked first, {@link Event.Start}). Once every seat has picked every kind, the cards are dealt.
 * The sources start the hand when every seat has chosen (望城's 飘 handler, stored index file 26504693481; 湘乡's 打坨
 * handler, billee1011/repository MJHandlerDaTuo_XiangXiang.java:57-74); the order of asking is this workbench's
 * reading.
 */
final class StakeRound {
    private StakeRound() {
    }

    /** The first kind the seats choose, or null where the variant has none. */
    static StakeKind first(RuleSet rules) {
        return after(rules, -1);
    }

    /** The kind chosen after this one, or null once all are chosen. */
    static StakeKind after(RuleSet rules, StakeKind kind) {
        return after(rules, kind.ordinal());
    }

    private static StakeKind after(RuleSet rules, int ordinal) {
        StakeKind[] kinds = StakeKind.values();
        for (int next = ordinal + 1; next < kinds.length; next++) {
            if (rules.play().stake(kinds[next]).chosen()) {
                return kinds[next];
            }
        }
        return null;
    }

    /** Each kind's stakes, -1 until chosen, a kind the variant does not have null: what a hand starts with. */
    static int[][] unchosen(HandState hand) {
        int[][] stakes = new int[StakeKind.values().length][];
        for (StakeKind kind : StakeKind.values()) {
            if (hand.rules.play().stake(kind).chosen()) {
                stakes[kind.ordinal()] = new int[hand.players];
                Arrays.fill(stakes[kind.ordinal()], -1);
            }
        }
        return stakes;
    }

    /** One option per value of the kind being chosen, smallest first. */
    static List<Action> options(HandState hand) {
        List<Integer> values = hand.rules.play().stake(hand.staking).choices();
        List<Action> options = new ArrayList<>(values.size());
        for (int value : values) {
            options.add(Action.stake(hand.staking, value));
        }
        return List.copyOf(options);
    }

    /** The seat's pick, shown to all; the next seat or kind is asked, or, once all have picked, the cards dealt. */
    static void choose(HandState hand, int seat, int value) {
        hand.emit(new Event.Stake(hand.staking, seat, value));
        if (hand.phase == Game.Phase.DEAL) {
            HandStart.dealAndBegin(hand);
        }
    }
}
