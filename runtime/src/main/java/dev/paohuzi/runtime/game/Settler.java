package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.Score;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Scorer;
import dev.paohuzi.runtime.scoring.TablePenalties;
import dev.paohuzi.runtime.scoring.WinContext;
import org.eclipse.collections.api.factory.primitive.IntLists;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Hands a finished hand to the scoring: a win goes through the {@link Scorer} with the context the hand gives
 * (自摸, 海底, dealer, 天胡 / 地胡 as the variant reads them, 听胡, the counting seat), a dead hand through the variant's
 * dead-hand payments. Seats seen from the winner (scoring) or the dealer (dead hand) become absolute seats here.
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

    /** @param deadHandsBefore dead hands in a row before the hand, since the last win (黄番: `dead_hands`) */
    HandSettlement settle(HandResult result, int deadHandsBefore) {
        return result.outcome() == HandResult.Outcome.WIN ? win(result, deadHandsBefore) : dead(result);
    }

    private HandSettlement win(HandResult result, int deadHandsBefore) {
        if (scorer == null) {
            scorer = Scorer.of(rules);
        }
        ScoreResult scored = scorer.score(decomposition(result), context(result, deadHandsBefore));
        if (scored instanceof ScoreResult.Refused refused) {
            return new HandSettlement(HandSettlement.Kind.REFUSED, 0, List.of(), 0, 0, zeros(), 0,
                    rules.scoring().payments().stakeCents(), 0, refused.reason());
        }
        Score score = ((ScoreResult.Scored) scored).score();
        int[] points = new int[players];
        int counting = 0;
        for (Payment payment : score.payments()) {
            int seat = switch (payment.seat()) {
                case WINNER -> result.winner();
                case NEXT -> (result.winner() + 1) % players;
                case ACROSS -> (result.winner() + 2) % players;
                case PREVIOUS -> (result.winner() + players - 1) % players;
                case COUNTING -> -1;
            };
            if (seat < 0) {
                counting += payment.points();
            } else {
                points[seat] += payment.points();
            }
        }
        if (result.fromDiscard() && result.fromSeat() != result.winner()) {
            rules.scoring().payments().discardWin().settle(points, result.winner(), result.fromSeat());
        }
        return new HandSettlement(HandSettlement.Kind.WIN, score.grade(), score.patterns(), score.fan(), score.base(),
                Arrays.stream(points).boxed().toList(), counting, rules.scoring().payments().stakeCents(),
                score.matchValue(), "");
    }

    /** The dead-hand rule pays by jokers held and by who deals (000:133, 004:48). */
    private HandSettlement dead(HandResult result) {
        int[] jokers = new int[players];
        for (int i = 0; i < players; i++) {
            jokers[i] = result.jokers().get((result.dealer() + i) % players);
        }
        long[] fromDealer = TablePenalties.deadHandPoints(rules, jokers);
        Integer[] points = new Integer[players];
        for (int i = 0; i < players; i++) {
            points[(result.dealer() + i) % players] = Math.toIntExact(fromDealer[i]);
        }
        return new HandSettlement(HandSettlement.Kind.DEAD, 0, List.of(), 0, 0, List.of(points), 0,
                rules.scoring().payments().stakeCents(), 0, "");
    }

    private WinContext context(HandResult result, int deadHandsBefore) {
        int winner = result.winner();
        boolean dihu = rules.scoring().dihu().applies(winner, result.dealer(), players,
                result.tianhu() == HandResult.TianhuKind.REVEAL, result.dealersFirstDiscard());
        WinContext.Builder context = WinContext.builder().winCard(result.card()).seats(players)
                .deadHands(deadHandsBefore);
        if (result.selfDraw()) {
            context.selfDraw();
        }
        if (result.fromDiscard()) {
            context.onDiscard();
        }
        if (result.lastWallCard()) {
            context.lastCard();
        }
        if (winner == result.dealer()) {
            context.dealer();
        }
        if (dihu) {
            context.dihu();     // a win the variant calls 地胡 is not also its 天胡
        } else if (result.tianhu() != HandResult.TianhuKind.NONE) {
            context.tianhu();
        }
        if (result.noIntake()) {
            context.noIntake();
        }
        context.jokerWait(result.jokerWait());
        context.xingCard(result.xingCard());
        if (rules.seating().countingSeat() != Seating.CountingSeat.NONE) {
            context.countingSeat();
        }
        return context.build();
    }

    /**
     * The winning groups as the scorer reads them, the table's first. Jokers show as the cards they stand for
     * (HandResult) and which card a joker is is not kept; scoring reads only how many the winner holds (`jokers`),
     * so the winner's jokers are marked on its last concealed cards.
     */
    private Decomposition decomposition(HandResult result) {
        List<Group> groups = new ArrayList<>(result.groups().size());
        int jokers = result.jokers().get(result.winner());
        for (int g = result.groups().size() - 1; g >= 0; g--) {
            Meld meld = result.groups().get(g);
            boolean concealed = g >= result.tableGroups();
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
        return new Decomposition(groups, result.huxi());
    }

    private List<Integer> zeros() {
        return Collections.nCopies(players, 0);
    }
}
