package dev.paohuzi.runtime.game.bot;

import dev.paohuzi.runtime.analysis.Waits;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.Action;
import dev.paohuzi.runtime.game.ActionType;
import dev.paohuzi.runtime.game.Meld;
import dev.paohuzi.runtime.game.Observation;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.scoring.HandContext;
import dev.paohuzi.runtime.scoring.Payment;
import dev.paohuzi.runtime.scoring.ScoreResult;
import dev.paohuzi.runtime.scoring.Seat;
import dev.paohuzi.runtime.scoring.WinContext;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays by expected value under the compiled variant, from its observation alone. It reads only the variant: the
 * huxi table (what each group is worth), the win rule (which huxi may win), the structure (which groups exist; the
 * hand analyzer decides what completes a hand), and the patterns and payments through the scorer (what a win pays).
 * <ul>
 * <li><b>Wins</b> whenever it can.
 * <li><b>A waiting hand</b> (one card from a win) is worth, for each card completing it at a huxi the win rule
 *     allows, the copies of that card the seat has not seen times the points that win would pay its winner.
 * <li><b>Discards</b>: each by the shape it leaves — pairs (a wei or pong to come, worth that group's huxi), two
 *     cards of a group weighted by the unseen cards that would complete it and by that group's huxi, kans, jokers —
 *     less what it offers the next seats (the unseen copies that let them pong, pao or win on it, the unseen cards
 *     they might chi it with); the best shaped few also by the wins they then wait on.
 * <li><b>Claims and 比 sets</b>: the huxi a claim lays (a pong, a chi with its 比 groups), less a little per extra
 *     group spent, plus how much the wait after it (with its best discard) gains over the wait kept by passing;
 *     passing is worth nothing laid. So it lays huxi toward the win rule's minimum, and breaks a waiting hand only
 *     for a better one.
 * </ul>
 * The waits come from {@link Waits} (a joker holder's too, each of its wins priced as its best one). Deterministic:
 * ties go to the first option listed. The only state kept between decisions is caches: what each winning holding
 * pays, the waits by packed hand, and the worths read under the unseen cards (read again where those changed).
 */
public final class ExpertBot implements Bot {
    /** A claim's worth per huxi laid, and the cost of each of its groups (比 groups spend hand cards). */
    private static final double LAID_HUXI = 10;
    private static final double GROUP_SPENT = 1;
    /** A waiting hand's worth per unseen winning card and point the win pays, in a claim and in a discard. */
    private static final double CLAIM_WAIT = 3;
    private static final double DISCARD_WAIT = 8;
    private static final double PAIR = 2;
    private static final double PARTIAL = 1;
    /** Per unseen card completing a two-card group. */
    private static final double COMPLETER = 0.25;
    /** Per huxi the completed group, or the pair's wei, would add. */
    private static final double GROUP_HUXI = 0.3;
    private static final double KAN = 3;
    private static final double JOKER = 4;
    /** Per unseen copy of the discarded card (a pong, a pao, a win for another seat). */
    private static final double OFFERED_COPY = 0.35;
    /** Per unseen card another seat might chi the discard with. */
    private static final double OFFERED_NEIGHBOUR = 0.05;
    /** Discards weighed by the wins they wait on, the best shaped first. */
    private static final int SEARCHED = 8;
    private static final int WAITS_BITS = 6;
    private static final int WAITS_KEPT = 1 << WAITS_BITS;

    /** What each winning holding pays: by its table, then by its concealed cards and jokers ({@link #key}). */
    private final Map<List<dev.paohuzi.runtime.holding.Meld>, Map<Long, Double>> paid = new HashMap<>();
    /**
     * {@link #paid} of the table {@link #waits} reads, and of the decision's own table; null until a win there is
     * priced (most tables never are, and finding one hashes its melds).
     */
    private Map<Long, Double> tablePaid;
    private Map<Long, Double> ownPaid;
    private RuleSet rules;
    private ExpertVariant variant;
    private Waits waits;

    // the decision being weighed
    private List<dev.paohuzi.runtime.holding.Meld> table;
    private int jokers;
    private int[] unseen;
    private boolean dealer;
    /** By card and its {@link ExpertVariant#partials}, each partial's worth under {@link #unseen}. */
    private final double[][] partialWorth = new double[Cards.KINDS][];
    /** By card, its pair's worth under {@link #unseen}, and what discarding it offers ({@link #offered}). */
    private final double[] pairWorth = new double[Cards.KINDS];
    private final double[] offered = new double[Cards.KINDS];
    /** By card, {@link #partials} of the hand {@link #discardValues} weighs (read only where the card is held). */
    private final double[] partialsHeld = new double[Cards.KINDS];
    /** The unseen cards {@link #partialWorth}, {@link #pairWorth} and {@link #offered} were last read under. */
    private final int[] readUnseen = new int[Cards.KINDS];
    /** The discards {@link #discardValues} weighs by their waits ({@link #bestShaped}). */
    private final int[] weighed = new int[SEARCHED];
    /**
     * The decision's {@link #waiting} answers by packed hand and table: a claim's best discard is weighed again after
     * {@link #discardValues} weighed it. Direct-mapped, and only for one decision (the unseen cards change).
     */
    private final long[] waitedHands = new long[WAITS_KEPT];
    private final Object[] waitedTables = new Object[WAITS_KEPT];
    private final int[] waitedIn = new int[WAITS_KEPT];
    /** Counts the decisions read: a {@link #waited} answer holds in the decision {@link #waitedIn} names. */
    private int decision;
    private final double[] waited = new double[WAITS_KEPT];

    @Override
    public Action choose(Observation view, List<Action> options) {
        return ranked(view, options, 1).get(0);
    }

    /**
     * Its choice, then the choice it would make among the options left, and so on, up to {@code count} options: the
     * same as asking {@link #choose} again without the options already chosen, with each option weighed once.
     */
    public List<Action> ranked(Observation view, List<Action> options, int count) {
        List<Action> ranked = new ArrayList<>(count);
        List<Action> left = new ArrayList<>(options);
        List<Integer> leftAt = new ArrayList<>(options.size());    // each option left, by its place in options
        for (int i = 0; i < options.size(); i++) {
            leftAt.add(i);
        }
        double[] worth = null;          // by option, read on the first decision that weighs
        boolean discarding = false;     // which way worth was read
        while (!left.isEmpty() && ranked.size() < count) {
            Action next = Bot.obvious(left);
            int at = next == null ? -1 : left.indexOf(next);
            if (next == null) {
                boolean discard = left.get(0).type() == ActionType.DISCARD || left.get(0).type() == ActionType.HU;
                if (worth == null || discard != discarding) {
                    read(view);
                    worth = discard ? discardWorth(view.hand(), options) : claimWorth(view.hand(), options);
                    discarding = discard;
                }
                double bestValue = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < left.size(); i++) {
                    double value = worth[leftAt.get(i)];
                    if (value > bestValue) {
                        next = left.get(i);
                        at = i;
                        bestValue = value;
                    }
                }
            }
            if (next == null) {         // no option to weigh (a discard decision without a discard): as choose did
                ranked.add(null);
                break;
            }
            ranked.add(next);
            left.remove(at);
            leftAt.remove(at);
        }
        return ranked;
    }

    @Override
    public String name() {
        return "expert";
    }

    private void read(Observation view) {
        int changed = 0;    // the cards (bit per card) whose unseen copies changed since the last read
        if (view.rules() != rules) {
            rules = view.rules();
            variant = ExpertVariant.of(view.analyzer());
            paid.clear();
            waits = new Waits(view.analyzer(), true);
            for (int card = 0; card < Cards.KINDS; card++) {
                partialWorth[card] = new double[variant.partials[card].length];
            }
            changed = (1 << Cards.KINDS) - 1;
        }
        List<Meld> laid = view.table(view.seat());
        dev.paohuzi.runtime.holding.Meld[] melds = new dev.paohuzi.runtime.holding.Meld[laid.size()];
        for (int i = 0; i < melds.length; i++) {
            melds[i] = laid.get(i).forAnalysis();
        }
        table = List.of(melds);
        ownPaid = null;
        jokers = view.hand()[Cards.JOKER];
        unseen = view.unseen();
        dealer = view.seat() == view.dealer();
        decision++;
        for (int card = 0; card < Cards.KINDS; card++) {
            changed |= unseen[card] != readUnseen[card] ? 1 << card : 0;
            readUnseen[card] = unseen[card];
        }
        // each worth reads only some cards' unseen copies: read again those that changed
        for (int card = 0; card < Cards.KINDS; card++) {
            if ((variant.partialCompleters[card] & changed) != 0) {
                readPartialWorth(card);
            }
            if ((changed & 1 << card) != 0) {
                pairWorth[card] = unseen[card] > 0 ? PAIR + GROUP_HUXI * variant.weiHuxi[card] : PAIR / 2;
            }
            if ((changed & (variant.neighbours[card] | 1 << card)) != 0) {
                offered[card] = offered(card);
            }
        }
    }

    private void readPartialWorth(int card) {
        ExpertVariant.Partial[] starts = variant.partials[card];
        double[] worth = partialWorth[card];
        for (int i = 0; i < starts.length; i++) {
            int completers = 0;
            for (int left = starts[i].completers(); left != 0; left &= left - 1) {
                completers += unseen[Integer.numberOfTrailingZeros(left)];
            }
            worth[i] = completers == 0 ? 0 : PARTIAL + COMPLETER * completers + GROUP_HUXI * starts[i].huxi();
        }
    }

    // ---------------------------------------------------------------- discards

    /** Each option's worth in a discard decision: a discard's by {@link #discardValues}, never another option. */
    private double[] discardWorth(int[] hand, List<Action> options) {
        table(table);
        double[] value = discardValues(hand);
        double[] worth = new double[options.size()];
        for (int i = 0; i < worth.length; i++) {
            Action option = options.get(i);
            worth[i] = option.type() == ActionType.DISCARD ? value[option.card()] : Double.NEGATIVE_INFINITY;
        }
        return worth;
    }

    /**
     * The worth of each discard (negative infinity for a card that cannot be discarded): its shape and what it
     * offers; the best shaped few also by the wins they wait on (asking the analyzer about every discard would cost
     * more than the rest of the hand).
     */
    private double[] discardValues(int[] hand) {
        double[] value = new double[Cards.KINDS];
        readPartials(hand, (1 << Cards.KINDS) - 1);
        double kept = shape(hand);
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand[card] == 1 || hand[card] == 2) {
                int touched = variant.touched[card];
                int below = touched & (1 << card) - 1;  // the cards whose partials may end with the card's last copy
                double before = shape(hand, touched);
                hand[card]--;
                if (hand[card] == 0) {
                    readPartials(hand, below);
                }
                value[card] = kept + shape(hand, touched) - before - offered[card];
                hand[card]++;
                if (hand[card] == 1) {
                    readPartials(hand, below);
                }
            } else {
                value[card] = Double.NEGATIVE_INFINITY;
            }
        }
        long packed = Counts.pack(hand);
        int searched = bestShaped(value);
        for (int i = 0; i < searched; i++) {
            value[weighed[i]] += DISCARD_WAIT * waiting(Counts.add(packed, weighed[i], -1));
        }
        return value;
    }

    /**
     * Fills {@link #weighed} with the {@link #SEARCHED} discards of most worth (of the fewer there are), the first card
     * first among equals; returns how many.
     */
    private int bestShaped(double[] value) {
        int found = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (value[card] > Double.NEGATIVE_INFINITY
                    && (found < SEARCHED || value[card] > value[weighed[found - 1]])) {
                int at = Math.min(found, SEARCHED - 1);
                for (; at > 0 && value[card] > value[weighed[at - 1]]; at--) {
                    weighed[at] = weighed[at - 1];
                }
                weighed[at] = card;
                found = Math.min(found + 1, SEARCHED);
            }
        }
        return found;
    }

    /**
     * What a discard offers the next seats: its unseen copies, and the unseen cards sharing a sentence or 绞 with it
     * (the few 二七十 and 一五十 partners are left out: the weights were set without them).
     */
    private double offered(int card) {
        int chiWith = 0;
        for (int left = variant.neighbours[card]; left != 0; left &= left - 1) {
            chiWith += unseen[Integer.numberOfTrailingZeros(left)];
        }
        return OFFERED_COPY * unseen[card] + OFFERED_NEIGHBOUR * chiWith;
    }

    /** The worth of the concealed cards' shape. */
    private double shape(int[] hand) {
        return JOKER * hand[Cards.JOKER] + shape(hand, (1 << Cards.KINDS) - 1);
    }

    /**
     * The worth of the cards' shape (bit per card) in the hand: a kan, or the two-card groups a card starts
     * ({@link #partialsHeld}, in step with the hand for these cards) and its pair. A card's worth reads only the cards
     * sharing a shape with it, so a discard changes only the worth of the cards it {@link ExpertVariant#touched}.
     */
    private double shape(int[] hand, int cards) {
        double shape = 0;
        for (int left = cards; left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            int count = hand[card];
            if (count >= 3) {
                shape += KAN;
            } else if (count > 0) {
                shape += partialsHeld[card];
                if (count == 2) {
                    shape += pairWorth[card];
                }
            }
        }
        return shape;
    }

    /** Brings {@link #partialsHeld} in step with the hand for the held cards among these (bit per card). */
    private void readPartials(int[] hand, int cards) {
        for (int left = cards; left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            if (hand[card] > 0) {
                partialsHeld[card] = partials(hand, card);
            }
        }
    }

    /** The two-card groups the card makes with a higher card in the hand, each worth the unseen cards completing it. */
    private double partials(int[] hand, int card) {
        ExpertVariant.Partial[] starts = variant.partials[card];
        double[] worth = partialWorth[card];
        double value = 0;
        for (int i = 0; i < starts.length; i++) {
            if (hand[starts[i].other()] > 0) {
                value += worth[i];
            }
        }
        return value;
    }

    // ---------------------------------------------------------------- claims

    /** Each option's worth in a claim decision: a pass lays nothing, a claim is worth {@link #claimed}. */
    private double[] claimWorth(int[] hand, List<Action> options) {
        double kept = -1;   // the wait passing keeps, asked only when a claim is weighed against it
        double[] worth = new double[options.size()];
        table(table);
        for (int i = 0; i < worth.length; i++) {
            Action option = options.get(i);
            if (option.type() != ActionType.PASS) {
                kept = kept < 0 ? waiting(Counts.pack(hand)) : kept;
                worth[i] = claimed(hand, option, kept);
            }
        }
        return worth;
    }

    /** The huxi a claim lays, less its groups, plus what its wait (after its best discard) gains over {@code kept}. */
    private double claimed(int[] hand, Action claim, double kept) {
        int[] after = hand.clone();
        List<dev.paohuzi.runtime.holding.Meld> melds = new ArrayList<>(table);
        int laid = 0;
        boolean claimedCardUsed = false;
        for (Meld meld : claim.melds()) {
            melds.add(meld.forAnalysis());
            laid += meld.huxi(rules.huxi());
            for (int i = 0; i < meld.size(); i++) {
                int card = meld.card(i);
                if (card == claim.card() && !claimedCardUsed) {
                    claimedCardUsed = true;
                } else if (after[card] > 0) {
                    after[card]--;
                }
            }
        }
        table(melds);
        double wait;
        if (claim.type() == ActionType.CHI || claim.type() == ActionType.PONG) {
            double[] values = discardValues(after);
            int best = 0;
            for (int card = 1; card < Cards.KINDS; card++) {
                best = values[card] > values[best] ? card : best;
            }
            wait = 0;
            if (values[best] > Double.NEGATIVE_INFINITY) {
                after[best]--;
                wait = waiting(Counts.pack(after));
            }
        } else {
            wait = waiting(Counts.pack(after));
        }
        // the waits stay beside the claim's table: the wait kept by passing is already asked, and a discard decision
        // sets its own
        return LAID_HUXI * laid - GROUP_SPENT * claim.melds().size() + CLAIM_WAIT * (wait - kept);
    }

    // ---------------------------------------------------------------- waits

    /** The table the next waits lie beside, and what its wins pay ({@link #paid}). */
    private void table(List<dev.paohuzi.runtime.holding.Meld> melds) {
        waits.table(melds);
        tablePaid = melds == table ? ownPaid : null;
    }

    /**
     * The unseen copies of the cards (the joker too) that complete the concealed cards, beside the table {@link #waits}
     * reads, at a huxi the win rule allows, each weighted by what that win pays. A joker holder's wins are all priced
     * as its best (most huxi) one: scoring a holding with jokers tries every reading, and nearly every card completes
     * a joker holder's waiting hand.
     */
    private double waiting(long concealed) {
        int slot = (int) (concealed * 0x9E3779B97F4A7C15L >>> Long.SIZE - WAITS_BITS);
        if (waitedIn[slot] == decision && waitedTables[slot] == waits.table() && waitedHands[slot] == concealed) {
            return waited[slot];
        }
        double wins = wins(concealed);
        waitedHands[slot] = concealed;
        waitedTables[slot] = waits.table();
        waitedIn[slot] = decision;
        waited[slot] = wins;
        return wins;
    }

    private double wins(long concealed) {
        double wins = 0;
        int best = -1;
        for (int left = waits.winning(concealed, jokers); left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            if (unseen[card] > 0) {
                if (jokers == 0) {
                    wins += unseen[card] * pays(Counts.add(concealed, card, 1), 0);
                } else {
                    best = best < 0 || waits.huxi(card) > waits.huxi(best) ? card : best;
                    wins += unseen[card];
                }
            }
        }
        if (best >= 0) {
            wins *= best == Cards.JOKER ? pays(concealed, jokers + 1) : pays(Counts.add(concealed, best, 1), jokers);
        }
        return wins;
    }

    /** Points the win pays its winner under the variant's scoring, at least 1 (a win is worth having). */
    private double pays(long concealed, int held) {
        if (tablePaid == null) {
            tablePaid = paid.computeIfAbsent(waits.table(), any -> new HashMap<>());
            ownPaid = waits.table() == table ? tablePaid : ownPaid;
        }
        Long key = key(concealed, held);
        Double known = tablePaid.get(key);
        if (known != null) {
            return known;
        }
        double points = 1;
        if (variant.scorer.score(Holding.of(concealed, held, waits.table()),
                WinContext.builder().selfDraw(true).build(),
                new HandContext(dealer, rules.seating().players(), 0)) instanceof ScoreResult.Scored scored) {
            for (Payment payment : scored.score().payments()) {
                if (payment.seat() == Seat.WINNER) {
                    points = Math.max(1, payment.points());
                }
            }
        }
        tablePaid.put(key, points);
        return points;
    }

    /**
     * Packed counts and jokers in one number: each card's count (0..3) leaves the top bit of its 3-bit field clear,
     * so the jokers' bits take those of the first three cards.
     */
    private static long key(long concealed, int jokers) {
        return concealed | (jokers & 1L) << 2 | (jokers & 2L) << 4 | (jokers & 4L) << 6;
    }
}
