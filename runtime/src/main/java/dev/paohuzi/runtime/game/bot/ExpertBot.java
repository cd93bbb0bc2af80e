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
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.scoring.HandContext;
import dev.paohuzi.runtime.scoring.WinContext;

import org.eclipse.collections.api.map.primitive.MutableLongLongMap;
import org.eclipse.collections.impl.map.mutable.primitive.LongLongHashMap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
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
 * <li><b>Discards</b>: each by the shape it takes away — a pair (a wei or pong to come, worth that group's huxi),
 *     two cards of a group weighted by the unseen cards that would complete it and by that group's huxi (kans and
 *     jokers stay whichever card goes) — less what it offers the next seats (the unseen copies that let them pong,
 *     pao or win on it, the unseen cards they might chi it with); the best shaped few also by the wins they then
 *     wait on.
 * <li><b>Claims and 比 sets</b>: the huxi a claim lays (a pong, a chi with its 比 groups), less a little per extra
 *     group spent, plus how much the wait after it (with its best discard) gains over the wait kept by passing;
 *     passing is worth nothing laid. So it lays huxi toward the win rule's minimum, and breaks a waiting hand only
 *     for a better one.
 * </ul>
 * The waits come from {@link Waits} (a joker holder's too, each of its wins priced as its best one). Deterministic:
 * ties go to the first option listed. The only state kept between decisions is caches: what each winning holding
 * pays, the waits by packed hand, and the discard worths weighed for a chosen claim's hand, which the discard
 * decision after it reads where nothing they were read from has changed.
 */
public final class ExpertBot implements Bot {
    // Worths are whole numbers of one small unit (a twentieth of a two-card group's base worth), so a sum is the same
    // in any order: the worth of a discard is read from what it takes away, and equal worths tie exactly.
    /** A claim's worth per huxi laid, and the cost of each of its groups (比 groups spend hand cards). */
    private static final long LAID_HUXI = 200;
    private static final long GROUP_SPENT = 20;
    /** A waiting hand's worth per unseen winning card and point the win pays, in a claim and in a discard. */
    private static final long CLAIM_WAIT = 60;
    private static final long DISCARD_WAIT = 160;
    /** The worth of an option that is not weighed (a discard of a card not held, a kan's card). */
    private static final long NONE = Long.MIN_VALUE;
    /** Discards weighed by the wins they wait on, the best shaped first. */
    private static final int SEARCHED = 8;
    private static final int WAITS_BITS = 6;
    private static final int WAITS_KEPT = 1 << WAITS_BITS;
    private static final AfterClaim[] NO_CLAIMS = {};
    /** How a win it waits on is priced: drawn, on no card in particular. */
    private static final WinContext SELF_DRAWN = WinContext.builder().selfDraw(true).build();

    /** What each winning holding pays: by its table, then by its concealed cards and jokers ({@link #key}). */
    private final Map<List<dev.paohuzi.runtime.holding.Meld>, MutableLongLongMap> paid = new HashMap<>();
    /**
     * {@link #paid} of the table {@link #waits} reads, and of the decision's own table; null until a win there is
     * priced (most tables never are, and finding one hashes its melds).
     */
    private MutableLongLongMap tablePaid;
    private MutableLongLongMap ownPaid;
    private RuleSet rules;
    private ExpertVariant variant;
    private Waits waits;

    // the decision being weighed
    /** The seat's table in the analyzer's form, and its huxi. */
    private List<dev.paohuzi.runtime.holding.Meld> table;
    private int tableHuxi;
    private int jokers;
    /** The decision's observation, and what {@link #unseen} read of it (null until a weighing asks). */
    private Observation view;
    private int[] unseen;
    /**
     * The hand around a win of this seat as the scorer reads it: whether it deals, and the 飘 each seat staked, its
     * own first and then in turn order (as the engine settles it), so a win is priced as it would be paid. What
     * {@link #paid} holds was scored under it.
     */
    private HandContext context;
    /**
     * By card, the worth of the two-card groups of the hand {@link #discardValues} weighs that hold it: what its last
     * copy takes with it (read only where the card is held once).
     */
    private final long[] partialsWith = new long[Cards.KINDS];
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
    private final long[] waited = new long[WAITS_KEPT];
    /**
     * By option of the claim decision being weighed, the discard worths of the hand its claim leaves (null where they
     * were not weighed); then, once a claim is chosen, its own, which the discard decision after it reads again.
     */
    private AfterClaim[] afterClaims = NO_CLAIMS;
    private AfterClaim chosenClaim;

    @Override
    public Action choose(Observation view, List<Action> options) {
        AfterClaim claimed = chosenClaim;
        chosenClaim = null;     // it may answer the decision right after its claim only
        Action obvious = Bot.obvious(options);
        if (obvious != null) {
            return obvious;
        }
        if (Stakes.asked(options)) {
            return Stakes.choose(view, options, name(), ExpertBot::new);
        }
        int best = best(worth(view, options, weighsDiscards(options), claimed), null);
        chosenClaim = best >= 0 && best < afterClaims.length ? afterClaims[best] : null;
        return best < 0 ? null : options.get(best);
    }

    /**
     * Its choice, then the choice it would make among the options left, and so on, up to {@code count} options: the
     * same as asking {@link #choose} again without the options already chosen, with each option weighed once.
     */
    public List<Action> ranked(Observation view, List<Action> options, int count) {
        chosenClaim = null;             // ranking chooses nothing
        List<Action> ranked = new ArrayList<>(count);
        List<Action> left = new ArrayList<>(options);
        boolean[] chosen = new boolean[options.size()];
        long[] worth = null;            // by option, read on the first decision that weighs
        boolean discarding = false;     // which way worth was read
        while (!left.isEmpty() && ranked.size() < count) {
            Action next = Bot.obvious(left);
            int at = next == null ? -1 : options.indexOf(next);
            if (next == null) {
                boolean discard = weighsDiscards(left);
                if (worth == null || discard != discarding) {
                    worth = worth(view, options, discard, null);
                    discarding = discard;
                }
                at = best(worth, chosen);
                next = at < 0 ? null : options.get(at);
            }
            if (next == null) {         // no option to weigh (a discard decision without a discard): as choose did
                ranked.add(null);
                break;
            }
            ranked.add(next);
            left.remove(next);
            chosen[at] = true;
        }
        return ranked;
    }

    /** Whether options led by these are weighed as a discard decision (else as a claim decision). */
    private static boolean weighsDiscards(List<Action> options) {
        return options.get(0).type() == ActionType.DISCARD || options.get(0).type() == ActionType.HU;
    }

    /**
     * Each option's worth, by its place in the options; a discard decision reads the worths {@code claimed} kept where
     * they were weighed for this hand.
     */
    private long[] worth(Observation view, List<Action> options, boolean discard, AfterClaim claimed) {
        read(view);
        long hand = view.packedHand();
        if (discard) {
            afterClaims = NO_CLAIMS;
            return discardWorth(hand, options, claimed);
        }
        afterClaims = new AfterClaim[options.size()];
        return claimWorth(hand, options);
    }

    /** The option of most worth not yet chosen (the first among equals), or -1 where none is worth weighing. */
    private static int best(long[] worth, boolean[] chosen) {
        int best = -1;
        long bestValue = NONE;
        for (int i = 0; i < worth.length; i++) {
            if ((chosen == null || !chosen[i]) && worth[i] > bestValue) {
                best = i;
                bestValue = worth[i];
            }
        }
        return best;
    }

    @Override
    public String name() {
        return "expert";
    }

    private void read(Observation view) {
        boolean fresh = view.rules() != rules;
        if (fresh) {
            rules = view.rules();
            variant = ExpertVariant.of(view.analyzer());
            waits = variant.waits;
            table = null;
        }
        if (view.analyzedTable() != table) {   // the seat keeps the list while its table stands
            table = view.analyzedTable();
            tableHuxi = view.tableHuxi(view.seat());
            ownPaid = null;
        }
        jokers = view.jokers();
        this.view = view;
        unseen = null;      // many decisions weigh no discard and price no win: counted only when asked
        if (fresh || !holds(context, view)) {   // what wins pay holds under one variant and hand
            context = context(view);
            paid.clear();
            tablePaid = null;
            ownPaid = null;
        }
        decision++;
    }

    /** The copies of each card the seat has not seen. */
    private int[] unseen() {
        if (unseen == null) {
            unseen = view.unseen();
        }
        return unseen;
    }

    /**
     * {@link #context} from the observation: no stake of a kind where no seat has chosen one, as the engine scores it
     * then.
     */
    static HandContext context(Observation view) {
        Map<StakeKind, List<Integer>> stakes = new EnumMap<>(StakeKind.class);
        for (StakeKind kind : StakeKind.values()) {
            if (staked(view, kind)) {
                List<Integer> values = new ArrayList<>(view.players());
                for (int i = 0; i < view.players(); i++) {
                    values.add(stake(view, kind, i));
                }
                stakes.put(kind, values);
            }
        }
        return new HandContext(view.seat() == view.dealer(), view.players(), 0, stakes);
    }

    /** Whether the context is {@link #context(Observation)}'s, asked without making one (at every decision). */
    private static boolean holds(HandContext context, Observation view) {
        boolean holds = context.dealer() == (view.seat() == view.dealer()) && context.seats() == view.players()
                && context.deadHands() == 0;
        for (StakeKind kind : StakeKind.values()) {
            List<Integer> values = context.stakes().get(kind);
            holds &= (values != null) == staked(view, kind);
            for (int i = 0; holds && values != null && i < values.size(); i++) {
                holds = values.get(i) == stake(view, kind, i);
            }
        }
        return holds;
    }

    /** Whether {@link #context} lists the stakes of this kind: every seat's once they are chosen, else none. */
    private static boolean staked(Observation view, StakeKind kind) {
        return view.stake(kind, 0) >= 0;
    }

    /** The stake of this kind of the seat {@code fromSeat} places after the observing one in turn order. */
    private static int stake(Observation view, StakeKind kind, int fromSeat) {
        return view.stake(kind, (view.seat() + fromSeat) % view.players());
    }

    // ---------------------------------------------------------------- discards

    /**
     * Each option's worth in a discard decision: a discard's by {@link #discardValues}, never another option; read
     * from the claim just made where that weighed this very hand.
     */
    private long[] discardWorth(long packed, List<Action> options, AfterClaim claimed) {
        table(table, tableHuxi);
        long[] value = claimed != null && claimed.weighed(packed, jokers, table, tableHuxi, unseen(), context)
                ? claimed.values() : discardValues(packed, waits.discardsMayWin(packed, jokers));
        long[] worth = new long[options.size()];
        for (int i = 0; i < worth.length; i++) {
            Action option = options.get(i);
            worth[i] = option.type() == ActionType.DISCARD ? value[option.card()] : NONE;
        }
        return worth;
    }

    /**
     * The worth of each discard ({@link #NONE} for a card that cannot be discarded): what of the shape it takes away
     * and what it offers (the rest of the shape is every discard's, and only differences choose); the best shaped few
     * also by the wins they wait on (asking the analyzer about every discard would cost more than the rest of the
     * hand), those among {@code mayWait} ({@link Waits#discardsMayWin} of the hand packed).
     */
    private long[] discardValues(long packed, int mayWait) {
        int[] unseen = unseen();
        UnseenWorths worths = variant.worths;
        int held = Counts.held(packed);
        int loose = Counts.heldOnceOrTwice(packed);     // the cards that may be discarded
        int pairs = Counts.heldTwice(packed);
        // a partial counts where its lower card is loose and its higher card held (a kan's cards are its own): by the
        // partners of each loose card, so only the partials that count are read
        Arrays.fill(partialsWith, 0);
        for (int starts = loose; starts != 0; starts &= starts - 1) {
            int start = Integer.numberOfTrailingZeros(starts);
            int partners = variant.partnersAbove[start];
            for (int others = partners & held; others != 0; others &= others - 1) {
                int other = Integer.numberOfTrailingZeros(others);
                long worth = worths.partial(unseen, variant.firstPartial[start]
                        + Integer.bitCount(partners & (1 << other) - 1));
                partialsWith[start] += worth;
                partialsWith[other] += worth;
            }
        }
        long[] value = new long[Cards.KINDS];
        Arrays.fill(value, NONE);
        for (int cards = loose; cards != 0; cards &= cards - 1) {
            int card = Integer.numberOfTrailingZeros(cards);
            // one copy takes its pair with it, the last copy its partials
            long lost = (pairs & 1 << card) != 0 ? worths.pair(unseen, card) : partialsWith[card];
            value[card] = -lost - worths.offered(unseen, card);
        }
        int searched = mayWait == 0 ? 0 : bestShaped(value, loose);
        for (int i = 0; i < searched; i++) {
            int card = weighed[i];
            if ((mayWait & 1 << card) != 0) {
                value[card] += DISCARD_WAIT * waiting(Counts.add(packed, card, -1));
            }
        }
        return value;
    }

    /**
     * Fills {@link #weighed} with the {@link #SEARCHED} discards of most worth among the loose cards (of the fewer
     * there are), the first card first among equals; returns how many.
     */
    private int bestShaped(long[] value, int loose) {
        int found = 0;
        for (int cards = loose; cards != 0; cards &= cards - 1) {
            int card = Integer.numberOfTrailingZeros(cards);
            if (found < SEARCHED || value[card] > value[weighed[found - 1]]) {
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

    // ---------------------------------------------------------------- claims

    /** Each option's worth in a claim decision: a pass lays nothing, a claim is worth {@link #claimed}. */
    private long[] claimWorth(long hand, List<Action> options) {
        long kept = -1;     // the wait passing keeps, asked only when a claim is weighed against it
        long[] worth = new long[options.size()];
        table(table, tableHuxi);
        for (int i = 0; i < worth.length; i++) {
            Action option = options.get(i);
            if (option.type() != ActionType.PASS) {
                kept = kept < 0 ? waiting(hand) : kept;
                worth[i] = claimed(hand, option, kept, i);
            }
        }
        return worth;
    }

    /**
     * The huxi a claim lays, less its groups, plus what its wait (after its best discard) gains over {@code kept};
     * the discard worths weighed for that are kept in {@link #afterClaims} at the option's place.
     */
    private long claimed(long hand, Action claim, long kept, int option) {
        long after = hand;      // the concealed cards but jokers: what the waits and worths read
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
                } else if (card < Cards.KINDS && Counts.of(after, card) > 0) {   // a joker spent is not counted
                    after = Counts.add(after, card, -1);
                }
            }
        }
        table(melds, tableHuxi + laid);
        long wait;
        if (claim.type() == ActionType.CHI || claim.type() == ActionType.PONG) {
            long[] values = discardValuesAfterClaim(after);
            afterClaims[option] = values == null ? null
                    : new AfterClaim(after, jokers, melds, tableHuxi + laid, unseen(), context, values);
            wait = values == null ? 0 : waitAfterBestDiscard(after, values);
        } else {
            wait = waiting(after);
        }
        // the waits stay beside the claim's table: the wait kept by passing is already asked, and a discard decision
        // sets its own
        return LAID_HUXI * laid - GROUP_SPENT * claim.melds().size() + CLAIM_WAIT * (wait - kept);
    }

    /**
     * The discard worths of the hand a claim leaves, or null where no discard of it may wait: then the best one is not
     * weighed, since its wait is none whichever it is.
     */
    private long[] discardValuesAfterClaim(long packed) {
        int mayWait = waits.discardsMayWin(packed, jokers);
        return mayWait == 0 ? null : discardValues(packed, mayWait);
    }

    /** The wait of the hand a claim leaves once its best discard ({@code values}) is made (none where it has none). */
    private long waitAfterBestDiscard(long packed, long[] values) {
        int best = 0;
        for (int card = 1; card < Cards.KINDS; card++) {
            best = values[card] > values[best] ? card : best;
        }
        return values[best] > NONE ? waiting(Counts.add(packed, best, -1)) : 0;
    }

    // ---------------------------------------------------------------- waits

    /** The table the next waits lie beside, and what its wins pay ({@link #paid}). */
    private void table(List<dev.paohuzi.runtime.holding.Meld> melds, int huxi) {
        waits.table(melds, huxi);
        tablePaid = melds == table ? ownPaid : null;
    }

    /**
     * The unseen copies of the cards (the joker too) that complete the concealed cards, beside the table {@link #waits}
     * reads, at a huxi the win rule allows, each weighted by what that win pays. A joker holder's wins are all priced
     * as its best (most huxi) one: scoring a holding with jokers tries every reading, and nearly every card completes
     * a joker holder's waiting hand.
     */
    private long waiting(long concealed) {
        int slot = (int) (concealed * 0x9E3779B97F4A7C15L >>> Long.SIZE - WAITS_BITS);
        if (waitedIn[slot] == decision && waitedTables[slot] == waits.table() && waitedHands[slot] == concealed) {
            return waited[slot];
        }
        long wins = wins(concealed);
        waitedHands[slot] = concealed;
        waitedTables[slot] = waits.table();
        waitedIn[slot] = decision;
        waited[slot] = wins;
        return wins;
    }

    /** The worth of the seat's own hand as a waiting hand ({@link #waiting}) under the observation: for tests. */
    long waitOf(Observation view) {
        read(view);
        table(table, tableHuxi);
        return waiting(view.packedHand());
    }

    private long wins(long concealed) {
        int mayWin = jokers == 0 ? waits.mayWin(concealed) : waits.jokersMayWin(concealed, jokers) ? -1 : 0;
        if (mayWin == 0) {
            return 0;   // most hands: too many lonely cards, or too little huxi within reach (no analyzer asked)
        }
        long wins = 0;
        int best = -1;
        int winning = jokers == 0 ? waits.winningAmong(concealed, mayWin) : waits.winning(concealed, jokers);
        int[] unseen = winning == 0 ? null : unseen();
        for (int left = winning; left != 0; left &= left - 1) {
            int card = Integer.numberOfTrailingZeros(left);
            if (unseen[card] > 0) {
                if (jokers == 0) {
                    wins += unseen[card] * paysWith(concealed, card);
                } else {
                    best = best < 0 || waits.huxi(card) > waits.huxi(best) ? card : best;
                    wins += unseen[card];
                }
            }
        }
        if (best >= 0) {
            wins *= paysWith(concealed, best);
        }
        return wins;
    }

    /** What the win on drawing the card pays: the joker is one more joker held, another card one more copy. */
    private long paysWith(long concealed, int card) {
        return card == Cards.JOKER ? pays(concealed, jokers + 1) : pays(Counts.add(concealed, card, 1), jokers);
    }

    /** Points the win pays its winner under the variant's scoring, at least 1 (a win is worth having). */
    private long pays(long concealed, int held) {
        if (tablePaid == null) {
            tablePaid = paid.computeIfAbsent(waits.table(), any -> new LongLongHashMap());
            ownPaid = waits.table() == table ? tablePaid : ownPaid;
        }
        long key = key(concealed, held);
        long known = tablePaid.get(key);   // 0 where not yet priced: a win pays at least 1
        if (known != 0) {
            return known;
        }
        long points = Math.max(1, variant.scorer.winnerPoints(Holding.of(concealed, held, waits.table()), SELF_DRAWN,
                context));     // a refused win: Long.MIN_VALUE
        tablePaid.put(key, points);
        return points;
    }

    /**
     * The discard worths weighed for the hand a claim leaves, and all they were read from: the hand, the table it lies
     * beside and its huxi, the unseen cards and the hand around a win. The discard decision right after the claim
     * weighs that same hand beside the same table, under the same unseen cards, since a claim shows no card the seat
     * had not seen; where everything matches it reads these worths instead of weighing them again (about two discard
     * decisions in three on hunan). The table is compared by its melds, as it is laid, not by the list.
     */
    private record AfterClaim(long packed, int jokers, List<dev.paohuzi.runtime.holding.Meld> table, int tableHuxi,
                              int[] unseen, HandContext context, long[] values) {
        boolean weighed(long packed, int jokers, List<dev.paohuzi.runtime.holding.Meld> table, int tableHuxi,
                        int[] unseen, HandContext context) {
            return packed == this.packed && jokers == this.jokers && tableHuxi == this.tableHuxi
                    && context == this.context && table.equals(this.table) && Arrays.equals(unseen, this.unseen);
        }
    }

    /**
     * Packed counts and jokers in one number: each card's count (0..3) leaves the top bit of its 3-bit field clear,
     * so the jokers' bits take those of the first three cards.
     */
    private static long key(long concealed, int jokers) {
        return concealed | (jokers & 1L) << 2 | (jokers & 2L) << 4 | (jokers & 4L) << 6;
    }
}
