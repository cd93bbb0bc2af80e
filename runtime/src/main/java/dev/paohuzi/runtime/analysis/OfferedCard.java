package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.ChiShape;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.List;

/**
 * How a card offered to a seat joins its holding for a win, as the engine reads it in play — the one place both the
 * engine's win check and `analyze`'s waits take it from:
 * <ul>
 *   <li>one's own draw that makes a wei or a ti (a held pair or kan, a wei on the table) is no win: the wei or ti is
 *       laid, and nobody wins on a ti'd or wei'd card (000:67);</li>
 *   <li>a card joins the hand as a loose card;</li>
 *   <li>another seat's card with a held pair makes a pong, or stands beside the pair in a sentence or 绞 with two
 *       other held cards (the pong is not taken, 忍碰 000:28; 000:67 lets a seat win on a card it could pong);</li>
 *   <li>another seat's card with a held kan makes the pao the variant's `pao onto kan from` allows, or stands beside
 *       the kan, which stays (破跑胡 000:80, 000:26: 四 六 and the card make 四五六);</li>
 *   <li>a card onto one's pong or wei makes the pao `pao onto pong from` / `pao onto wei from` allow (000:37-38, 000:80).</li>
 * </ul>
 * The best huxi over the readings counts.
 */
public final class OfferedCard {
    /** For each structure's flags and card, the pairs of other cards that form a three-card group with it. */
    private static final int[][][][] PARTNERS = new int[8][][][];

    static {
        for (int flags = 0; flags < 8; flags++) {
            Structure structure = new Structure(7, (flags & 1) != 0, (flags & 2) != 0, (flags & 4) != 0,
                    Structure.PairRule.NEVER);
            PARTNERS[flags] = new int[Cards.KINDS][][];
            for (int card = 0; card < Cards.KINDS; card++) {
                List<int[]> pairs = new ArrayList<>();
                for (int a = 0; a < Cards.KINDS; a++) {
                    for (int b = a; b < Cards.KINDS; b++) {
                        if (ChiShape.kindOf(card, a, b, structure) != null) {
                            pairs.add(new int[] {a, b});
                        }
                    }
                }
                PARTNERS[flags][card] = pairs.toArray(new int[0][]);
            }
        }
    }

    /**
     * One way the card joins the holding.
     *
     * @param holding the holding with the card in it
     * @param beside  the group the card formed beside a held pair or kan (the last of the holding's melds, read as a
     *                group already formed though it is concealed), or null
     */
    public record Reading(Holding holding, Meld beside) {
    }

    private OfferedCard() {}

    /** The readings of the card offered to the holding from this origin, seen from the seat. */
    public static List<Reading> readings(Holding holding, int card, CardOrigin origin, Claims claims,
                                         Structure structure) {
        List<Reading> readings = new ArrayList<>(2);
        List<Meld> melds = holding.melds();
        if (card == Cards.JOKER) {
            readings.add(new Reading(Holding.of(holding.packedConcealed(), holding.jokers() + 1, melds), null));
            return readings;
        }
        int held = holding.count(card);
        long concealed = holding.packedConcealed();
        boolean ownDraw = origin == CardOrigin.OWN_DRAW;
        if (ownDraw && (held >= 2 || onTable(melds, card, GroupKind.WEI) >= 0 || onTable(melds, card, GroupKind.STALE_WEI) >= 0)) {
            return readings;
        }
        if (held <= 1) {
            readings.add(new Reading(Holding.of(Counts.add(concealed, card, 1), holding.jokers(), melds), null));
        } else {
            if (held == 2 || claims.paoOntoKanFrom().contains(origin)) {
                Meld made = Meld.of(held == 2 ? GroupKind.PONG : GroupKind.PAO, card);
                readings.add(new Reading(with(holding, Counts.add(concealed, card, -held), melds, -1, made), null));
            }
            beside(holding, card, structure, readings);
        }
        for (int i = 0; i < melds.size(); i++) {
            Meld meld = melds.get(i);
            if (meld.cards().get(0) != card || meld.isPaoOrTi() || meld.cards().size() != 3
                    || meld.copiesOf(card) != 3) {
                continue;
            }
            boolean ontoPong = meld.kind() == GroupKind.PONG && claims.paoOntoPongFrom().contains(origin);
            boolean ontoWei = (meld.kind() == GroupKind.WEI || meld.kind() == GroupKind.STALE_WEI)
                    && claims.paoOntoWeiFrom().contains(origin);
            if (ontoPong || ontoWei) {
                readings.add(new Reading(with(holding, concealed, melds, i, Meld.of(GroupKind.PAO, card)), null));
            }
        }
        return readings;
    }

    /** The card beside a held pair or kan: each group it forms with two held cards that are not a kan's (000:26). */
    private static void beside(Holding holding, int card, Structure structure, List<Reading> readings) {
        long concealed = holding.packedConcealed();
        int flags = (structure.twoSevenTen() ? 1 : 0) | (structure.twoSevenTenMixedSizes() ? 2 : 0)
                | (structure.mixed() ? 4 : 0);
        for (int[] pair : PARTNERS[flags][card]) {
            int a = pair[0];
            int b = pair[1];
            int freeA = free(holding, a);
            if (a == b ? freeA >= 2 : freeA >= 1 && free(holding, b) >= 1) {
                int[] cards = {card, a, b};
                java.util.Arrays.sort(cards);
                Meld group = Meld.chi(ChiShape.kindOf(card, a, b, structure), cards);
                long rest = Counts.add(Counts.add(concealed, a, -1), b, -1);
                readings.add(new Reading(with(holding, rest, holding.melds(), -1, group), group));
            }
        }
    }

    /** Held copies of a card that may go into a group: none of a kan's (000:26). */
    private static int free(Holding holding, int card) {
        int held = holding.count(card);
        return held < 3 ? held : 0;
    }

    private static int onTable(List<Meld> melds, int card, GroupKind kind) {
        for (int i = 0; i < melds.size(); i++) {
            if (melds.get(i).kind() == kind && melds.get(i).cards().get(0) == card) {
                return i;
            }
        }
        return -1;
    }

    /** The holding with these concealed cards and the meld at {@code index} replaced, or added when index is -1. */
    private static Holding with(Holding holding, long concealed, List<Meld> melds, int index, Meld meld) {
        List<Meld> changed = new ArrayList<>(melds.size() + 1);
        changed.addAll(melds);
        if (index < 0) {
            changed.add(meld);
        } else {
            changed.set(index, meld);
        }
        return Holding.of(concealed, holding.jokers(), changed);
    }
}
