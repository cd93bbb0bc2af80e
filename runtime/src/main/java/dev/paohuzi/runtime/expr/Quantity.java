package dev.paohuzi.runtime.expr;

/**
 * The named quantities that variant expressions (grades, pattern conditions, fan, payments) may read.
 * The compiler resolves a name in a variant file to one of these; the scorer fills a {@link Facts} with them.
 * Booleans are stored as 0 / 1. Add a quantity here (with its plain description and its range: 0 or 1 for a yes/no,
 * else the most it can be under a variant's {@link Limits}) to make it usable in variants.
 */
public enum Quantity {
    HUXI("huxi", Type.INT, "total huxi (胡息) of the winning holding", Limits::huxi),
    RED("red", Type.INT, "red cards (红字: points 2, 7, 10) in the winning holding, table melds included",
            Quantity::cards),
    BLACK("black", Type.INT, "black cards (黑字 / 乌) in the winning holding", Quantity::cards),
    BIG("big", Type.INT, "big cards (大字 壹…拾) in the winning holding", Quantity::cards),
    SMALL("small", Type.INT, "small cards (小字 一…十) in the winning holding", Quantity::cards),
    CARDS("cards", Type.INT, "cards in the winning holding", Quantity::cards),
    JOKERS("jokers", Type.INT, "jokers (王) in the winning holding", Limits::jokers),
    SELF_DRAW("self_draw", Type.BOOL, "the winning card was drawn from the wall by the winner (自摸)"),
    ON_DISCARD("on_discard", Type.BOOL, "the winning card was another seat's discard (放炮, 点炮)"),
    LAST_CARD("last_card", Type.BOOL, "the winning card is the last card of the wall (海底)"),
    DEALER("dealer", Type.BOOL, "the winner is the dealer (庄)"),
    TIANHU("tianhu", Type.BOOL, "a heaven win (天胡): right after the deal, or on the reveal card, as the variant "
            + "defines it"),
    DIHU("dihu", Type.BOOL, "an earth win (地胡), as the variant defines it (000:68, 000:147, 004:47)",
            l -> l.dihu() ? 1 : 0),
    NO_INTAKE("no_intake", Type.BOOL, "the winner took no card before winning (听胡, 没进张就胡牌, 000:148)"),
    SINGLE_JOKER_WAIT("single_joker_wait", Type.BOOL, "a self-drawn win with one joker as the wait (单王吊, 000:133)",
            l -> l.jokers() > 0 ? 1 : 0),
    DOUBLE_JOKER_WAIT("double_joker_wait", Type.BOOL, "a self-drawn win with two jokers as the wait (双王吊, 000:133)",
            l -> l.jokers() > 1 ? 1 : 0),
    SENTENCE_GROUPS("sentence_groups", Type.INT,
            "sentences (一句话, 二七十 and 一五十 included) in the winning decomposition, held or eaten", Limits::groups),
    MIXED_GROUPS("mixed_groups", Type.INT, "mixed groups (绞) in the winning decomposition", Limits::groups),
    KAN_GROUPS("kan_groups", Type.INT, "kan (坎) in the winning decomposition", Limits::groups),
    WEI_GROUPS("wei_groups", Type.INT, "wei (偎) on the table, stale wei not counted", Limits::groups),
    ZERO_HUXI_GROUPS("zero_huxi_groups", Type.INT, "groups other than the pair that score no huxi (水门子, 000:149)",
            Limits::groups),
    RED_PAO_TI("red_pao_ti", Type.INT, "pao and ti of a red card (印, 000:150)", Limits::groups),
    DEAD_HANDS("dead_hands", Type.INT, "dead hands (荒庄) in a row just before this hand, since the last win (黄番)",
            l -> Limits.MOST_DEAD_HANDS),
    XING("xing", Type.INT, "the winner's cards that are the 醒 card named after the win (the variant's `xing` rule; 0 "
            + "without one)", l -> l.xing() ? (long) l.copies() + l.jokers() : 0),
    COUNTING_SEAT("counting_seat", Type.BOOL, "a counting seat (数牌) sits at the table and is paid a share (001:53-74)",
            l -> l.known() && l.countingSeat() ? 1 : 0, l -> l.countingSeat() ? 1 : 0),
    PATTERNS("patterns", Type.INT, "the patterns (名堂) that apply to the win, in `win when:` (红拐弯's 15-17 with a "
            + "名堂), `grade:` (河池's doubling), `base:` and the payments", Limits::patterns),
    MINIMUM_HUXI("minimum_huxi", Type.INT, "in `win when:` only: the variant's `minimum huxi` (000:65)",
            l -> l.known() ? l.minimumHuxi() : 0, Limits::minimumHuxi),
    LOOSE_CARDS("loose_cards", Type.INT,
            "cards of the winning holding in no group: only a dealt 天胡 leaves them (000:73)", l -> 9),
    HAND_CARDS("hand_cards", Type.INT, "cards the winner held in hand when the winning card came, the card won on and "
            + "table melds not counted (耍猴 / 单吊: 1)", l -> 21),
    RED_ONE_GROUP("red_one_group", Type.INT, "the red cards when all of them are one group of identical cards, a pair, "
            + "kan, pong, wei, pao or ti (扁胡: 二扁 2, 三扁 3, 四扁 4); 0 otherwise", l -> 4),
    BIG_SMALL_PAO_TI("big_small_pao_ti", Type.INT, "points of which the winner has a pao or ti of the small and one of "
            + "the big card (团圆: 小八 and 大捌 both run)", l -> 3),
    GRADE("grade", Type.INT, "the grade (等) of the win: the value of the variant's `grade` rule",
            l -> 1, l -> Integer.MAX_VALUE),
    PLAIN("plain", Type.BOOL, "no pattern other than this one applies (in a pattern's fan only: 平胡海底, 000:94)"),
    FAN("fan", Type.INT, "the combined fan (番) of the win's patterns, the plain fan when there is none",
            l -> Integer.MIN_VALUE, l -> Integer.MAX_VALUE),
    BASE("base", Type.INT, "the base (底 / 囤) of the win: the value of the variant's `base` rule",
            l -> Integer.MIN_VALUE, l -> Integer.MAX_VALUE),
    ROOM_BASE("room_base", Type.INT, "the room's base points d (房间底分, 000:121)",
            l -> l.known() ? l.roomBase() : 0, Limits::roomBase),
    OTHERS_HUXI("others_huxi", Type.INT, "in an escape penalty: the best huxi of the seats that stay, added (000:127)",
            l -> (l.players() - 1L) * l.huxi()),
    PAYER_JOKERS("payer_jokers", Type.INT, "in a dead-hand payment: jokers held by the seat that pays", Limits::jokers),
    PAYEE_JOKERS("payee_jokers", Type.INT, "in a dead-hand payment: jokers held by the seat that is paid",
            Limits::jokers),
    PAYER_DEALER("payer_dealer", Type.BOOL, "in a dead-hand payment: the seat that pays is the dealer"),
    PAYER_PIAO("payer_piao", Type.INT, "in `loser pays:` only: the 飘 the losing seat chose before the deal (the "
            + "variant's `piao` rule; 0 without one)", Limits::stake),
    PAYEE_PIAO("payee_piao", Type.INT, "in `loser pays:` only: the 飘 the winner chose before the deal (the variant's "
            + "`piao` rule; 0 without one)", Limits::stake),
    PAYER_TUO("payer_tuo", Type.INT, "in `loser pays:` only: the 坨 the losing seat chose before the deal (the "
            + "variant's `tuo` rule; 0 without one)", Limits::stake),
    PAYEE_TUO("payee_tuo", Type.INT, "in `loser pays:` only: the 坨 the winner chose before the deal (the variant's "
            + "`tuo` rule; 0 without one)", Limits::stake),
    PAYER_DISCARDER("payer_discarder", Type.BOOL, "in `loser pays:` and `match takes:` only: the losing seat "
            + "discarded the card won on (放炮)"),
    // what `dihu when:` reads (with `dealer`): where the win happened, in the hand's first turn
    ON_REVEAL_CARD("on_reveal_card", Type.BOOL, "in `dihu when:` only: the win is on the dealer's reveal card (亮张, "
            + "000:21; a 天胡 on it, 000:74)"),
    DEALERS_FIRST_DISCARD("dealers_first_discard", Type.BOOL, "in `dihu when:` only: the win is on the dealer's "
            + "first discard, even when his dealt ti skipped his opening one (000:68)"),
    NEXT_TO_DEALER("next_to_dealer", Type.BOOL, "in `dihu when:` only: the winner is the dealer's next seat (下家, "
            + "000:68)"),
    FIRST_DRAW("first_draw", Type.BOOL, "in `dihu when:` only: the win is on the first wall card the winner drew "
            + "itself, a self-draw (湘潭's 地胡)"),
    ONE_OWN_DISCARD("one_own_discard", Type.BOOL, "in `dihu when:` only: the winner has discarded exactly one card "
            + "before the win (二人's 地胡)");

