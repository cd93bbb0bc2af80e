package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.analysis.Waits;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;

import java.util.List;

/**
 * Wins whenever it can; takes the claim that lays the most huxi (passing when no claim adds huxi, to keep its hand
 * whole); discards the card that leaves the most winning cards (waits), then the one least connected to the rest of
 * its hand (by the variant's group shapes). Holding a joker it skips the wait count (a joker makes it costly) and
 * goes by connection alone.
 * Deterministic: ties go to the first option listed.
 * <p>
 * Fast because it asks the analyzer little: a discard's score is bounded by the loose cards that {@link Waits#mayWin}
 * on (its lonely cards and a bound on its huxi), which asks the analyzer nothing and is exact for most discards; the
 * discards are weighed from the highest bound down, so the weighing stops at the first bound that cannot beat the
 * best so far, and a discard's winning cards are counted only among those cards and only while it still could
 * ({@link Waits#winningCount}).
 */
public final class GreedyBot implements Bot {
    /** What a winning card left is worth against one connection ({@link #connections}). */
    private static final int PER_WAIT = 100;
    /** By shape table and card, the card's partners ({@link GroupShapes#partners}) as {@link Counts#fields}. */
    private static final long[][] PARTNER_FIELDS = new long[GroupShapes.tables()][Cards.KINDS];

    static {
        for (int index = 0; index < GroupShapes.tables(); index++) {
            for (int card = 0; card < Cards.KINDS; card++) {
                int partners = GroupShapes.ofIndex(index).partners(card);
                PARTNER_FIELDS[index][card] = Counts.fields(other -> (partners >> other & 1) != 0);
            }
        }
    }

    private Waits waits;
    /** Per decision, the discards as sort keys: the bound above, then the option's index from the first (see #key). */
    private long[] keys = new long[Cards.KINDS];
    /** Per decision and option index, the discard's {@link #connections}. */
    private int[] links = new int[Cards.KINDS];
    /** Per decision and option index, the loose cards the discard may win on ({@link Waits#mayWin}). */
    private int[] mayWin = new int[Cards.KINDS];
    /** Per decision and option index, the card a discard lets go, -1 for another option: each option read once. */
    private int[] discarded = new int[Cards.KINDS];

    @Override
    public Action choose(Observation view, List<Action> options) {
        int size = options.size();
        if (size == 1) {
            return options.get(0);  // the weighing below picks the only option
        }
        if (Stakes.asked(options)) {
            return Stakes.choose(view, options, name(), GreedyBot::new);
        }
        if (discarded.length < size) {
            keys = new long[size];
            links = new int[size];
            mayWin = new int[size];
            discarded = new int[size];
        }
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        boolean discards = false;
        for (int i = 0; i < size; i++) {
            Action option = options.get(i);
            boolean discard = option.type() == ActionType.DISCARD;
            discarded[i] = discard ? option.card() : -1;
            discards |= discard;
            int score = discard ? Integer.MIN_VALUE : score(view, option);
            if (score > bestScore) {
                best = i;
                bestScore = score;
            }
        }
        return options.get(discards ? bestDiscard(view, size, best, bestScore) : best);
    }

    @Override
    public String name() {
        return "greedy";
    }

    private static int score(Observation view, Action option) {
        return switch (option.type()) {
            case HU -> Integer.MAX_VALUE;
            case PASS -> 0;
            default -> {
                int laid = 0;
                for (Meld meld : option.melds()) {
                    laid += meld.huxi(view.rules().huxi());
                }
                // Each extra 比 group spends hand cards; a claim without huxi is not worth breaking the hand.
                yield laid == 0 ? -1 : laid * 10 - option.melds().size();
            }
        };
    }

