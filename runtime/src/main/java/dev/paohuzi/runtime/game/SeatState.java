package dev.paohuzi.runtime.game;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.rules.Play;
import dev.paohuzi.runtime.group.GroupKind;
import dev.paohuzi.runtime.holding.Counts;
import dev.paohuzi.runtime.holding.Holding;
import dev.paohuzi.runtime.rules.Claims;
import dev.paohuzi.runtime.rules.HuxiTable;

import java.util.Collections;
import java.util.List;

/** What one seat holds and what it is barred from. Changed only by the effects of {@link Event}s. */
final class SeatState {
    /**
     * Concealed cards, counts by card 0..19 and the joker at 20. A count of 3 is a kan (cards never enter the hand
     * after the deal, 003:17). Written only by {@link #add}, {@link #removeAll} and {@link #setHand}, which keep
     * {@link #concealedCount} and {@link #packedConcealed} in step: every observation reads every seat's count, and
     * every offered card every seat's packed counts.
     */
    final int[] hand = new int[Cards.ALL_KINDS];
    private int concealed;
    private long packed = Counts.EMPTY;
    /** The melds laid, in order: laying or replacing one keeps the derived counts below in step ({@link Table}). */
    final SnapshotList<Meld> table = new Table();
    /** Discarded cards and drawn cards nobody took, in order (003:29: they lie to the player's right). */
    final SnapshotList<Integer> pile = new Pile();
    /** 臭牌 (000:44): cards this seat passed a chi or pong of. Bit per card. */
    int stale;
    /** Cards this seat discarded: it may never chi or pong them (000:45). Bit per card. */
    int discarded;
    /** 臭胡 (000:81): per card, the table huxi when a win on it was passed; -1 when none. */
    final int[] staleWinAt = new int[Cards.KINDS];
    /** Passed a pong it could make: with Luzhou's 有碰不碰 (000:64) no win for the rest of the hand. */
    boolean passedPong;
    /** Pao and ti so far, deal ti included (003:17), for 八块. */
    int runs;
    /** Intakes (chi, pong, wei, pao, ti) so far, for 听胡. */
    int intakes;
    /** Wall cards this seat drew so far, for a 地胡 on its first drawn card (`first_draw`). */
    int draws;
    /** Cards this seat discarded so far, for a 地胡 after one discard of its own (`one_own_discard`). */
    int discards;
    /** 相公: left with nothing to discard where it would (`nothing to discard: xianggong`), it may win no more. */
    boolean xianggong;
    /**
     * 000:24: a non-dealer dealt two ti skips the discard after its next intakes, up to one that is not a pao or ti.
     */
    boolean skipDiscard;

    // Kept in step with the table by Table as melds are laid: every claim round reads what a fourth card runs onto,
    // every observation the table's huxi and whether a wei hides it, for every seat.
    /** Bit per card with a pong, wei or stale wei on the table. */
    private int runBases;
    /** Wei on the table: the other seats cannot know its huxi where a wei lies face down. */
    private int weis;
    /**
     * By card (the joker too, in a 21st field), the copies laid on the table or in the pile ({@link Pile}), and those
     * in a wei, as {@link Counts}: every observation adds up the cards its seat has seen, a few additions a seat (no
     * field passes 4, the most copies a deck holds of a card or of jokers).
     */
    private long laidOrPiled = Counts.EMPTY;
    private long inWei = Counts.EMPTY;
    /** The table's huxi under {@link #huxiRead}, or none yet when that is null. */
    private HuxiTable huxiRead;
    private int tableHuxi;
    /**
     * The table as hand analysis and as the other seats see it, made when first asked and kept while the table
     * stands at {@link #listsVersion}.
     */
    private int listsVersion = -1;
    private List<dev.paohuzi.runtime.holding.Meld> analysedTable;
    private List<Meld> seenTable;

    SeatState() {
        java.util.Arrays.fill(staleWinAt, -1);
    }

