package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Scoring;

import java.util.List;
import java.util.Optional;

/**
 * Refuses a win context that cannot happen under a variant, so that `score` answers with a reason instead of a
 * silent zero: a self-drawn discard, 天胡 after cards were taken, a joker holder winning on another's card, ...
 */
public final class ContextCheck {
    private ContextCheck() {}

    /** The reason the context is impossible for this holding under these rules, or empty when it can happen. */
    public static Optional<String> problem(RuleSet rules, Holding holding, WinContext context, HandContext hand) {
        String problem = cardProblem(rules, holding, context);
        if (problem == null) {
            problem = firstTurnProblem(rules, holding, context);
        }
        if (problem == null) {
            problem = seatProblem(rules, context, hand);
        }
        return Optional.ofNullable(problem);
    }

    private static String cardProblem(RuleSet rules, Holding holding, WinContext context) {
        if (context.selfDraw() && context.onDiscard()) {
            return "a self-drawn win (self-draw) cannot be on a discard";
        }
        if (context.onDiscard() && !winsOnDiscards(rules)) {
            return rules.name() + " wins only on cards drawn from the wall, never on a discard (its `win on` rule)";
        }
        if (context.lastCard() && context.onDiscard()) {
            return "海底 (last-card) is a win on the wall's last card, which is drawn, not discarded";
        }
        if (context.card() >= 0 && holding.copiesHeld(context.card()) == 0) {
            return "the card won on, " + Cards.name(context.card()) + ", is not in the holding: write the "
                    + "winning holding with the winning card included";
        }
        if (context.jokerWait() > holding.jokers()) {
            return "a win with " + context.jokerWait() + " joker(s) as the wait needs that many jokers in the holding";
        }
        if (context.jokerWait() > 0 && !context.selfDraw()) {
            return "单王吊 / 双王吊 (joker-wait) are self-drawn wins: a joker holder only wins by self-draw (000:133)";
        }
        if (holding.jokers() > 0 && !context.selfDraw() && rules.claims().jokerHolderSelfDrawOnly()) {
            return "a seat holding a joker wins only by self-draw under " + rules.name() + " (000:133): add self-draw";
        }
        return null;
    }

    /**
     * 天胡, 地胡 and 听胡 are wins before any card was taken; only ti from the deal can be on the table. A 地胡 that
     * is always on one's first drawn card (`first_draw`) or after a discard of one's own (`one_own_discard`) may
     * follow intakes: a chi or pong of an earlier discard, and the one a discard came after.
     */
    private static String firstTurnProblem(RuleSet rules, Holding holding, WinContext context) {
        if (context.tianhu() && context.lastCard()) {
            return "天胡 (tianhu) is won right after the deal, but last-card says the wall ran down to its last card";
        }
        if (context.tianhu() && context.dihu()) {
            return "a win is either 天胡 (tianhu) or 地胡 (dihu), not both";
        }
        if (!context.tianhu() && !context.dihu() && !context.noIntake()) {
            return null;    // the melds' texts below cost more than most scorings: bots score many wins
        }
        List<Meld> melds = holding.melds();
        for (int i = 0; i < melds.size(); i++) {
            Meld meld = melds.get(i);
            if (meld.kind() != GroupKind.TI) {
                String taken = meld.text();
                if (context.tianhu()) {
                    return "天胡 (tianhu) outside the first turn: " + taken + " on the table was taken after the deal;"
                            + " only a ti from the deal can be there (000:72-74)";
                }
                if (context.dihu() && !dihuAfterIntakes(rules.scoring().dihu())) {
                    return "地胡 (dihu) is won on the first card of the hand, but " + taken + " on the table was taken"
                            + " before it";
                }
                if (context.noIntake()) {
                    return "听胡 (no-intake) means no card was taken before the win (000:148), but " + taken
                            + " is on the table";
                }
            }
        }
        return null;
    }

    private static boolean dihuAfterIntakes(Scoring.Dihu dihu) {
        return dihu.possible() && (!dihu.possibleWith(Quantity.FIRST_DRAW, false)
                || !dihu.possibleWith(Quantity.ONE_OWN_DISCARD, false));
    }

    private static String seatProblem(RuleSet rules, WinContext context, HandContext hand) {
        Scoring.Dihu dihu = rules.scoring().dihu();
        if (context.dihu() && hand.dealer() && !dihu.possibleWith(Quantity.DEALER, true)) {
            return "地胡 (dihu) is a non-dealer's win (000:68, 000:147); the dealer's first-turn win is 天胡";
        }
        if (context.dihu() && !dihu.possible()) {
            return rules.name() + " has no 地胡 (its `dihu when:` rule): a first-turn win there is a 天胡 (tianhu)";
        }
        if (context.dihu() && !dihu.possibleWith(Quantity.DEALERS_FIRST_DISCARD, false) && !context.onDiscard()) {
            return "地胡 under " + rules.name() + " is a win on the dealer's first discard (000:68): add discard";
        }
        if (context.dihu() && !dihu.possibleWith(Quantity.ON_REVEAL_CARD, false)
                && (context.onDiscard() || context.selfDraw())) {
            return "地胡 under " + rules.name() + " is a win on the reveal card, neither a discard nor a self-draw";
        }
        if (context.dihu() && !dihu.possibleWith(Quantity.FIRST_DRAW, false) && !context.selfDraw()) {
            return "地胡 under " + rules.name() + " is a self-draw on the winner's first drawn card: add self-draw";
        }
        if (hand.seats() != 0 && (hand.seats() < 2 || hand.seats() > 4)) {
            return "seats:" + hand.seats() + " is not a table: 2, 3 or 4 seats play (004:31)";
        }
        return discarderProblem(rules, context, hand);
    }

    /** Where the variant makes the discarder pay, a win on a discard names him, a seat that loses at this table. */
    private static String discarderProblem(RuleSet rules, WinContext context, HandContext hand) {
        List<Seat> losers = Seat.losers(hand.seats(rules));
        if (context.discarder() != null && !losers.contains(context.discarder())) {
            return "discard:" + context.discarder().word() + " names no seat at a table of " + hand.seats(rules)
                    + ": the discarder is one of " + losers.stream().map(seat -> "discard:" + seat.word()).toList();
        }
        if (context.onDiscard() && context.discarder() == null && rules.scoring().readsDiscarder()) {
            return "the discarder pays otherwise than the other losers under " + rules.name() + " (its `discard win "
                    + "paid by`, `loser pays` or `match takes` rule): name him, " + String.join(" or ",
                    losers.stream().map(seat -> "discard:" + seat.word()).toList());
        }
        return null;
    }

    private static boolean winsOnDiscards(RuleSet rules) {
        return rules.claims().winOn().contains(CardOrigin.PREVIOUS_DISCARD)
                || rules.claims().winOn().contains(CardOrigin.NEXT_DISCARD);
    }
}
