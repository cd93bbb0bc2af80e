package dev.paohuzi.runtime.analysis;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.holding.Meld;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.Structure;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * How a card offered to a seat joins its holding for a win, as the engine reads it in play — the one place both the
 * engine's win check and `analyze`'s waits take it from:
 * <ul>
 *   <li>one's own draw that makes a wei or a ti (a held pair or kan, a wei on the table) is no win: the wei or ti is
 *       laid, and nobody wins on a ti'd or wei'd card (000:67) — except 偎胡 (`win on own third copy: yes`), where
 *       the wei of a held pair is laid and the holding wins with it;</li>
 *   <li>a card joins the hand as a loose card;</li>
 *   <li>another seat's card with a held pair makes a pong, or stands beside the pair in a sentence or 绞 with two
 *       other held cards (the pong is not taken, 忍碰 000:28; 000:67 lets a seat win on a card it could pong);</li>
 *   <li>another seat's card with a held kan makes the pao the variant's `pao onto kan from` allows, or stands beside
 *       the kan, which stays (破跑胡 000:80, 000:26: 四 六 and the card make 四五六);</li>
 *   <li>a card onto one's pong or wei makes the pao `pao onto pong from` / `pao onto wei from` allow (000:37-38,
 *   000:80).</li>
 * </ul>
 * The best huxi over the readings counts.
 */
public final class OfferedCard {
    /**
     * By shape table and card: the table's shapes with the card (each one group the card forms with two other
     * cards) ordered by those two cards, and each as a meld; the order decides between readings of equal huxi.
     */
    private static final GroupShapes.WithCard[][][] BESIDE = new GroupShapes.WithCard[GroupShapes.tables()][][];
    private static final Meld[][][] BESIDE_MELDS = new Meld[GroupShapes.tables()][][];
    /** By shape table: which cards no group of a holding's own cards could take. */
    private static final LonelyCards[] LONELY = new LonelyCards[GroupShapes.tables()];

    static {
        Comparator<GroupShapes.WithCard> byOthers = Comparator.comparingInt(GroupShapes.WithCard::first)
                .thenComparingInt(GroupShapes.WithCard::second);
        for (int index = 0; index < GroupShapes.tables(); index++) {
            LONELY[index] = new LonelyCards(GroupShapes.ofIndex(index));
            BESIDE[index] = new GroupShapes.WithCard[Cards.KINDS][];
            BESIDE_MELDS[index] = new Meld[Cards.KINDS][];
            for (int card = 0; card < Cards.KINDS; card++) {
                List<GroupShapes.WithCard> shapes = new ArrayList<>(GroupShapes.ofIndex(index).withCard(card));
                shapes.sort(byOthers);
                BESIDE[index][card] = shapes.toArray(new GroupShapes.WithCard[0]);
                BESIDE_MELDS[index][card] = new Meld[shapes.size()];
                for (int i = 0; i < shapes.size(); i++) {
                    GroupShapes.Shape shape = shapes.get(i).shape();
                    BESIDE_MELDS[index][card][i] = Meld.chi(shape.kind(), shape.cards());
                }
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

    /**
     * Whether the card could complete the jokerless concealed cards in some reading: false settles most offers
     * without building a reading. Each held card that no group of the held cards could take (kans aside, pairs
     * allowed where the structure has them) must share the offered card's one group in any complete reading — the
     * loose card's group, the group beside, the pong or pao — and that group holds the card and two more.
     *
     * @param concealed packed counts of the concealed cards, no joker among them; the card is not a joker either
     */
    public static boolean mayComplete(long concealed, int card, Structure structure) {
        int table = GroupShapes.of(structure).index();
        long alone = LONELY[table].alone(concealed, structure.pair() != Structure.PairRule.NEVER, structure.mixed());
        if (Long.bitCount(alone) > 2) {
            return false;
        }
        int partners = GroupShapes.ofIndex(table).partners(card) | 1 << card;
        for (long rest = alone; rest != 0; rest &= rest - 1) {
            if ((partners >> Long.numberOfTrailingZeros(rest) / 3 & 1) == 0) {
                return false;
            }
        }
        return true;
    }

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
        if (ownDraw && (held >= 2 || onTable(melds, card, GroupKind.WEI) >= 0
                || onTable(melds, card, GroupKind.STALE_WEI) >= 0)) {
            if (held == 2 && claims.winOnOwnThirdCopy()) {   // 偎胡: the wei is laid and the holding wins with it
                Meld wei = Meld.of(GroupKind.WEI, card);
                readings.add(new Reading(with(holding, Counts.add(concealed, card, -2), melds, -1, wei), null));
            }
            return readings;
        }
        if (held <= 1) {
            readings.add(new Reading(holding.withConcealed(Counts.add(concealed, card, 1)), null));
        } else {
            if (held == 2 || claims.paoOntoKanFrom().contains(origin)) {
                Meld made = Meld.of(held == 2 ? GroupKind.PONG : GroupKind.PAO, card);
                readings.add(new Reading(with(holding, Counts.add(concealed, card, -held), melds, -1, made), null));
            }
            beside(holding, card, structure, readings);
        }
        for (int i = 0; i < melds.size(); i++) {
            Meld meld = melds.get(i);
            GroupKind kind = meld.kind();
            boolean pong = kind == GroupKind.PONG;
            if (!pong && kind != GroupKind.WEI && kind != GroupKind.STALE_WEI || meld.cards().get(0) != card) {
                continue;
            }
            boolean ontoPong = pong && claims.paoOntoPongFrom().contains(origin);
            boolean ontoWei = !pong && claims.paoOntoWeiFrom().contains(origin);
            if (ontoPong || ontoWei) {
                readings.add(new Reading(with(holding, concealed, melds, i, Meld.of(GroupKind.PAO, card)), null));
            }
        }
        return readings;
    }

    /** The card beside a held pair or kan: each group it forms with two held cards that are not a kan's (000:26). */
    private static void beside(Holding holding, int card, Structure structure, List<Reading> readings) {
        long concealed = holding.packedConcealed();
        int table = GroupShapes.of(structure).index();
        GroupShapes.WithCard[] shapes = BESIDE[table][card];
        for (int i = 0; i < shapes.length; i++) {
            int a = shapes[i].first();
            int b = shapes[i].second();
            int freeA = free(holding, a);
            if (a == b ? freeA >= 2 : freeA >= 1 && free(holding, b) >= 1) {
                Meld group = BESIDE_MELDS[table][card][i];
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
