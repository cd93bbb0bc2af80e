package dev.paohuzi.compiler.check;

import dev.paohuzi.compiler.diag.Diagnostics;
import dev.paohuzi.compiler.diag.Position;
import dev.paohuzi.runtime.rules.RuleSet;

/**
 * The deal and the wall must use exactly the deck (000:20: 21 + 20 + 20 + 19 = 80): a deck too small cannot be dealt,
 * and cards left over would silently vanish. Runs on the lowered RuleSet, pointing at the `wall` rule.
 */
public final class DeckSize {
    private DeckSize() {}

    public static void run(RuleSet rules, Position wall, Diagnostics diagnostics) {
        int needed = rules.seating().cardsNeeded();
        int deck = rules.deck().size();
        if (needed == deck) {
            return;
        }
        var seating = rules.seating();
        String sum = seating.dealerCards() + " + " + seating.otherCards() + " x " + (seating.players() - 1) + " + "
                + seating.wall() + (seating.unplayed() > 0 ? " + " + seating.unplayed() + " unplayed" : "") + " = "
                + needed;
        String cards = rules.deck().copies() + " x 20 + " + rules.deck().jokers() + " jokers = " + deck;
        if (needed > deck) {
            diagnostics.error(wall, "the deck is too small for the deal: it needs " + sum + " cards, the deck has "
                    + cards, "lower the deal or the wall, or add copies or jokers");
        } else {
            diagnostics.error(wall, "the deal and wall use " + sum + " cards, but the deck has " + cards
                    + "; " + (deck - needed) + " would be left over",
                    "make the wall (or `unplayed cards:`) take the rest of the deck");
        }
    }
}
