package dev.paohuzi.runtime.group;

import dev.paohuzi.runtime.card.Cards;

/**
 * The kinds of group (门子, 000:54, 003:33). A winning holding has the variant's number of groups (7).
 * Chi'd groups on the table are SENTENCE, TWO_SEVEN_TEN, ONE_FIVE_TEN or MIXED like their concealed twins: their huxi
 * is the same whether held or eaten (001:9).
 */
public enum GroupKind {
    /** 一句话: three consecutive points of one size. */
    SENTENCE("sentence", 3),
    /** 二七十 / 贰柒拾 (000:41): counts as a sentence. */
    TWO_SEVEN_TEN("two-seven-ten", 3),
    /** 绞 (大小搭): one point, sizes mixed 2+1 (000:42). */
    MIXED("mixed", 3),
    /** 将: two identical cards; a group only with a pao or ti (000:54). */
    PAIR("pair", 2),
    /** 坎: three identical cards held since the deal; never split (000:26). */
    KAN("kan", 3),
    /** 碰 (000:27). */
    PONG("pong", 3),
    /** 偎 (000:29). */
    WEI("wei", 3),
    /** 臭偎 (000:30). */
    STALE_WEI("stale-wei", 3),
    /** 跑 (000:35-38). */
    PAO("pao", 4),
    /** 提 (000:31-34). */
    TI("ti", 4),
    /**
     * A card in no group: only a dealt 天胡 has them, which wins whatever its other cards form (000:73 门子可以不合要求);
     * kept among its groups so that its patterns count every card held (000:117).
     */
    LOOSE("loose", 1),
    /**
     * 一五十 / 壹伍拾: a sentence where the variant has it (`one-five-ten:`; no seed does). Last, so that the order of
     * the other kinds, which decompositions are sorted by, is the same with or without it.
     */
    ONE_FIVE_TEN("one-five-ten", 3);

    private final String word;
    private final int size;

    GroupKind(String word, int size) {
        this.word = word;
        this.size = size;
    }

    /** The word used in variant files, case files and JSON. */
    public String word() {
        return word;
    }

    /** Number of cards in the group. */
    public int size() {
        return size;
    }

    /**
     * The key card a huxi table is indexed by (HuxiTable), of a group of this kind whose cards, sorted, begin with
     * {@code low}, have {@code mid} in the middle and end with {@code high}: a 二七十's 二 (of either size, 004:14),
     * a mixed group's doubled card (the middle one), otherwise the lowest (for identical cards, the card).
     */
    public int key(int low, int mid, int high) {
        return switch (this) {
            case TWO_SEVEN_TEN -> Cards.point(low) == 2 ? low : Cards.point(mid) == 2 ? mid : high;
            case MIXED -> mid;
            default -> low;
        };
    }

    public static GroupKind byWord(String word) {
        for (GroupKind kind : values()) {
            if (kind.word.equals(word)) {
                return kind;
            }
        }
        return null;
    }
}
