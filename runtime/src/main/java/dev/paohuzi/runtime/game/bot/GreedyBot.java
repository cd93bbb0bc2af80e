package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.rules.HuxiTable;

import java.util.List;

/**
 * Wins whenever it can; takes the claim that lays the most huxi (passing when no claim adds huxi, to keep its hand
 * whole); discards the card that is least connected to the rest of its hand, so that its waits survive.
 * Deterministic: ties go to the first option listed.
 */
public final class GreedyBot implements Bot {
    @Override
    public Action choose(Game game, int seat, List<Action> options) {
        HuxiTable huxi = game.rules().huxi();
        Action best = null;
        int bestScore = Integer.MIN_VALUE;
        int[] hand = game.hand(seat);
        for (Action option : options) {
            int score = score(option, hand, huxi);
            if (score > bestScore) {
                best = option;
                bestScore = score;
            }
        }
        return best;
    }

    private static int score(Action option, int[] hand, HuxiTable huxi) {
        return switch (option.type()) {
            case HU -> Integer.MAX_VALUE;
            case PASS -> 0;
            case DISCARD -> -connections(hand, option.card());
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

    /** How many hand cards could share a group with the card: copies, neighbours of its size, the other size, 二七十. */
    private static int connections(int[] hand, int card) {
        int point = Cards.point(card);
        int links = (hand[card] - 1) * 3 + hand[Cards.otherSize(card)];
        for (int other = card - 2; other <= card + 2; other++) {
            if (other != card && other >= 0 && other < Cards.KINDS && Cards.size(other) == Cards.size(card)) {
                links += hand[other];
            }
        }
        if (point == 2 || point == 7 || point == 10) {
            int two = card - (point - 2);
            links += hand[two] + hand[two + 5] + hand[two + 8] - hand[card];
        }
        return links;
    }
}
