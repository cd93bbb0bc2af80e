package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.analysis.OfferedCard;
import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.CardOrigin;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.HuxiTable;
import dev.paohuzi.runtime.rules.RuleSet;
import dev.paohuzi.runtime.rules.Structure;
import dev.paohuzi.runtime.rules.WinRule;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a seat's best win on an offered card: the card joins the holding in each way {@link OfferedCard} reads it
 * (the same readings `analyze`'s waits use: as a loose card, a pong, a pao onto a kan, pong or wei, or beside a held
 * pair or kan, 000:28, 000:67, 000:80), and the best huxi over those readings wins if the variant's win rule allows
 * it (000:65).
 */
final class HuFinder {
    /** A win: its huxi and the reading of the card it was found in (the table may show the pong or pao it made). */
    record Found(int huxi, OfferedCard.Reading reading) {
        /** The table of the reading: the seat's melds with the pong or pao the card made; not the group beside. */
        List<Meld> table() {
            List<dev.paohuzi.runtime.holding.Meld> melds = reading.holding().melds();
            int laid = melds.size() - (reading.beside() == null ? 0 : 1);
            List<Meld> table = new ArrayList<>(laid);
            for (int i = 0; i < laid; i++) {
                table.add(Meld.of(melds.get(i)));
            }
            return table;
        }
    }

    private final WinCheck check;
    private final Claims claims;
    private final WinRule win;
    private final HuxiTable huxiTable;
    private final Structure structure;
    private final int[] scratch = new int[Cards.ALL_KINDS];

    HuFinder(WinCheck check, RuleSet rules) {
        this.check = check;
        this.claims = rules.claims();
        this.win = rules.win();
        this.huxiTable = rules.huxi();
        this.structure = rules.structure();
    }

    /** A win on the seat's held cards alone (the dealer's reveal card, a drawn joker, Luzhou's seven groups). */
    Found held(SeatState seat) {
        Holding holding = seat.holding();
        int huxi = check.maxHuxi(holding);
        return win.mayWin(huxi) ? new Found(huxi, new OfferedCard.Reading(holding, null)) : null;
    }

    /**
     * @param origin where the card comes from, seen from the seat: it decides whether the card may make a pao onto a
     *               kan, a wei or a pong (the variant's `pao onto ... from` rules, 000:36-38)
     */
    Found onCard(SeatState seat, int card, CardOrigin origin) {
        if (card != Cards.JOKER && seat.hand[Cards.JOKER] == 0
                && !OfferedCard.mayComplete(seat.packedConcealed(), card, structure)) {
            return null;
        }
        Found best = null;
        Holding holding = seat.holding();
        for (OfferedCard.Reading reading : OfferedCard.readings(holding, card, origin, claims, structure)) {
            int huxi = check.maxHuxi(reading.holding());
            if (win.mayWin(huxi) && (best == null || huxi > best.huxi())) {
                best = new Found(huxi, reading);
            }
        }
        return best;
    }

    /**
     * The readings of a found win the winner may settle ({@link WinCheck#bestReadings}), each as its winning groups:
     * table melds in table order, then the concealed groups (the group beside a pair or kan among them) in Meld order.
     */
    List<List<Meld>> readings(Found found) {
        List<Meld> table = found.table();
        List<List<Meld>> readings = new ArrayList<>();
        for (List<Meld> concealed : check.bestReadings(found.reading().holding())) {
            if (found.reading().beside() != null) {
                concealed = new ArrayList<>(concealed);
                concealed.add(Meld.of(found.reading().beside()));
            }
            readings.add(ordered(table, concealed));
        }
        return readings;
    }

    /**
     * 单王吊 / 双王吊 (000:133): the winning groups of a self-drawn win read so that the jokers held before the draw
     * and the drawn card (a joker too) make one group, the seat's other cards forming the rest as they were; null when
     * the win rule does not allow that reading. The drawn card is read as a loose card (not as a pao onto the table),
     * since it has to join the jokers.
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
}
