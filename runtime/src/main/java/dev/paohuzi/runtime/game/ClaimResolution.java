package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.game.trace.Event;
import dev.paohuzi.runtime.group.GroupKind;

import java.util.List;

/**
 * A card offered to the seats and what becomes of it: the {@link ClaimRound} that asks them (who may claim what, in
 * which order), and here its end — the card won, paoed, ponged or eaten and laid down, or, taken by nobody, put on
 * the pile; 臭牌 and 臭胡 for the seats that passed (000:44, 000:81); pao and ti counted toward 八块.
 */
final class ClaimResolution {
    private ClaimResolution() {
    }

    /** A drawn or discarded card in flight: the seats are asked for it. */
    static void offer(HandState hand, int card, int source, ClaimRound.Source kind) {
        hand.offered = card;
        hand.round = ClaimRound.forCard(hand, card, source, kind);
        hand.phase = Game.Phase.CLAIM;
    }

    /** Ends a claim round: the best answer by priority takes the card, or nobody does. */
    static void resolve(HandState hand) {
        ClaimRound done = hand.round;
        hand.round = null;
        Event.Answer best = done.best();
        int card = done.card();
        if (!done.isEmpty()) {
            hand.trace.add(new Event.Claim(card, best == null ? -1 : best.seat(), done.answers()));
            markPassed(hand, done);
        }
        if (best == null) {
            if (done.source() == ClaimRound.Source.REVEAL) {
                HandStart.dealerTurn(hand);
                return;
            }
            hand.offered = -1;
            hand.seats[done.from()].pile.add(card);
            hand.trace.add(new Event.Pile(done.from(), card));
            hand.actor = hand.ring.next(done.from());
            hand.phase = Game.Phase.DRAW;
            return;
        }
        int seat = best.seat();
        Action action = best.action();
        switch (action.type()) {
            case HU -> WinSettlement.winOnClaim(hand, done);
            case PAO -> {
                hand.offered = -1;
                SeatState state = hand.seats[seat];
                if (state.hand[card] == 3) {
                    state.removeAll(card);
                    addRun(hand, seat, -1, Meld.same(GroupKind.PAO, card));
                } else {
                    addRun(hand, seat, state.runBaseIndex(card), Meld.same(GroupKind.PAO, card));
                }
            }
            case PONG -> {
                hand.offered = -1;
                hand.seats[seat].add(card, -2);
                layDown(hand, seat, action);
                DiscardTurn.afterIntake(hand, seat, false);
            }
            case CHI -> {
                hand.offered = -1;
                SeatState state = hand.seats[seat];
                boolean offeredUsed = false;
                for (Meld meld : action.melds()) {
                    for (int i = 0; i < meld.size(); i++) {
                        if (!offeredUsed && meld.card(i) == card) {
                            offeredUsed = true;
                        } else {
                            state.add(meld.card(i), -1);
                        }
                    }
                }
                layDown(hand, seat, action);
                DiscardTurn.afterIntake(hand, seat, false);
            }
            default -> throw new IllegalStateException("a claim round cannot resolve to " + action.type());
        }
    }

    /**
     * 臭牌 for seats that passed a chi or pong (000:44; not for seats never asked, 000:47); 臭胡 for seats that could
     * win and chose anything else (000:81), at their table huxi before the card is taken — each where the variant's
     * `stale cards` / `stale win` rule has it.
     */
    private static void markPassed(HandState hand, ClaimRound done) {
        int card = done.card();
        if (card < 0 || card >= Cards.KINDS) {
            return;
        }
        List<Event.Answer> answers = done.answers();
        for (int a = 0; a < answers.size(); a++) {   // indexed loops: this runs after every claim round
            Event.Answer answer = answers.get(a);
            ActionType chosen = answer.action().type();
            SeatState state = hand.seats[answer.seat()];
            List<Action> options = done.options(answer.seat());
            for (int o = 0; o < options.size(); o++) {
                ActionType type = options.get(o).type();
                if (type == ActionType.PONG && chosen != ActionType.PONG && chosen != ActionType.PAO) {
                    state.passedPong = true;     // 有碰不碰 (000:64): whether it bars a win is the variant's rule
                }
                if (chosen == ActionType.PASS && (type == ActionType.CHI || type == ActionType.PONG)
                        && !state.isStale(card) && hand.rules.play().staleCards().marks()) {
                    state.stale |= 1 << card;
                    hand.trace.add(new Event.Stale(answer.seat(), card));
                } else if (chosen != ActionType.HU && type == ActionType.HU && hand.rules.play().staleWin().marks()) {
                    state.staleWinAt[card] = hand.tableHuxi(answer.seat());
                    hand.trace.add(new Event.StaleWin(answer.seat(), card, state.staleWinAt[card]));
                }
            }
        }
    }

    /** A pong or chi (with its 比) laid on the seat's table. */
    private static void layDown(HandState hand, int seat, Action action) {
        SeatState state = hand.seats[seat];
        state.table.addAll(action.melds());
        state.intakes++;
        hand.trace.add(new Event.Laid(seat, action, hand.tableHuxi(seat)));
    }

    /** Lays a pao or ti (replacing the table meld at {@code index} unless -1) and counts it toward 八块. */
    static void addRun(HandState hand, int seat, int index, Meld run) {
        SeatState state = hand.seats[seat];
        if (index < 0) {
            state.table.add(run);
        } else {
            state.table.set(index, run);
        }
        state.runs++;
        state.intakes++;
        ActionType type = run.kind() == GroupKind.TI ? ActionType.TI : ActionType.PAO;
        hand.trace.add(new Event.Laid(seat, new Action(type, run.card(), List.of(run)), hand.tableHuxi(seat)));
        DiscardTurn.afterIntake(hand, seat, true);
    }
}