    /**
     * The index of the best of the {@code count} options, the discards ({@link #discarded}) weighed against the best
     * other one ({@code best}, -1 for none, at {@code bestScore}). A discard scores {@link #PER_WAIT} a winning card
     * (at the minimum huxi, each taken as a loose card, none while a joker is held) less its {@link #connections};
     * the first listed wins a tie.
     */
    private int bestDiscard(Observation view, int count, int best, int bestScore) {
        int[] hand = view.hand();
        long packed = view.packedHand();
        boolean weighsWaits = hand[Cards.JOKER] == 0;
        if (weighsWaits) {
            if (waits == null) {
                waits = new Waits(view.analyzer(), false);
            }
            weighsWaits = waits.table(view.analyzedTable(), view.tableHuxi(view.seat())).discardsMayWait(packed, 0)
                    != 0;
        }
        long[] partnerFields = PARTNER_FIELDS[GroupShapes.of(view.rules().structure()).index()];
        int single = 0;     // cards held at most once: a card added to them is a loose card
        for (int card = 0; card < Cards.KINDS; card++) {
            single |= hand[card] <= 1 ? 1 << card : 0;
        }
        int discards = 0;
        for (int i = 0; i < count; i++) {
            int card = discarded[i];
            if (card >= 0) {
                mayWin[i] = weighsWaits ? waits.mayWin(Counts.add(packed, card, -1)) & loose(single, hand, card) : 0;
                links[i] = connections(partnerFields, packed, card);
                keys[discards++] = key(PER_WAIT * Integer.bitCount(mayWin[i]) - links[i], i);
            }
        }
        int chosen = best;
        int chosenScore = bestScore;
        for (int left = discards; left > 0; left--) {
            long highest = takeHighest(left);
            int most = (int) (highest >> Integer.SIZE);
            int i = Character.MAX_VALUE - (int) (highest & Character.MAX_VALUE);
            if (!beats(most, i, chosenScore, chosen)) {
                break;  // nor can any discard after it in this order
            }
            int score = most;
            if (most + links[i] > 0) {     // a wait may count: how many do?
                int card = discarded[i];
                score = PER_WAIT * waits.winningCount(Counts.add(packed, card, -1), mayWin[i],
                        fewestWaits(links[i], i, chosenScore, chosen)) - links[i];
            }
            if (beats(score, i, chosenScore, chosen)) {
                chosen = i;
                chosenScore = score;
            }
        }
        return chosen;
    }

    /**
     * The highest of the first {@code count} keys, moved past them: the weighing mostly stops after a few, so picking
     * each in turn costs less than sorting them all.
     */
    private long takeHighest(int count) {
        int at = 0;
        for (int k = 1; k < count; k++) {
            at = keys[k] > keys[at] ? k : at;
        }
        long highest = keys[at];
        keys[at] = keys[count - 1];
        keys[count - 1] = highest;
        return highest;
    }

    /** Orders by bound, then by index from the first listed to the last: higher keys are weighed first. */
    private static long key(int most, int index) {
        return (long) most << Integer.SIZE | Character.MAX_VALUE - index;
    }

    /** Whether the option at {@code index} scoring {@code score} is chosen over the best so far, as listed first. */
    private static boolean beats(int score, int index, int bestScore, int best) {
        return score > bestScore || score == bestScore && index < best;
    }

    /** The fewest waits with which a discard of these connections at {@code index} beats the best so far. */
    private static int fewestWaits(int links, int index, int bestScore, int best) {
        long needed = (long) bestScore + links;
        long waits = index < best ? Math.floorDiv(needed + PER_WAIT - 1, PER_WAIT)
                : Math.floorDiv(needed, PER_WAIT) + 1;
        return (int) Math.max(0, waits);
    }

    /** The cards held at most once after the discard (bit per card). */
    private static int loose(int single, int[] hand, int discard) {
        return single | (hand[discard] == 2 ? 1 << discard : 0);
    }

    /**
     * How many hand cards ({@code packed}, jokers aside) could share a group with the card: its other copies (each
     * counted thrice) and the cards any of the variant's shapes puts beside it ({@link GroupShapes#partners}).
     */
    private static int connections(long[] partnerFields, long packed, int card) {
        return (Counts.of(packed, card) - 1) * 3 + Counts.sum(packed, partnerFields[card]);
    }
}
