package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.analysis.Waits;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.HuxiTable;

import java.util.List;

/**
 * Wins whenever it can; takes the claim that lays the most huxi (passing when no claim adds huxi, to keep its hand
 * whole); discards the card that leaves the most winning cards (waits), then the one least connected to the rest of
 * its hand (by the variant's group shapes). Holding a joker it skips the wait count (a joker makes it costly) and
 * goes by connection alone.
 * Deterministic: ties go to the first option listed.
 */
public final class GreedyBot implements Bot {
    private HuxiTable huxi;
    private GroupShapes shapes;
    private Waits waits;
    /** The concealed cards as packed counts, read only for a discard (-1 until then). */
    private long packed;

    @Override
    public Action choose(Observation view, List<Action> options) {
        Action piao = Bot.piao(options);
        if (piao != null) {
            return piao;
        }
        huxi = view.rules().huxi();
        shapes = GroupShapes.of(view.rules().structure());
        packed = -1;
        int[] hand = view.hand();
        Action best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Action option : options) {
            if (packed < 0 && option.type() == ActionType.DISCARD) {
                if (waits == null) {
                    waits = new Waits(view.analyzer(), false);
                }
                waits.table(view.holding().melds());
                packed = Counts.pack(hand);
            }
            // a later option must score more than the best so far; most discards cannot, whatever their waits
            if (option.type() == ActionType.DISCARD && mostAfterDiscard(hand, option.card()) <= bestScore) {
                continue;
            }
            int score = score(option, hand);
            if (score > bestScore) {
                best = option;
                bestScore = score;
            }
        }
        return best;
    }

    @Override
    public String name() {
        return "greedy";
    }

    private int score(Action option, int[] hand) {
        return switch (option.type()) {
            case HU -> Integer.MAX_VALUE;
            case PASS -> 0;
            case DISCARD -> discardScore(waitsAfterDiscard(hand, option.card()), hand, option.card());
            default -> {
                int laid = 0;
                for (Meld meld : option.melds()) {
                    laid += meld.huxi(huxi);
                }
                // Each extra 比 group spends hand cards; a claim without huxi is not worth breaking the hand.
                yield laid == 0 ? -1 : laid * 10 - option.melds().size();
            }
        };
    }

    private int discardScore(int waits, int[] hand, int discard) {
        return 100 * waits - connections(hand, discard);
    }

    /** The most a discard may score: its waits counted as the loose cards that {@link Waits#mayComplete} the hand. */
    private int mostAfterDiscard(int[] hand, int discard) {
        int mayWait = hand[Cards.JOKER] > 0 ? 0
                : Integer.bitCount(waits.mayComplete(Counts.add(packed, discard, -1), 0) & loose(hand, discard));
        return discardScore(mayWait, hand, discard);
    }

    /** Cards that would win (at the minimum huxi) after this discard, each taken as a loose card. */
    private int waitsAfterDiscard(int[] hand, int discard) {
        if (hand[Cards.JOKER] > 0) {
            return 0;
        }
        return Integer.bitCount(waits.winning(Counts.add(packed, discard, -1), 0) & loose(hand, discard));
    }

    /** The cards held at most once after the discard (bit per card): a card added to them is a loose card. */
    private static int loose(int[] hand, int discard) {
        int loose = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            loose |= hand[card] - (card == discard ? 1 : 0) <= 1 ? 1 << card : 0;
        }
        return loose;
    }

    /**
     * How many hand cards could share a group with the card: its other copies (each counted thrice) and the cards any
     * of the variant's shapes puts beside it ({@link GroupShapes#partners}).
     */
    private int connections(int[] hand, int card) {
        int links = (hand[card] - 1) * 3;
        for (int left = shapes.partners(card); left != 0; left &= left - 1) {
            links += hand[Integer.numberOfTrailingZeros(left)];
        }
        return links;
    }
}
