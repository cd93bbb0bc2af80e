package dev.paohuzi.runtime.sim;

import dev.paohuzi.runtime.game.Event;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.bot.Match;
import dev.paohuzi.runtime.rules.Turns;
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
    /**
     * Paid wins carrying a pattern (名堂): what the fan of paid wins rests on, since a win without one has the
     * variant's plain fan and the figure moves only with those that carry one.
     */
    public static final int WITH_PATTERN = 15;
    private static final int FIXED = 16;
    private static final List<String> FIXED_NAMES = List.of("dead", "settled", "refused", "decisions", "forced",
            "drawn", "huxi", "grade", "fan", "self-draw", "on-discard", "tianhu", "dihu", "haidi", "wangdiao",
            "with-pattern");

    private Measures() {}

    /** Match fields, after the per-seat blocks: 0 on every hand but a match's last (and in a hand run). */
    private static final List<String> MATCH_NAMES = List.of("match.end", "match.by-rule", "match.hands",
            "match.streak", "match.leader-held");

    /** How many measures a hand has at this many seats. */
    public static int count(int players) {
        return FIXED + 2 * players + 1 + MATCH_NAMES.size() + players;
    }

    /** The points the losers paid in the hand (what changed hands; a counting seat's share included). */
    public static int paid(int players) {
        return FIXED + 2 * players;
    }

    /** 1 on a match's last hand: summed, the matches. */
    public static int matchEnd(int players) {
        return paid(players) + 1;
    }

    /** 1 on the last hand of a match the variant's match end ended (not the run's cap on hands). */
    public static int matchByRule(int players) {
        return paid(players) + 2;
    }

    /** On a match's last hand, the match's hands. */
    public static int matchHands(int players) {
        return paid(players) + 3;
    }

    /** On a match's last hand, the longest run of hands one seat dealt in a row (连庄 and the hand that began it). */
    public static int matchStreak(int players) {
        return paid(players) + 4;
    }

    /** On a match's last hand, 1 when a seat led alone at half-time and ended it leading alone (decisiveness). */
    public static int matchLeaderHeld(int players) {
        return paid(players) + 5;
    }

    /**
     * On a match's last hand, the money (in cents) the seat this far from the match's first dealer ended the match
     * with: its hands' payments, or under 剥皮 the pairwise settlement of the totals.
     */
    public static int matchNet(int players, int fromFirstDealer) {
        return paid(players) + 1 + MATCH_NAMES.size() + fromFirstDealer;
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
        names.add("paid");
        names.addAll(MATCH_NAMES);
        for (int seat = 0; seat < players; seat++) {
            names.add("match.net." + seat);
        }
        return names;
    }

    /**
     * Adds a played match's fields to its last hand's measures ({@code into}, measured as a hand already): that it
     * ended and how, its length, its longest dealer streak, whether the half-time leader held on (by money, or
     * under 剥皮 by match total) and each seat's money, seats counted from the first dealer.
     */
    static void measureMatch(Match.Result match, boolean peel, long[] into) {
        List<Game> hands = match.hands();
        int players = hands.get(0).players();
        int firstDealer = hands.get(0).result().dealer();
        into[matchEnd(players)] = 1;
        into[matchByRule(players)] = match.ended() ? 1 : 0;
        into[matchHands(players)] = hands.size();
        int half = hands.size() / 2;
        long[] standing = new long[players];
        int leaderAtHalf = -1;
        int streak = 0;
        int longest = 0;
        int previous = -1;
        for (int i = 0; i < hands.size(); i++) {
            Game game = hands.get(i);
            int dealer = game.result().dealer();
            streak = dealer == previous ? streak + 1 : 1;
            previous = dealer;
            longest = Math.max(longest, streak);
            HandSettlement paid = game.settlement();
            for (int seat = 0; seat < players && !peel; seat++) {
                standing[seat] += paid.points().get(seat);
            }
            for (HandSettlement.Paid win : peel ? paid.wins() : List.<HandSettlement.Paid>of()) {
                standing[win.winner()] += win.matchValue();
                for (int seat = 0; seat < players; seat++) {
                    standing[seat] -= win.matchTaken().get(seat);
                }
            }
            if (i + 1 == half) {
                leaderAtHalf = leader(standing);
            }
        }
        into[matchStreak(players)] = longest;
        into[matchLeaderHeld(players)] = leaderAtHalf >= 0 && leaderAtHalf == leader(standing) ? 1 : 0;
        for (int k = 0; k < players; k++) {
            into[matchNet(players, k)] = match.net().get(Turns.after(firstDealer, k, players)).movePointRight(2)
                    .toBigIntegerExact().longValueExact();
        }
    }

    /** The seat ahead of every other, -1 when the lead is shared. */
    private static int leader(long[] standing) {
        int leader = 0;
        boolean shared = false;
        for (int seat = 1; seat < standing.length; seat++) {
            if (standing[seat] > standing[leader]) {
                leader = seat;
                shared = false;
            } else if (standing[seat] == standing[leader]) {
                shared = true;
            }
        }
        return shared ? -1 : leader;
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
            int points = paid.points().get(Turns.after(result.dealer(), i, players));
            into[points(players, i)] = points;
            into[paid(players)] += Math.max(0, -points);
        }
        if (result.outcome() == HandResult.Outcome.DEAD) {
            into[DEAD] = 1;
            return;
        }
        // a hand of several winners (一炮多响) counts each win
        for (HandResult.Win win : result.wins()) {
            into[win(Turns.placesAfter(result.dealer(), win.winner(), players))] = 1;
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
                into[WITH_PATTERN] += win.patterns().isEmpty() ? 0 : 1;
            }
        } else {
            into[REFUSED] = 1;
        }
    }
}
