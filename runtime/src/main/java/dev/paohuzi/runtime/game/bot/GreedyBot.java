package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.Game;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.WinCheck;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.List;

/**
 * Wins whenever it can; takes the claim that lays the most huxi (passing when no claim adds huxi, to keep its hand
 * whole); discards the card that leaves the most winning cards (waits), then the one least connected to the rest of
 * its hand. Holding a joker it skips the wait count (a joker makes it costly) and goes by connection alone.
 * Deterministic: ties go to the first option listed.
 */
public final class GreedyBot implements Bot {
    private RuleSet rules;
    private WinCheck check;

    @Override
    public Action choose(Game game, int seat, List<Action> options) {
        // the hand's own analysis rather than an analyzer built for every bot (simulate makes bots per hand)
        rules = game.rules();
        check = game.winCheck();
        int[] hand = game.hand(seat);
        List<Meld> table = game.table(seat);
        Action best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Action option : options) {
            int score = score(option, hand, table);
            if (score > bestScore) {
                best = option;
                bestScore = score;
            }
        }
        return best;
    }

    private int score(Action option, int[] hand, List<Meld> table) {
        return switch (option.type()) {
            case HU -> Integer.MAX_VALUE;
            case PASS -> 0;
            case DISCARD -> 100 * waitsAfterDiscard(hand, table, option.card()) - connections(hand, option.card());
            default -> {
                int laid = 0;
                for (Meld meld : option.melds()) {
                    laid += meld.huxi(rules.huxi());
                }
                // Each extra 比 group spends hand cards; a claim without huxi is not worth breaking the hand.
                yield laid == 0 ? -1 : laid * 10 - option.melds().size();
            }
        };
    }

    /** Cards that would win (at the minimum huxi) after this discard, each taken as a loose card. */
    private int waitsAfterDiscard(int[] hand, List<Meld> table, int discard) {
        if (hand[Cards.JOKER] > 0) {
            return 0;
        }
        hand[discard]--;
        int waits = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand[card] <= 1) {
                hand[card]++;
                waits += rules.win().mayWin(check.maxHuxi(hand, table)) ? 1 : 0;
                hand[card]--;
            }
        }
        hand[discard]++;
        return waits;
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