    /** An independent copy (melds are immutable and shared). */
    SeatState copy() {
        SeatState copy = new SeatState();
        copy.setHand(hand);
        copy.table.addAll(table);
        copy.pile.addAll(pile);
        copy.stale = stale;
        copy.discarded = discarded;
        System.arraycopy(staleWinAt, 0, copy.staleWinAt, 0, staleWinAt.length);
        copy.passedPong = passedPong;
        copy.runs = runs;
        copy.intakes = intakes;
        copy.draws = draws;
        copy.discards = discards;
        copy.skipDiscard = skipDiscard;
        copy.xianggong = xianggong;
        return copy;
    }

    int tableHuxi(HuxiTable huxi) {
        if (huxiRead != huxi) {
            int total = 0;
            for (int i = 0; i < table.size(); i++) {
                total += table.get(i).huxi(huxi);
            }
            tableHuxi = total;
            huxiRead = huxi;
        }
        return tableHuxi;
    }

    /** The table's huxi once these melds are laid: a pao or ti covers the pong or wei of its card where one lies. */
    int tableHuxiAfter(HuxiTable huxi, List<Meld> laid) {
        int total = tableHuxi(huxi);
        for (int i = 0; i < laid.size(); i++) {
            Meld meld = laid.get(i);
            total += meld.huxi(huxi);
            int base = meld.kind() == GroupKind.PAO || meld.kind() == GroupKind.TI ? runBaseIndex(meld.card()) : -1;
            if (base >= 0) {
                total -= table.get(base).huxi(huxi);
            }
        }
        return total;
    }

    /** A seat's table: a meld laid or replaced is counted into (or out of) the seat's derived counts. */
    private final class Table extends SnapshotList<Meld> {
        @Override
        public boolean add(Meld meld) {
            super.add(meld);
            count(meld, 1);
            return true;
        }

        @Override
        public Meld set(int index, Meld meld) {
            Meld old = super.set(index, meld);
            count(old, -1);
            count(meld, 1);
            return old;
        }
    }

    /** A seat's pile: a card added or replaced is counted into (or out of) {@link #laidOrPiled}. */
    private final class Pile extends SnapshotList<Integer> {
        @Override
        public boolean add(Integer card) {
            super.add(card);
            laidOrPiled = Counts.add(laidOrPiled, card, 1);
            return true;
        }

        @Override
        public Integer set(int index, Integer card) {
            Integer old = super.set(index, card);
            laidOrPiled = Counts.add(Counts.add(laidOrPiled, old, -1), card, 1);
            return old;
        }
    }

    private void count(Meld meld, int sign) {
        for (int i = 0; i < meld.size(); i++) {
            int card = meld.card(i);
            if (card != Cards.HIDDEN) {     // a sampled hand lays another seat's face-down wei as such at first
                laidOrPiled = Counts.add(laidOrPiled, card, sign);
                inWei = meld.kind() == GroupKind.WEI ? Counts.add(inWei, card, sign) : inWei;
            }
        }
        if (huxiRead != null) {
            tableHuxi += sign * meld.huxi(huxiRead);
        }
        if (meld.kind() == GroupKind.WEI) {
            weis += sign;
        }
        if (isRunBase(meld.kind())) {
            runBases = sign > 0 ? runBases | 1 << meld.card() : runBases & ~(1 << meld.card());
        }
    }

    /** Drops the lists made from an older table. */
    private void readLists() {
        if (listsVersion != table.version()) {
            analysedTable = null;
            seenTable = null;
            listsVersion = table.version();
        }
    }

    /** The table as this seat sees it: an immutable snapshot. */
    List<Meld> laidTable() {
        return table.snapshot();
    }

    /** The table as the other seats see it where a wei lies face down (暗偎, {@link Sight#asSeenByOthers}). */
    List<Meld> tableSeenByOthers() {
        readLists();
        if (seenTable == null) {
            if (weis > 0) {
                Meld[] seen = new Meld[table.size()];
                for (int i = 0; i < seen.length; i++) {
                    seen[i] = Sight.asSeenByOthers(table.get(i), Play.WeiShown.FACE_DOWN);
                }
                seenTable = List.of(seen);
            } else {
                seenTable = table.snapshot();
            }
        }
        return seenTable;
    }

