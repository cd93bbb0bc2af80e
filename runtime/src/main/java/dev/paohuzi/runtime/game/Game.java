package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.game.HandResult.Outcome;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.DealerRotation;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.scoring.WinContext;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One hand of Paohuzi under a compiled variant, as a state machine that stops only at real decisions.
 * <p>
 * Use: {@code Game game = Game.start(rules, deck, dealer)}; while {@code !game.isOver()}, ask
 * {@link #pendingSeat()} and {@link #legalActions()} and {@link #choose(Action)} one of them. Decisions with one legal
 * option (a forced pao, a single possible discard) are taken by the engine and traced as forced. Every step is
 * appended to {@link #trace()}. Everything region-specific comes from the {@link RuleSet}.
 */
public final class Game {
    enum Phase { DRAW, CLAIM, DISCARD, OVER }

    /** Words and the separators between them in an action's notation. */
    private static final Pattern TOKENS = Pattern.compile("[^\\s,]+|[\\s,]+");

    private final RuleSet rules;
    private final Claims claims;
    private final int players;
    private final int dealer;
    private final int deadHandsBefore;
    private final SeatState[] seats;
    private final Wall wall;
    private final HuFinder huFinder;
    private final WinCheck winCheck;
    private final Origins origins;
    /** Seats in the order they win a card drawn or discarded by the seat of the index (000:71). */
    private final int[][] winnerOrders;
    /** By that seat, each seat's index in its winner order. */
    private final int[][] winnerPositions;
    private final List<Event> trace = new ArrayList<>();

    private Phase phase;
    /** The seat to draw (DRAW) or to discard (DISCARD). */
    private int actor;
    private ClaimRound round;
    /** The card drawn or discarded that a claim round is about, -1 when none is in flight. */
    private int offered = -1;
    /** A drawn joker went to the hand (000:133): the drawer may win on its holding before discarding. */
    private boolean jokerDrawn;
    private int revealCard = -1;
    /** The dealer's discards so far: 000:68's 地胡 is on the first, even when its dealt ti skipped the opening one. */
    private int dealerDiscards;
    /** The wall's last card where the variant shows it (002:13), -1 otherwise. */
    private int shownLastCard = -1;
    private List<Action> pendingOptions;
    private HandResult result;
    private HandSettlement settlement;
    private final Settler settler;

    private Game(RuleSet rules, DeckOrder deck, int dealer, int deadHandsBefore, WinCheck winCheck, Settler settler) {
        this(checked(rules, deck, dealer), dealer, deadHandsBefore, winCheck, settler,
                emptySeats(rules.seating().players()),
                new Wall(deck, dealt(rules.seating()), rules.seating().unplayed()));
        List<Integer> deckList = new ArrayList<>(deck.size());
        for (int i = 0; i < deck.size(); i++) {
            deckList.add(deck.card(i));
        }
        trace.add(new Event.Start(rules.name(), players, dealer, deadHandsBefore, deckList));
        deal(deck);
    }

    /** A hand whose seats and wall are given: the deal's, a copy's or a sample's. */
    private Game(RuleSet rules, int dealer, int deadHandsBefore, WinCheck winCheck, Settler settler,
                 SeatState[] seats, Wall wall) {
        this.rules = rules;
        this.claims = rules.claims();
        this.players = rules.seating().players();
        this.dealer = dealer;
        this.deadHandsBefore = deadHandsBefore;
        this.origins = new Origins(claims);
        this.winCheck = winCheck;
        this.huFinder = new HuFinder(winCheck, rules);
        this.settler = settler;
        this.winnerOrders = new int[players][];
        this.winnerPositions = new int[players][];
        for (int seat = 0; seat < players; seat++) {
            winnerOrders[seat] = order(claims.winnerOrder(), seat);
            winnerPositions[seat] = ClaimRound.positions(winnerOrders[seat]);
        }
        this.seats = seats;
        this.wall = wall;
    }

    private static RuleSet checked(RuleSet rules, DeckOrder deck, int dealer) {
        int players = rules.seating().players();
        if (dealer < 0 || dealer >= players) {
            throw new IllegalArgumentException("dealer must be a seat 0.." + (players - 1) + ", got " + dealer);
        }
        if (rules.seating().cardsNeeded() != rules.deck().size()) {
            throw new IllegalArgumentException(rules.name() + " deals " + rules.seating().cardsNeeded()
                    + " cards (hands, wall and cards set aside) from a deck of " + rules.deck().size());
        }
        if (deck.size() != rules.deck().size()) {
            throw new IllegalArgumentException("the deck has " + deck.size() + " cards, " + rules.name() + " needs "
                    + rules.deck().size());
        }
        return rules;
    }

    /** The cards the deal hands out: the deck's first ones; the wall follows them, then the cards set aside. */
    private static int dealt(Seating seating) {
        return seating.cardsNeeded() - seating.wall() - seating.unplayed();
    }

    private static SeatState[] emptySeats(int players) {
        SeatState[] seats = new SeatState[players];
        for (int seat = 0; seat < players; seat++) {
            seats[seat] = new SeatState();
        }
        return seats;
    }

    /** A new hand, the first of a match (no dead hands before it), with the fast hand analyzer. */
    public static Game start(RuleSet rules, DeckOrder deck, int dealer) {
        return start(rules, deck, dealer, 0, AnalyzerWinCheck.of(rules));
    }

    /**
     * A new hand. Its settlement builds its own scorer; {@link HandStarter} shares one per thread.
     *
     * @param deadHandsBefore dead hands (荒庄) in a row just before this one, since the last win: the dealer rotation
     *                        (000:18) and 黄番 (the `dead_hands` quantity) read it
     * @param winCheck        the hand analysis to decide wins with
     */
    public static Game start(RuleSet rules, DeckOrder deck, int dealer, int deadHandsBefore, WinCheck winCheck) {
        return start(rules, deck, dealer, deadHandsBefore, winCheck, new Settler(rules));
    }

    static Game start(RuleSet rules, DeckOrder deck, int dealer, int deadHandsBefore, WinCheck winCheck,
                      Settler settler) {
        Game game = new Game(rules, deck, dealer, deadHandsBefore, winCheck, settler);
        game.begin();
        game.run();
        return game;
    }

    // ---------------------------------------------------------------- public view

    public RuleSet rules() {
        return rules;
    }

    public int players() {
        return players;
    }

    public int dealer() {
        return dealer;
    }

    /** The hand analysis this hand decides wins with; a bot may ask it too, on the hand's thread. */
    public WinCheck winCheck() {
        return winCheck;
    }

    /** What a seat may see of the hand now: all a bot is handed besides its legal options (a snapshot). */
    public Observation observation(int seat) {
        return new Observation(this, seat);
    }

    /**
     * An independent copy of the hand as it stands, for search: playing either leaves the other as it was, and the
     * same choices play both alike. It shares the immutable parts (rules, melds, options, events) and, like every
     * hand of a thread, the win check and the settlement's scorer: use it on the thread of the original.
     */
    public Game copy() {
        SeatState[] copied = new SeatState[players];
        for (int seat = 0; seat < players; seat++) {
            copied[seat] = seats[seat].copy();
        }
        Game copy = new Game(rules, dealer, deadHandsBefore, winCheck, settler, copied, wall.copy());
        copy.trace.addAll(trace);
        copy.phase = phase;
        copy.actor = actor;
        copy.round = round == null ? null : round.copyFor(copy);
        copy.offered = offered;
        copy.jokerDrawn = jokerDrawn;
        copy.revealCard = revealCard;
        copy.shownLastCard = shownLastCard;
        copy.dealerDiscards = dealerDiscards;
        copy.pendingOptions = pendingOptions;
        copy.result = result;
        copy.settlement = settlement;
        return copy;
    }

    /**
     * A hand in the state the observing seat sees, with every card it cannot see dealt anew: the {@link
     * Observation} is all it is made from, so it tells the seat nothing the observation does not. The seat's own
     * cards, every shown meld and pile, the wall's count, the flow of play (who is to act, the card in flight,
     * the seat's own options) are the observed ones; the other seats' concealed cards, their face-down wei and the
     * wall's order are drawn by {@link Determinization} from the cards the seat has not seen. The other seats' own
     * memory (臭牌, 臭胡, a passed pong) starts empty, and seats asked before the observer in a claim round are taken
     * to have passed (the observer is being asked). The settlement scores with the given scorer; a search plays
     * such hands on one thread with one win check and one scorer.
     */
    public static Game sample(Observation view, java.util.SplittableRandom random, WinCheck winCheck,
                              dev.paohuzi.runtime.scoring.Scorer scorer) {
        Determinization dealt = Determinization.draw(view, random);
        Game game = new Game(view.rules(), view.dealer(), view.deadHandsBefore, winCheck,
                new Settler(view.rules(), scorer), dealt.seats(), Wall.of(dealt.wall()));
        game.trace.add(new Event.Start(view.rules().name(), game.players, view.dealer(), view.deadHandsBefore,
                List.of()));
        game.phase = view.phase;
        game.actor = view.actor;
        game.offered = view.offered;
        game.revealCard = view.revealCard;
        game.shownLastCard = view.shownLastCard;
        game.dealerDiscards = view.dealerDiscards;
        game.pendingOptions = view.options;
        if (view.phase == Phase.CLAIM) {
            game.round = view.claimSource == ClaimRound.Source.REVEAL ? ClaimRound.atStart(game)
                    : ClaimRound.forCard(game, view.offered, view.claimFrom, view.claimSource);
            for (int asked = game.round.pendingSeat(); asked >= 0 && asked != view.seat();
                 asked = game.round.pendingSeat()) {
                game.round.answer(asked, Action.pass(game.round.card()));
            }
            game.pendingOptions = game.round.options(view.seat());
        }
        return game;
    }

    public boolean isOver() {
        return phase == Phase.OVER;
    }

    /** The seat whose choice is awaited, or -1 when the hand is over. */
    public int pendingSeat() {
        if (phase == Phase.OVER) {
            return -1;
        }
        return phase == Phase.DISCARD ? actor : round.pendingSeat();
    }

    /** The pending seat's legal options (an unmodifiable list), empty when the hand is over. */
    public List<Action> legalActions() {
        return phase == Phase.OVER ? List.of() : pendingOptions;
    }

    /** Applies a legal option of the pending seat; an option not among {@link #legalActions()} is refused. */
    public void choose(Action action) {
        if (phase == Phase.OVER) {
            throw new IllegalChoiceException("the hand is over; no choice can be made (step " + trace.size() + ")");
        }
        if (action == null) {
            throw new IllegalChoiceException("no choice given for seat " + pendingSeat() + " at step " + trace.size());
        }
        if (!isOption(action)) {
            throw new IllegalChoiceException("seat " + pendingSeat() + " cannot '" + action.notation() + "' at step "
                    + trace.size() + "; legal: " + notations(pendingOptions));
        }
        apply(action, false);
        run();
    }

    /** Whether the action is a legal option; bots hand back one of the listed ones, found by identity first. */
    private boolean isOption(Action action) {
        for (int i = 0; i < pendingOptions.size(); i++) {
            if (pendingOptions.get(i) == action) {
                return true;
            }
        }
        return pendingOptions.contains(action);
    }

    /**
     * Chooses the pending seat's option with this notation (see {@link Action#notation()}), as scenarios do; cards
     * may be written in Chinese too ({@code chi 一,二,三}).
     */
    public void choose(String notation) {
        String wanted = asciiCards(notation == null ? "" : notation.trim());
        for (Action action : legalActions()) {
            if (action.notation().equals(wanted)) {
                choose(action);
                return;
            }
        }
        throw new IllegalChoiceException("seat " + pendingSeat() + " cannot '" + notation + "' at step " + trace.size()
                + "; legal: " + notations(legalActions()));
    }

    public HandResult result() {
        return result;
    }

    /** What the hand pays under the variant's scoring, once it is over; null before. */
    public HandSettlement settlement() {
        return settlement;
    }

    public List<Event> trace() {
        return Collections.unmodifiableList(trace);
    }

    /** A seat's concealed cards as counts by card (a copy). */
    public int[] hand(int seat) {
        return seats[seat].hand.clone();
    }

    public List<Meld> table(int seat) {
        return seats[seat].tableView();
    }

    /** The seat's pile: its discards and the drawn cards nobody took, in order. */
    public List<Integer> pile(int seat) {
        return Collections.unmodifiableList(seats[seat].pile);
    }

    /** The seat's stale cards (臭牌, 000:44), ascending. */
    public List<Integer> staleCards(int seat) {
        List<Integer> cards = new ArrayList<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            if (seats[seat].isStale(card)) {
                cards.add(card);
            }
        }
        return cards;
    }

    public int tableHuxi(int seat) {
        return seats[seat].tableHuxi(rules.huxi());
    }

    public int wallLeft() {
        return wall.left();
    }

    /** The card a claim round is about, or -1. */
    public int offeredCard() {
        return offered;
    }

    /** Cards in hands, on tables, in piles, on the wall and in flight: always the deck's size (an invariant). */
    public int cardsAccountedFor() {
        // the cards set aside unplayed (抽牌) stay where the deal left them
        int total = wallLeft() + rules.seating().unplayed() + (offered >= 0 ? 1 : 0);
        for (SeatState seat : seats) {
            total += seat.concealedCount() + seat.pile.size();
            for (Meld meld : seat.table) {
                total += meld.size();
            }
        }
        return total;
    }

    // ---------------------------------------------------------------- the deal and the start of the hand

    /** Deals in turn order from the dealer; returns the index of the wall's top card. */
    private int deal(DeckOrder deck) {
        Seating seating = rules.seating();
        int index = 0;
        for (int i = 0; i < players; i++) {
            int seat = (dealer + i) % players;
            int size = i == 0 ? seating.dealerCards() : seating.otherCards();
            int[] hand = seats[seat].hand;
            for (int k = 0; k < size; k++) {
                hand[deck.card(index++)]++;
            }
            if (i == 0 && seating.reveal() == Seating.Reveal.DEALERS_LAST_CARD) {
                revealCard = deck.card(index - 1);
            }
            // the dealt cards in order, read off the counts
            List<Integer> cards = new ArrayList<>(size);
            for (int card = 0; card < Cards.ALL_KINDS; card++) {
                for (int copy = 0; copy < hand[card]; copy++) {
                    cards.add(card);
                }
            }
            trace.add(new Event.Deal(seat, cards));
        }
        return index;
    }

    private void begin() {
        if (revealCard >= 0) {
            trace.add(new Event.Reveal(dealer, revealCard));
        } else if (rules.seating().reveal() == Seating.Reveal.LAST_WALL_CARD_SHOWN) {
            shownLastCard = wall.showLastCard(rules.deck(), rules.play().shownLastCard().redMovesToTop());
            trace.add(new Event.Reveal(-1, shownLastCard));
        }
        for (int seat : order(claims.tianhuOrder(), dealer)) {
            if (DealtTianhu.applies(seats[seat].hand, rules.tianhu())) {
                List<Meld> groups = DealtTianhu.groups(seats[seat].hand, rules.huxi(), rules.structure());
                finishWin(seat, -1, seat, false, TianhuKind.DEAL, List.of(groups));
                return;
            }
        }
        for (int i = 0; i < players; i++) {
            layOutDealtTi((dealer + i) % players);
        }
        round = ClaimRound.atStart(this);
        phase = round.isEmpty() ? Phase.DRAW : Phase.CLAIM;
        if (round.isEmpty()) {
            dealerTurn();
        }
    }

    /** Ti from the deal are laid out after the reveal (000:22); they count toward 八块 (003:17). */
    private void layOutDealtTi(int seat) {
        SeatState state = seats[seat];
        for (int card = 0; card < Cards.KINDS; card++) {
            if (state.hand[card] == 4) {
                state.hand[card] = 0;
                Meld ti = Meld.same(GroupKind.TI, card);
                state.table.add(ti);
                state.runs++;
                trace.add(new Event.Laid(seat, new Action(ActionType.TI, card, List.of(ti)), tableHuxi(seat)));
            }
        }
        // the dealer skips its first discard instead (000:22-23), which the 八块 count gives
        state.skipDiscard = rules.play().dealtTi().skipsAfterDeal(seat == dealer, state.runs,
                claims.runsBeforeNoDiscard());
    }

    /** 000:22-23, 003:29: the dealer discards first, unless its dealt ti already reach 八块. */
    private void dealerTurn() {
        if (seats[dealer].runs >= claims.runsBeforeNoDiscard() || !canDiscard(dealer)) {
            actor = next(dealer);
            phase = Phase.DRAW;
        } else {
            actor = dealer;
            phase = Phase.DISCARD;
        }
    }

    // ---------------------------------------------------------------- the loop

    /** Runs forced steps until a seat must choose among several options or the hand ends. */
    private void run() {
        while (true) {
            switch (phase) {
                case OVER -> {
                    return;
                }
                case DRAW -> draw();
                case DISCARD -> {
                    pendingOptions = discardOptions(actor);
                    if (pendingOptions.isEmpty()) {
                        // Only jokers and kan cards held after drawing a joker: nothing to discard.
                        actor = next(actor);
                        phase = Phase.DRAW;
                    } else if (!offerOrForce(actor)) {
                        return;
                    }
                }
                case CLAIM -> {
                    int seat = round.pendingSeat();
                    if (seat < 0) {
                        resolve();
                    } else {
                        pendingOptions = round.options(seat);
                        if (!offerOrForce(seat)) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /** Records the offer; applies it when it is the only option (returns true), else waits for a choice. */
    private boolean offerOrForce(int seat) {
        trace.add(new Event.Offer(seat, pendingOptions));
        if (pendingOptions.size() == 1) {
            apply(pendingOptions.get(0), true);
            return true;
        }
        return false;
    }

    private void apply(Action action, boolean forced) {
        int seat = pendingSeat();
        trace.add(new Event.Choice(seat, action, forced));
        if (phase == Phase.CLAIM) {
            round.answer(seat, action);
        } else if (action.type() == ActionType.HU) {
            finishWin(seat, Cards.JOKER, seat, false, TianhuKind.NONE, huFinder.readings(huFinder.held(seats[seat])));
        } else {
            discard(seat, action.card());
        }
    }

    private void draw() {
        if (wall.isEmpty()) {
            finishDead();
            return;
        }
        int drawer = actor;
        SeatState seat = seats[drawer];
        int card = wall.draw();
        if (card == Cards.JOKER) {
            // A joker drawn later is shown and goes to the hand; it is never discarded (000:133, 001:27).
            trace.add(new Event.Draw(drawer, card, true, wallLeft()));
            seat.hand[Cards.JOKER]++;
            jokerDrawn = true;
            phase = Phase.DISCARD;
            return;
        }
        if (seat.hand[card] == 3) {
            // 000:33: kan + own draw = ti, mandatory; one card shown.
            trace.add(new Event.Draw(drawer, card, false, wallLeft()));
            seat.hand[card] = 0;
            addRun(drawer, -1, Meld.same(GroupKind.TI, card));
            return;
        }
        int wei = weiIndex(seat, card);
        if (wei >= 0) {
            // 000:34: a wei on the table + own draw = ti.
            trace.add(new Event.Draw(drawer, card, false, wallLeft()));
            addRun(drawer, wei, Meld.same(GroupKind.TI, card));
            return;
        }
        if (seat.hand[card] == 2) {
            // 000:29-30, 000:46: a pair + own draw = wei, mandatory; a stale wei when the card is stale for the seat.
            trace.add(new Event.Draw(drawer, card, false, wallLeft()));
            seat.hand[card] = 0;
            GroupKind kind = seat.isStale(card) ? GroupKind.STALE_WEI : GroupKind.WEI;
            Meld meld = Meld.same(kind, card);
            seat.table.add(meld);
            seat.intakes++;
            trace.add(new Event.Laid(drawer, new Action(kind == GroupKind.WEI ? ActionType.WEI : ActionType.STALE_WEI,
                    card, List.of(meld)), tableHuxi(drawer)));
            afterIntake(drawer, false);
            return;
        }
        trace.add(new Event.Draw(drawer, card, true, wallLeft()));
        offer(card, drawer, ClaimRound.Source.DRAW);
    }

    private void discard(int seat, int card) {
        SeatState state = seats[seat];
        state.hand[card]--;
        state.discarded |= 1 << card;
        if (seat == dealer) {
            dealerDiscards++;
        }
        trace.add(new Event.Discard(seat, card));
        offer(card, seat, ClaimRound.Source.DISCARD);
    }

    private void offer(int card, int source, ClaimRound.Source kind) {
        offered = card;
        round = ClaimRound.forCard(this, card, source, kind);
        phase = Phase.CLAIM;
    }

    /** Ends a claim round: the best answer by priority takes the card, or nobody does. */
    private void resolve() {
        ClaimRound done = round;
        round = null;
        Event.Answer best = done.best();
        int card = done.card();
        if (!done.isEmpty()) {
            trace.add(new Event.Claim(card, best == null ? -1 : best.seat(), done.answers()));
            markPassed(done);
        }
        if (best == null) {
            if (done.source() == ClaimRound.Source.REVEAL) {
                dealerTurn();
                return;
            }
            offered = -1;
            seats[done.from()].pile.add(card);
            trace.add(new Event.Pile(done.from(), card));
            actor = next(done.from());
            phase = Phase.DRAW;
            return;
        }
        int seat = best.seat();
        Action action = best.action();
        switch (action.type()) {
            case HU -> winOnClaim(done);
            case PAO -> {
                offered = -1;
                SeatState state = seats[seat];
                if (state.hand[card] == 3) {
                    state.hand[card] = 0;
                    addRun(seat, -1, Meld.same(GroupKind.PAO, card));
                } else {
                    addRun(seat, state.runBaseIndex(card), Meld.same(GroupKind.PAO, card));
                }
            }
            case PONG -> {
                offered = -1;
                seats[seat].hand[card] -= 2;
                layDown(seat, action);
                afterIntake(seat, false);
            }
            case CHI -> {
                offered = -1;
                SeatState state = seats[seat];
                boolean offeredUsed = false;
                for (Meld meld : action.melds()) {
                    for (int i = 0; i < meld.size(); i++) {
                        if (!offeredUsed && meld.card(i) == card) {
                            offeredUsed = true;
                        } else {
                            state.hand[meld.card(i)]--;
                        }
                    }
                }
                layDown(seat, action);
                afterIntake(seat, false);
            }
            default -> throw new IllegalStateException("a claim round cannot resolve to " + action.type());
        }
    }

    /**
     * 臭牌 for seats that passed a chi or pong (000:44; not for seats never asked, 000:47); 臭胡 for seats that could
     * win and chose anything else (000:81), at their table huxi before the card is taken — each where the variant's
     * `stale cards` / `stale win` rule has it.
     */
    private void markPassed(ClaimRound done) {
        int card = done.card();
        if (card < 0 || card >= Cards.KINDS) {
            return;
        }
        List<Event.Answer> answers = done.answers();
        for (int a = 0; a < answers.size(); a++) {   // indexed loops: this runs after every claim round
            Event.Answer answer = answers.get(a);
            ActionType chosen = answer.action().type();
            SeatState state = seats[answer.seat()];
            List<Action> options = done.options(answer.seat());
            for (int o = 0; o < options.size(); o++) {
                ActionType type = options.get(o).type();
                if (type == ActionType.PONG && chosen != ActionType.PONG && chosen != ActionType.PAO) {
                    state.passedPong = true;     // 有碰不碰 (000:64): whether it bars a win is the variant's rule
                }
                if (chosen == ActionType.PASS && (type == ActionType.CHI || type == ActionType.PONG)
                        && !state.isStale(card) && rules.play().staleCards().marks()) {
                    state.stale |= 1 << card;
                    trace.add(new Event.Stale(answer.seat(), card));
                } else if (chosen != ActionType.HU && type == ActionType.HU && rules.play().staleWin().marks()) {
                    state.staleWinAt[card] = tableHuxi(answer.seat());
                    trace.add(new Event.StaleWin(answer.seat(), card, state.staleWinAt[card]));
                }
            }
        }
    }

    private void layDown(int seat, Action action) {
        seats[seat].table.addAll(action.melds());
        seats[seat].intakes++;
        trace.add(new Event.Laid(seat, action, tableHuxi(seat)));
    }

    /** Lays a pao or ti (replacing the table meld at {@code index} unless -1) and counts it toward 八块. */
    private void addRun(int seat, int index, Meld run) {
        SeatState state = seats[seat];
        if (index < 0) {
            state.table.add(run);
        } else {
            state.table.set(index, run);
        }
        state.runs++;
        state.intakes++;
        ActionType type = run.kind() == GroupKind.TI ? ActionType.TI : ActionType.PAO;
        trace.add(new Event.Laid(seat, new Action(type, run.card(), List.of(run)), tableHuxi(seat)));
        afterIntake(seat, true);
    }

    /**
     * Every intake is followed by a discard (000:56, 003:17), except: from the {@code runsBeforeNoDiscard}-th pao or
     * ti on (八块), and the skip of a non-dealer dealt two ti where the variant has it (000:24). With nothing left to discard (every held card in
     * a kan, or only jokers), no discard follows either: a reading, the seeds are silent.
     */
    private void afterIntake(int seat, boolean run) {
        SeatState state = seats[seat];
        boolean mustDiscard;
        if (run && state.runs >= claims.runsBeforeNoDiscard()) {
            mustDiscard = false;
        } else if (state.skipDiscard) {
            state.skipDiscard = run;
            mustDiscard = false;
        } else {
            mustDiscard = true;
        }
        if (mustDiscard && canDiscard(seat)) {
            actor = seat;
            phase = Phase.DISCARD;
        } else {
            actor = next(seat);
            phase = Phase.DRAW;
        }
    }

    private boolean canDiscard(int seat) {
        int[] hand = seats[seat].hand;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand[card] == 1 || hand[card] == 2) {
                return true;
            }
        }
        return false;
    }

    /** Any loose card or a card of a pair; never a kan card (000:26) nor a joker (000:133). */
    private List<Action> discardOptions(int seat) {
        List<Action> options = new ArrayList<>(Cards.ALL_KINDS);
        if (jokerDrawn && !seats[seat].winBarred(claims)
                && offersWin(seat, huFinder.held(seats[seat]), Cards.JOKER, seat, false, TianhuKind.NONE)) {
            options.add(Action.of(ActionType.HU, Cards.JOKER));
            if (rules.play().mustWin().forces(false)) {
                jokerDrawn = false;
                return List.copyOf(options);   // 有胡必胡: no discard instead
            }
        }
        jokerDrawn = false;
        int[] hand = seats[seat].hand;
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand[card] == 1 || hand[card] == 2) {
                options.add(Action.of(ActionType.DISCARD, card));
            }
        }
        return Collections.unmodifiableList(options);
    }

    // ---------------------------------------------------------------- the end of the hand

    /**
     * The seats that won the card (one, or under 一炮多响 every seat that chose to win on the discard, in asking order,
     * which is `winners order` from the discarder), each settled on its own holding as a single win would be; the
     * first deals next where the winner does.
     */
    private void winOnClaim(ClaimRound done) {
        List<Event.Answer> winners = done.winners();
        if (winners.size() == 1) {
            Settled won = claimedWin(done, winners.get(0).seat());
            end(won.result(), won.settlement());
            return;
        }
        List<HandResult.Win> wins = new ArrayList<>(winners.size());
        for (Event.Answer winner : winners) {
            wins.add(claimedWin(done, winner.seat()).result().first());
        }
        HandResult all = HandResult.won(wins, jokers(), dealer, wins.get(0).winner());
        end(all, settler.settle(all, deadHandsBefore));
    }

    /** A seat's win on the claimed card, on the reading that pays it most. */
    private Settled claimedWin(ClaimRound done, int seat) {
        SeatState state = seats[seat];
        HuFinder.Found found;
        TianhuKind tianhu = TianhuKind.NONE;
        if (done.source() == ClaimRound.Source.REVEAL) {
            tianhu = seat == dealer && revealCard < 0 ? TianhuKind.SEVEN_GROUPS : TianhuKind.REVEAL;
            found = seat == dealer ? huFinder.held(state) : huFinder.onCard(state, done.card(), CardOrigin.REVEAL);
        } else {
            found = huFinder.onCard(state, done.card(), done.origin(seat));
        }
        return bestWin(seat, done.card(), done.from(), done.source() == ClaimRound.Source.DISCARD, tianhu,
                huFinder.readings(found));
    }

    /**
     * Settles a win on the reading that pays the winner most, the earlier on a tie: the readings of its groups (more
     * than one only where jokers may stand for different cards, 000:133), then a 单王吊 / 双王吊 reading.
     */
    private void finishWin(int seat, int card, int from, boolean fromDiscard, TianhuKind tianhu,
                           List<List<Meld>> readings) {
        Settled best = bestWin(seat, card, from, fromDiscard, tianhu, readings);
        end(best.result(), best.settlement());
    }

    /**
     * Whether a found win may be offered: the variant's win rule decides it on huxi alone when it reads nothing
     * else; otherwise on the win as it would be settled here (its patterns, its context), so the engine never
     * offers a win the scoring refuses.
     */
    boolean offersWin(int seat, HuFinder.Found found, int card, int from, boolean fromDiscard, TianhuKind tianhu) {
        return found != null && (rules.win().readsOnlyHuxi() || bestWin(seat, card, from, fromDiscard, tianhu,
                huFinder.readings(found)).settlement().kind() != HandSettlement.Kind.REFUSED);
    }

    /** The reading of a win that pays the winner most, settled but not ended. */
    private Settled bestWin(int seat, int card, int from, boolean fromDiscard, TianhuKind tianhu,
                            List<List<Meld>> readings) {
        // 000:69: a 天胡 counts as a self-draw where the variant says so, whoever's card it was won on
        boolean selfDraw = tianhu != TianhuKind.NONE ? rules.tianhu().selfDraw() : from == seat && !fromDiscard;
        boolean lastCard = tianhu == TianhuKind.NONE && !fromDiscard && wall.isEmpty() && card != -1;
        boolean dealersFirst = fromDiscard && from == dealer && dealerDiscards == 1;
        Settled best = null;
        for (List<Meld> groups : readings) {
            best = Settled.better(best, settled(seat, card, from, fromDiscard, selfDraw, tianhu, lastCard,
                    dealersFirst, 0, groups));
        }
        // 单王吊 / 双王吊 wait on a drawn card (a 天胡's cards were dealt)
        int waiting = seats[seat].hand[Cards.JOKER] - (card == Cards.JOKER ? 1 : 0);
        List<Meld> waitGroups = waiting > 0 && selfDraw && tianhu == TianhuKind.NONE
                ? huFinder.jokerWait(seats[seat], card, waiting) : null;
        if (waitGroups != null) {
            best = Settled.better(best, settled(seat, card, from, false, true, tianhu, lastCard, false, waiting,
                    waitGroups));
        }
        return best;
    }

    /** A win's result and what it pays. */
    private record Settled(HandResult result, HandSettlement settlement) {
        /** The one that pays the winner more; the earlier, {@code best}, on a tie. */
        static Settled better(Settled best, Settled other) {
            int seat = other.result().first().winner();     // a reading of one seat's win
            return best == null || other.settlement().points().get(seat) > best.settlement().points().get(seat)
                    ? other : best;
        }
    }

    private Settled settled(int seat, int card, int from, boolean fromDiscard, boolean selfDraw, TianhuKind tianhu,
                            boolean lastCard, boolean dealersFirst, int jokerWait, List<Meld> groups) {
        HandResult result = win(seat, card, from, fromDiscard, selfDraw, tianhu, lastCard, dealersFirst, jokerWait,
                groups);
        return new Settled(result, settler.settle(result, deadHandsBefore));
    }

    private HandResult win(int seat, int card, int from, boolean fromDiscard, boolean selfDraw, TianhuKind tianhu,
                           boolean lastCard, boolean dealersFirst, int jokerWait, List<Meld> groups) {
        int huxi = 0;
        for (Meld group : groups) {
            huxi += group.huxi(rules.huxi());
        }
        // the seat's table, and a pong or pao the winning card made, which HuFinder puts after it
        int table = seats[seat].table.size();
        if (table < groups.size() && (groups.get(table).kind() == GroupKind.PONG
                || groups.get(table).kind() == GroupKind.PAO)) {
            table++;
        }
        // 地胡 as the variant's `dihu when:` reads the win; a win it calls 地胡 is not also its 天胡
        boolean dihu = rules.scoring().dihu().applies(seat, dealer, players, tianhu == TianhuKind.REVEAL, dealersFirst);
        WinContext how = WinContext.builder().card(card).selfDraw(selfDraw).onDiscard(fromDiscard).lastCard(lastCard)
                .tianhu(!dihu && tianhu != TianhuKind.NONE).dihu(dihu).noIntake(seats[seat].intakes == 0)
                .jokerWait(jokerWait).xingCard(rules.play().xing().card(card, wall.turned())).build();
        return HandResult.won(List.of(new HandResult.Win(seat, from, how, tianhu, dealersFirst, huxi, groups,
                Math.min(table, groups.size()))), jokers(), dealer, seat);
    }

    private void finishDead() {
        DealerRotation rotation = rules.dealer();
        int inARow = deadHandsBefore + 1;
        HandResult dead = HandResult.dead(jokers(), dealer, rotation.movesAfter(inARow) ? next(dealer) : dealer,
                inARow);
        end(dead, settler.settle(dead, deadHandsBefore));
    }

    private void end(HandResult handResult, HandSettlement paid) {
        result = handResult;
        settlement = paid;
        if (handResult.outcome() == Outcome.WIN && rules.play().xing() != Play.Xing.NONE) {
            // every winner of one discard names the same 醒 card: the first's
            trace.add(new Event.Xing(rules.play().xing().turnsWallCard() ? wall.turned() : -1,
                    handResult.first().how().xingCard()));
        }
        trace.add(new Event.Settle(settlement));
        trace.add(new Event.End(handResult));
        phase = Phase.OVER;
        pendingOptions = List.of();
    }

    private List<Integer> jokers() {
        List<Integer> held = new ArrayList<>(players);
        for (SeatState seat : seats) {
            held.add(seat.hand[Cards.JOKER]);
        }
        return held;
    }

    // ---------------------------------------------------------------- helpers shared with ClaimRound

    int next(int seat) {
        return (seat + 1) % players;
    }

    int previous(int seat) {
        return (seat + players - 1) % players;
    }

    /** Seats in a variant order relative to a seat (000:71, 000:76), then any seats it does not name, in turn order. */
    int[] order(List<dev.paohuzi.runtime.rules.SeatOrder> order, int relativeTo) {
        int[] seatsInOrder = new int[players];
        boolean[] placed = new boolean[players];
        int n = 0;
        for (dev.paohuzi.runtime.rules.SeatOrder position : order) {
            int seat = switch (position) {
                case DRAWER -> relativeTo;
                case DEALER -> dealer;
                case NEXT -> next(relativeTo);
                case PREVIOUS -> previous(relativeTo);
            };
            if (!placed[seat]) {
                placed[seat] = true;
                seatsInOrder[n++] = seat;
            }
        }
        for (int i = 0; i < players; i++) {
            int seat = (relativeTo + i) % players;
            if (!placed[seat]) {
                placed[seat] = true;
                seatsInOrder[n++] = seat;
            }
        }
        return seatsInOrder;
    }

    SeatState seat(int seat) {
        return seats[seat];
    }

    Origins origins() {
        return origins;
    }

    /** A fresh copy of the winner order from a seat (the claim round sorts it). */
    int[] winnerOrder(int from) {
        return winnerOrders[from].clone();
    }

    /** By seat, its index in the winner order from a seat: shared, not to be written. */
    int[] winnerPositions(int from) {
        return winnerPositions[from];
    }

    HuFinder huFinder() {
        return huFinder;
    }

    // ---------------------------------------------------------------- what an observation copies (public state)

    Phase phase() {
        return phase;
    }

    int actor() {
        return actor;
    }

    /** The claim round in flight, or null. */
    ClaimRound round() {
        return phase == Phase.CLAIM ? round : null;
    }

    int deadHandsBefore() {
        return deadHandsBefore;
    }

    int dealerDiscards() {
        return dealerDiscards;
    }

    int shownLastCard() {
        return shownLastCard;
    }

    Wall wall() {
        return wall;
    }

    int revealCard() {
        return revealCard;
    }

    /** The card being offered is the wall's last card, shown instead of a reveal card, and no win on it (002:13). */
    boolean barsWinOnShownLastCard(ClaimRound.Source source) {
        return source == ClaimRound.Source.DRAW && wall.isEmpty()
                && rules.seating().reveal() == Seating.Reveal.LAST_WALL_CARD_SHOWN
                && !rules.play().shownLastCard().mayWinOn();
    }

    private static int weiIndex(SeatState seat, int card) {
        int base = seat.runBaseIndex(card);
        return base >= 0 && seat.table.get(base).kind() != GroupKind.PONG ? base : -1;
    }

    /** The notation with every card written s1..s10, b1..b10, W (DESIGN.md: both forms are accepted everywhere). */
    private static String asciiCards(String notation) {
        StringBuilder text = new StringBuilder();
        Matcher token = TOKENS.matcher(notation);
        while (token.find()) {
            int card = Cards.parse(token.group());
            text.append(card >= 0 ? Cards.name(card) : token.group());
        }
        return text.toString();
    }

    private static String notations(List<Action> actions) {
        StringBuilder text = new StringBuilder();
        for (Action action : actions) {
            text.append(text.length() == 0 ? "" : ", ").append(action.notation());
        }
        return text.toString();
    }
}
