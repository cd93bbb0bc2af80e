package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.scoring.HandContext;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.Score;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Seat;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.TablePenalties;
import org.eclipse.collections.api.factory.primitive.IntLists;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Hands a finished hand to the scoring: a win goes through the {@link Scorer} with how it happened (the win's
 * {@link dev.paohuzi.runtime.scoring.WinContext}, as the engine filled it in) and the hand around it (dealer, seats,
 * dead hands before), a dead hand through the variant's dead-hand payments. Seats seen from the winner (scoring) or the
 * dealer (dead hand) become absolute seats here.
 */
final class Settler {
    private final RuleSet rules;
    private final int players;
    /** Given, or made on the first win: many hands are dead. */
    private Scorer scorer;

    /** Builds its own scorer (and so its own analyzer) on the first win. */
    Settler(RuleSet rules) {
        this(rules, null);
    }

    /** Settles with a scorer of the caller's thread (a scorer is not thread-safe). */
    Settler(RuleSet rules, Scorer scorer) {
        this.rules = rules;
        this.players = rules.seating().players();
        this.scorer = scorer;
    }

    /**
     * @param deadHandsBefore dead hands in a row before the hand, since the last win (黄番: `dead_hands`)
     * @param stakes          each stake kind's values chosen before the deal (absolute seats), as {@link
     *                        HandState#stakes}
     */
    HandSettlement settle(HandResult result, int deadHandsBefore, int[][] stakes) {
        return result.outcome() == HandResult.Outcome.WIN ? win(result, deadHandsBefore, stakes) : dead(result);
    }

    /**
     * 相公 (CZTABLE Table_ChenZhou.java:454-465, called on a win at :449 and on a dead hand at
     * HandlerDispatchCard_ChenZhou.java:52): each 相公 seat pays `xianggong pays` points to every other seat, beside
     * what the hand pays; the wins' own payments and match totals stay as they are. A refused win pays nothing.
     */
    HandSettlement xianggongPays(HandSettlement paid, boolean[] xianggong) {
        int each = rules.scoring().payments().xianggongPays();
        if (each == 0 || paid.kind() == HandSettlement.Kind.REFUSED) {
            return paid;
        }
        int[] points = paid.points().stream().mapToInt(Integer::intValue).toArray();
        boolean any = false;
        try {
            for (int payer = 0; payer < players; payer++) {
                if (!xianggong[payer]) {
                    continue;
                }
                any = true;
                for (int seat = 0; seat < players; seat++) {
                    if (seat != payer) {
                        points[seat] = Math.addExact(points[seat], each);
                        points[payer] = Math.subtractExact(points[payer], each);
                    }
                }
            }
        } catch (ArithmeticException overflow) {    // exact money: a sum past the int range is an error
            throw FormulaOverflow.sum(rules.scoring().payments().loserPays(), "a seat's points for the hand");
        }
        return any ? new HandSettlement(paid.kind(), paid.wins(), Arrays.stream(points).boxed().toList(),
                paid.counting(), paid.stakeCents(), paid.reason()) : paid;
    }

    /** Each win scored and paid on its own holding, as a single win on that card would be (一炮多响 adds them up). */
    private HandSettlement win(HandResult result, int deadHandsBefore, int[][] stakes) {
        if (scorer == null) {
            scorer = Scorer.of(rules);
        }
        int stakeCents = rules.scoring().payments().stakeCents();
        List<HandSettlement.Paid> wins = new ArrayList<>(result.wins().size());
        int[] points = new int[players];
        int counting = 0;
        for (HandResult.Win win : result.wins()) {
            ScoreResult scored = scorer.score(decomposition(win, result.jokers().get(win.winner())), win.how(),
                    new HandContext(win.winner() == result.dealer(), players, deadHandsBefore,
                            fromWinner(stakes, win.winner())));
            if (scored instanceof ScoreResult.Refused refused) {
                return new HandSettlement(HandSettlement.Kind.REFUSED, List.of(), zeros(), 0, stakeCents,
                        refused.reason());
            }
            try {
                HandSettlement.Paid paid = paid(win, ((ScoreResult.Scored) scored).score());
                wins.add(paid);
                for (int seat = 0; seat < players; seat++) {
                    points[seat] = Math.addExact(points[seat], paid.points().get(seat));
                }
                counting = Math.addExact(counting, paid.counting());
            } catch (ArithmeticException overflow) {    // exact money: a sum past the int range is an error
                throw FormulaOverflow.sum(rules.scoring().payments().loserPays(), "a seat's points for the hand");
            }
        }
        return new HandSettlement(HandSettlement.Kind.WIN, wins, Arrays.stream(points).boxed().toList(), counting,
                stakeCents, "");
    }

