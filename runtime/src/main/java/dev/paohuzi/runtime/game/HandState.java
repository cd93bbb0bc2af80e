package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.StakeKind;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything one hand is at a moment, shared by the parts of the engine that play it: the fixed context (rules,
 * dealer, seat ring, the win check and scorer) and what play changes (the seats, the wall, the phase, the seat to
 * act, the claim round and its card, the trace). It holds no rule: each rule lives in the part where it acts
 * ({@link HandStart}, {@link WallDraw}, {@link DiscardTurn}, {@link ClaimResolution}, {@link WinSettlement}, {@link
 * SeatRing}), as static steps over this state that decide which {@link Event} happens, and {@link Game} is the
 * public face that drives them. A hand in play changes only by {@link #emit}: the parts read the fields, and only
 * the events' effects write them (a copy and a sampled hand are built field by field).
 */
final class HandState {
    final RuleSet rules;
    final Claims claims;
    final int players;
    final int dealer;
    /** Dead hands (荒庄) in a row just before this one: the dealer rotation and 黄番 read it. */
    final int deadHandsBefore;
    final SeatState[] seats;
    final Wall wall;
    /** The deck in deal order, which the deal reads once the 飘 are chosen; null for a sampled hand in play. */
    final DeckOrder deck;
    final WinCheck winCheck;
    final HuFinder huFinder;
    final Origins origins;
    final SeatRing ring;
    final Settler settler;
    /** Sized for a whole hand (a random hunan hand records about 150 events), so it seldom grows. */
    final List<Event> trace = new ArrayList<>(192);

    Game.Phase phase;
    /** The seat to draw (DRAW) or to discard (DISCARD). */
    int actor;
    ClaimRound round;
    /** The card drawn or discarded that a claim round is about, -1 when none is in flight. */
    int offered = -1;
    /**
     * The card the seat to discard may win on, its holding complete, before discarding: a drawn joker that went to
     * the hand (000:133), or under 偎胡 (`win on own third copy: yes`) the drawn card it wei'd; -1 when none.
     */
    int heldWin = -1;
    /** The dealer's last dealt card where the variant shows it (000:21), -1 otherwise. */
    int revealCard = -1;
    /** The dealer's discards so far: 000:68's 地胡 is on the first, even when its dealt ti skipped the opening one. */
    int dealerDiscards;
    /** The wall's last card where the variant shows it (002:13), -1 otherwise. */
    int shownLastCard = -1;
    /** The pending seat's legal options. */
    List<Action> pendingOptions;
    /**
     * Each stake kind's values chosen before the deal, by seat (-1 until chosen); a kind the variant does not have is a
     * null row, and the whole is null when it has none ({@link StakeRound}).
     */
    int[][] stakes;
    /** The kind being chosen while the phase is {@link Game.Phase#STAKE}. */
    StakeKind staking;
    /** The seats dealt so far: once all are, the rest of the deal is laid out and play begins. */
    int seatsDealt;
    HandResult result;
    HandSettlement settlement;
    /** The second judge following this hand event by event ({@link Referee}), or null. */
    Referee referee;

    HandState(RuleSet rules, int dealer, int deadHandsBefore, WinCheck winCheck, Settler settler, SeatRing ring,
              SeatState[] seats, Wall wall, DeckOrder deck) {
        this.rules = rules;
        this.claims = rules.claims();
        this.players = rules.seating().players();
        this.dealer = dealer;
        this.deadHandsBefore = deadHandsBefore;
        this.winCheck = winCheck;
        this.huFinder = new HuFinder(winCheck, rules);
        this.origins = Origins.of(claims);
        this.settler = settler;
        this.ring = ring;
        this.seats = seats;
        this.wall = wall;
        this.deck = deck;
    }

    /** The one way a hand changes: the event is recorded and its effect applied (and judged, where a referee is). */
    void emit(Event event) {
        trace.add(event);
        event.apply(this);
        if (referee != null) {
            referee.follow(event, this);
        }
    }

    /**
     * An independent copy: its own seats, wall, trace and claim round; the immutable parts (rules, ring, melds,
     * options, events) and the thread's win check and scorer shared.
     */
    HandState copy() {
        SeatState[] copied = new SeatState[players];
        for (int seat = 0; seat < players; seat++) {
            copied[seat] = seats[seat].copy();
        }
        HandState copy = new HandState(rules, dealer, deadHandsBefore, winCheck, settler, ring, copied, wall.copy(),
                deck);
        copy.trace.addAll(trace);
        copy.phase = phase;
        copy.actor = actor;
        copy.round = round == null ? null : round.copyFor(copy);
        copy.offered = offered;
        copy.heldWin = heldWin;
        copy.revealCard = revealCard;
        copy.shownLastCard = shownLastCard;
        copy.dealerDiscards = dealerDiscards;
        copy.pendingOptions = pendingOptions;
        copy.stakes = copyOf(stakes);
        copy.staking = staking;
        copy.seatsDealt = seatsDealt;
        copy.result = result;
        copy.settlement = settlement;
        return copy;
    }

    int tableHuxi(int seat) {
        return seats[seat].tableHuxi(rules.huxi());
    }

    // ---------------------------------------------------------------- what a claim round reads

    RuleSet rules() {
        return rules;
    }

    int players() {
        return players;
    }

    int dealer() {
        return dealer;
    }

    int revealCard() {
        return revealCard;
    }

    SeatState seat(int seat) {
        return seats[seat];
    }

    HuFinder huFinder() {
        return huFinder;
    }

    Origins origins() {
        return origins;
    }

    /** A copy of each kind's stakes (rows are changed in place as seats choose). */
    static int[][] copyOf(int[][] stakes) {
        if (stakes == null) {
            return null;
        }
        int[][] copy = new int[stakes.length][];
        for (int kind = 0; kind < stakes.length; kind++) {
            copy[kind] = stakes[kind] == null ? null : stakes[kind].clone();
        }
        return copy;
    }
}
