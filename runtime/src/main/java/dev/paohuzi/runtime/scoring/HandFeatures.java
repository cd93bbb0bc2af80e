package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Deck;
import java.util.List;
import org.eclipse.collections.api.list.primitive.ImmutableIntList;

/**
 * The quantities patterns read off a winning decomposition: card colours and sizes, group kinds. A joker counts
 * as the card it stands for in its group (a joker standing for 柒 is red), which is what the decomposition shows.
 */
final class HandFeatures {
    private HandFeatures() {}

    /** Bit {@code card} set for each red card of the deck (000:11), so that a card's colour is one shift. */
    static int redCards(Deck deck) {
        int red = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            red |= deck.isRed(card) ? 1 << card : 0;
        }
        return red;
    }

    /** The hand's quantities; {@code redCards} as {@link #redCards} gives it for the variant's deck. */
    static void fill(Facts facts, Decomposition decomposition, int redCards) {
        int red = 0;
        int big = 0;
        int cards = 0;
        int jokers = 0;
        int sentences = 0;
        int mixed = 0;
        int kans = 0;
        int weis = 0;
        int zeroHuxi = 0;
        int redPaoTi = 0;
        List<Group> groups = decomposition.groups();
        for (int g = 0; g < groups.size(); g++) {
            Group group = groups.get(g);
            ImmutableIntList held = group.cards();
            for (int i = 0; i < held.size(); i++) {
                int card = held.get(i);
                red += redCards >>> card & 1;
                big += Cards.isBig(card) ? 1 : 0;
            }
            cards += held.size();
            jokers += Integer.bitCount(group.jokerMask());
            GroupKind kind = group.kind();
            sentences += kind == GroupKind.SENTENCE || kind == GroupKind.TWO_SEVEN_TEN ? 1 : 0;
            mixed += kind == GroupKind.MIXED ? 1 : 0;
            kans += kind == GroupKind.KAN ? 1 : 0;
            weis += kind == GroupKind.WEI ? 1 : 0;
            zeroHuxi += group.huxi() == 0 && kind != GroupKind.PAIR ? 1 : 0;
            redPaoTi += kind == GroupKind.PAO || kind == GroupKind.TI ? redCards >>> held.get(0) & 1 : 0;
        }
        facts.set(Quantity.HUXI, decomposition.huxi())
                .set(Quantity.RED, red)
                .set(Quantity.BLACK, cards - red)
                .set(Quantity.BIG, big)
                .set(Quantity.SMALL, cards - big)
                .set(Quantity.CARDS, cards)
                .set(Quantity.JOKERS, jokers)
                .set(Quantity.SENTENCE_GROUPS, sentences)
                .set(Quantity.MIXED_GROUPS, mixed)
                .set(Quantity.KAN_GROUPS, kans)
                .set(Quantity.WEI_GROUPS, weis)
                .set(Quantity.ZERO_HUXI_GROUPS, zeroHuxi)
                .set(Quantity.RED_PAO_TI, redPaoTi);
    }

    /** The context words; 天胡 being a self-draw (000:69) is the variant's to say, in its formulas. */
    static void fill(Facts facts, WinContext context, int roomBase) {
        facts.set(Quantity.SELF_DRAW, context.selfDraw())
                .set(Quantity.LAST_CARD, context.lastCard())
                .set(Quantity.DEALER, context.dealer())
                .set(Quantity.TIANHU, context.tianhu())
                .set(Quantity.DIHU, context.dihu())
                .set(Quantity.NO_INTAKE, context.noIntake())
                .set(Quantity.SINGLE_JOKER_WAIT, context.jokerWait() == 1)
                .set(Quantity.DOUBLE_JOKER_WAIT, context.jokerWait() == 2)
                .set(Quantity.COUNTING_SEAT, context.countingSeat())
                .set(Quantity.ROOM_BASE, roomBase);
    }
}
