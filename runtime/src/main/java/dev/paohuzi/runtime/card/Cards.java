package dev.paohuzi.runtime.card;

/**
 * A card kind is an int: s1..s10 = 0..9, b1..b10 = 10..19, the joker (王) = 20.
 * Card text accepts {@code s1..s10}, {@code b1..b10}, {@code W} and the Chinese 一…十, 壹…拾, 王 (DESIGN.md).
 */
public final class Cards {
    public static final int KINDS = 20;
    public static final int JOKER = 20;
    /** Kinds including the joker, for tables indexed by card. */
    public static final int ALL_KINDS = 21;
    /**
     * A face-down card (暗置, 000:15): only in a seat's view of a trace ({@code SeatView}), where another seat's card
     * is not shown. Named {@code ?}; never a kind, so a table indexed by card rejects it.
     */
    public static final int HIDDEN = ALL_KINDS;

    private static final String SMALL_HANZI = "一二三四五六七八九十";
    private static final String BIG_HANZI = "壹贰叁肆伍陆柒捌玖拾";

    private Cards() {}

    public static int of(Size size, int point) {
        if (point < 1 || point > 10) {
            throw new IllegalArgumentException("card point must be 1..10, got " + point);
        }
        return (size == Size.BIG ? 10 : 0) + point - 1;
    }

    /** 牌点 1..10 of a non-joker card. */
    public static int point(int card) {
        return card % 10 + 1;
    }

    public static Size size(int card) {
        return card >= 10 ? Size.BIG : Size.SMALL;
    }

    public static boolean isBig(int card) {
        return card >= 10 && card < JOKER;
    }

    /** The same point in the other size (二 <-> 贰). */
    public static int otherSize(int card) {
        return card >= 10 ? card - 10 : card + 10;
    }

    /** The ASCII name: s1..s10, b1..b10, W, or ? for a face-down card. */
    public static String name(int card) {
        if (card == HIDDEN) {
            return "?";
        }
        if (card == JOKER) {
            return "W";
        }
        return (card >= 10 ? "b" : "s") + point(card);
    }

    /** The Chinese name: 一…十, 壹…拾, 王, or ? for a face-down card. */
    public static String hanzi(int card) {
        if (card == HIDDEN) {
            return "?";
        }
        if (card == JOKER) {
            return "王";
        }
        String digits = card >= 10 ? BIG_HANZI : SMALL_HANZI;
        return String.valueOf(digits.charAt(card % 10));
    }

    /**
     * Parses one card token; returns -1 when the text is not a card (callers turn that into a diagnostic).
     */
    public static int parse(String text) {
        if (text == null || text.isEmpty()) {
            return -1;
        }
        if (text.equals("W") || text.equals("w") || text.equals("王")) {
            return JOKER;
        }
        if (text.length() == 1) {
            int small = SMALL_HANZI.indexOf(text.charAt(0));
            if (small >= 0) {
                return small;
            }
            int big = BIG_HANZI.indexOf(text.charAt(0));
            return big >= 0 ? 10 + big : -1;
        }
        char sizeChar = Character.toLowerCase(text.charAt(0));
        if (sizeChar != 's' && sizeChar != 'b') {
            return -1;
        }
        String digits = text.substring(1);
        if (!digits.chars().allMatch(c -> c >= '0' && c <= '9') || digits.length() > 2) {
            return -1;
        }
        int point = Integer.parseInt(digits);
        if (point < 1 || point > 10) {
            return -1;
        }
        return of(sizeChar == 'b' ? Size.BIG : Size.SMALL, point);
    }
}