    /** One win's payments and match changes on absolute seats; the scorer has moved a discard's payments already. */
    private HandSettlement.Paid paid(HandResult.Win win, Score score) {
        int[] points = new int[players];
        int counting = 0;
        for (Payment payment : score.payments()) {
            if (payment.seat() == Seat.COUNTING) {
                counting = Math.addExact(counting, payment.points());
            } else {
                int seat = absolute(win.winner(), payment.seat());
                points[seat] = Math.addExact(points[seat], payment.points());
            }
        }
        Integer[] taken = new Integer[players];
        Arrays.fill(taken, 0);
        List<Seat> losers = Seat.losers(players);
        for (int i = 0; i < losers.size(); i++) {
            taken[absolute(win.winner(), losers.get(i))] = score.matchTakes().get(i);
        }
        return new HandSettlement.Paid(win.winner(), score.grade(), score.patterns(), score.fan(), score.base(),
                Arrays.stream(points).boxed().toList(), counting, score.matchValue(), List.of(taken));
    }

    private int absolute(int winner, Seat seat) {
        return switch (seat) {
            case WINNER -> winner;
            case NEXT -> SeatRing.after(winner, 1, players);
            case ACROSS -> SeatRing.after(winner, 2, players);
            case PREVIOUS -> SeatRing.after(winner, players - 1, players);
            case COUNTING -> throw new IllegalArgumentException("the counting seat has no place at the table");
        };
    }

    /** The dead-hand rule pays by jokers held and by who deals (000:133, 004:48). */
    private HandSettlement dead(HandResult result) {
        int[] jokers = new int[players];
        for (int i = 0; i < players; i++) {
            jokers[i] = result.jokers().get(SeatRing.after(result.dealer(), i, players));
        }
        long[] fromDealer = TablePenalties.deadHandPoints(rules, jokers);
        Integer[] points = new Integer[players];
        for (int i = 0; i < players; i++) {
            points[SeatRing.after(result.dealer(), i, players)] = Math.toIntExact(fromDealer[i]);
        }
        return new HandSettlement(HandSettlement.Kind.DEAD, List.of(), List.of(points), 0,
                rules.scoring().payments().stakeCents(), "");
    }

    /**
     * The winning groups as the scorer reads them, the table's first. Jokers show as the cards they stand for
     * (HandResult) and which card a joker is is not kept; scoring reads only how many the winner holds (`jokers`),
     * so the winner's jokers are marked on its last concealed cards.
     */
    private Decomposition decomposition(HandResult.Win win, int jokers) {
        List<Group> groups = new ArrayList<>(win.groups().size());
        for (int g = win.groups().size() - 1; g >= 0; g--) {
            Meld meld = win.groups().get(g);
            boolean concealed = g >= win.tableGroups();
            int[] cards = new int[meld.size()];
            int jokerMask = 0;
            for (int i = cards.length - 1; i >= 0; i--) {
                cards[i] = meld.card(i);
                if (concealed && jokers > 0) {
                    jokerMask |= 1 << i;
                    jokers--;
                }
            }
            groups.add(0, new Group(meld.kind(), IntLists.immutable.of(cards), jokerMask, meld.huxi(rules.huxi()),
                    concealed));
        }
        return new Decomposition(groups, win.huxi());
    }

    /** The seats' stakes seen from the winner, as the scorer reads them: the winner's, then in turn order. */
    private Map<StakeKind, List<Integer>> fromWinner(int[][] stakes, int winner) {
        Map<StakeKind, List<Integer>> seen = new EnumMap<>(StakeKind.class);
        for (StakeKind kind : StakeKind.values()) {
            int[] bySeat = stakes == null ? null : stakes[kind.ordinal()];
            if (bySeat != null) {
                Integer[] values = new Integer[players];
                for (int i = 0; i < players; i++) {
                    values[i] = bySeat[SeatRing.after(winner, i, players)];
                }
                seen.put(kind, List.of(values));
            }
        }
        return seen;
    }

    private List<Integer> zeros() {
        return Collections.nCopies(players, 0);
    }
}
