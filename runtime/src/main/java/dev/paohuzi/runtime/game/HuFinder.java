package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Structure;
import dev.paohuzi.runtime.rules.WinRule;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a seat's best win on an offered card. The card joins the holding the way the rules let it: as a loose
 * concealed card; with a held pair as a pong; with a kan as a pao, or onto a pong or wei on the table as a pao
 * (破跑胡: a win on the card of one's own pao, 000:80); and, for another seat's card, beside a held pair or a kan in a
 * sentence or mixed group of the card with two other held cards (忍碰 000:28, 破跑胡 000:80: 四 六 and the card make
 * 四五六, the kan stays). The best huxi over those readings wins if the variant's win rule allows it (000:65).
 */
final class HuFinder {
    /**
     * A win: its huxi and the holding it was found in (the table may show the pong or pao the card made).
     *
     * @param beside the concealed group the offered card formed beside a held pair or kan, or null
     */
    record Found(int huxi, int[] concealed, List<Meld> table, Meld beside) {
        /** The melds the analyzer was given: the table, and the group beside as a group already formed. */
        List<Meld> analyzed() {
            return beside == null ? table : with(table, -1, beside);
        }
    }

    private final WinCheck check;
    private final Origins origins;
    private final WinRule win;
    private final HuxiTable huxiTable;
    private final Structure structure;
    private final int[] scratch = new int[Cards.ALL_KINDS];

    HuFinder(WinCheck check, RuleSet rules, Origins origins) {
        this.check = check;
        this.origins = origins;
        this.win = rules.win();
        this.huxiTable = rules.huxi();
        this.structure = rules.structure();
    }

    /** A win on the seat's held cards alone (the dealer's reveal card, a drawn joker, Luzhou's seven groups). */
    Found held(SeatState seat) {
        return better(null, seat.hand, seat.table, null);
    }

    /**
     * @param origin where the card comes from, seen from the seat: it decides whether the card may make a pao onto a
     *               kan, a wei or a pong (the variant's `pao onto ... from` rules, 000:36-38)
     */
    Found onCard(SeatState seat, int card, CardOrigin origin) {
        boolean fromOther = origin != CardOrigin.OWN_DRAW;
        Found best = null;
        int held = seat.hand[card];
        System.arraycopy(seat.hand, 0, scratch, 0, Cards.ALL_KINDS);
        if (held <= 1) {
            scratch[card]++;
            best = better(best, scratch, seat.table, null);
            scratch[card]--;
        } else if (fromOther) {
            if (held == 2 || origins.paoOntoKan(origin)) {
                scratch[card] = 0;
                GroupKind made = held == 2 ? GroupKind.PONG : GroupKind.PAO;
                best = better(best, scratch, with(seat.table, -1, Meld.same(made, card)), null);
                scratch[card] = held;
            }
            best = beside(best, seat, card);
        }
        for (int i = 0; i < seat.table.size(); i++) {
            Meld meld = seat.table.get(i);
            boolean ontoPong = meld.kind() == GroupKind.PONG && origins.paoOntoPong(origin);
            boolean ontoWei = (meld.kind() == GroupKind.WEI || meld.kind() == GroupKind.STALE_WEI)
                    && origins.paoOntoWei(origin);
            if (meld.card() == card && (ontoPong || ontoWei)) {
                best = better(best, scratch, with(seat.table, i, meld.as(GroupKind.PAO)), null);
            }
        }
        return best;
    }

    /**
     * Another seat's card read beside a held pair or kan (000:28, 000:80): each group it forms with two held cards
     * that are not a kan's, the rest of the hand as it is (a pair's cards free, a kan kept).
     */
    private Found beside(Found best, SeatState seat, int card) {
        for (Meld group : ChiOptions.groupsWith(seat.hand, card, structure)) {
            boolean offeredTaken = false;
            for (int i = 0; i < group.size(); i++) {
                if (!offeredTaken && group.card(i) == card) {
                    offeredTaken = true;
                } else {
                    scratch[group.card(i)]--;
                }
            }
            best = better(best, scratch, seat.table, group);
            System.arraycopy(seat.hand, 0, scratch, 0, Cards.ALL_KINDS);
        }
        return best;
    }

    /**
     * The readings of a found win the winner may settle ({@link WinCheck#bestReadings}), each as its winning groups:
     * table melds in table order, then the concealed groups in Meld order.
     */
    List<List<Meld>> readings(Found found) {
        List<List<Meld>> readings = new ArrayList<>();
        for (List<Meld> concealed : check.bestReadings(found.concealed(), found.analyzed())) {
            if (found.beside() != null) {
                concealed = with(concealed, -1, found.beside());
            }
            readings.add(ordered(found.table(), concealed));
        }
        return readings;
    }

    /**
     * 单王吊 / 双王吊 (000:133): the winning groups of a self-drawn win read so that the jokers held before the draw
     * and the drawn card (a joker too) make one group, the seat's other cards forming the rest as they were; null when
     * the win cannot be read so at the variant's minimum huxi. The drawn card is read as a loose card (not as a pao
     * onto the table), since it has to join the jokers.
     *
     * @param card    the drawn card; a drawn joker is already in the hand
     * @param waiting the jokers held before the draw
     */
    List<Meld> jokerWait(SeatState seat, int card, int waiting) {
        System.arraycopy(seat.hand, 0, scratch, 0, Cards.ALL_KINDS);
        if (card != Cards.JOKER) {
            scratch[card]++;
        }
        List<Meld> concealed = check.jokerWaitGroups(scratch, seat.table, card, waiting);
        if (concealed == null) {
            return null;
        }
        List<Meld> groups = ordered(seat.table, concealed);
        int huxi = 0;
        for (Meld group : groups) {
            huxi += group.huxi(huxiTable);
        }
        return win.mayWin(huxi) ? groups : null;
    }

    private static List<Meld> ordered(List<Meld> table, List<Meld> concealedGroups) {
        List<Meld> concealed = new ArrayList<>(concealedGroups);
        concealed.sort(null);
        List<Meld> groups = new ArrayList<>(table);
        groups.addAll(concealed);
        return groups;
    }

    private Found better(Found best, int[] concealed, List<Meld> table, Meld beside) {
        int huxi = check.maxHuxi(concealed, beside == null ? table : with(table, -1, beside));
        if (!win.mayWin(huxi) || best != null && huxi <= best.huxi()) {
            return best;
        }
        return new Found(huxi, concealed.clone(), List.copyOf(table), beside);
    }

    /** The table with the meld at {@code index} replaced, or with the meld added when index is -1. */
    private static List<Meld> with(List<Meld> table, int index, Meld meld) {
        List<Meld> copy = new ArrayList<>(table);
        if (index < 0) {
            copy.add(meld);
        } else {
            copy.set(index, meld);
        }
        return copy;
    }
}
