package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.Analyzer;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What one seat may see of a hand in play, the same reading as {@code SeatView} ("Who sees what", docs/engine.md):
 * its own cards, table, 臭牌 and legal options; every seat's shown melds (another seat's wei face down under
 * `wei shown: face down`, by {@link Sight#asSeenByOthers}), piles, table huxi where no wei hides it
 * ({@link SeatState#hidesHuxi}), what it has discarded, its pao and ti; the card in flight (every card offered is
 * shown: a discard, or a draw no wei or ti took face down, {@link Event#seenBy}); how many cards each seat holds; the
 * wall's count and, where the variant shows it, its last card; the stakes each seat has chosen (`piao`, `tuo`). Bots
 * are handed this and their legal options, never the {@link Game}.
 * <p>
 * A snapshot taken when the seat is to choose: it holds copies of what the seat sees and no reference to the hand,
 * so nothing reachable from it holds another seat's concealed cards, its 臭牌, or the wall's order (a test walks
 * its object graph). Two hands that differ only in what the seat cannot see give equal observations.
 */
public final class Observation {
    // each seat's counters, at these offsets in its COUNTERS slots
    private static final int CONCEALED = 0;
    private static final int TABLE_HUXI = 1;
    private static final int RUNS = 2;
    private static final int INTAKES = 3;
    private static final int SKIP_DISCARD = 4;
    private static final int DISCARDED = 5;
    private static final int DRAWS = 6;
    private static final int DISCARDS = 7;
    private static final int XIANGGONG = 8;
    private static final int COUNTERS = 9;

    private final int seat;
    private final RuleSet rules;
    private final Analyzer analyzer;
    private final int players;
    private final int dealer;
    private final int[] hand;
    /** The same cards but jokers as {@link Counts}, as the seat keeps them: derived from {@link #hand}. */
    private final long packedHand;
    /**
     * The seat's own table as hand analysis reads it: the list the seat keeps while its table stands, which its win
     * checks read too (derived from {@link #tables}).
     */
    private final List<dev.paohuzi.runtime.holding.Meld> analyzedTable;
    /** By seat, its table and its pile as this seat sees them (immutable snapshots). */
    private final List<Meld>[] tables;
    private final List<Integer>[] piles;
    /**
     * By seat, its public counters in one array, {@link #COUNTERS} a seat: an observation is taken at every
     * decision, and one array costs less than one per counter.
     */
    private final int[] counters;
    private final int wallLeft;
    /**
     * By card (the joker in a 21st field), the copies shown on the tables, the piles and in flight, as {@link Counts}
     * ({@link SeatState#shown}): what {@link #unseen} reads.
     */
    private final long shown;

    // the public flow of play and each seat's public counters, which a sampled hand (Game#sample) is rebuilt from
    final Game.Phase phase;
    final int actor;
    /** The card in flight (-1 none). */
    final int offered;
    final int claimFrom;
    final ClaimRound.Source claimSource;
    final int revealCard;
    final int shownLastCard;
    /** How often the dealer has discarded: the dealer's first discard is 000:68's 地胡 card. */
    final int dealerDiscards;
    final int deadHandsBefore;
    /** The seat's own legal options when it is the one to choose, else empty. */
    final List<Action> options;
    /** Each stake kind's values chosen before the deal, public, as {@link HandState#stakes}. */
    final int[][] stakes;
    /** The kind being chosen before the deal. */
    final StakeKind staking;
    // the seat's own memory
    final int stale;
    final int[] staleWinAt;
    final boolean passedPong;

    Observation(Game game, int seat) {
        this.seat = seat;
        this.rules = game.rules();
        this.analyzer = game.winCheck().analyzer();
        this.players = game.players();
        this.dealer = game.dealer();
        this.hand = game.hand(seat);
        this.packedHand = game.seat(seat).packedConcealed();
        // the tables and piles are the seats' own immutable snapshots, shared while a table or pile stands
        @SuppressWarnings("unchecked") List<Meld>[] seenTables = new List[players];
        @SuppressWarnings("unchecked") List<Integer>[] seenPiles = new List[players];
        this.tables = seenTables;
        this.piles = seenPiles;
        this.counters = new int[players * COUNTERS];
        Play.WeiShown weiShown = rules.play().weiShown();
        long seen = Counts.EMPTY;
        for (int of = 0; of < players; of++) {
            SeatState state = game.seat(of);
            boolean hidden = of != seat && weiShown.hides();   // 暗偎: another seat's wei lies face down
            seenTables[of] = hidden ? state.tableSeenByOthers() : state.laidTable();
            seenPiles[of] = state.pileCopy();
            seen += state.shown(hidden);     // each card lies in one place: no field passes the deck's copies
            int at = of * COUNTERS;
            counters[at + CONCEALED] = state.concealedCount();
            counters[at + TABLE_HUXI] = hidden && state.hidesHuxi() ? Event.Laid.HIDDEN_HUXI : game.tableHuxi(of);
            counters[at + RUNS] = state.runs;
            counters[at + INTAKES] = state.intakes;
            counters[at + SKIP_DISCARD] = state.skipDiscard ? 1 : 0;
            counters[at + DISCARDED] = state.discarded;
            counters[at + DRAWS] = state.draws;
            counters[at + DISCARDS] = state.discards;
            counters[at + XIANGGONG] = state.xianggong ? 1 : 0;
        }
        this.wallLeft = game.wallLeft();
        this.phase = game.phase();
        this.actor = game.actor();
        this.offered = game.offeredCard();
        this.shown = offered >= 0 ? Counts.add(seen, offered, 1) : seen;
        ClaimRound round = game.round();
        this.claimFrom = round == null ? -1 : round.from();
        this.claimSource = round == null ? null : round.source();
        this.revealCard = game.revealCard();
        this.shownLastCard = game.shownLastCard();
        this.dealerDiscards = game.dealerDiscards();
        this.deadHandsBefore = game.deadHandsBefore();
        this.stakes = HandState.copyOf(game.stakes());
        this.staking = game.staking();
        this.options = game.pendingSeat() == seat ? game.legalActions() : List.of();
        SeatState own = game.seat(seat);
        this.analyzedTable = own.analysedTable();
        this.stale = own.stale;
        this.staleWinAt = own.staleWinAt.clone();
        this.passedPong = own.passedPong;
    }

    /** The observing seat. */
    public int seat() {
        return seat;
    }

    public RuleSet rules() {
        return rules;
    }

    public int players() {
        return players;
    }

    public int dealer() {
        return dealer;
    }

    /** The variant's hand analysis (immutable, shared), for the seat to ask about its own cards. */
    public Analyzer analyzer() {
        return analyzer;
    }

    /** The seat's own concealed cards as counts by card (a copy). */
    public int[] hand() {
        return hand.clone();
    }

    /** The seat's own jokers: {@link #hand}'s last count. */
    public int jokers() {
        return hand[Cards.JOKER];
    }

    /** The seat's concealed cards but jokers as {@link Counts}: {@link #hand}, packed. */
    public long packedHand() {
        return packedHand;
    }

    /** The seat's own cards for hand analysis: its concealed cards and its table. */
    public Holding holding() {
        return Holding.of(packedHand, hand[Cards.JOKER], analyzedTable());
    }

    /** The seat's own table in the analyzer's form: {@link #holding}'s melds, for a bot that packs its own cards. */
    public List<dev.paohuzi.runtime.holding.Meld> analyzedTable() {
        return analyzedTable;
    }

    /** How many concealed cards a seat holds (counted, face down for the others). */
    public int concealedCount(int of) {
        return counters[of * COUNTERS + CONCEALED];
    }

    /** A seat's table as this seat sees it: its own as it lies, another's with each wei face down. */
    public List<Meld> table(int of) {
        return tables[of];
    }

    /** A seat's table huxi, or {@link Event.Laid#HIDDEN_HUXI} for another seat with a wei face down. */
    public int tableHuxi(int of) {
        return counters[of * COUNTERS + TABLE_HUXI];
    }

    /** A seat's pao and ti so far. */
    int runs(int of) {
        return counters[of * COUNTERS + RUNS];
    }

    /** A seat's intakes so far. */
    int intakes(int of) {
        return counters[of * COUNTERS + INTAKES];
    }

    /** Whether a seat skips the discard after its next intake (000:24). */
    boolean skipsDiscard(int of) {
        return counters[of * COUNTERS + SKIP_DISCARD] != 0;
    }

    /** How many wall cards a seat has drawn: every draw is seen, shown or not. */
    int draws(int of) {
        return counters[of * COUNTERS + DRAWS];
    }

    /** How many cards a seat has discarded. */
    int discards(int of) {
        return counters[of * COUNTERS + DISCARDS];
    }

    /** Whether a seat is 相公: every seat sees it pass a turn with nothing to discard. */
    boolean xianggong(int of) {
        return counters[of * COUNTERS + XIANGGONG] != 0;
    }

    /** The cards a seat has discarded (bit per card): discards are laid face up. */
    int discarded(int of) {
        return counters[of * COUNTERS + DISCARDED];
    }

    /** A seat's pile: discards and drawn cards nobody took, which lie face up. */
    public List<Integer> pile(int of) {
        return piles[of];
    }

    /** The seat's own 臭牌 (000:44), ascending; another seat's are its own memory. */
    public List<Integer> staleCards() {
        List<Integer> cards = new ArrayList<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            if ((stale >> card & 1) != 0) {
                cards.add(card);
            }
        }
        return cards;
    }

    public int wallLeft() {
        return wallLeft;
    }

    /**
     * A seat's stake of this kind chosen before the deal (the variant's `piao`, `tuo`); -1 when it has not chosen or
     * the variant has none.
     */
    public int stake(StakeKind kind, int of) {
        return stakes == null || stakes[kind.ordinal()] == null ? -1 : stakes[kind.ordinal()][of];
    }

    /** The card a claim round is about, or -1 for none. */
    public int offeredCard() {
        return offered;
    }

    /** The wall's last card where the variant shows it (002:13) and it is still on the wall; -1 otherwise. */
    public int shownWallCard() {
        return wallLeft > 0 ? shownLastCard : -1;
    }

    /**
     * The copies of each card (0..19, joker at 20) this seat has not seen: the deck less its own hand, every card
     * shown on a table, the piles and the card in flight. What another seat may hold, or the wall may give.
     */
    public int[] unseen() {
        int[] unseen = new int[Cards.ALL_KINDS];
        for (int card = 0; card < Cards.ALL_KINDS; card++) {
            int inDeck = card == Cards.JOKER ? rules.deck().jokers() : rules.deck().copies();
            unseen[card] = inDeck - hand[card] - Counts.of(shown, card);
        }
        return unseen;
    }

    /** Equal when the seat sees the same: the same cards, tables, piles, counts, flow of play and options. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Observation o && o.seat == seat && o.rules == rules && o.dealer == dealer
                && Arrays.equals(o.hand, hand) && Arrays.equals(o.tables, tables) && Arrays.equals(o.piles, piles)
                && Arrays.equals(o.counters, counters) && o.wallLeft == wallLeft && o.offered == offered
                && o.phase == phase && o.actor == actor
                && o.claimFrom == claimFrom && o.claimSource == claimSource && o.revealCard == revealCard
                && o.shownLastCard == shownLastCard && o.dealerDiscards == dealerDiscards
                && o.deadHandsBefore == deadHandsBefore && o.options.equals(options)
                && Arrays.deepEquals(o.stakes, stakes) && o.staking == staking
                && o.stale == stale
                && Arrays.equals(o.staleWinAt, staleWinAt) && o.passedPong == passedPong;
    }

    @Override
    public int hashCode() {
        return ((seat * 31 + Arrays.hashCode(hand)) * 31 + Arrays.hashCode(tables)) * 31 + Arrays.hashCode(piles);
    }
}
