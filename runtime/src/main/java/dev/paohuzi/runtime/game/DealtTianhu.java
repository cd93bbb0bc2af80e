package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.GroupShapes;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.Structure;
import dev.paohuzi.runtime.rules.Tianhu;

import java.util.ArrayList;
import java.util.List;

/**
 * 天胡 after the deal (000:73, 003:35): 3 ti, or 5 kan with a ti counting as a kan, win at once and structure is
 * ignored. Its groups are the ti and kan plus the groups of the variant's shape table ({@link GroupShapes}: a
 * mixed-size 二七十 too where 004:14's reading is taken) the rest forms with the most huxi (000:117:
 * 往高胡息的方向), of those the one that leaves the fewest cards over, and every card left over as a loose card: the
 * win is scored on the whole hand, so a red card outside the groups still counts (点胡, not 乌胡) and a sentence of
 * no huxi still is one (no 对对胡).
 */
final class DealtTianhu {
    private final HuxiTable huxi;
    private final GroupShapes shapes;
    private final int[] counts = new int[Cards.KINDS];
    private final List<Meld> path = new ArrayList<>();
    private List<Meld> best = List.of();
    private int bestHuxi = -1;
    private int bestGrouped = -1;

    private DealtTianhu(HuxiTable huxi, Structure structure) {
        this.huxi = huxi;
        this.shapes = GroupShapes.of(structure);
    }

    /** Whether a dealt hand is a 天胡 at once. */
    static boolean applies(int[] hand, Tianhu tianhu) {
        int ti = 0;
        int kan = 0;
        for (int card = 0; card < Cards.KINDS; card++) {
            ti += hand[card] == 4 ? 1 : 0;
            kan += hand[card] >= 3 ? 1 : 0;
        }
        return ti >= tianhu.tiAfterDeal() || kan >= tianhu.kanAfterDeal();
    }

    /** The groups of the 天胡. */
    static List<Meld> groups(int[] hand, HuxiTable huxi, Structure structure) {
        DealtTianhu grouping = new DealtTianhu(huxi, structure);
        List<Meld> whole = new ArrayList<>();
        for (int card = 0; card < Cards.KINDS; card++) {
            GroupKind kind = hand[card] == 4 ? GroupKind.TI : hand[card] == 3 ? GroupKind.KAN : null;
            if (kind != null) {
                whole.add(Meld.same(kind, card));
            } else {
                grouping.counts[card] = hand[card];
            }
        }
        grouping.search(0, 0);
        whole.addAll(grouping.best);
        int[] loose = hand.clone();
        for (Meld group : whole) {
            for (int i = 0; i < group.size(); i++) {
                loose[group.card(i)]--;
            }
        }
        for (int card = 0; card < Cards.KINDS; card++) {
            for (int copy = 0; copy < loose[card]; copy++) {
                whole.add(Meld.same(GroupKind.LOOSE, card));
            }
        }
        return whole;
    }

    private void search(int card, int acc) {
        while (card < Cards.KINDS && counts[card] == 0) {
            card++;
        }
        if (card == Cards.KINDS) {
            int grouped = 3 * path.size();
            if (acc > bestHuxi || acc == bestHuxi && grouped > bestGrouped) {
                bestHuxi = acc;
                bestGrouped = grouped;
                best = List.copyOf(path);
            }
            return;
        }
        // the lowest card left is in a group whose other cards are higher, or is left over
        for (GroupShapes.WithCard with : shapes.withCard(card)) {
            if (with.shape().low() == card) {
                tryGroup(with.shape(), acc);
            }
        }
        counts[card]--;
        search(card, acc);
        counts[card]++;
    }

    private void tryGroup(GroupShapes.Shape shape, int acc) {
        int a = shape.low();
        int b = shape.mid();
        int c = shape.high();
        counts[a]--;
        counts[b]--;
        counts[c]--;
        if (counts[a] >= 0 && counts[b] >= 0 && counts[c] >= 0) {
            path.add(Meld.of(shape.kind(), a, b, c));
            search(a, acc + huxi.of(shape.kind(), shape.key()));
            path.remove(path.size() - 1);
        }
        counts[a]++;
        counts[b]++;
        counts[c]++;
    }
}
