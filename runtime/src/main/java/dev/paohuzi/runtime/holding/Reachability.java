package dev.paohuzi.runtime.holding;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.RuleSet;

import java.util.Optional;

/**
 * Whether play under a variant can produce a holding whose cards the deck allows (five copies, a fourth concealed
 * copy and a chi of no group are refused as they are read, {@link HoldingParser}): a concealed copy of a card beside
 * one's wei of it, or beside one's pong of it where one's own draw makes a pong a pao, would have gone onto the meld.
 * A pong and a wei are made from a held pair (000:27, 000:29) — a held kan is never split (000:26) — so the copy
 * beside one came later, and the only way a card joins the concealed hand in play is one's own draw, which a wei
 * makes a ti (000:34) and a pong a pao where the variant's `pao onto pong from` has own draw (000:37).
 */
public final class Reachability {
    private Reachability() {}

    /** Why play cannot produce the holding: the meld the concealed copy should have joined, and the rule. */
    public record Refusal(Meld meld, String message) {
    }

    /** The first meld of the holding with a concealed copy of its card that play would have laid onto it. */
    public static Optional<Refusal> refusal(Holding holding, RuleSet rules) {
        for (Meld meld : holding.melds()) {
            int card = meld.cards().get(0);
            if (holding.count(card) == 0) {
                continue;
            }
            String name = Cards.name(card);
            if (meld.kind() == GroupKind.WEI || meld.kind() == GroupKind.STALE_WEI) {
                return Optional.of(new Refusal(meld, "cannot lie beside a concealed " + name + ": one's own draw of "
                        + "the fourth " + name + " onto one's wei is a mandatory ti (000:34), and no other card joins "
                        + "the hand, so no play keeps it concealed"));
            }
            if (meld.kind() == GroupKind.PONG && rules.claims().paoOntoPongFrom().contains(CardOrigin.OWN_DRAW)) {
                return Optional.of(new Refusal(meld, "cannot lie beside a concealed " + name + ": one's own draw of "
                        + "the fourth " + name + " onto one's pong is a mandatory pao (`pao onto pong from` has own "
                        + "draw in " + rules.name() + ", 000:37), and no other card joins the hand, so no play keeps "
                        + "it concealed"));
            }
        }
        return Optional.empty();
    }
}