    /**
     * Whether the other seats cannot know the table's huxi where a wei lies face down (as
     * {@link Sight#asSeenByOthers} hides the wei): the table holds a wei.
     */
    boolean hidesHuxi() {
        return weis > 0;
    }

    /**
     * The copies of each card (the joker too, in a 21st field) that the table and the pile show, as {@link Counts}:
     * to the seat itself, or, with {@code toOthers}, to the other seats where a wei lies face down ({@link
     * #tableSeenByOthers}).
     */
    long shown(boolean toOthers) {
        return toOthers ? laidOrPiled - inWei : laidOrPiled;
    }

    /** The pile: an immutable snapshot. */
    List<Integer> pileCopy() {
        return pile.snapshot();
    }

    /** The index of the seat's wei (or stale wei) of the card on its table, or -1. */
    int weiIndex(int card) {
        int base = runBaseIndex(card);
        return base >= 0 && table.get(base).kind() != GroupKind.PONG ? base : -1;
    }

    /**
     * Index of the pong, wei or stale wei of the card on the table (what a fourth copy runs onto), or -1. There is at
     * most one: two of them would take six copies.
     */
    int runBaseIndex(int card) {
        if (card >= Cards.KINDS || (runBases >> card & 1) == 0) {
            return -1;
        }
        for (int i = 0; i < table.size(); i++) {
            if (table.get(i).card() == card && isRunBase(table.get(i).kind())) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isRunBase(GroupKind kind) {
        return kind == GroupKind.PONG || kind == GroupKind.WEI || kind == GroupKind.STALE_WEI;
    }

    /** The concealed cards and table as hand analysis reads them. */
    Holding holding() {
        return Holding.of(packed, hand[Cards.JOKER], analysedTable());
    }

    /** The table as hand analysis reads it: an immutable list, kept while the table stands. */
    List<dev.paohuzi.runtime.holding.Meld> analysedTable() {
        readLists();
        if (analysedTable == null) {
            dev.paohuzi.runtime.holding.Meld[] melds = new dev.paohuzi.runtime.holding.Meld[table.size()];
            for (int i = 0; i < melds.length; i++) {
                melds[i] = table.get(i).forAnalysis();
            }
            analysedTable = List.of(melds);
        }
        return analysedTable;
    }

    /**
     * 有碰不碰 (000:64): where the variant says so, a passed pong bars every win for the rest of the hand; so does being
     * 相公 (set only where the variant has it).
     */
    boolean winBarred(Claims claims) {
        return passedPong && claims.passedPongBarsWin() || xianggong;
    }

    boolean isStale(int card) {
        return card < Cards.KINDS && (stale >> card & 1) != 0;
    }

    boolean discardedBefore(int card) {
        return card < Cards.KINDS && (discarded >> card & 1) != 0;
    }

    int concealedCount() {
        return concealed;
    }

    /** The concealed cards but jokers as {@link Counts}. */
    long packedConcealed() {
        return packed;
    }

    /** Adds copies of a card to the concealed cards (a negative number takes them out). */
    void add(int card, int copies) {
        hand[card] += copies;
        concealed += copies;
        if (card < Cards.KINDS) {
            packed = Counts.add(packed, card, copies);
        }
    }

    /** Takes every held copy of the card out of the concealed cards (a kan or pair laid as a run or wei). */
    void removeAll(int card) {
        add(card, -hand[card]);
    }

    /** The concealed cards become these counts by card. */
    void setHand(int[] counts) {
        System.arraycopy(counts, 0, hand, 0, Cards.ALL_KINDS);
        int total = 0;
        for (int count : counts) {
            total += count;
        }
        concealed = total;
        packed = Counts.pack(counts);
    }

    List<Meld> tableView() {
        return Collections.unmodifiableList(table);
    }
}
