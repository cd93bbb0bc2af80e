package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.scoring.WinContext;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole numbers measured on every hand, the same list for every variant with the same number of seats: each
 * metric a designer reads is a mean (or a ratio of means) of these, and a paired comparison differences them hand by
 * hand. Seats are counted from the dealer (a simulation deals every hand from seat 0, so they are absolute seats
 * too). Integers keep every sum exact, so merged results are identical however the hands were split.
 */
public final class Measures {
    public static final int DEAD = 0;
    /** Wins the scoring paid (one a hand, or each winner's under 一炮多响). */
    public static final int SETTLED = 1;
    /** A win the scoring refused (must be 0 once the engine and the scoring share one win condition). */
    public static final int REFUSED = 2;
    public static final int DECISIONS = 3;
    public static final int FORCED = 4;
    public static final int DRAWN = 5;
    public static final int HUXI = 6;
    public static final int GRADE = 7;
    public static final int FAN = 8;
    public static final int SELF_DRAW = 9;
    public static final int ON_DISCARD = 10;
    public static final int TIANHU = 11;
    public static final int DIHU = 12;
    public static final int HAIDI = 13;
    public static final int WANGDIAO = 14;
    private static final int FIXED = 15;
    private static final List<String> FIXED_NAMES = List.of("dead", "settled", "refused", "decisions", "forced",
            "drawn", "huxi", "grade", "fan", "self-draw", "on-discard", "tianhu", "dihu", "haidi", "wangdiao");

    private Measures() {}

    /** How many measures a hand has at this many seats. */
    public static int count(int players) {
        return FIXED + 2 * players;
    }

    /** 1 when the seat this far from the dealer won; a hand's wins are these summed over the seats. */
    public static int win(int fromDealer) {
        return FIXED + fromDealer;
    }

    /** The points the seat this far from the dealer won (negative: paid), as the hand settled. */
    public static int points(int players, int fromDealer) {
        return FIXED + players + fromDealer;
    }

    /** Seats counted from the dealer, named as scoring names them. */
    public static List<String> seatNames(int players) {
        return switch (players) {
            case 2 -> List.of("dealer", "other");
            case 4 -> List.of("dealer", "next", "across", "previous");
            default -> List.of("dealer", "next", "previous");
        };
    }

    /** Each measure's name, by index: {@code dead}, …, {@code win.dealer}, …, {@code points.dealer}, … */
    public static List<String> names(int players) {
        List<String> names = new ArrayList<>(FIXED_NAMES);
        seatNames(players).forEach(seat -> names.add("win." + seat));
        seatNames(players).forEach(seat -> names.add("points." + seat));
        return names;
    }

    /** Measures a finished hand into {@code into} (zeroed first). */
    static void measure(Game game, long[] into) {
        java.util.Arrays.fill(into, 0);
        List<Event> trace = game.trace();
        for (int i = 0, size = trace.size(); i < size; i++) {
            Event event = trace.get(i);
            if (event instanceof Event.Choice choice) {
                into[choice.forced() ? FORCED : DECISIONS]++;
            } else if (event instanceof Event.Draw) {
                into[DRAWN]++;
            }
        }
        HandResult result = game.result();
        HandSettlement paid = game.settlement();
        int players = game.players();
        for (int i = 0; i < players; i++) {
            into[points(players, i)] = paid.points().get((result.dealer() + i) % players);
        }
        if (result.outcome() == HandResult.Outcome.DEAD) {
            into[DEAD] = 1;
            return;
        }
        // a hand of several winners (一炮多响) counts each win
        for (HandResult.Win win : result.wins()) {
            into[win((win.winner() - result.dealer() + players) % players)] = 1;
            into[HUXI] += win.huxi();
            WinContext how = win.how();
            into[SELF_DRAW] += how.selfDraw() ? 1 : 0;
            into[ON_DISCARD] += how.onDiscard() ? 1 : 0;
            into[HAIDI] += how.lastCard() ? 1 : 0;
            into[WANGDIAO] += how.jokerWait() > 0 ? 1 : 0;
            into[DIHU] += how.dihu() ? 1 : 0;
            into[TIANHU] += how.tianhu() ? 1 : 0;
        }
        if (paid.kind() == HandSettlement.Kind.WIN) {
            for (HandSettlement.Paid win : paid.wins()) {
                into[SETTLED]++;
                into[GRADE] += win.grade();
                into[FAN] += win.fan();
            }
        } else {
            into[REFUSED] = 1;
        }
    }
}
