package dev.paohuzi.runtime.expr;

/**
 * The named quantities that variant expressions (grades, pattern conditions, fan, payments) may read.
 * The compiler resolves a name in a variant file to one of these; the scorer fills a {@link Facts} with them.
 * Booleans are stored as 0 / 1. Add a quantity here (with its plain description) to make it usable in variants.
 */
public enum Quantity {
    HUXI("huxi", Type.INT, "total huxi (胡息) of the winning holding"),
    RED("red", Type.INT, "red cards (红字: points 2, 7, 10) in the winning holding, table melds included"),
    BLACK("black", Type.INT, "black cards (黑字 / 乌) in the winning holding"),
    BIG("big", Type.INT, "big cards (大字 壹…拾) in the winning holding"),
    SMALL("small", Type.INT, "small cards (小字 一…十) in the winning holding"),
    CARDS("cards", Type.INT, "cards in the winning holding"),
    JOKERS("jokers", Type.INT, "jokers (王) in the winning holding"),
    SELF_DRAW("self_draw", Type.BOOL, "the winning card was drawn from the wall by the winner (自摸)"),
    LAST_CARD("last_card", Type.BOOL, "the winning card is the last card of the wall (海底)"),
    DEALER("dealer", Type.BOOL, "the winner is the dealer (庄)"),
    TIANHU("tianhu", Type.BOOL, "a heaven win (天胡): right after the deal, or on the reveal card, as the variant "
            + "defines it"),
    DIHU("dihu", Type.BOOL, "an earth win (地胡), as the variant defines it (000:68, 000:147, 004:47)"),
    NO_INTAKE("no_intake", Type.BOOL, "the winner took no card before winning (听胡, 没进张就胡牌, 000:148)"),
    SINGLE_JOKER_WAIT("single_joker_wait", Type.BOOL, "a self-drawn win with one joker as the wait (单王吊, 000:133)"),
    DOUBLE_JOKER_WAIT("double_joker_wait", Type.BOOL, "a self-drawn win with two jokers as the wait (双王吊, 000:133)"),
    SENTENCE_GROUPS("sentence_groups", Type.INT,
            "sentences (一句话, 二七十 and 一五十 included) in the winning decomposition, held or eaten"),
    MIXED_GROUPS("mixed_groups", Type.INT, "mixed groups (绞) in the winning decomposition"),
    KAN_GROUPS("kan_groups", Type.INT, "kan (坎) in the winning decomposition"),
    WEI_GROUPS("wei_groups", Type.INT, "wei (偎) on the table, stale wei not counted"),
    ZERO_HUXI_GROUPS("zero_huxi_groups", Type.INT, "groups other than the pair that score no huxi (水门子, 000:149)"),
    RED_PAO_TI("red_pao_ti", Type.INT, "pao and ti of a red card (印, 000:150)"),
    DEAD_HANDS("dead_hands", Type.INT, "dead hands (荒庄) in a row just before this hand, since the last win (黄番)"),
    XING("xing", Type.INT, "the winner's cards that are the 醒 card named after the win (the variant's `xing` rule; 0 "
            + "without one)"),
    COUNTING_SEAT("counting_seat", Type.BOOL, "a counting seat (数牌) sits at the table and is paid a share (001:53-74)"),
    PATTERNS("patterns", Type.INT, "in `win when:` only: the patterns (名堂) that apply to the win (红拐弯's 15-17 with a "
            + "名堂)"),
    MINIMUM_HUXI("minimum_huxi", Type.INT, "in `win when:` only: the variant's `minimum huxi` (000:65)"),
    LOOSE_CARDS("loose_cards", Type.INT,
            "cards of the winning holding in no group: only a dealt 天胡 leaves them (000:73)"),
    HAND_CARDS("hand_cards", Type.INT, "cards the winner held in hand when the winning card came, the card won on and "
            + "table melds not counted (耍猴 / 单吊: 1)"),
    RED_ONE_GROUP("red_one_group", Type.INT, "the red cards when all of them are one group of identical cards, a pair, "
            + "kan, pong, wei, pao or ti (扁胡: 二扁 2, 三扁 3, 四扁 4); 0 otherwise"),
    BIG_SMALL_PAO_TI("big_small_pao_ti", Type.INT, "points of which the winner has a pao or ti of the small and one of "
            + "the big card (团圆: 小八 and 大捌 both run)"),
    GRADE("grade", Type.INT, "the grade (等) of the win: the value of the variant's `grade` rule"),
    PLAIN("plain", Type.BOOL, "no pattern other than this one applies (in a pattern's fan only: 平胡海底, 000:94)"),
    FAN("fan", Type.INT, "the combined fan (番) of the win's patterns, the plain fan when there is none"),
    BASE("base", Type.INT, "the base (底 / 囤) of the win: the value of the variant's `base` rule"),
    ROOM_BASE("room_base", Type.INT, "the room's base points d (房间底分, 000:121)"),
    OTHERS_HUXI("others_huxi", Type.INT, "in an escape penalty: the best huxi of the seats that stay, added (000:127)"),
    PAYER_JOKERS("payer_jokers", Type.INT, "in a dead-hand payment: jokers held by the seat that pays"),
    PAYEE_JOKERS("payee_jokers", Type.INT, "in a dead-hand payment: jokers held by the seat that is paid"),
    PAYER_DEALER("payer_dealer", Type.BOOL, "in a dead-hand payment: the seat that pays is the dealer"),
    PAYER_PIAO("payer_piao", Type.INT, "in `loser pays:` only: the 飘 the losing seat chose before the deal (the "
            + "variant's `piao` rule; 0 without one)"),
    PAYEE_PIAO("payee_piao", Type.INT, "in `loser pays:` only: the 飘 the winner chose before the deal (the variant's "
            + "`piao` rule; 0 without one)"),
    // what `dihu when:` reads (with `dealer`): where the win happened, in the hand's first turn
    ON_REVEAL_CARD("on_reveal_card", Type.BOOL, "in `dihu when:` only: the win is on the dealer's reveal card (亮张, "
            + "000:21; a 天胡 on it, 000:74)"),
    DEALERS_FIRST_DISCARD("dealers_first_discard", Type.BOOL, "in `dihu when:` only: the win is on the dealer's "
            + "first discard, even when his dealt ti skipped his opening one (000:68)"),
    NEXT_TO_DEALER("next_to_dealer", Type.BOOL, "in `dihu when:` only: the winner is the dealer's next seat (下家, "
            + "000:68)");

