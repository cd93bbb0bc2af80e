package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a seat's best win on an offered card. The card joins the holding the way the rules let it: as a loose
 * concealed card, with a held pair as a pong, with a kan as a pao, or onto a pong or wei on the table as a pao
 * (破跑胡: a win on the card of one's own pao, 000:80). The best huxi over those readings wins.
 * Limitation: with a held pair, the card is only read as a pong, never as a loose card beside the pair, because the
 * WinCheck treats a concealed triple as a kan.
 */
final class HuFinder {
    /** A win and the table it was found with (the table may show the pong or pao the winning card made). */
    record Found(Win win, List<Meld> table) {
    }

    private final WinCheck check;
    private final int[] scratch = new int[Cards.ALL_KINDS];

    HuFinder(WinCheck check) {
        this.check = check;
    }

    /** A win on the seat's held cards alone (the dealer's reveal card, a drawn joker, Luzhou's seven groups). */
    Found held(SeatState seat) {
        Win win = check.find(seat.hand, seat.table);
        return win == null ? null : new Found(win, seat.table);
    }

    /**
     * @param fromOther   the card comes from another seat (draw, discard or reveal)
     * @param paoOntoPong the card may turn a pong of this seat into a pao (000:37)
     */
    Found onCard(SeatState seat, int card, boolean fromOther, boolean paoOntoPong) {
        Found best = null;
        int held = seat.hand[card];
        System.arraycopy(seat.hand, 0, scratch, 0, Cards.ALL_KINDS);
        if (held <= 1) {
            scratch[card]++;
            best = better(best, scratch, seat.table);
            scratch[card]--;
        } else if (fromOther) {
            scratch[card] = 0;
            best = better(best, scratch, with(seat.table, -1, Meld.same(held == 2 ? GroupKind.PONG : GroupKind.PAO, card)));
            scratch[card] = held;
        }
        for (int i = 0; i < seat.table.size(); i++) {
            Meld meld = seat.table.get(i);
            boolean ontoPong = meld.kind() == GroupKind.PONG && paoOntoPong;
            boolean ontoWei = (meld.kind() == GroupKind.WEI || meld.kind() == GroupKind.STALE_WEI) && fromOther;
            if (meld.card() == card && (ontoPong || ontoWei)) {
                best = better(best, scratch, with(seat.table, i, meld.as(GroupKind.PAO)));
            }
        }
        return best;
    }

    private Found better(Found best, int[] concealed, List<Meld> table) {
        Win win = check.find(concealed, table);
        return win != null && (best == null || win.huxi() > best.win().huxi()) ? new Found(win, table) : best;
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
