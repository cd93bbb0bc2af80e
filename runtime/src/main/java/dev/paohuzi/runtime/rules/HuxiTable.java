package dev.paohuzi.runtime.rules;

import dev.paohuzi.runtime.card.Cards;
import dev.paohuzi.runtime.group.GroupKind;

/**
 * Huxi (胡息) of every group, by group kind and key card, as a constant table built by the compiler.
 * Key card: SENTENCE the lowest card of the run (s1 = 一二三); TWO_SEVEN_TEN the 二 of its size (s2 or b2);
 * MIXED the card that appears twice; every other kind the card it is made of. A joker standing in a group
 * counts as the card it replaces.
 */
public final class HuxiTable {
    private final int[][] huxi;

    /** @param huxi indexed [GroupKind.ordinal()][key card 0..19]; copied. */
    public HuxiTable(int[][] huxi) {
        if (huxi.length != GroupKind.values().length) {
            throw new IllegalArgumentException("huxi table needs one row per group kind");
        }
        this.huxi = new int[huxi.length][];
        for (int kind = 0; kind < huxi.length; kind++) {
            if (huxi[kind].length != Cards.KINDS) {
                throw new IllegalArgumentException("huxi row " + GroupKind.values()[kind] + " needs 20 cards");
            }
            this.huxi[kind] = huxi[kind].clone();
        }
    }

    public int of(GroupKind kind, int keyCard) {
        return huxi[kind.ordinal()][keyCard];
    }

    /** The row for one group kind (a copy). */
    public int[] row(GroupKind kind) {
        return huxi[kind.ordinal()].clone();
    }
}