    private final String word;
    private final Type type;
    private final String description;

    Quantity(String word, Type type, String description) {
        this.word = word;
        this.type = type;
        this.description = description;
    }

    /** The name used in variant files. */
    public String word() {
        return word;
    }

    public Type type() {
        return type;
    }

    public String description() {
        return description;
    }

    /**
     * The least value the scorer ever gives it: counts are never negative, a win's grade is at least 1 (the scorer
     * refuses a lower one, 000:108), `fan` and `base` are whatever their formulas give. The compiler reads this to
     * warn of a divisor that can be 0.
     */
    public int least() {
        return switch (this) {
            case GRADE -> 1;
            case FAN, BASE -> Integer.MIN_VALUE;
            default -> 0;
        };
    }

    /** The greatest value it can take: 1 for a yes/no quantity; counts are not bounded here but for a few shapes. */
    public int most() {
        return switch (this) {
            case RED_ONE_GROUP -> 4;
            case BIG_SMALL_PAO_TI -> 3;     // a pao or ti is 4 cards: at most 3 such points beside the rest
            default -> type == Type.BOOL ? 1 : Integer.MAX_VALUE;
        };
    }

    public static Quantity byWord(String word) {
        for (Quantity quantity : values()) {
            if (quantity.word.equals(word)) {
                return quantity;
            }
        }
        return null;
    }

    public enum Type {
        INT,
        BOOL
    }
}
