package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.expr.FormulaOverflow;
import dev.paohuzi.runtime.game.DeckOrder;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.HandResult;
import dev.paohuzi.runtime.game.HandSettlement;
import dev.paohuzi.runtime.game.HandStarter;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Settlement;
import dev.paohuzi.runtime.scoring.MatchSettlement;
import dev.paohuzi.runtime.scoring.Stake;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * Hands played in a row by bots, each dealt from {@code seed + i}: the first dealer is drawn from the seed (000:18:
 * random), then each hand's dealer and count of dead hands in a row come from the hand before (000:18, 003:13).
 * A match accumulates what the hands pay — under 剥皮 each won hand's scored value ({@code match adds:}, worked
 * out by the variant's scoring with the hand's settlement, so a win the scoring refuses adds nothing) — and ends by
 * the variant's {@code match end} rule.
 */
public final class Match {
    /**
     * A played match.
     *
     * @param hands  the finished hands, in order
     * @param totals each seat's match total: what its won hands added ({@code match adds:}; 剥皮 settles these,
     *               001:29-47, and {@code match end: huxi N} reads them)
     * @param net    each seat's money: the hands' payments, or under 剥皮 the pairwise settlement of the totals plus
     *               any dead-hand payments
     * @param counting the counting seat's money (数牌, 001:53-74), zero when there is none
     * @param ended  the variant's match end was reached (false when the hand limit stopped it first)
     */
    public record Result(List<Game> hands, int[] totals, List<BigDecimal> net, BigDecimal counting, boolean ended) {
        public Result {
            hands = List.copyOf(hands);
            totals = totals.clone();
            net = List.copyOf(net);
        }
    }

    private Match() {}

    /**
     * What a run of matches should say of a variant whose match is one hand ({@code match end: hands 1}): its matches
     * are hands with the first dealer drawn from the seed; dealer succession and dead hands in a row never act.
     * Empty otherwise. The command line prints it and the Statistics page shows it.
     */
    public static java.util.Optional<String> oneHandNote(RuleSet rules) {
        Settlement.MatchEnd end = rules.scoring().settlement().matchEnd();
        if (end.kind() != Settlement.MatchEnd.Kind.HANDS || end.limit() != 1) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("note: " + rules.name() + "'s match is one hand (match end: hands 1): its "
                + "matches are single hands with the first dealer drawn from the match's seed; dealer succession, "
                + "dead hands in a row and match totals never act");
    }

    /** Exactly this many hands, whatever the variant's match end. */
    public static List<Game> play(RuleSet rules, long seed, int hands, IntFunction<Bot[]> bots) {
        return run(rules, new HandStarter(rules), seed, hands, false, bots).hands();
    }

    /** Hands until the variant's match end is reached, at most {@code maxHands}; then the match is settled. */
    public static Result playToEnd(RuleSet rules, long seed, int maxHands, IntFunction<Bot[]> bots) {
        return playToEnd(rules, new HandStarter(rules), seed, maxHands, bots);
    }

    /** As {@link #playToEnd(RuleSet, long, int, IntFunction)}, dealing with a starter of these rules kept by a run. */
    public static Result playToEnd(RuleSet rules, HandStarter starter, long seed, int maxHands,
                                   IntFunction<Bot[]> bots) {
        return run(rules, starter, seed, maxHands, true, bots);
    }

    private static Result run(RuleSet rules, HandStarter starter, long seed, int maxHands, boolean stopAtEnd,
                              IntFunction<Bot[]> bots) {
        int players = rules.seating().players();
        Settlement settlement = rules.scoring().settlement();
        boolean peel = settlement.method() == Settlement.Method.PEEL;
        int dealer = new SplittableRandom(seed).nextInt(players);
        int deadHands = 0;
        int[] totals = new int[players];
        long[] points = new long[players];
        long counting = 0;
        List<Game> played = new ArrayList<>(Math.min(maxHands, 64));
        boolean ended = false;
        while (played.size() < maxHands && !(stopAtEnd && ended)) {
            Game game = starter.start(DeckOrder.shuffled(rules, seed + played.size()), dealer, deadHands);
            HandResult result = Bot.playOut(game, bots.apply(played.size())).result();
            HandSettlement paid = game.settlement();
            for (HandSettlement.Paid win : paid.wins()) {
                try {   // each winner's under 一炮多响
                    win.addToMatch(totals);
                } catch (ArithmeticException overflow) {
                    throw FormulaOverflow.sum(settlement.matchAdds(), "a seat's match total after "
                            + (played.size() + 1) + " hands");
                }
            }
            if (!peel || paid.kind() == HandSettlement.Kind.DEAD) {
                for (int seat = 0; seat < players; seat++) {
                    points[seat] += paid.points().get(seat);
                }
                counting += paid.counting();
            }
            dealer = result.nextDealer();
            deadHands = result.deadHandsInARow();
            played.add(game);
            ended = settlement.matchEnd().reached(played.size(), totals);
        }
        int stake = rules.scoring().payments().stakeCents();
        List<BigDecimal> net = new ArrayList<>(players);
        List<BigDecimal> peeled = peel ? MatchSettlement.settle(rules, totals, played.size()).net() : null;
        for (int seat = 0; seat < players; seat++) {
            BigDecimal money = Stake.money(points[seat], stake);
            net.add(peel ? money.add(peeled.get(seat)) : money);
        }
        return new Result(played, totals, net, Stake.money(counting, stake), ended);
    }
}