    private final String word;
    private final Type type;
    private final String description;
    private final Bound least;
    private final Bound most;

    /** A yes/no quantity: 0 or 1. */
    Quantity(String word, Type type, String description) {
        this(word, type, description, limits -> 0, limits -> 1);
    }

    /** A count: 0 up to what the variant allows. */
    Quantity(String word, Type type, String description, Bound most) {
        this(word, type, description, limits -> 0, most);
    }

    Quantity(String word, Type type, String description, Bound least, Bound most) {
        this.word = word;
        this.type = type;
        this.description = description;
        this.least = least;
        this.most = most;
    }

    /** One end of a quantity's range under a variant's {@link Limits}. */
    @FunctionalInterface
    interface Bound {
        long of(Limits limits);
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
     * The least value the scorer ever gives it under a variant: counts are never negative, a win's grade is at least
     * 1 (the scorer refuses a lower one, 000:108), `fan` and `base` are what their formulas give (in
     * {@link Limits#with}, else any int). The compiler reads the range to bound every formula (an overflow is an
     * error), to warn of a divisor that can be 0, and to try every input of `win when:` and `grade:` together.
     */
    public long least(Limits limits) {
        long[] derived = limits.derived().get(this);
        return derived != null ? derived[0] : least.of(limits);
    }

    /** The greatest value it can take under a variant: 1 for a yes/no quantity, a count as large as the game allows. */
    public long most(Limits limits) {
        long[] derived = limits.derived().get(this);
        return derived != null ? derived[1] : most.of(limits);
    }

    /** {@link #least(Limits)} with nothing known of the variant. */
    public int least() {
        return (int) Math.max(Integer.MIN_VALUE, least(Limits.UNKNOWN));
    }

    /** {@link #most(Limits)} with nothing known of the variant. */
    public int most() {
        return (int) Math.min(Integer.MAX_VALUE, most(Limits.UNKNOWN));
    }

    /** A winning holding's cards: at most 4 to a group (a pao, a ti), jokers included. */
    private static long cards(Limits limits) {
        return 4L * limits.groups();
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
