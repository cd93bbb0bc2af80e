package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;

import java.util.List;

/**
 * A card offered to the seats and what becomes of it: the {@link ClaimRound} that asks them (who may claim what, in
 * which order), and here its end — the card won, paoed, ponged or eaten and laid down, or, taken by nobody, put on
 * the pile; 臭牌 and 臭胡 for the seats that passed (000:44, 000:81). The events' effects move the cards.
 */
final class ClaimResolution {
    private ClaimResolution() {
    }

    /** Ends a claim round: the best answer by priority takes the card, or nobody does. */
    static void resolve(HandState hand) {
        ClaimRound done = hand.round;
        Event.Answer best = done.best();
        int card = done.card();
        if (!done.isEmpty()) {
            hand.emit(new Event.Claim(card, best == null ? -1 : best.seat(), done.answers()));
            markPassed(hand, done);
        }
        if (best == null) {
            if (done.source() != ClaimRound.Source.REVEAL) {
                hand.emit(new Event.Pile(done.from(), card));
            }
            return;
        }
        Action action = best.action();
        switch (action.type()) {
            case HU -> WinSettlement.winOnClaim(hand, done);
            case PAO, PONG, CHI -> hand.emit(Event.Laid.of(hand, best.seat(), action));
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
                if (chosen == ActionType.PASS && (type == ActionType.CHI || type == ActionType.PONG)
                        && !state.isStale(card) && hand.rules.play().staleCards().marks()) {
                    hand.emit(new Event.Stale(answer.seat(), card));
                } else if (chosen != ActionType.HU && type == ActionType.HU && hand.rules.play().staleWin().marks()) {
                    hand.emit(new Event.StaleWin(answer.seat(), card, hand.tableHuxi(answer.seat())));
                }
            }
        }
    }
}
