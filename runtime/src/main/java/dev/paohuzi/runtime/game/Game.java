package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.HandResult.TianhuKind;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;
import dev.paohuzi.runtime.rules.Seating;
import dev.paohuzi.runtime.scoring.Scorer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One hand of Paohuzi under a compiled variant, as a state machine that stops only at real decisions.
 * <p>
 * Use: {@code Game game = Game.start(rules, deck, dealer)}; while {@code !game.isOver()}, ask
 * {@link #pendingSeat()} and {@link #legalActions()} and {@link #choose(Action)} one of them. Decisions with one legal
 * option (a forced pao, a single possible discard) are taken by the engine and traced as forced. Every step is
 * appended to {@link #trace()}. Everything region-specific comes from the {@link RuleSet}.
 * <p>
 * This class is the hand's public face and its loop; the hand's state is a {@link HandState}, and each rule of play
 * lives in the part where it acts: {@link StakeRound} (the stakes chosen before the deal, where the variant has them),
 * {@link HandStart} (the deal to the first turn), {@link WallDraw} (a drawn card),
 * {@link DiscardTurn} (whether and what to discard), {@link ClaimRound} and {@link ClaimResolution} (who takes an
 * offered card), {@link WinSettlement} (wins, dead hands, the end), {@link SeatRing} (next, previous, the variant's
 * seat orders) and {@link ActionNotation} (options by their notation).
 */
public final class Game {
    /** DEAL lasts only while the deal is laid out: the engine never stops in it. */
    enum Phase { STAKE, DEAL, DRAW, CLAIM, DISCARD, OVER }

    private final HandState hand;

    private Game(HandState hand) {
        this.hand = hand;
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
        return begin(HandStart.deal(rules, deck, dealer, deadHandsBefore, winCheck, settler, null));
    }

    /**
     * A new hand followed by a {@link Referee}: a second state built from its events alone, compared with the
     * hand's after every event; a difference throws {@link Referee.Disagreement}. For tests and replay: it costs
     * about as much again as the hand.
     */
    public static Game refereed(RuleSet rules, DeckOrder deck, int dealer, int deadHandsBefore, WinCheck winCheck) {
        Settler settler = new Settler(rules);
        return begin(HandStart.deal(rules, deck, dealer, deadHandsBefore, winCheck, settler,
                new Referee(rules, winCheck, settler)));
    }

    private static Game begin(HandState hand) {
        Game game = new Game(hand);
        game.run();
        return game;
    }

    // ---------------------------------------------------------------- public view

    public RuleSet rules() {
        return hand.rules;
    }

    public int players() {
        return hand.players;
    }

    public int dealer() {
        return hand.dealer;
    }

    /** The hand analysis this hand decides wins with; a bot may ask it too, on the hand's thread. */
    public WinCheck winCheck() {
        return hand.winCheck;
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
        return new Game(hand.copy());
    }

    /**
     * A hand in the state the observing seat sees, with every card it cannot see dealt anew: the {@link
     * Observation} is all it is made from, so it tells the seat nothing the observation does not. The seat's own
     * cards, every shown meld and pile, the wall's count, the flow of play (who is to act, the card in flight,
     * the seat's own options) are the observed ones; the other seats' concealed cards, their face-down wei and the
     * wall's order are drawn by {@link Determinization} from the cards the seat has not seen. The other seats' own
     * memory (臭牌, 臭胡, a passed pong) starts empty; seats asked before the observer in a claim round passed (the
     * observer is being asked), except a win the observer cannot rule out ({@link #answerSeatsBefore}). The
     * settlement scores with the given scorer; a search plays such hands on one thread with one win check and one
     * scorer. Before the deal (the stakes being chosen) the whole deck is dealt anew and the stakes chosen so far are
     * kept.
     */
    public static Game sample(Observation view, SplittableRandom random, WinCheck winCheck, Scorer scorer) {
        if (view.phase == Phase.STAKE) {
            // before the deal no card is seen: a new deck, the stakes chosen so far kept (they are public)
            HandState fresh = HandStart.deal(view.rules(), DeckOrder.shuffled(view.rules(), random.nextLong()),
                    view.dealer(), view.deadHandsBefore, winCheck, new Settler(view.rules(), scorer), null);
            fresh.stakes = HandState.copyOf(view.stakes);
            fresh.staking = view.staking;
            fresh.actor = view.actor;
            return begin(fresh);
        }
        Determinization dealt = Determinization.draw(view, random);
        RuleSet rules = view.rules();
        HandState hand = new HandState(rules, view.dealer(), view.deadHandsBefore, winCheck,
                new Settler(rules, scorer), new SeatRing(rules.seating().players(), view.dealer(), rules.claims()),
                dealt.seats(), Wall.of(dealt.wall()), null);
        hand.trace.add(new Event.Start(rules.name(), hand.players, view.dealer(), view.deadHandsBefore, List.of()));
        hand.phase = view.phase;
        hand.actor = view.actor;
        hand.offered = view.offered;
        hand.revealCard = view.revealCard;
        hand.shownLastCard = view.shownLastCard;
        hand.dealerDiscards = view.dealerDiscards;
        hand.pendingOptions = view.options;
        hand.stakes = HandState.copyOf(view.stakes);
        if (view.phase == Phase.CLAIM) {
            hand.round = view.claimSource == ClaimRound.Source.REVEAL ? ClaimRound.atStart(hand)
                    : ClaimRound.forCard(hand, view.offered, view.claimFrom, view.claimSource);
        }
        Game game = new Game(hand);
        if (view.phase == Phase.CLAIM) {
            game.answerSeatsBefore(view.seat());
        }
        return game;
    }

    /**
     * In a claim round rebuilt for a sample, the answers of the seats asked before the observer, which it cannot
     * see. That it is asked tells it that none of them took the card. But where the card may have several winners
     * (一炮多响, `winners on one card: several`) and the observer can win it too, a seat before it may have won it
     * already: once the card is won only the seats that can win it are asked. There, a seat before the observer whose
     * sampled hand can win the card takes the win — forced where `must win` has it, by choice otherwise, as the
     * weighing bots always do ({@code Bot.obvious}); every other seat before the observer passed.
     */
    void answerSeatsBefore(int observer) {
        ClaimRound round = hand.round;
        boolean mayHaveWon = hand.rules.play().winners().several(round.source() == ClaimRound.Source.DISCARD)
                && Action.winAmong(round.options(observer)) != null;
        for (int asked = round.pendingSeat(); asked >= 0 && asked != observer; asked = round.pendingSeat()) {
            Action won = mayHaveWon ? Action.winAmong(round.options(asked)) : null;
            round.answer(asked, won != null ? won : Action.pass(round.card()));
        }
        hand.pendingOptions = round.options(observer);
    }

    public boolean isOver() {
        return hand.phase == Phase.OVER;
    }

    /** The seat whose choice is awaited, or -1 when the hand is over. */
    public int pendingSeat() {
        if (hand.phase == Phase.OVER) {
            return -1;
        }
        return hand.phase == Phase.DISCARD || hand.phase == Phase.STAKE ? hand.actor : hand.round.pendingSeat();
    }

    /** The pending seat's legal options (an unmodifiable list), empty when the hand is over. */
    public List<Action> legalActions() {
        return hand.phase == Phase.OVER ? List.of() : hand.pendingOptions;
    }

    /** Applies a legal option of the pending seat; an option not among {@link #legalActions()} is refused. */
    public void choose(Action action) {
        if (hand.phase == Phase.OVER) {
            throw new IllegalChoiceException("the hand is over; no choice can be made (step " + hand.trace.size()
                    + ")");
        }
        if (action == null) {
            throw new IllegalChoiceException("no choice given for seat " + pendingSeat() + " at step "
                    + hand.trace.size());
        }
        if (!isOption(action)) {
            throw new IllegalChoiceException("seat " + pendingSeat() + " cannot '" + action.notation() + "' at step "
                    + hand.trace.size() + "; legal: " + ActionNotation.notations(hand.pendingOptions));
        }
        apply(action, false);
        run();
    }

    /** Whether the action is a legal option; bots hand back one of the listed ones, found by identity first. */
    private boolean isOption(Action action) {
        List<Action> options = hand.pendingOptions;
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i) == action) {
                return true;
            }
        }
        return options.contains(action);
    }

    /**
     * Chooses the pending seat's option with this notation (see {@link Action#notation()}), as scenarios do; cards
     * may be written in Chinese too ({@code chi 一,二,三}).
     */
    public void choose(String notation) {
        Action action = ActionNotation.find(legalActions(), notation);
        if (action == null) {
            throw new IllegalChoiceException("seat " + pendingSeat() + " cannot '" + notation + "' at step "
                    + hand.trace.size() + "; legal: " + ActionNotation.notations(legalActions()));
        }
        choose(action);
    }

    public HandResult result() {
        return hand.result;
    }

    /** What the hand pays under the variant's scoring, once it is over; null before. */
    public HandSettlement settlement() {
        return hand.settlement;
    }

    public List<Event> trace() {
        return Collections.unmodifiableList(hand.trace);
    }

    /** A seat's concealed cards as counts by card (a copy). */
    public int[] hand(int seat) {
        return hand.seats[seat].hand.clone();
    }

    public List<Meld> table(int seat) {
        return hand.seats[seat].tableView();
    }

    /** The seat's pile: its discards and the drawn cards nobody took, in order. */
    public List<Integer> pile(int seat) {
        return Collections.unmodifiableList(hand.seats[seat].pile);
    }

    /** The seat's stale cards (臭牌, 000:44), ascending. */
    public List<Integer> staleCards(int seat) {
        List<Integer> cards = new ArrayList<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            if (hand.seats[seat].isStale(card)) {
                cards.add(card);
            }
        }
        return cards;
    }

    public int tableHuxi(int seat) {
        return hand.tableHuxi(seat);
    }

    public int wallLeft() {
        return hand.wall.left();
    }

    /** The card a claim round is about, or -1. */
    public int offeredCard() {
        return hand.offered;
    }

    /** Cards in hands, on tables, in piles, on the wall and in flight: always the deck's size (an invariant). */
    public int cardsAccountedFor() {
        // the cards set aside unplayed (抽牌) stay where the deal left them
        Seating seating = hand.rules.seating();
        int total = wallLeft() + seating.unplayed() + (hand.offered >= 0 ? 1 : 0);
        if (hand.phase == Phase.STAKE) {
            // the stakes are being chosen: the seats' cards are still in the deck
            total += seating.cardsNeeded() - seating.wall() - seating.unplayed();
        }
        for (SeatState seat : hand.seats) {
            total += seat.concealedCount() + seat.pile.size();
            for (Meld meld : seat.table) {
                total += meld.size();
            }
        }
        return total;
    }

    // ---------------------------------------------------------------- the loop

    /** Runs forced steps until a seat must choose among several options or the hand ends. */
    private void run() {
        HandState hand = this.hand;
        while (true) {
            switch (hand.phase) {
                case OVER -> {
                    return;
                }
                case DEAL -> throw new IllegalStateException("the deal was left unfinished");
                case STAKE -> {
                    if (!offerOrForce(hand.actor, StakeRound.options(hand))) {
                        return;
                    }
                }
                case DRAW -> WallDraw.draw(hand);
                case DISCARD -> {
                    if (!offerOrForce(hand.actor, DiscardTurn.options(hand, hand.actor))) {
                        return;
                    }
                }
                case CLAIM -> {
                    int seat = hand.round.pendingSeat();
                    if (seat < 0) {
                        ClaimResolution.resolve(hand);
                    } else if (!offerOrForce(seat, hand.round.options(seat))) {
                        return;
                    }
                }
            }
        }
    }

    /** Records the offer; applies it when it is the only option (returns true), else waits for a choice. */
    private boolean offerOrForce(int seat, List<Action> options) {
        hand.emit(new Event.Offer(seat, options));
        if (options.size() == 1) {
            apply(hand.pendingOptions.get(0), true);
            return true;
        }
        return false;
    }

    private void apply(Action action, boolean forced) {
        int seat = pendingSeat();
        hand.emit(new Event.Choice(seat, action, forced));
        if (hand.phase == Phase.CLAIM) {
            return;     // the answer is the choice's effect; the loop resolves the round once all have answered
        } else if (hand.phase == Phase.STAKE) {
            StakeRound.choose(hand, seat, action.card());
        } else if (action.type() == ActionType.HU) {
            // a win on a drawn joker (000:133) or a wei'd card (偎胡), on the seat's own holding
            WinSettlement.finishWin(hand, seat, action.card(), seat, false, TianhuKind.NONE,
                    hand.huFinder.readings(hand.huFinder.held(hand.seats[seat])));
        } else {
            DiscardTurn.discard(hand, seat, action.card());
        }
    }

    // ---------------------------------------------------------------- what an observation and tests read

    SeatState seat(int seat) {
        return hand.seats[seat];
    }

    Phase phase() {
        return hand.phase;
    }

    int actor() {
        return hand.actor;
    }

    /** The claim round in flight, or null. */
    ClaimRound round() {
        return hand.phase == Phase.CLAIM ? hand.round : null;
    }

    int deadHandsBefore() {
        return hand.deadHandsBefore;
    }

    int dealerDiscards() {
        return hand.dealerDiscards;
    }

    int shownLastCard() {
        return hand.shownLastCard;
    }

    Wall wall() {
        return hand.wall;
    }

    int revealCard() {
        return hand.revealCard;
    }

    /** Each stake kind's values by seat (-1 not yet chosen), as {@link HandState#stakes}. */
    int[][] stakes() {
        return hand.stakes;
    }

    /** The kind being chosen before the deal. */
    StakeKind staking() {
        return hand.staking;
    }
}
