package dev.paohuzi.runtime.scoring;

import dev.paohuzi.runtime.analysis.Decomposition;
import dev.paohuzi.runtime.analysis.Group;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.expr.Facts;
import dev.paohuzi.runtime.expr.Quantity;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.Deck;

/**
 * The quantities patterns read off a winning decomposition: card colours and sizes, group kinds. A joker counts
 * as the card it stands for in its group (a joker standing for 柒 is red), which is what the decomposition shows.
 */
final class HandFeatures {
    private HandFeatures() {}

    static void fill(Facts facts, Decomposition decomposition, Deck deck) {
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
        for (Group group : decomposition.groups()) {
            for (int i = 0; i < group.cards().size(); i++) {
                int card = group.cards().get(i);
                red += deck.isRed(card) ? 1 : 0;
                big += Cards.isBig(card) ? 1 : 0;
            }
            cards += group.cards().size();
            jokers += Integer.bitCount(group.jokerMask());
            GroupKind kind = group.kind();
            sentences += kind == GroupKind.SENTENCE || kind == GroupKind.TWO_SEVEN_TEN ? 1 : 0;
            mixed += kind == GroupKind.MIXED ? 1 : 0;
            kans += kind == GroupKind.KAN ? 1 : 0;
            weis += kind == GroupKind.WEI ? 1 : 0;
            zeroHuxi += group.huxi() == 0 && kind != GroupKind.PAIR ? 1 : 0;
            redPaoTi += (kind == GroupKind.PAO || kind == GroupKind.TI) && deck.isRed(group.cards().get(0)) ? 1 : 0;
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
